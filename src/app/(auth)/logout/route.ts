import { auth } from "@/server/auth";
import { logger } from "@/server/logger";

/**
 * Signs out through the identity provider. Whatever happens there, the browser's session cookies are
 * cleared and the person lands on the home page signed out; a failure is logged (SPEC.md §8).
 */
export async function POST(request: Request) {
  let cookies: string[] = [];
  try {
    const response = await auth().api.signOut({ headers: request.headers, asResponse: true });
    cookies = response.headers.getSetCookie();
  } catch (error) {
    logger().error({ err: error }, "sign-out through the identity provider failed");
  }
  const headers = new Headers({ location: "/", "cache-control": "no-store" });
  for (const cookie of cookies) headers.append("set-cookie", cookie);
  for (const name of [
    "better-auth.session_token",
    "better-auth.session_data",
    "__Secure-better-auth.session_token",
    "__Secure-better-auth.session_data",
  ]) {
    headers.append(
      "set-cookie",
      `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${name.startsWith("__Secure-") ? "; Secure" : ""}`,
    );
  }
  return new Response(null, { status: 303, headers });
}
