import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createUser, uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { bearer, callFunction, errorOf, resultOf, signIn } from "@tests/support/functions";
import { auth } from "@/server/auth";
import { authSessions, emailOutbox, userProfiles } from "@/server/db/schema";

const db = testDb();
const PASSWORD = "session-secret";

async function verificationEmails(email: string) {
  return db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, email), eq(emailOutbox.kind, "verify-email")))
    .orderBy(emailOutbox.createdAt);
}

describe("resendVerificationEmail (/pending's 'send the link again')", () => {
  const email = `resend-${uniqueSuffix()}@example.test`;
  let token: string;

  beforeAll(async () => {
    await resultOf(await callFunction("signUp", { kind: "roomer", name: "Resend Me", email, password: PASSWORD }));
    // An unverified user signs in (SPEC.md §4: sent to /pending, not refused at log-in).
    token = await signIn(email, PASSWORD);
  });

  it("refuses a second email within 60 seconds of the first, saying how long to wait", async () => {
    expect(await verificationEmails(email)).toHaveLength(1);
    const response = await callFunction("resendVerificationEmail", null, bearer(token));
    expect(response.status).toBe(429);
    const error = await errorOf(response);
    expect(error.status).toBe("RESOURCE_EXHAUSTED");
    const wait = error.details?.retryAfterSeconds;
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(error.message).toContain(`${wait} seconds`);
    expect(await verificationEmails(email)).toHaveLength(1);
  });

  it("sends a second link once 60 seconds have passed, then waits again", async () => {
    await db
      .update(emailOutbox)
      .set({ createdAt: sql`${emailOutbox.createdAt} - interval '61 seconds'` })
      .where(eq(emailOutbox.to, email));
    const response = await callFunction("resendVerificationEmail", null, bearer(token));
    // The integration tests run without SMTP_URL: the link is kept in the outbox, and the answer says so.
    expect(await resultOf(response)).toEqual({ sentTo: email, delivery: "kept" });

    const emails = await verificationEmails(email);
    expect(emails).toHaveLength(2);
    expect(emails[1]!.text).toContain("/api/auth/verify-email?token=");

    expect((await callFunction("resendVerificationEmail", null, bearer(token))).status).toBe(429);
    expect(await verificationEmails(email)).toHaveLength(2);
  });

  it("answers 400 to a verified user and sends nothing", async () => {
    const verified = `verified-${uniqueSuffix()}@example.test`;
    await createUser(db, { email: verified, password: PASSWORD });
    const response = await callFunction("resendVerificationEmail", null, bearer(await signIn(verified, PASSWORD)));
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({
      status: "INVALID_ARGUMENT",
      message: "Your email is already verified.",
    });
    expect(await verificationEmails(verified)).toHaveLength(0);
  });

  it("answers 401 to a visitor", async () => {
    const response = await callFunction("resendVerificationEmail", null);
    expect(response.status).toBe(401);
    expect((await errorOf(response)).status).toBe("UNAUTHENTICATED");
  });
});

describe("issueAccessToken (SPEC.md §9's short-lived bearer token)", () => {
  const email = `token-${uniqueSuffix()}@example.test`;

  beforeAll(async () => {
    await createUser(db, { email, password: PASSWORD });
  });

  async function issue(sessionToken: string) {
    const result = await resultOf<{ token: string; expiresAt: string }>(
      await callFunction("issueAccessToken", null, bearer(sessionToken)),
    );
    expect(result.token.startsWith("st1.")).toBe(true);
    expect(new Date(result.expiresAt).getTime()).toBeGreaterThan(Date.now());
    return result.token;
  }

  function readOwnProfile(accessToken: string) {
    return callFunction("getUserProfile", { email }, bearer(accessToken));
  }

  it("answers a st1. token that works as a bearer token on other functions", async () => {
    const accessToken = await issue(await signIn(email, PASSWORD));
    const profile = await resultOf<{ email: string; profile: { email: string } }>(await readOwnProfile(accessToken));
    expect(profile.email).toBe(email);
    expect(profile.profile.email).toBe(email);
  });

  it("the token can itself ask for the next token", async () => {
    const first = await issue(await signIn(email, PASSWORD));
    const second = await issue(first);
    expect((await readOwnProfile(second)).status).toBe(200);
  });

  it("is refused once its session is signed out", async () => {
    const sessionToken = await signIn(email, PASSWORD);
    const accessToken = await issue(sessionToken);
    expect((await readOwnProfile(accessToken)).status).toBe(200);

    const signedOut = await auth().api.signOut({ headers: new Headers(bearer(sessionToken)), asResponse: true });
    expect(signedOut.status).toBe(200);
    expect(await db.select().from(authSessions).where(eq(authSessions.token, sessionToken))).toHaveLength(0);

    const response = await readOwnProfile(accessToken);
    expect(response.status).toBe(401);
    expect((await errorOf(response)).status).toBe("UNAUTHENTICATED");
    expect((await callFunction("issueAccessToken", null, bearer(accessToken))).status).toBe(401);
  });

  it("is refused once its session row is deleted", async () => {
    const sessionToken = await signIn(email, PASSWORD);
    const accessToken = await issue(sessionToken);
    await db.delete(authSessions).where(eq(authSessions.token, sessionToken));
    expect((await readOwnProfile(accessToken)).status).toBe(401);
  });

  it("is refused once its session has expired", async () => {
    const sessionToken = await signIn(email, PASSWORD);
    const accessToken = await issue(sessionToken);
    await db
      .update(authSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authSessions.token, sessionToken));
    expect((await readOwnProfile(accessToken)).status).toBe(401);
  });

  it("a tampered token answers 401", async () => {
    const accessToken = await issue(await signIn(email, PASSWORD));
    const [prefix, payload, signature] = accessToken.split(".") as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { exp: number };
    const longer = Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 86_400 })).toString("base64url");
    const flipped = `${signature.slice(0, -2)}${signature.at(-2) === "A" ? "B" : "A"}${signature.at(-1)}`;
    for (const forged of [
      `${prefix}.${longer}.${signature}`,
      `${prefix}.${payload}.${flipped}`,
      `${prefix}.${payload}`,
      `st1.${accessToken}`,
    ]) {
      const response = await readOwnProfile(forged);
      expect(response.status, forged).toBe(401);
      expect((await errorOf(response)).status).toBe("UNAUTHENTICATED");
    }
  });

  it("a token of a user disabled since answers 403", async () => {
    const disabled = `token-disabled-${uniqueSuffix()}@example.test`;
    await createUser(db, { email: disabled, password: PASSWORD });
    const accessToken = await issue(await signIn(disabled, PASSWORD));
    await db.update(userProfiles).set({ enabled: false }).where(eq(userProfiles.email, disabled));
    const response = await callFunction("getUserProfile", { email: disabled }, bearer(accessToken));
    expect(response.status).toBe(403);
    expect((await errorOf(response)).status).toBe("PERMISSION_DENIED");
  });

  it("answers 401 to a visitor", async () => {
    expect((await callFunction("issueAccessToken", null)).status).toBe(401);
  });
});
