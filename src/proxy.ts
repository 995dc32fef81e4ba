import { NextResponse, type NextRequest } from "next/server";

/**
 * Runs before every route: gives each request an id (kept from the caller when it sends a sane one) that the
 * functions registry and error logs carry and the response returns as `x-request-id`, and turns visitors
 * without any session away from the dashboard early.
 */
/** better-auth's session cookie names (plain, and with the __Secure- prefix used over HTTPS). */
const SESSION_COOKIES = ["better-auth.session_token", "__Secure-better-auth.session_token"];

export function proxy(request: NextRequest) {
  // Fast path only: with no session cookie at all, a dashboard page can only send the visitor home
  // (SPEC.md §6 guard). The real checks run in the pages and the data layer.
  const { pathname } = request.nextUrl;
  const guarded = pathname === "/dashboard" || pathname.startsWith("/dashboard/") || pathname === "/matching";
  if (guarded && !SESSION_COOKIES.some((name) => request.cookies.has(name)) && !request.headers.has("authorization")) {
    return NextResponse.redirect(new URL("/", request.url));
  }
  // An affiliate's link (?aff=CODE on a public page): /api/affiliate-click records the click, sets the
  // cookie and comes back to the page without the code.
  const affiliateCode = request.nextUrl.searchParams.get("aff");
  if (affiliateCode !== null && request.method === "GET" && !pathname.startsWith("/api/") && !guarded) {
    const landing = request.nextUrl.clone();
    landing.searchParams.delete("aff");
    const target = new URL("/api/affiliate-click", request.url);
    target.searchParams.set("code", affiliateCode);
    target.searchParams.set("to", `${landing.pathname}${landing.search}`);
    return NextResponse.redirect(target);
  }
  const incoming = request.headers.get("x-request-id");
  const requestId = incoming && /^[\w.:-]{1,100}$/.test(incoming) ? incoming : crypto.randomUUID();
  const headers = new Headers(request.headers);
  headers.set("x-request-id", requestId);
  // Layouts cannot see the path; the dashboard layout reads it to redirect before anything streams.
  headers.set("x-pathname", pathname);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("x-request-id", requestId);
  return response;
}

export const config = {
  matcher: ["/((?!_next/static|_next/image|favicon.ico).*)"],
};
