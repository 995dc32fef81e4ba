/**
 * General payments (staff): money in or out that is not a booking's, each with its `general` journal entry in
 * the same transaction. A mistake is reversed (the opposite entry, both kept), once: the reversal's primary
 * key is the payment, so the database refuses a second one whatever the concurrency.
 */
import { eq, sql, type SQL } from "drizzle-orm";
import { postJournalEntry } from "@/domains/ledger";
import { PERMISSIONS, type Actor, type UserActor } from "@/server/access";
import type { DbOrTx } from "@/server/db";
import { aborted, notFound } from "@/server/functions";
import { generalPaymentReversals, generalPayments } from "../schema";
import { periodInstants, type MonthPeriod } from "../statements/period";
import { generalLines, generalReversalLines } from "./ledger";
import type { GeneralCounterAccount, GeneralDirection } from "./rules";

export interface GeneralPaymentInput {
  direction: GeneralDirection;
  counterAccount: GeneralCounterAccount;
  amountMinor: number;
  currency: string;
  paidOn: string;
  counterparty: string;
  reference: string;
  note: string;
}

export async function recordGeneralPayment(db: DbOrTx, actor: UserActor, input: GeneralPaymentInput) {
  const entryId = await postJournalEntry(db, {
    kind: "general",
    memo: `${input.direction === "in" ? "Received from" : "Paid to"} ${input.counterparty}${input.reference ? ` (${input.reference})` : ""}`,
    createdBy: actor.userId,
    lines: generalLines(input),
  });
  const [payment] = await db
    .insert(generalPayments)
    .values({ ...input, entryId: entryId!, createdBy: actor.userId })
    .returning();
  return payment!;
}

export async function reverseGeneralPayment(db: DbOrTx, actor: UserActor, input: { id: string; reason: string }) {
  const [payment] = await db.select().from(generalPayments).where(eq(generalPayments.id, input.id));
  if (!payment) throw notFound("There is no such payment.");
  const [already] = await db
    .select({ at: generalPaymentReversals.reversedAt })
    .from(generalPaymentReversals)
    .where(eq(generalPaymentReversals.paymentId, payment.id));
  if (already) throw aborted("This payment was already reversed.");
  const entryId = await postJournalEntry(db, {
    kind: "general",
    memo: `Reversal of a payment ${payment.direction === "in" ? "from" : "to"} ${payment.counterparty}${input.reason ? `: ${input.reason}` : ""}`,
    createdBy: actor.userId,
    lines: generalReversalLines({ ...payment, counterAccount: payment.counterAccount as GeneralCounterAccount }),
  });
  // Two reversals racing both pass the check above; the primary key lets one commit (the other answers 409).
  const [reversal] = await db
    .insert(generalPaymentReversals)
    .values({ paymentId: payment.id, entryId: entryId!, reason: input.reason, reversedBy: actor.userId })
    .returning();
  return { payment, reversal: reversal! };
}

export const GENERAL_PAGE_SIZE = 50;

export interface GeneralFilters extends MonthPeriod {
  direction?: GeneralDirection;
  counterAccount?: GeneralCounterAccount;
  currency?: string;
  page: number;
}

export interface GeneralPaymentRow {
  id: string;
  direction: GeneralDirection;
  counterAccount: GeneralCounterAccount;
  amountMinor: number;
  currency: string;
  paidOn: string;
  counterparty: string;
  reference: string;
  note: string;
  recordedBy: string;
  createdAt: string;
  reversal: { at: string; by: string; reason: string } | null;
}

export interface GeneralTotals {
  currency: string;
  count: number;
  /** Money in and out, reversed payments left out. */
  inMinor: number;
  outMinor: number;
  netMinor: number;
}

function whereOf(filters: Omit<GeneralFilters, "page">): SQL {
  const { start, end } = periodInstants(filters);
  const conditions: SQL[] = [
    sql`g.paid_on >= ${start.toISOString().slice(0, 10)}::date and g.paid_on < ${end.toISOString().slice(0, 10)}::date`,
  ];
  if (filters.direction) conditions.push(sql`g.direction = ${filters.direction}`);
  if (filters.counterAccount) conditions.push(sql`g.counter_account = ${filters.counterAccount}`);
  if (filters.currency) conditions.push(sql`g.currency = ${filters.currency}`);
  return sql.join(conditions, sql` and `);
}

/**
 * General payments by date paid, newest first, with totals per currency. Staff only (the function's
 * permission and the page's guard); the actor is taken so that nobody else ever reads them.
 */
export async function listGeneralPayments(db: DbOrTx, { actor, filters }: { actor: Actor; filters: GeneralFilters }) {
  if (!PERMISSIONS.staff(actor))
    return { rows: [] as GeneralPaymentRow[], total: 0, page: 1, pages: 1, totals: [] as GeneralTotals[] };
  const where = whereOf(filters);
  const offset = (filters.page - 1) * GENERAL_PAGE_SIZE;
  type Row = {
    id: string;
    direction: GeneralDirection;
    counter_account: GeneralCounterAccount;
    amount_minor: string;
    currency: string;
    paid_on: string;
    counterparty: string;
    reference: string;
    note: string;
    recorded_by: string | null;
    created_at: Date;
    reversed_at: Date | null;
    reversed_by: string | null;
    reason: string | null;
  };
  const [page, totals] = await Promise.all([
    db.execute<Row>(sql`
      select g.id, g.direction, g.counter_account, g.amount_minor, g.currency, g.paid_on::text, g.counterparty, g.reference, g.note,
        u.email as recorded_by, g.created_at, r.reversed_at, ru.email as reversed_by, r.reason
      from general_payments g
      left join general_payment_reversals r on r.payment_id = g.id
      left join auth_users u on u.id = g.created_by
      left join auth_users ru on ru.id = r.reversed_by
      where ${where}
      order by g.paid_on desc, g.created_at desc, g.id
      limit ${GENERAL_PAGE_SIZE} offset ${offset}`),
    db.execute<{ currency: string; count: number; in_minor: string; out_minor: string }>(sql`
      select g.currency, count(*)::int as count,
        coalesce(sum(g.amount_minor) filter (where g.direction = 'in' and r.payment_id is null), 0)::bigint as in_minor,
        coalesce(sum(g.amount_minor) filter (where g.direction = 'out' and r.payment_id is null), 0)::bigint as out_minor
      from general_payments g left join general_payment_reversals r on r.payment_id = g.id
      where ${where} group by g.currency order by g.currency`),
  ]);
  const total = totals.rows.reduce((count, row) => count + row.count, 0);
  return {
    rows: page.rows.map((row): GeneralPaymentRow => ({
      id: row.id,
      direction: row.direction,
      counterAccount: row.counter_account,
      amountMinor: Number(row.amount_minor),
      currency: row.currency,
      paidOn: row.paid_on,
      counterparty: row.counterparty,
      reference: row.reference,
      note: row.note,
      recordedBy: row.recorded_by ?? "",
      createdAt: new Date(row.created_at).toISOString(),
      reversal: row.reversed_at
        ? { at: new Date(row.reversed_at).toISOString(), by: row.reversed_by ?? "", reason: row.reason ?? "" }
        : null,
    })),
    total,
    page: filters.page,
    pages: Math.max(1, Math.ceil(total / GENERAL_PAGE_SIZE)),
    totals: totals.rows.map((row) => ({
      currency: row.currency,
      count: row.count,
      inMinor: Number(row.in_minor),
      outMinor: Number(row.out_minor),
      netMinor: Number(row.in_minor) - Number(row.out_minor),
    })),
  };
}
