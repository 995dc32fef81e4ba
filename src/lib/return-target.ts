/**
 * The one parser of every place the app sends someone back to from user input: the affiliate click's `to`,
 * the log-in and sign-up forms' `returnTo` (SPEC.md §2's return targets). A target is parsed as a URL the way
 * a browser parses a `Location` header (tabs and newlines dropped, `\` read as `/`), resolved against this site,
 * and kept only when it stays on this site; what is returned is the parsed path, never the raw text, so the
 * browser cannot read it differently from us (`/%09/evil.example` is `//evil.example` to a browser).
 */

/** A stand-in origin: a path that resolves to it stays on whatever site serves it. */
const HERE = "https://this-site.invalid";
const MAX_TARGET_LENGTH = 2000;

/**
 * The same-site path (path, query and fragment) of `value`, or null when it is not one: another origin, another
 * scheme (`javascript:`), a protocol-relative `//host`, or a path that a browser would read as one. An absolute
 * URL on `siteOrigin` (this server's own origin, when the caller knows it) is accepted as its path.
 */
export function sameSitePath(value: unknown, siteOrigin?: string): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_TARGET_LENGTH) return null;
  let url: URL;
  try {
    url = new URL(value, `${HERE}/`);
  } catch {
    return null;
  }
  const own =
    url.origin === HERE ? value.startsWith("/") : siteOrigin !== undefined && url.origin === originOf(siteOrigin);
  if (!own) return null;
  // "/.//evil.example" parses to the path "//evil.example", which a browser reads as another host.
  if (url.pathname.startsWith("//")) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `sameSitePath`, or `fallback` when the value is not a path on this site. */
export function returnTarget(value: unknown, fallback: string, siteOrigin?: string): string {
  return sameSitePath(value, siteOrigin) ?? fallback;
}

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}
