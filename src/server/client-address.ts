import "server-only";
import { clientAddressOf, trustedProxies, type TrustedProxies } from "@/lib/client-address";
import { env } from "@/server/env";

export { addressBucket, PEER_ADDRESS_HEADER, UNKNOWN_ADDRESS } from "@/lib/client-address";

/**
 * The header through which better-auth is told the client address (`advanced.ipAddress.ipAddressHeaders` in
 * server/auth.ts): the auth route writes it with `withClientAddress`, over anything the client sent.
 */
export const CLIENT_ADDRESS_HEADER = "x-staysia-client-address";

let cached: { entries: readonly string[]; proxies: TrustedProxies } | undefined;

/** The client address of a request, with this server's TRUSTED_PROXIES (see lib/client-address.ts). */
export function clientAddress(headers: Headers): string {
  const entries = env().TRUSTED_PROXIES;
  if (cached?.entries !== entries) cached = { entries, proxies: trustedProxies(entries) };
  return clientAddressOf(headers, cached.proxies);
}

/** The request again with `CLIENT_ADDRESS_HEADER` set to its client address, for better-auth. */
export function withClientAddress(request: Request): Request {
  const headers = new Headers(request.headers);
  headers.set(CLIENT_ADDRESS_HEADER, clientAddress(request.headers));
  return new Request(request, { headers });
}
