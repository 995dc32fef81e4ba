import { NextResponse, type NextRequest } from "next/server";
import { contentSecurityPolicy, newNonce, STRICT_TRANSPORT_SECURITY } from "@/lib/csp";
import { servesHttps } from "@/lib/https";
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALE_HEADER, splitLocaleSegment } from "@/lib/locales";
import { isSafeText } from "@/lib/validation";

/**
 * Runs before every page and dashboard route (not /api: see `config`): answers methods the site does not serve,
 * refuses addresses holding text that is not text, gives each request an id (kept from the caller when it sends a
 * sane one) and its Content-Security-Policy nonce, and sends ?aff= links to the affiliate click.
 * Who may see a dashboard page is decided by its layout and the page itself (server/access), not here, so that
 * routes under /dashboard (the CSV and PDF exports) answer 401 themselves as docs/API.md says.
 * A language segment (`/th/findahome`) is taken off here: the page at the bare path renders in that language
 * (docs/I18N.md), and the visit remembers the language as the picker does.
 */

/** The methods pages answer (POST: Next.js server actions); anything else (TRACE, PUT, …) is 405. */
const PAGE_METHODS = ["GET", "HEAD", "POST"];

export function proxy(request: NextRequest) {
  if (!PAGE_METHODS.includes(request.method)) {
    return new NextResponse(`${request.method} is not allowed here.\n`, {
      status: 405,
      headers: { allow: PAGE_METHODS.join(", "), "content-type": "text/plain; charset=utf-8" },
    });
  }
  // A NUL in the address reaches queries and PostgreSQL refuses it (docs/SECURITY.md, "Text that is not text").
  const unsafe = unsafePartOf(request);
  if (unsafe) {
    return new NextResponse(`The ${unsafe} contains a NUL character or text that is not Unicode.\n`, {
      status: 400,
      headers: { "content-type": "text/plain; charset=utf-8" },
    });
  }

  // English is the bare address (SPEC.md's routes): /en/x goes to /x and remembers English.
  const segment = splitLocaleSegment(request.nextUrl.pathname);
  if (segment?.locale === DEFAULT_LOCALE && request.method === "GET") {
    const bare = request.nextUrl.clone();
    bare.pathname = segment.path;
    const redirect = NextResponse.redirect(bare);
    redirect.cookies.set(LOCALE_COOKIE, DEFAULT_LOCALE, LOCALE_COOKIE_OPTIONS);
    return redirect;
  }
  const pathname = segment ? segment.path : request.nextUrl.pathname;

  const guarded = pathname === "/dashboard" || pathname.startsWith("/dashboard/") || pathname === "/matching";
  // An affiliate's link (?aff=CODE on a public page): /api/affiliate-click records the click, sets the
  // cookie and comes back to the page without the code.
  const affiliateCode = request.nextUrl.searchParams.get("aff");
  if (affiliateCode !== null && request.method === "GET" && !guarded) {
    const landing = request.nextUrl.clone();
    landing.searchParams.delete("aff");
    const target = new URL("/api/affiliate-click", request.url);
    target.searchParams.set("code", affiliateCode);
    target.searchParams.set("to", `${landing.pathname}${landing.search}`);
    return NextResponse.redirect(target);
  }

  const incoming = request.headers.get("x-request-id");
  const requestId = incoming && /^[\w.:-]{1,100}$/.test(incoming) ? incoming : crypto.randomUUID();
  const https =
    servesHttps({ TRUST_HTTPS: process.env.TRUST_HTTPS, APP_URL: process.env.APP_URL }) ||
    request.nextUrl.protocol === "https:";
  const policy = contentSecurityPolicy({
    nonce: newNonce(),
    development: process.env.NODE_ENV === "development",
    https,
  });
  const headers = new Headers(request.headers);
  headers.set("x-request-id", requestId);
  // Ours alone, like the headers below: a client's own x-locale is replaced or removed.
  if (segment) headers.set(LOCALE_HEADER, segment.locale);
  else headers.delete(LOCALE_HEADER);
  // Layouts cannot see the address; the dashboard layout and PageFrame read it (redirects and 404s before
  // anything streams, the dates' messages). Always ours: whatever a client sent under these names is replaced.
  headers.set("x-pathname", pathname);
  headers.set("x-search", request.nextUrl.search);
  // Next.js takes the nonce from the request's policy and puts it on the scripts it renders.
  headers.set("content-security-policy", policy);
  let response: NextResponse;
  if (segment) {
    const bare = request.nextUrl.clone();
    bare.pathname = segment.path;
    response = NextResponse.rewrite(bare, { request: { headers } });
    if (request.cookies.get(LOCALE_COOKIE)?.value !== segment.locale) {
      response.cookies.set(LOCALE_COOKIE, segment.locale, LOCALE_COOKIE_OPTIONS);
    }
  } else {
    response = NextResponse.next({ request: { headers } });
  }
  response.headers.set("x-request-id", requestId);
  response.headers.set("content-security-policy", policy);
  if (https) response.headers.set("strict-transport-security", STRICT_TRANSPORT_SECURITY);
  return response;
}

/** The language cookie as the picker writes it: a year, the whole site, sent on top-level navigations. */
const LOCALE_COOKIE_OPTIONS = { path: "/", maxAge: 31_536_000, sameSite: "lax" } as const;

/** "address" or "query parameter “name”" when the path or a query parameter is not safe text; null otherwise. */
function unsafePartOf(request: NextRequest): string | null {
  let path: string;
  try {
    path = decodeURIComponent(request.nextUrl.pathname);
  } catch {
    path = request.nextUrl.pathname;
  }
  if (!isSafeText(path)) return "address";
  for (const [name, value] of request.nextUrl.searchParams) {
    if (!isSafeText(name)) return "query";
    if (!isSafeText(value)) return `query parameter “${name.slice(0, 40)}”`;
  }
  return null;
}

export const config = {
  // Not /api: those routes answer for themselves (JSON, files, streams) and a body is read only by its route. With
  // a proxy, Next.js copies every request body for it and waits for the whole declared length before the route
  // runs, so a request declaring 50 MB and sending 11 bytes was never answered; the functions API refuses a
  // declared length over its limit with 413 before reading (server/functions/handle-call.ts).
  matcher: ["/((?!api/|_next/static|_next/image|favicon.ico).*)"],
};
