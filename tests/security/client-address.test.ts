import { describe, expect, it } from "vitest";
import {
  addressBucket,
  clientAddressOf,
  PEER_ADDRESS_HEADER,
  proxyEntryProblem,
  trustedProxies,
  UNKNOWN_ADDRESS,
} from "@/lib/client-address";
import { parseEnv } from "@/server/env";

const none = trustedProxies([]);
const proxies = trustedProxies(["10.0.0.0/8", "2001:db8:ffff::/48", "192.0.2.10"]);

function headers(peer: string | undefined, forwardedFor?: string): Headers {
  const result = new Headers();
  if (peer !== undefined) result.set(PEER_ADDRESS_HEADER, peer);
  if (forwardedFor !== undefined) result.set("x-forwarded-for", forwardedFor);
  return result;
}

describe("the client address (lib/client-address.ts)", () => {
  it("is the TCP peer when no proxy is trusted, whatever X-Forwarded-For says", () => {
    expect(clientAddressOf(headers("198.51.100.7", "203.0.113.1"), none)).toBe("198.51.100.7");
    expect(clientAddressOf(headers("198.51.100.7", "203.0.113.1, 203.0.113.2"), none)).toBe("198.51.100.7");
  });

  it("ignores X-Forwarded-For from a peer that is not a trusted proxy", () => {
    expect(clientAddressOf(headers("198.51.100.7", "203.0.113.1"), proxies)).toBe("198.51.100.7");
  });

  it("takes the right-most untrusted X-Forwarded-For entry from a trusted proxy, not the spoofable left-most", () => {
    expect(clientAddressOf(headers("10.1.2.3", "203.0.113.1"), proxies)).toBe("203.0.113.1");
    // The client wrote "1.1.1.1" itself; our proxy appended the address it saw.
    expect(clientAddressOf(headers("10.1.2.3", "1.1.1.1, 203.0.113.1"), proxies)).toBe("203.0.113.1");
    // Two of our proxies in a row (CDN then load balancer).
    expect(clientAddressOf(headers("10.1.2.3", "1.1.1.1, 203.0.113.1, 192.0.2.10"), proxies)).toBe("203.0.113.1");
  });

  it("stops at a malformed entry and keeps the last address a trusted proxy vouched for", () => {
    expect(clientAddressOf(headers("10.1.2.3", "203.0.113.1, not-an-ip"), proxies)).toBe("10.1.2.3");
  });

  it("is the peer when a trusted proxy sends no X-Forwarded-For, and unknown without a peer", () => {
    expect(clientAddressOf(headers("10.1.2.3"), proxies)).toBe("10.1.2.3");
    expect(clientAddressOf(headers(undefined, "203.0.113.1"), proxies)).toBe(UNKNOWN_ADDRESS);
  });

  it("reads IPv4-mapped IPv6 peers as IPv4 and matches IPv6 ranges", () => {
    expect(clientAddressOf(headers("::ffff:198.51.100.7"), none)).toBe("198.51.100.7");
    expect(clientAddressOf(headers("::ffff:10.0.0.1", "203.0.113.1"), proxies)).toBe("203.0.113.1");
    expect(clientAddressOf(headers("2001:db8:ffff:1::1", "2001:db8:1:2::3"), proxies)).toBe("2001:db8:1:2::3");
  });

  it("counts IPv6 clients by their /64", () => {
    expect(addressBucket("2001:db8:1:2::3")).toBe("2001:db8:1:2::/64");
    expect(addressBucket("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(addressBucket("198.51.100.7")).toBe("198.51.100.7");
  });

  it("refuses TRUSTED_PROXIES entries that are not addresses or ranges", () => {
    expect(proxyEntryProblem("10.0.0.0/8")).toBeUndefined();
    expect(proxyEntryProblem("10.0.0.0/33")).toMatch(/prefix/);
    expect(proxyEntryProblem("proxy.internal")).toMatch(/not an IP/);
    const base = { DATABASE_URL: "postgres://u:p@localhost/db", AUTH_SECRET: "x".repeat(32) };
    expect(parseEnv({ ...base, TRUSTED_PROXIES: "10.0.0.0/8, ::1" }).TRUSTED_PROXIES).toEqual(["10.0.0.0/8", "::1"]);
    expect(() => parseEnv({ ...base, TRUSTED_PROXIES: "10.0.0.0/8,lb.internal" })).toThrow(/TRUSTED_PROXIES/);
  });
});
