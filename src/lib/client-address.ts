import { BlockList, isIP } from "node:net";

/**
 * The rule that decides which address a request came from (`server/client-address.ts` applies it with the
 * settings; everything that limits or records by address uses that: the log-in limit through better-auth, the
 * functions' `rateLimit`, sessions' ip_address).
 *
 * The address is the TCP peer of the connection, which `scripts/lib/peer-address.cjs` (loaded into the Next.js
 * server by the start script) writes into `PEER_ADDRESS_HEADER` on every request, over anything a client sent
 * under that name: route handlers are not given the socket. X-Forwarded-For is read only when that peer is one
 * of `TRUSTED_PROXIES`, and then from the right: each trusted hop is skipped and the first address a trusted
 * proxy did not add itself is the client. The left-most entries are whatever the client wrote, so they are
 * never believed; a spoofed header from a direct client is ignored.
 *
 * Pure (node:net only), so that env.ts can check TRUSTED_PROXIES with it and tests can run it alone.
 */
export const PEER_ADDRESS_HEADER = "x-staysia-peer-address";

/** What the client address is when the server did not say (a handler called outside our server). */
export const UNKNOWN_ADDRESS = "unknown";

export interface TrustedProxies {
  contains(address: string): boolean;
}

/** Parses `TRUSTED_PROXIES` entries (addresses or CIDR ranges, IPv4 or IPv6); throws on a malformed one. */
export function trustedProxies(entries: readonly string[]): TrustedProxies {
  const list = new BlockList();
  for (const entry of entries) {
    const problem = proxyEntryProblem(entry);
    if (problem) throw new Error(`TRUSTED_PROXIES: ${problem}`);
    const [address, prefix] = entry.split("/") as [string, string | undefined];
    const type = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return {
    contains(address) {
      const family = isIP(address);
      if (family === 0) return false;
      if (list.check(address, family === 6 ? "ipv6" : "ipv4")) return true;
      const mapped = unmapIPv4(address);
      return mapped !== address && list.check(mapped, "ipv4");
    },
  };
}

/** Why an entry of `TRUSTED_PROXIES` is not an address or CIDR range, or undefined when it is one. */
export function proxyEntryProblem(entry: string): string | undefined {
  const [address, prefix, extra] = entry.split("/");
  const family = isIP(address ?? "");
  if (family === 0 || extra !== undefined) return `"${entry}" is not an IP address or CIDR range`;
  if (prefix !== undefined && (!/^\d{1,3}$/.test(prefix) || Number(prefix) > (family === 6 ? 128 : 32))) {
    return `"${entry}" has a prefix length out of range`;
  }
  return undefined;
}

/**
 * The client's address for a request's headers: the peer, or (from a trusted proxy) the right-most
 * X-Forwarded-For entry that is not itself a trusted proxy. IPv4-mapped IPv6 addresses are given as IPv4.
 */
export function clientAddressOf(headers: Headers, proxies: TrustedProxies): string {
  const peer = unmapIPv4(headers.get(PEER_ADDRESS_HEADER)?.trim() ?? "");
  if (isIP(peer) === 0) return UNKNOWN_ADDRESS;
  if (!proxies.contains(peer)) return peer;

  const forwarded = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  let client = peer;
  for (let i = forwarded.length - 1; i >= 0; i--) {
    const hop = unmapIPv4(forwarded[i]!);
    // A malformed entry was not written by a proxy we trust: stop at the last address we can vouch for.
    if (isIP(hop) === 0) return client;
    client = hop;
    if (!proxies.contains(hop)) return hop;
  }
  // Every hop is one of our proxies (a request from inside): the left-most one is as far as we can see.
  return client;
}

/**
 * The subject a per-address limit counts: the address itself for IPv4, the /64 network for IPv6 (one
 * subscriber's usual allocation, so that an attacker does not get 2^64 fresh addresses for free).
 */
export function addressBucket(address: string): string {
  if (isIP(address) !== 6) return address;
  const groups = expandIPv6(address);
  return `${groups.slice(0, 4).join(":")}::/64`;
}

function unmapIPv4(address: string): string {
  const match = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return match ? match[1]! : address;
}

function expandIPv6(address: string): string[] {
  const [head = "", tail] = address.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const zeros = Array(Math.max(0, 8 - left.length - right.length)).fill("0");
  return [...left, ...(tail === undefined ? [] : zeros), ...right].map((group) => group.replace(/^0+(?=.)/, ""));
}
