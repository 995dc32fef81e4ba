/**
 * General payments (staff): money in or out that is not a booking's, each with its `general` journal entry in
 * the same transaction. A mistake is reversed (the opposite entry, both kept), once: the reversal's primary
 * key is the payment, so the database refuses a second one whatever the concurrency.
 */
import { eq, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { postJournalEntry } from "@/domains/ledger";
import { PERMISSIONS, type Actor, type UserActor } from "@/server/access";
import type { DbOrTx } from "@/server/db";
import { orderBySql, sortableIds, type ListOrder, type ListSort } from "@/server/db/list-order";
import { rowsOf, sqlTypes } from "@/server/db/rows";
import { aborted, notFound } from "@/server/functions";
import { generalPaymentReversals, generalPayments } from "../schema";
import { periodInstants, type MonthPeriod } from "../statements/period";
import { generalLines, generalReversalLines } from "./ledger";
import {
  GENERAL_COUNTER_ACCOUNTS,
  GENERAL_DIRECTIONS,
  type GeneralCounterAccount,
  type GeneralDirection,
} from "./rules";
import { utcDayOf } from "@/lib/dates";

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
  const conditions: SQL[] = [sql`g.paid_on >= ${utcDayOf(start)}::date and g.paid_on < ${utcDayOf(end)}::date`];
  if (filters.direction) conditions.push(sql`g.direction = ${filters.direction}`);
  if (filters.counterAccount) conditions.push(sql`g.counter_account = ${filters.counterAccount}`);
  if (filters.currency) conditions.push(sql`g.currency = ${filters.currency}`);
  return sql.join(conditions, sql` and `);
}

const GeneralPaymentSqlRow = z.object({
  id: sqlTypes.uuid,
  direction: z.enum(GENERAL_DIRECTIONS),
  counter_account: z.enum(GENERAL_COUNTER_ACCOUNTS),
  amount_minor: sqlTypes.bigint,
  currency: sqlTypes.text,
  paid_on: sqlTypes.date,
  counterparty: sqlTypes.text,
  reference: sqlTypes.text,
  note: sqlTypes.text,
  recorded_by: sqlTypes.text.nullable(),
  created_at: sqlTypes.timestamp,
  reversed_at: sqlTypes.timestamp.nullable(),
  reversed_by: sqlTypes.text.nullable(),
  reason: sqlTypes.text.nullable(),
});

const GeneralTotalsSqlRow = z.object({
  currency: sqlTypes.text,
  count: sqlTypes.int,
  in_minor: sqlTypes.bigint,
  out_minor: sqlTypes.bigint,
});

/**
 * The columns a page of general payments sorts by in the query (latest date paid first without a sort). The
 * amount orders within a currency, signed as the page shows it (money out is negative).
 */
const generalOrder: ListOrder<"paidOn" | "direction" | "counterparty" | "account" | "amount"> = {
  columns: {
    paidOn: sql`g.paid_on`,
    direction: sql`g.direction`,
    counterparty: sql`g.counterparty`,
    account: sql`g.counter_account`,
    amount: [sql`g.currency`, sql`(case when g.direction = 'in' then g.amount_minor else -g.amount_minor end)`],
  },
  fallback: sql`g.paid_on desc, g.created_at desc, g.id`,
  tieBreaker: sql`g.id`,
};
export const GENERAL_SORTABLE = sortableIds(generalOrder);

/**
 * General payments by date paid, newest first unless `sort` asks otherwise, with totals per currency. Staff
 * only (the function's permission and the page's guard); the actor is taken so that nobody else ever reads them.
 */
export async function listGeneralPayments(
  db: DbOrTx,
  { actor, filters, sort }: { actor: Actor; filters: GeneralFilters; sort?: ListSort },
) {
  if (!PERMISSIONS.staff(actor))
    return { rows: [] as GeneralPaymentRow[], total: 0, page: 1, pages: 1, totals: [] as GeneralTotals[] };
  const where = whereOf(filters);
  const offset = (filters.page - 1) * GENERAL_PAGE_SIZE;
  const [page, totals] = await Promise.all([
    rowsOf(
      db,
      GeneralPaymentSqlRow,
      sql`
      select g.id, g.direction, g.counter_account, g.amount_minor, g.currency, g.paid_on::text, g.counterparty, g.reference, g.note,
        u.email as recorded_by, g.created_at, r.reversed_at, ru.email as reversed_by, r.reason
      from general_payments g
      left join general_payment_reversals r on r.payment_id = g.id
      left join auth_users u on u.id = g.created_by
      left join auth_users ru on ru.id = r.reversed_by
      where ${where}
      ${orderBySql(generalOrder, sort)}
      limit ${GENERAL_PAGE_SIZE} offset ${offset}`,
    ),
    rowsOf(
      db,
      GeneralTotalsSqlRow,
      sql`
      select g.currency, count(*)::int as count,
        coalesce(sum(g.amount_minor) filter (where g.direction = 'in' and r.payment_id is null), 0)::bigint as in_minor,
        coalesce(sum(g.amount_minor) filter (where g.direction = 'out' and r.payment_id is null), 0)::bigint as out_minor
      from general_payments g left join general_payment_reversals r on r.payment_id = g.id
      where ${where} group by g.currency order by g.currency`,
    ),
  ]);
  const total = totals.reduce((count, row) => count + row.count, 0);
  return {
    rows: page.map((row): GeneralPaymentRow => ({
      id: row.id,
      direction: row.direction,
      counterAccount: row.counter_account,
      amountMinor: row.amount_minor,
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
    totals: totals.map((row) => ({
      currency: row.currency,
      count: row.count,
      inMinor: row.in_minor,
      outMinor: row.out_minor,
      netMinor: row.in_minor - row.out_minor,
    })),
  };
}
