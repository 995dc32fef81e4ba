import "server-only";
import { and, asc, desc, eq, isNull, lt, notInArray, sql } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import { db as defaultDb, type DbOrTx } from "@/server/db";
import { emailOutbox } from "@/server/db/platform-schema";
import { env } from "@/server/env";
import { logger } from "@/server/logger";

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the email is for ("verify-email", …): rate limits and tests find emails by it. */
  kind: string;
}

/**
 * Queues an email in the outbox, inside the caller's transaction: it is sent if and only if the change
 * that caused it commits. Delivery happens after the commit (`deliverPendingEmails`).
 */
export async function queueEmail(db: DbOrTx, email: OutgoingEmail): Promise<void> {
  await queueEmails(db, [email]);
}

/** Queues several emails of one change in one insert (a booking's news to the guest and the supplier's people). */
export async function queueEmails(db: DbOrTx, emails: readonly OutgoingEmail[]): Promise<void> {
  if (emails.length === 0) return;
  await db.insert(emailOutbox).values(emails.map((email) => ({ ...email, to: email.to.toLowerCase() })));
}

/**
 * What becomes of mail queued now, for pages that tell people about it: `sent` (handed to the mail server by the
 * delivery job) or `kept` (no mail server is set up, SMTP_URL: it stays in the outbox for staff to read). A page
 * never says "we sent you" for kept mail.
 */
export type MailDelivery = "sent" | "kept";
/** Whether a mail server is set up (`SMTP_URL`): without one, mail is kept in the outbox. */
export const mailServerConfigured = (): boolean => Boolean(env().SMTP_URL);
export const deliveryOfQueuedMail = (): MailDelivery => (mailServerConfigured() ? "sent" : "kept");

/** When the last email of a kind went to an address (for "wait a minute before resending"). */
export async function lastEmailAt(db: DbOrTx, to: string, kind: string): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: emailOutbox.createdAt })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, to.toLowerCase()), eq(emailOutbox.kind, kind)))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  return row?.createdAt ?? null;
}

/** The newest emails, for the development mailbox and the tests that read it. */
export async function readMailbox(db: DbOrTx, options: { to?: string; limit: number }) {
  return db
    .select()
    .from(emailOutbox)
    .where(options.to ? eq(emailOutbox.to, options.to.toLowerCase()) : undefined)
    .orderBy(desc(emailOutbox.createdAt))
    .limit(options.limit);
}

/** After this many refusals an email is given up (the outbox page shows it failed, with the last reason). */
export const MAX_DELIVERY_ATTEMPTS = 5;

let transporter: Transporter | null | undefined;
function smtpTransport(): Transporter | null {
  if (transporter === undefined) {
    const url = env().SMTP_URL;
    transporter = url ? nodemailer.createTransport(url) : null;
  }
  return transporter;
}

/**
 * Sends what is waiting in the outbox through SMTP (no-op without SMTP_URL: the mail stays readable in the
 * outbox). Rows are claimed with SKIP LOCKED, so several app servers never send one email twice.
 */
export async function deliverPendingEmails(
  database: DbOrTx = defaultDb(),
  transport: Pick<Transporter, "sendMail"> | null = smtpTransport(),
): Promise<number> {
  if (!transport) return 0;
  let sent = 0;
  // An email that fails is retried on a later run; this run moves on, so one bad address never holds up
  // the others (verification links above all).
  const failed: string[] = [];
  for (;;) {
    const delivered = await database.transaction(async (tx) => {
      const [email] = await tx
        .select()
        .from(emailOutbox)
        .where(
          and(
            isNull(emailOutbox.sentAt),
            lt(emailOutbox.attempts, MAX_DELIVERY_ATTEMPTS),
            failed.length ? notInArray(emailOutbox.id, failed) : undefined,
          ),
        )
        .orderBy(asc(emailOutbox.createdAt))
        .limit(1)
        .for("update", { skipLocked: true });
      if (!email) return null;
      try {
        await transport.sendMail({
          from: env().EMAIL_FROM,
          to: email.to,
          subject: email.subject,
          text: email.text,
          html: email.html ?? undefined,
        });
        await tx
          .update(emailOutbox)
          .set({ sentAt: new Date(), attempts: sql`${emailOutbox.attempts} + 1` })
          .where(eq(emailOutbox.id, email.id));
        return true;
      } catch (error) {
        logger().warn({ err: error, emailId: email.id }, "email delivery failed; will retry");
        failed.push(email.id);
        await tx
          .update(emailOutbox)
          .set({ attempts: sql`${emailOutbox.attempts} + 1`, lastError: String(error).slice(0, 500) })
          .where(eq(emailOutbox.id, email.id));
        return false;
      }
    });
    if (delivered === null) return sent;
    if (delivered) sent += 1;
  }
}

/** Starts delivery in the background after a write; failures are logged, never thrown at the caller. */
export function kickEmailDelivery(): void {
  if (!mailServerConfigured()) return;
  deliverPendingEmails().catch((error) => logger().error({ err: error }, "email delivery crashed"));
}
