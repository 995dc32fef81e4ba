import { NextResponse, type NextRequest } from "next/server";

/**
 * Runs before every route. For now it gives each request an id (kept from the caller when it sends a sane
 * one) that the functions registry and error logs carry, and that the response returns as `x-request-id`.
 * Access redirects will also start here, but only as a fast path: the real checks are in the data layer.
 */
export function proxy(request: NextRequest) {
  const incoming = request.headers.get("x-request-id");
  const requestId = incoming && /^[\w.:-]{1,100}$/.test(incoming) ? incoming : crypto.randomUUID();
  const headers = new Headers(request.headers);
  headers.set("x-request-id", requestId);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("x-request-id", requestId);
  return response;
}

export const config = {
  matcher: ["/((?!_next/static|_next/image|favicon.ico).*)"],
};
