import { desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createUser, uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { uniqueAddress } from "@tests/support/functions";
import { POST } from "@/app/api/auth/[...all]/route";
import { PEER_ADDRESS_HEADER } from "@/lib/client-address";
import { SIGN_IN_ACCOUNT_LIMIT, SIGN_IN_RATE_LIMIT } from "@/server/auth";
import { authSessions, authUsers } from "@/server/db/schema";

/**
 * The log-in limits (server/auth.ts) through the real auth route: the client address is the connection's peer
 * (written by our server into PEER_ADDRESS_HEADER), X-Forwarded-For from a client that is not a trusted proxy
 * is ignored, and an account is limited on its own whatever the address. Before, a fresh X-Forwarded-For on
 * each request let every attempt through, and the account had no limit of its own.
 */
const db = testDb();
const PASSWORD = "limits-secret-1";
/** Tens of password hashes on a busy two-core machine: room to finish (no timing is asserted). */
const MANY_SIGN_INS = 180_000;

function signIn(email: string, password: string, peer: string, forwardedFor?: string): Promise<Response> {
  return POST(
    new Request("http://localhost:3000/api/auth/sign-in/email", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: "http://localhost:3000",
        [PEER_ADDRESS_HEADER]: peer,
        ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}),
      },
      body: JSON.stringify({ email, password }),
    }),
  );
}

async function newAccount(label: string): Promise<string> {
  const email = `${label}-${uniqueSuffix()}@example.test`;
  await createUser(db, { email, password: PASSWORD });
  return email;
}

describe("the per-address log-in limit", () => {
  let email: string;
  beforeAll(async () => {
    email = await newAccount("address-limit");
  });

  it(
    "counts the connection's address: a different X-Forwarded-For on each request gets no fresh bucket",
    async () => {
      const peer = uniqueAddress();
      const statuses: number[] = [];
      // Attempts on accounts that do not exist (an attacker spraying), each with a spoofed X-Forwarded-For.
      for (let i = 0; i < SIGN_IN_RATE_LIMIT.max; i++) {
        statuses.push(
          (await signIn(`nobody-${i}-${uniqueSuffix()}@example.test`, "guess", peer, uniqueAddress())).status,
        );
      }
      expect(statuses.every((status) => status === 401)).toBe(true);

      const limited = await signIn(email, PASSWORD, peer, uniqueAddress());
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("x-retry-after"))).toBeGreaterThan(0);

      // The same X-Forwarded-For from another connection is another client: a shared header is no shared bucket.
      const other = await signIn(email, PASSWORD, uniqueAddress(), "203.0.113.1, 203.0.113.2");
      expect(other.status).toBe(200);
    },
    MANY_SIGN_INS,
  );

  it(
    "is generous: 12 people behind one carrier-grade NAT address sign in, with a typo each, without locking each other out",
    async () => {
      const nat = uniqueAddress();
      const people: string[] = [];
      for (let i = 0; i < 12; i++) people.push(await newAccount(`nat-${i}`));
      for (const person of people) {
        expect((await signIn(person, "typo", nat)).status).toBe(401);
        expect((await signIn(person, PASSWORD, nat)).status).toBe(200);
      }
    },
    MANY_SIGN_INS,
  );

  it("records the connection's address on the session, not X-Forwarded-For", async () => {
    const person = await newAccount("session-address");
    const peer = uniqueAddress();
    expect((await signIn(person, PASSWORD, peer, "192.0.2.99")).status).toBe(200);
    const [user] = await db.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, person));
    const [session] = await db
      .select({ ipAddress: authSessions.ipAddress })
      .from(authSessions)
      .where(eq(authSessions.userId, user!.id))
      .orderBy(desc(authSessions.createdAt))
      .limit(1);
    expect(session!.ipAddress).toBe(peer);
  });
});

describe("the per-account log-in limit", () => {
  it("after five wrong passwords from five addresses, refuses that account from any address, even the right password", async () => {
    expect(SIGN_IN_ACCOUNT_LIMIT.max).toBe(5);
    const email = await newAccount("account-limit");
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await signIn(email, `wrong-${i}`, uniqueAddress())).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);

    const limited = await signIn(email, PASSWORD, uniqueAddress());
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("x-retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(SIGN_IN_ACCOUNT_LIMIT.windowSeconds);

    // Other accounts are not slowed by it, from the same addresses or others.
    expect((await signIn(await newAccount("bystander"), PASSWORD, uniqueAddress())).status).toBe(200);
  });

  it("starts afresh after a successful log-in (four typos, then the right password, then four typos again)", async () => {
    const email = await newAccount("account-reset");
    for (let i = 0; i < 4; i++) expect((await signIn(email, `typo-${i}`, uniqueAddress())).status).toBe(401);
    expect((await signIn(email, PASSWORD, uniqueAddress())).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await signIn(email, `typo-again-${i}`, uniqueAddress())).status).toBe(401);
    expect((await signIn(email, PASSWORD, uniqueAddress())).status).toBe(200);
  });

  it("counts the account by its email whatever its case or spaces", async () => {
    const email = await newAccount("account-case");
    for (let i = 0; i < 5; i++) {
      const variant = i % 2 ? email.toUpperCase() : ` ${email} `;
      await signIn(variant, `wrong-${i}`, uniqueAddress());
    }
    expect((await signIn(email, PASSWORD, uniqueAddress())).status).toBe(429);
  });
});
