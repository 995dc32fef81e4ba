import { auth } from "@/server/auth";
import { withClientAddress } from "@/server/client-address";

// better-auth reads the client address from the header withClientAddress sets (server/auth.ts), so that its
// log-in limit and sessions' ip_address use the one rule of lib/client-address.ts.
export async function GET(request: Request) {
  return auth().handler(withClientAddress(request));
}

export async function POST(request: Request) {
  return auth().handler(withClientAddress(request));
}
