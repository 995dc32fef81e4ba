import { setTimeout as sleep } from "node:timers/promises";
import { eq, inArray } from "drizzle-orm";
import type { SendMailOptions } from "nodemailer";
import { describe, expect, it } from "vitest";
import { uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { emailOutbox } from "@/server/db/schema";
import { deliverPendingEmails, lastEmailAt, queueEmail, type OutgoingEmail } from "./email";

const db = testDb();
// This file's recipients all end with this, so that the fake transports can tell them from other files' mail.
const domain = `@email-${uniqueSuffix()}.example.test`;

function message(label: string, overrides: Partial<OutgoingEmail> = {}): OutgoingEmail {
  return {
    to: `${label}-${uniqueSuffix()}${domain}`,
    subject: `Subject ${label}`,
    text: `Body ${label}`,
    kind: "test-email",
    ...overrides,
  };
}

/** A transport that records what it is given; only this file's recipients are counted. */
function fakeTransport(options: { fail?: boolean; pauseMs?: number } = {}) {
  const sent: SendMailOptions[] = [];
  return {
    sent,
    mine: () => sent.filter((mail) => String(mail.to).endsWith(domain)),
    transport: {
      sendMail: async (mail: SendMailOptions) => {
        if (options.pauseMs) await sleep(options.pauseMs);
        if (options.fail && String(mail.to).endsWith(domain)) throw new Error("SMTP 451 try again later");
        sent.push(mail);
        return {} as never;
      },
    },
  };
}

async function row(to: string) {
  const [found] = await db.select().from(emailOutbox).where(eq(emailOutbox.to, to));
  return found!;
}

/** Sends everything waiting (any file's), so that a test starts with an empty queue. */
async function drain() {
  await deliverPendingEmails(db, fakeTransport().transport);
}

describe("queueEmail", () => {
  it("queues in the caller's transaction: a rolled-back change sends nothing", async () => {
    const email = message("rolled-back");
    await db
      .transaction(async (tx) => {
        await queueEmail(tx, email);
        throw new Error("roll back");
      })
      .catch(() => {});
    expect(await db.select().from(emailOutbox).where(eq(emailOutbox.to, email.to))).toHaveLength(0);
  });

  it("stores the address in lower case, pending", async () => {
    const email = message("Upper");
    await queueEmail(db, { ...email, to: email.to.toUpperCase() });
    expect(await row(email.to.toLowerCase())).toMatchObject({
      sentAt: null,
      attempts: 0,
      lastError: null,
      kind: "test-email",
    });
  });

  it("lastEmailAt answers the newest email of a kind to an address", async () => {
    const email = message("last");
    expect(await lastEmailAt(db, email.to, "test-email")).toBeNull();
    await queueEmail(db, email);
    const first = await lastEmailAt(db, email.to.toUpperCase(), "test-email");
    expect(first).toBeInstanceOf(Date);
    expect(await lastEmailAt(db, email.to, "other-kind")).toBeNull();
  });
});

describe("deliverPendingEmails", () => {
  it("does nothing without a transport (no SMTP_URL): the mail stays in the outbox", async () => {
    const email = message("no-smtp");
    await queueEmail(db, email);
    expect(await deliverPendingEmails(db, null)).toBe(0);
    expect((await row(email.to)).sentAt).toBeNull();
  });

  it("sends each pending email once and marks it sent", async () => {
    const emails = [message("one", { html: "<p>One</p>" }), message("two"), message("three")];
    for (const email of emails) await queueEmail(db, email);

    const first = fakeTransport();
    const count = await deliverPendingEmails(db, first.transport);
    expect(count).toBeGreaterThanOrEqual(emails.length);
    expect(
      first
        .mine()
        .map((mail) => mail.to)
        .sort(),
    ).toEqual(expect.arrayContaining(emails.map((email) => email.to).sort()));
    const one = first.sent.find((mail) => mail.to === emails[0]!.to)!;
    expect(one).toMatchObject({ subject: "Subject one", text: "Body one", html: "<p>One</p>" });
    expect(String(one.from)).toContain("@");
    for (const email of emails)
      expect(await row(email.to)).toMatchObject({ sentAt: expect.any(Date), attempts: 1, lastError: null });

    const again = fakeTransport();
    await deliverPendingEmails(db, again.transport);
    expect(again.sent.filter((mail) => emails.some((email) => email.to === mail.to))).toEqual([]);
  });

  it("a failing transport counts the attempt and keeps the error, without marking the email sent", async () => {
    await drain();
    const email = message("failing");
    await queueEmail(db, email);

    const failing = fakeTransport({ fail: true });
    expect(await deliverPendingEmails(db, failing.transport)).toBe(0);
    expect(await row(email.to)).toMatchObject({
      sentAt: null,
      attempts: 1,
      lastError: expect.stringContaining("SMTP 451"),
    });

    // It is tried again next time, and sent once the server takes it.
    await deliverPendingEmails(db, failing.transport);
    expect((await row(email.to)).attempts).toBe(2);
    const working = fakeTransport();
    await deliverPendingEmails(db, working.transport);
    expect(working.mine().map((mail) => mail.to)).toEqual([email.to]);
    expect(await row(email.to)).toMatchObject({ sentAt: expect.any(Date), attempts: 3 });
  });

  it("gives up on an email after five failed attempts", async () => {
    await drain();
    const email = message("hopeless");
    await queueEmail(db, email);
    const failing = fakeTransport({ fail: true });
    for (let attempt = 0; attempt < 6; attempt++) await deliverPendingEmails(db, failing.transport);
    expect(await row(email.to)).toMatchObject({ sentAt: null, attempts: 5 });

    const working = fakeTransport();
    await deliverPendingEmails(db, working.transport);
    expect(working.mine()).toEqual([]);
  });

  it("two deliveries at once never send one email twice", async () => {
    await drain();
    const emails = Array.from({ length: 12 }, (_, index) => message(`concurrent-${index}`));
    for (const email of emails) await queueEmail(db, email);

    // One transport shared by both, slow enough that the two runs overlap.
    const shared = fakeTransport({ pauseMs: 5 });
    const [a, b] = await Promise.all([
      deliverPendingEmails(db, shared.transport),
      deliverPendingEmails(db, shared.transport),
    ]);
    const addresses = shared.mine().map((mail) => String(mail.to));
    expect(addresses.sort()).toEqual(emails.map((email) => email.to).sort());
    expect(new Set(addresses).size).toBe(addresses.length);
    expect(a + b).toBe(shared.sent.length);

    const rows = await db
      .select()
      .from(emailOutbox)
      .where(
        inArray(
          emailOutbox.to,
          emails.map((email) => email.to),
        ),
      );
    expect(rows.every((sent) => sent.sentAt !== null && sent.attempts === 1)).toBe(true);
  });
});

describe("deliverPendingEmails with one bad address", () => {
  it("still sends the emails queued after an email that fails, and retries the failed one later", async () => {
    await drain();
    const bad = message("bad-address");
    const good = message("verification-after");
    await queueEmail(db, bad);
    await queueEmail(db, good);
    const sent: string[] = [];
    const transport = {
      sendMail: async (mail: SendMailOptions) => {
        if (mail.to === bad.to) throw new Error("550 mailbox unavailable");
        sent.push(String(mail.to));
        return {} as never;
      },
    };
    await deliverPendingEmails(db, transport);
    expect(sent).toContain(good.to);
    expect((await row(good.to)).sentAt).not.toBeNull();
    const failed = await row(bad.to);
    expect(failed.sentAt).toBeNull();
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toContain("550");
  });
});
