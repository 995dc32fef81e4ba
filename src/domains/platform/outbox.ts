/**
 * The outbox as staff read it (More → Others → Outbox): every email the product produced, with what became of
 * it. Without `SMTP_URL` nothing is sent: mail is kept here, and the page says so rather than "sent", so staff
 * can read a guest's confirmation or a new user's verification link and act on it (the users page can also
 * mark an address verified).
 */
import { and, count, desc, eq, ilike, isNotNull, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import { decide, type Actor } from "@/server/access";
import type { DbOrTx } from "@/server/db";
import { emailOutbox } from "@/server/db/platform-schema";
import { MAX_DELIVERY_ATTEMPTS } from "@/server/email";
import { containsPattern } from "@/lib/like-pattern";

export const OUTBOX_PAGE_SIZE = 50;

/**
 * What became of an email: `sent`; `failed` (every attempt refused, with the server's reason); `retrying`
 * (refused, another attempt is due); `waiting` (not tried yet, a mail server is configured); `kept` (not sent
 * because no mail server is configured).
 */
export const OUTBOX_STATES = ["sent", "failed", "retrying", "waiting", "kept"] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

type OutboxRow = typeof emailOutbox.$inferSelect;

export function outboxStateOf(
  row: Pick<OutboxRow, "sentAt" | "attempts" | "lastError">,
  smtpConfigured: boolean,
): OutboxState {
  if (row.sentAt) return "sent";
  if (row.attempts >= MAX_DELIVERY_ATTEMPTS) return "failed";
  if (row.lastError) return "retrying";
  return smtpConfigured ? "waiting" : "kept";
}

/** The rows in a state, as SQL (the list's filter agrees with `outboxStateOf`). */
function stateFilter(state: OutboxState, smtpConfigured: boolean): SQL | undefined {
  const unsent = isNull(emailOutbox.sentAt);
  switch (state) {
    case "sent":
      return isNotNull(emailOutbox.sentAt);
    case "failed":
      return and(unsent, sql`${emailOutbox.attempts} >= ${MAX_DELIVERY_ATTEMPTS}`);
    case "retrying":
      return and(unsent, lt(emailOutbox.attempts, MAX_DELIVERY_ATTEMPTS), isNotNull(emailOutbox.lastError));
    case "waiting":
    case "kept":
      // Both are "not tried yet"; which one it is depends on whether a mail server is configured.
      if ((state === "kept") === smtpConfigured) return sql`false`;
      return and(unsent, lt(emailOutbox.attempts, MAX_DELIVERY_ATTEMPTS), isNull(emailOutbox.lastError));
  }
}

export interface OutboxEntry {
  id: string;
  to: string;
  subject: string;
  kind: string;
  createdAt: Date;
  sentAt: Date | null;
  attempts: number;
  lastError: string | null;
  state: OutboxState;
}

export interface OutboxFilter {
  /** Part of the address or the subject. */
  search?: string;
  state?: OutboxState;
  page: number;
}

/** Only staff read the outbox: it holds every guest's and supplier's mail, links included. */
const mayReadOutbox = (actor: Actor) => decide(actor, "staff") === "allowed";

/** A page of the outbox, newest first, with the total for the pager (empty for anyone but staff). */
export async function listOutbox(
  db: DbOrTx,
  { actor, ...filter }: OutboxFilter & { actor: Actor },
  smtpConfigured: boolean,
) {
  if (!mayReadOutbox(actor)) return { rows: [] as OutboxEntry[], total: 0 };
  const search = filter.search?.trim();
  const where = and(
    search
      ? or(ilike(emailOutbox.to, containsPattern(search)), ilike(emailOutbox.subject, containsPattern(search)))
      : undefined,
    filter.state ? stateFilter(filter.state, smtpConfigured) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: emailOutbox.id,
        to: emailOutbox.to,
        subject: emailOutbox.subject,
        kind: emailOutbox.kind,
        createdAt: emailOutbox.createdAt,
        sentAt: emailOutbox.sentAt,
        attempts: emailOutbox.attempts,
        lastError: emailOutbox.lastError,
      })
      .from(emailOutbox)
      .where(where)
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(OUTBOX_PAGE_SIZE)
      .offset((filter.page - 1) * OUTBOX_PAGE_SIZE),
    db.select({ value: count() }).from(emailOutbox).where(where),
  ]);
  return {
    rows: rows.map((row): OutboxEntry => ({ ...row, state: outboxStateOf(row, smtpConfigured) })),
    total: total?.value ?? 0,
  };
}

/** One email with its text, for reading (null for anyone but staff). */
export async function findOutboxEmail(
  db: DbOrTx,
  { actor, id }: { actor: Actor; id: string },
  smtpConfigured: boolean,
) {
  if (!mayReadOutbox(actor)) return null;
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return row ? { ...row, state: outboxStateOf(row, smtpConfigured) } : null;
}

/**
 * Sends an email again: one that failed gets its attempts back (the delivery job takes it up again); one that
 * was sent, or kept, is queued once more as a copy, so its history stays as it was. Answers the row to watch.
 */
export async function sendAgain(db: DbOrTx, id: string): Promise<{ id: string; copied: boolean } | null> {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id)).for("update");
  if (!row) return null;
  if (!row.sentAt && row.lastError) {
    await db.update(emailOutbox).set({ attempts: 0, lastError: null }).where(eq(emailOutbox.id, id));
    return { id, copied: false };
  }
  const [copy] = await db
    .insert(emailOutbox)
    .values({ to: row.to, subject: row.subject, text: row.text, html: row.html, kind: row.kind })
    .returning({ id: emailOutbox.id });
  return { id: copy!.id, copied: true };
}
