/**
 * The SMTP path for real: the outbox is delivered through nodemailer to an SMTP server started here
 * (smtp-server), which reads what arrived; a recipient the server refuses leaves the email in the outbox with
 * the server's reason, for staff to see (More → Others → Outbox).
 */
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueSuffix } from "@tests/factories";
import { outboxStateOf } from "@/domains/platform";
import { createDb, createPool, type Database } from "@/server/db/client";
import { emailOutbox } from "@/server/db/schema";
import { recreateDatabase } from "../../scripts/lib/embedded-postgres";
import { migrateDatabase } from "../../scripts/lib/migrate";
import { deliverPendingEmails, queueEmail } from "./email";

// A database of its own: a delivery run sends everything pending, and the shared test database holds the
// emails of every other test file (thousands once a demo is seeded), which are not this file's to send.
const DATABASE = "staysia_smtp_test";
let db: Database;
let pool: ReturnType<typeof createPool>;
const domain = `@smtp-${uniqueSuffix()}.example.test`;
const arrived: { to: string[]; raw: string }[] = [];
let server: SMTPServer;
let port: number;

beforeAll(async () => {
  const url = await recreateDatabase(process.env.DATABASE_URL!, DATABASE);
  await migrateDatabase(url);
  pool = createPool(url, 2);
  db = createDb(pool);
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // A mailbox that does not exist, as a real server answers it.
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith("nobody-"))
        return callback(Object.assign(new Error("5.1.1 No such mailbox"), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        arrived.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.server.address() as AddressInfo).port;
}, 120_000);

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await pool?.end();
  const admin = createPool(process.env.DATABASE_URL!, 1);
  await admin.query(`drop database if exists "${DATABASE}" with (force)`).finally(() => admin.end());
});

const transport = () => nodemailer.createTransport({ host: "127.0.0.1", port, secure: false, ignoreTLS: true });

describe("delivery through SMTP", () => {
  it("sends what is waiting in the outbox, and the server receives it whole", async () => {
    const to = `ana-${uniqueSuffix()}${domain}`;
    await queueEmail(db, {
      to,
      subject: "Confirm your email for Staysia",
      text: "Open this link: https://staysia.example/verify?token=abc",
      kind: "verify-email",
    });
    await deliverPendingEmails(db, transport());

    const mine = arrived.filter((mail) => mail.to.includes(to));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.raw).toContain("Subject: Confirm your email for Staysia");
    expect(mine[0]!.raw).toContain("https://staysia.example/verify?token=abc");
    const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.to, to));
    expect(row!.sentAt).not.toBeNull();
    expect(outboxStateOf(row!, true)).toBe("sent");
  });

  it("keeps a refused email in the outbox with the server's reason, and sends the others", async () => {
    const refused = `nobody-${uniqueSuffix()}${domain}`;
    const fine = `lim-${uniqueSuffix()}${domain}`;
    await queueEmail(db, { to: refused, subject: "Your booking", text: "Booked.", kind: "booking-confirmed" });
    await queueEmail(db, { to: fine, subject: "Your booking", text: "Booked.", kind: "booking-confirmed" });
    await deliverPendingEmails(db, transport());

    const [kept] = await db.select().from(emailOutbox).where(eq(emailOutbox.to, refused));
    expect(kept!.sentAt).toBeNull();
    expect(kept!.attempts).toBe(1);
    expect(kept!.lastError).toMatch(/550|No such mailbox/);
    expect(outboxStateOf(kept!, true)).toBe("retrying");
    expect(arrived.some((mail) => mail.to.includes(fine))).toBe(true);
  });
});
