/**
 * A new user can finish signing up on the default setup (no mail server): the outbox shows staff every email
 * with what became of it, and staff can send a new link or mark the address verified (audited). Only staff.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createUser, uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { bearer, callFunction, errorOf, resultOf, signIn } from "@tests/support/functions";
import { staffSession } from "@tests/support/staff";
import { auditLog, authUsers, emailOutbox } from "@/server/db/schema";
import { queueEmail } from "@/server/email";
import type { OutboxEntry } from "./outbox";
import { outboxStateOf, sendAgain } from "./outbox";

const db = testDb();
const staffToken = staffSession(db);

async function unverifiedUser() {
  const email = `new-${uniqueSuffix()}@example.test`;
  await createUser(db, { email, name: "Nurul Huda", emailVerified: false });
  return email;
}

describe("the outbox", () => {
  it("shows staff every email with its state, and finds one by address", async () => {
    const to = `outbox-${uniqueSuffix()}@example.test`;
    await queueEmail(db, { to, subject: "Your booking KL-1", text: "Booked.", kind: "booking-confirmed" });
    const page = await resultOf<{ rows: OutboxEntry[]; total: number }>(
      await callFunction("readOutbox", { search: to }, bearer(staffToken())),
    );
    expect(page.total).toBe(1);
    // The integration tests run without SMTP_URL: mail is kept, and said to be.
    expect(page.rows[0]).toMatchObject({ to, subject: "Your booking KL-1", state: "kept" });
    const kept = await resultOf<{ rows: OutboxEntry[] }>(
      await callFunction("readOutbox", { search: to, state: "kept" }, bearer(staffToken())),
    );
    expect(kept.rows).toHaveLength(1);
    const sent = await resultOf<{ rows: OutboxEntry[] }>(
      await callFunction("readOutbox", { search: to, state: "sent" }, bearer(staffToken())),
    );
    expect(sent.rows).toHaveLength(0);
  });

  it("is staff's only: anyone else is refused, signed out is asked to sign in", async () => {
    const guest = await unverifiedUser();
    await db.update(authUsers).set({ emailVerified: true }).where(eq(authUsers.email, guest));
    expect((await callFunction("readOutbox", {}, bearer(await signIn(guest)))).status).toBe(403);
    expect((await callFunction("readOutbox", {})).status).toBe(401);
    expect(
      (await callFunction("sendEmailAgain", { id: crypto.randomUUID() }, bearer(await signIn(guest)))).status,
    ).toBe(403);
  });

  it("will not pretend to send again without a mail server", async () => {
    const to = `again-${uniqueSuffix()}@example.test`;
    await queueEmail(db, { to, subject: "Receipt", text: "Paid.", kind: "receipt" });
    const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.to, to));
    const refused = await callFunction("sendEmailAgain", { id: row!.id }, bearer(staffToken()));
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).message).toMatch(/No mail server is set up/);
    expect(await db.$count(emailOutbox, eq(emailOutbox.to, to))).toBe(1);
  });

  it("sends again: a failed email gets its attempts back, a sent one is queued as a copy", async () => {
    const to = `retry-${uniqueSuffix()}@example.test`;
    await queueEmail(db, { to, subject: "Receipt", text: "Paid.", kind: "receipt" });
    const [failed] = await db
      .update(emailOutbox)
      .set({ attempts: 5, lastError: "550 No such mailbox" })
      .where(eq(emailOutbox.to, to))
      .returning();
    expect(outboxStateOf(failed!, true)).toBe("failed");
    expect(await db.transaction((tx) => sendAgain(tx, failed!.id))).toEqual({ id: failed!.id, copied: false });
    const [retried] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, failed!.id));
    expect(retried).toMatchObject({ attempts: 0, lastError: null });
    expect(outboxStateOf(retried!, true)).toBe("waiting");

    await db.update(emailOutbox).set({ sentAt: new Date() }).where(eq(emailOutbox.id, failed!.id));
    const again = await db.transaction((tx) => sendAgain(tx, failed!.id));
    expect(again!.copied).toBe(true);
    expect(await db.$count(emailOutbox, eq(emailOutbox.to, to))).toBe(2);
  });
});

describe("verifying an address for someone", () => {
  it("staff send a new link (kept in the outbox, and said so) at most once a minute", async () => {
    const email = await unverifiedUser();
    const first = await resultOf<{ delivery: string }>(
      await callFunction("sendVerificationLink", { email }, bearer(staffToken())),
    );
    expect(first.delivery).toBe("kept");
    expect(
      await db.$count(emailOutbox, and(eq(emailOutbox.to, email), eq(emailOutbox.kind, "verify-email"))),
    ).toBeGreaterThanOrEqual(1);
    const second = await callFunction("sendVerificationLink", { email }, bearer(staffToken()));
    expect(second.status).toBe(400);
    expect((await errorOf(second)).message).toMatch(/less than a minute ago/);
  });

  it("staff mark an address verified: the person can use the product, and the history says who did it", async () => {
    const email = await unverifiedUser();
    expect(await resultOf(await callFunction("markEmailVerified", { email }, bearer(staffToken())))).toEqual({
      email,
      changed: true,
    });
    const [user] = await db.select().from(authUsers).where(eq(authUsers.email, email));
    expect(user!.emailVerified).toBe(true);
    const trail = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, `user:${email}`));
    expect(trail.map((entry) => entry.changes)).toContainEqual({ emailVerified: { from: false, to: true } });
    // Once is enough: a second time changes nothing and records nothing.
    expect(await resultOf(await callFunction("markEmailVerified", { email }, bearer(staffToken())))).toEqual({
      email,
      changed: false,
    });
    expect(await db.$count(auditLog, eq(auditLog.entity, `user:${email}`))).toBe(trail.length);
  });

  it("is staff's only, and refuses an unknown person with a clear 404", async () => {
    const email = await unverifiedUser();
    const other = await unverifiedUser();
    await db.update(authUsers).set({ emailVerified: true }).where(eq(authUsers.email, other));
    expect((await callFunction("markEmailVerified", { email }, bearer(await signIn(other)))).status).toBe(403);
    expect(
      (await callFunction("markEmailVerified", { email: `ghost-${uniqueSuffix()}@example.test` }, bearer(staffToken())))
        .status,
    ).toBe(404);
    const [user] = await db.select().from(authUsers).where(eq(authUsers.email, email));
    expect(user!.emailVerified).toBe(false);
  });
});
