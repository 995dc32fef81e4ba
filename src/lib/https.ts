/**
 * Whether the site is served over HTTPS (docs/SECURITY.md, "Headers"): then responses carry HSTS and cookies
 * are `Secure`. Behind a TLS-terminating proxy the app itself only sees HTTP, so this is a setting, not a guess
 * from the request: `TRUST_HTTPS=true`, or an `https://` APP_URL. A forwarded proto header is not read, because
 * any client can send one. Pure, so that the proxy (which must not load the server's settings module) and the
 * server read it the same way; src/server/env.ts validates both values at start.
 */
const TRUE_FLAGS = ["true", "1", "yes", "on"];

export function servesHttps(settings: { TRUST_HTTPS?: boolean | string; APP_URL?: string }): boolean {
  const trust = settings.TRUST_HTTPS;
  if (trust === true || (typeof trust === "string" && TRUE_FLAGS.includes(trust.toLowerCase()))) return true;
  return typeof settings.APP_URL === "string" && settings.APP_URL.startsWith("https://");
}
