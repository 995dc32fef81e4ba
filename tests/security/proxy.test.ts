import { NextRequest } from "next/server";
import { afterEach, describe, expect, it } from "vitest";
import { config, proxy } from "@/proxy";

/** docs/SECURITY.md: what src/proxy.ts answers before any page renders (the e2e suite checks the real server). */
const request = (path: string, init: { method?: string; headers?: Record<string, string> } = {}) =>
  proxy(new NextRequest(`http://localhost:3000${path}`, init));

afterEach(() => {
  delete process.env.TRUST_HTTPS;
});

describe("status codes", () => {
  it.each(["PUT", "PATCH", "DELETE", "OPTIONS"])("answers %s on a page with 405 and Allow", (method) => {
    const response = request("/", { method });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD, POST");
  });

  it("lets a signed-out export through to its route, which answers 401 (no redirect home)", () => {
    const response = request("/dashboard/transactions/export?from=2026-01-01");
    expect(response.headers.get("location")).toBeNull();
    expect(response.headers.get("x-middleware-next")).toBe("1");
  });

  it("does not run on /api, whose routes read their own bodies", () => {
    const matcher = new RegExp(`^${config.matcher[0]!}$`);
    expect(matcher.test("/api/functions/findListings")).toBe(false);
    expect(matcher.test("/dashboard/transactions")).toBe(true);
    expect(matcher.test("/")).toBe(true);
  });
});

describe("text that is not text in the address", () => {
  it.each(["/findahome?city=Kuala%00Lumpur", "/products/%00", "/findahome?%00=1"])("answers %s with 400", (path) => {
    const response = request(path);
    expect(response.status).toBe(400);
  });

  it("names the query parameter", async () => {
    expect(await request("/findahome?city=a%00b").text()).toContain("query parameter “city”");
  });
});

describe("headers", () => {
  const policyOf = (response: Response) => response.headers.get("content-security-policy") ?? "";

  it("sends a Content-Security-Policy with a fresh nonce, and gives Next.js the same policy", () => {
    const first = request("/");
    const second = request("/");
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(policyOf(first))?.[1];
    expect(nonce).toBeTruthy();
    expect(policyOf(second)).not.toContain(nonce);
    expect(policyOf(first)).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'(;|$)/);
    expect(policyOf(first)).toContain("object-src 'none'");
    expect(policyOf(first)).toContain("frame-ancestors 'self'");
    // Next.js reads the nonce from the request's policy (x-middleware-request-* carries the rewritten headers).
    expect(first.headers.get("x-middleware-request-content-security-policy")).toBe(policyOf(first));
  });

  it("replaces an x-search a client sends with the real query", () => {
    const response = request("/dashboard/transactions?from=2026-02-31", {
      headers: { "x-search": "?from=2026-01-01" },
    });
    expect(response.headers.get("x-middleware-request-x-search")).toBe("?from=2026-02-31");
  });

  it("sends HSTS only when the site is served over HTTPS", () => {
    expect(request("/").headers.get("strict-transport-security")).toBeNull();
    process.env.TRUST_HTTPS = "true";
    const response = request("/");
    expect(response.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
    expect(policyOf(response)).toContain("upgrade-insecure-requests");
  });
});
