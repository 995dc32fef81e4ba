import { randomInt } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { createUser, uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { auth, SIGN_IN_RATE_LIMIT } from "./auth";

const db = testDb();
const PASSWORD = "rate-limit-secret";

/**
 * An address of its own for each test (documentation ranges that never route): better-auth counts log-in
 * attempts per client IP, read from a single-valued x-forwarded-for, and the database is fresh for each run.
 */
function uniqueIp(net: "198.51.100" | "203.0.113"): string {
  return `${net}.${randomInt(1, 255)}`;
}

function signInRequest(email: string, password: string, ip: string): Request {
  return new Request("http://localhost:3000/api/auth/sign-in/email", {
    method: "POST",
    headers: { "content-type": "application/json", origin: "http://localhost:3000", "x-forwarded-for": ip },
    body: JSON.stringify({ email, password }),
  });
}

describe("log-in rate limiting (AUTH_RATE_LIMIT, on by default)", () => {
  const email = `rate-limit-${uniqueSuffix()}@example.test`;

  beforeAll(async () => {
    await createUser(db, { email, password: PASSWORD });
  });

  it("allows five wrong passwords a minute from one address, then answers 429 even to the right one", async () => {
    expect(SIGN_IN_RATE_LIMIT).toEqual({ window: 60, max: 5 });
    const ip = uniqueIp("198.51.100");
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      statuses.push((await auth().handler(signInRequest(email, `wrong-${attempt}`, ip))).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);

    const limited = await auth().handler(signInRequest(email, PASSWORD, ip));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("x-retry-after"))).toBeGreaterThan(0);
  });

  it("counts each address on its own: another address still signs in", async () => {
    const response = await auth().handler(signInRequest(email, PASSWORD, uniqueIp("203.0.113")));
    expect(response.status).toBe(200);
    expect(((await response.json()) as { token?: string }).token).toBeTruthy();
  });
});
