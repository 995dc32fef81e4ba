/**
 * The Content-Security-Policy of every page (docs/SECURITY.md, "Headers"), built per request by src/proxy.ts
 * with a fresh nonce. Next.js reads the nonce from the request's policy and puts it on its own inline and chunk
 * scripts; 'strict-dynamic' lets those load the rest, and nothing else runs: an injected <script> or on* handler
 * has no nonce. Styles allow inline `style` attributes (the calendars' bars, the map's SVG), which a nonce cannot
 * cover; images, fonts and fetches stay on this site (photos are /api/files, the map is inline SVG).
 */
export function contentSecurityPolicy(options: { nonce: string; development: boolean; https: boolean }): string {
  const { nonce, development, https } = options;
  const directives = [
    "default-src 'self'",
    // React's development build evaluates code for its error overlays; the production build never does.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${development ? " ws: wss:" : ""}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ];
  return directives.join("; ");
}

/** A nonce: 128 random bits, base64 (Web Crypto, which the proxy's runtime has). */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** Two years, subdomains included: sent only when the site is served over HTTPS (lib/https.ts). */
export const STRICT_TRANSPORT_SECURITY = "max-age=63072000; includeSubDomains";
