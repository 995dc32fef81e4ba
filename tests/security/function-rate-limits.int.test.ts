import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createUser, uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { bearer, callFunction, errorOf, resultOf, signIn, uniqueAddress } from "@tests/support/functions";
import { PEER_ADDRESS_HEADER } from "@/lib/client-address";
import { emailOutbox } from "@/server/db/schema";

/**
 * Functions that send email or check a secret are limited per client address (and per user), in PostgreSQL:
 * `rateLimit` on defineFunction, enforced by handle-call.ts. Before, submitEnquiry queued 25 emails with the
 * caller's text in a quarter of a second and changeMyPassword answered 12 wrong current passwords.
 */
const db = testDb();

function from(address: string, extra: Record<string, string> = {}): Record<string, string> {
  return { [PEER_ADDRESS_HEADER]: address, ...extra };
}

function enquiry(email = `relay-${uniqueSuffix()}@example.test`) {
  return { name: "Visit our casino", email, topic: "other", message: "Cheap pills at http://spam.example today only!" };
}

async function emailsTo(email: string) {
  return db.select().from(emailOutbox).where(eq(emailOutbox.to, email.toLowerCase()));
}

describe("submitEnquiry (anonymous, sends email)", () => {
  it("takes 10 enquiries an hour from one address, then answers 429 RESOURCE_EXHAUSTED with retryAfterSeconds", async () => {
    const address = uniqueAddress();
    for (let i = 0; i < 10; i++) await resultOf(await callFunction("submitEnquiry", enquiry(), from(address)));

    const limited = await callFunction("submitEnquiry", enquiry(), from(address));
    expect(limited.status).toBe(429);
    const error = await errorOf(limited);
    expect(error.status).toBe("RESOURCE_EXHAUSTED");
    expect(error.details?.retryAfterSeconds).toBeGreaterThan(0);
    expect(error.details?.retryAfterSeconds).toBeLessThanOrEqual(3600);
    expect(limited.headers.get("retry-after")).toBe(String(error.details?.retryAfterSeconds));

    // Another client is not held back by that one.
    await resultOf(await callFunction("submitEnquiry", enquiry(), from(uniqueAddress())));
  });

  it("is not fooled by a different X-Forwarded-For on each call (the peer address counts)", async () => {
    const address = uniqueAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await callFunction(
        "submitEnquiry",
        enquiry(),
        from(address, { "x-forwarded-for": uniqueAddress() }),
      );
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("sends one address at most 3 acknowledgements a day whoever asks, with none of the caller's text", async () => {
    const victim = `victim-${uniqueSuffix()}@example.test`;
    for (let i = 0; i < 5; i++)
      await resultOf(await callFunction("submitEnquiry", enquiry(victim), from(uniqueAddress())));
    const emails = await emailsTo(victim);
    expect(emails).toHaveLength(3);
    for (const email of emails) {
      expect(email.text).not.toContain("spam.example");
      expect(email.text).not.toContain("casino");
      expect(email.subject).not.toContain("casino");
    }
  });
});

describe("signUp (anonymous, emails a verification link)", () => {
  it("takes 10 sign-ups an hour from one address, then answers 429", async () => {
    const address = uniqueAddress();
    const signUp = () =>
      callFunction(
        "signUp",
        { kind: "roomer", name: "Many Accounts", email: `many-${uniqueSuffix()}@example.test`, password: "secret-123" },
        from(address),
      );
    for (let i = 0; i < 10; i++) await resultOf(await signUp());
    const limited = await signUp();
    expect(limited.status).toBe(429);
    expect((await errorOf(limited)).details?.retryAfterSeconds).toBeGreaterThan(0);
  });
});

describe("changeMyPassword (checks the current password)", () => {
  it("answers 5 wrong current passwords, then 429 for that person from any address, even with the right one", async () => {
    const email = `guess-${uniqueSuffix()}@example.test`;
    await createUser(db, { email, password: "right-password" });
    const token = await signIn(email, "right-password");
    const attempt = (currentPassword: string) =>
      callFunction(
        "changeMyPassword",
        { currentPassword, newPassword: "new-password-1" },
        { ...bearer(token), [PEER_ADDRESS_HEADER]: uniqueAddress() },
      );

    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await attempt(`guess-${i}`)).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400]);

    const limited = await attempt("right-password");
    expect(limited.status).toBe(429);
    expect((await errorOf(limited)).details?.retryAfterSeconds).toBeGreaterThan(0);
  });
});
