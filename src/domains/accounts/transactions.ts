/**
 * Money movements (/dashboard/transactions and /dashboard/txn): the journal's entries in the viewer's
 * money scope, each with the figures every page shares, all computed from journal lines: the cash that
 * moved, what the supplier earned (or gave back) and the platform's revenue. A supplier sees the entries of
 * its own properties, and of those only its own share; nobody sees another supplier's money.
 */
import { asc, eq, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { moneyScopeOf, type Actor } from "@/server/access";
import type { DbOrTx } from "@/server/db";
import { byLabel, orderBySql, sortableIds, type ListOrder, type ListSort } from "@/server/db/list-order";
import { maybeRowOf, rowsOf, sqlTypes } from "@/server/db/rows";
import { bookingEvents, bookings, journalLines, type journalEntryKind } from "@/server/db/schema";
import { wholeMonthsOf } from "./settlements/whole-months";

/**
 * Every kind of journal entry, with its label: typed by the ledger's enum, so a kind added there and not here
 * fails the typecheck (a list of our own fell behind once: the accountants' list failed on referral credit's
 * entries).
 */
export const TRANSACTION_KIND_LABELS: Record<(typeof journalEntryKind.enumValues)[number], string> = {
  payment: "Guest payment",
  booking_sale: "Booking revenue split",
  refund: "Refund",
  payout: "Payout",
  opex: "Expense",
  general: "General payment",
  distribution: "Investor distribution",
  adjustment: "Adjustment",
  insurance_sale: "Travel insurance sale",
  insurance_refund: "Travel insurance refund",
  addon_sale: "Add-on sale",
  addon_refund: "Add-on refund",
  referral_reward: "Referral reward",
  investment: "StayInvest purchase",
  investor_distribution: "StayInvest distribution",
  deposit_return: "Deposit returned",
  affiliate_payout: "Affiliate commission paid",
  investor_payout: "StayInvest payout",
  referral_credit_spend: "Referral credit spent",
  referral_credit_return: "Referral credit given back",
  referral_credit_expiry: "Referral credit expired",
};
export type TransactionKind = keyof typeof TRANSACTION_KIND_LABELS;
export const TRANSACTION_KINDS = Object.keys(TRANSACTION_KIND_LABELS) as [TransactionKind, ...TransactionKind[]];

/** Where the guest's money stands for entries tied to a payment; "posted" for the others. */
export const TRANSACTION_STATUSES = ["settled", "partly_refunded", "refunded", "posted"] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

export const TRANSACTION_STATUS_LABELS: Record<TransactionStatus, string> = {
  settled: "Settled",
  partly_refunded: "Partly refunded",
  refunded: "Refunded",
  posted: "Posted",
};

export const TRANSACTIONS_PAGE_SIZE = 50;

export interface TransactionFilters {
  /** ISO dates, both included, in UTC. */
  from?: string;
  to?: string;
  propertyId?: string;
  kind?: TransactionKind;
  currency?: string;
  status?: TransactionStatus;
  page: number;
}

export interface TransactionRow {
  id: string;
  at: string;
  kind: TransactionKind;
  memo: string;
  status: TransactionStatus;
  currency: string;
  /** The entry's size: the sum of its debits. */
  grossMinor: number;
  /** Cash in (positive) or out (negative) at the payment providers. */
  cashMinor: number;
  /** What the supplier earned (positive) or gave back (negative); a supplier sees only its own. */
  supplierMinor: number;
  /** The platform's revenue: commission or management fee, and the guest service fee. */
  platformMinor: number;
  booking: { id: string; reference: string; guestName: string } | null;
  property: { id: string; title: string } | null;
}

export interface CurrencyTotals {
  currency: string;
  count: number;
  cashMinor: number;
  supplierMinor: number;
  platformMinor: number;
}

/** The start of a day in UTC (the filters' days are UTC days whatever the session's time zone). */
const utcStartOf = (day: string) => sql`(${day}::date::timestamp at time zone 'UTC')`;

/**
 * The conditions on journal entries `e` (with the payment `pay`) for the viewer's scope and the filters; null
 * when the actor sees no money. Every figure is the entry's own (`entryFigures`, checked against its lines by
 * the database at commit), so a page and its totals read entries, never re-adding lines.
 */
function entryConditions(actor: Actor, filters: Omit<TransactionFilters, "page">): SQL | null {
  const scope = moneyScopeOf(actor);
  if (scope.kind === "none") return null;
  const conditions: SQL[] = [sql`true`];
  if (scope.kind === "organisation") conditions.push(supplierEntries(scope.organisationId));
  if (filters.from) conditions.push(sql`e.created_at >= ${utcStartOf(filters.from)}`);
  if (filters.to) conditions.push(sql`e.created_at < ${utcStartOf(filters.to)} + interval '1 day'`);
  if (filters.kind) conditions.push(sql`e.kind = ${filters.kind}`);
  if (filters.propertyId) conditions.push(sql`e.property_id = ${filters.propertyId}::uuid`);
  if (filters.currency) conditions.push(sql`e.currency = ${filters.currency}`);
  if (filters.status) conditions.push(sql`${statusSql} = ${filters.status}`);
  return sql.join(conditions, sql` and `);
}

/**
 * A supplier's entries: those of its own payable (sales, refunds, expenses charged, payouts) and the others
 * of its properties (the guests' payments). The property list is computed once, so both indexes are used.
 */
const supplierEntries = (organisationId: string) =>
  sql`(e.organisation_id = ${organisationId}::uuid or e.property_id = any(array(select id from properties where organisation_id = ${organisationId}::uuid)))`;

/**
 * The totals of the whole marketplace's entries without adding up every one of them, when the filters allow:
 * no property or status filter (`organisation_month_figures` knows neither payments nor a single property).
 * Whole UTC months come from that roll-up (every entry of a property, kept by the database with each entry:
 * accounts/sql/month-figures.sql) plus the few entries of no property (payouts, general payments,
 * investments); the days of a partial month at either end of the date filter are read entry by entry.
 * Null when the per-entry totals must be used.
 */
function marketplaceTotalsSql(actor: Actor, filters: Omit<TransactionFilters, "page">): SQL | null {
  if (moneyScopeOf(actor).kind !== "all" || filters.propertyId || filters.status) return null;
  const months = wholeMonthsOf(filters.from, filters.to);
  const same = (alias: "r" | "e") => [
    ...(filters.kind ? [sql`${sql.raw(alias)}.kind = ${filters.kind}`] : []),
    ...(filters.currency ? [sql`${sql.raw(alias)}.currency = ${filters.currency}`] : []),
  ];
  const parts: SQL[] = [];
  if (months) {
    const monthly: SQL[] = [sql`r.entries <> 0`, ...same("r")];
    if (months.start) monthly.push(sql`r.month >= ${months.start}::date`);
    if (months.end) monthly.push(sql`r.month < ${months.end}::date`);
    parts.push(sql`select r.currency, r.entries, r.cash_minor, r.supplier_minor, r.platform_minor
      from organisation_month_figures r where ${sql.join(monthly, sql` and `)}`);
    const unowned: SQL[] = [sql`e.property_id is null`, ...same("e")];
    if (months.start) unowned.push(sql`e.created_at >= ${utcStartOf(months.start)}`);
    if (months.end) unowned.push(sql`e.created_at < ${utcStartOf(months.end)}`);
    parts.push(sql`select e.currency, 1 as entries, e.cash_minor, e.supplier_minor, e.platform_minor
      from journal_entries e where ${sql.join(unowned, sql` and `)}`);
  }
  const daily: SQL[] = [...same("e")];
  if (filters.from) daily.push(sql`e.created_at >= ${utcStartOf(filters.from)}`);
  if (filters.to) daily.push(sql`e.created_at < ${utcStartOf(filters.to)} + interval '1 day'`);
  if (months) {
    const outside = [
      ...(months.start ? [sql`e.created_at < ${utcStartOf(months.start)}`] : []),
      ...(months.end ? [sql`e.created_at >= ${utcStartOf(months.end)}`] : []),
    ];
    daily.push(outside.length ? sql`(${sql.join(outside, sql` or `)})` : sql`false`);
  }
  parts.push(sql`select e.currency, 1 as entries, e.cash_minor, e.supplier_minor, e.platform_minor
    from journal_entries e where ${daily.length ? sql.join(daily, sql` and `) : sql`true`}`);
  return sql`
    select t.currency, sum(t.entries)::int as count, sum(t.cash_minor)::bigint as cash_minor,
      sum(t.supplier_minor)::bigint as supplier_minor, sum(t.platform_minor)::bigint as platform_minor
    from (${sql.join(parts, sql` union all `)}) t
    group by t.currency order by t.currency`;
}

const statusSql = sql`(case
  when pay.id is null then 'posted'
  when pay.refunded_minor = 0 then 'settled'
  when pay.refunded_minor >= pay.captured_minor then 'refunded'
  else 'partly_refunded' end)`;

const Row = z.object({
  id: sqlTypes.uuid,
  kind: z.enum(TRANSACTION_KINDS),
  created_at: sqlTypes.timestamp,
  memo: sqlTypes.text,
  status: z.enum(TRANSACTION_STATUSES),
  currency: sqlTypes.text,
  gross_minor: sqlTypes.bigint,
  cash_minor: sqlTypes.bigint,
  supplier_minor: sqlTypes.bigint,
  platform_minor: sqlTypes.bigint,
  booking_id: sqlTypes.uuid.nullable(),
  reference: sqlTypes.text.nullable(),
  guest_name: sqlTypes.text.nullable(),
  property_id: sqlTypes.uuid.nullable(),
  property_title: sqlTypes.text.nullable(),
});
type Row = z.infer<typeof Row>;

const Totals = z.object({
  currency: sqlTypes.text,
  count: sqlTypes.int,
  cash_minor: sqlTypes.bigint,
  supplier_minor: sqlTypes.bigint,
  platform_minor: sqlTypes.bigint,
});

function toRow(row: Row, supplierView: boolean): TransactionRow {
  return {
    id: row.id,
    at: new Date(row.created_at).toISOString(),
    kind: row.kind,
    memo: row.memo,
    status: row.status,
    currency: row.currency,
    grossMinor: row.gross_minor,
    cashMinor: row.cash_minor,
    supplierMinor: row.supplier_minor,
    // A supplier sees what it earned, not the platform's side of the split.
    platformMinor: supplierView ? 0 : row.platform_minor,
    booking:
      row.booking_id && row.reference
        ? { id: row.booking_id, reference: row.reference, guestName: row.guest_name ?? "" }
        : null,
    property: row.property_id ? { id: row.property_id, title: row.property_title ?? "" } : null,
  };
}

const selectRows = (where: SQL) => sql`
  select e.id, e.kind, e.created_at, e.memo, e.booking_id, e.property_id, e.currency, e.gross_minor, e.cash_minor, e.supplier_minor, e.platform_minor,
    ${statusSql} as status, b.reference, b.guest_name, p.title as property_title
  from journal_entries e
  left join properties p on p.id = e.property_id
  left join bookings b on b.id = e.booking_id
  left join payments pay on pay.id = e.payment_id
  where ${where}`;

/**
 * The columns a page of transactions sorts by in the query (newest first without a sort). Money orders within
 * a currency: 100 THB is not more than 50 MYR.
 */
const transactionOrder: ListOrder<"at" | "kind" | "property" | "status" | "amount"> = {
  columns: {
    at: sql`e.created_at`,
    kind: byLabel(sql`e.kind`, TRANSACTION_KIND_LABELS),
    property: sql`p.title`,
    status: byLabel(statusSql, TRANSACTION_STATUS_LABELS),
    // As the column shows it: a refund's amount is negative.
    amount: [sql`e.currency`, sql`(case when e.kind = 'refund' then -e.gross_minor else e.gross_minor end)`],
  },
  fallback: sql`e.created_at desc, e.id`,
  tieBreaker: sql`e.id`,
};
export const TRANSACTION_SORTABLE = sortableIds(transactionOrder);

/** A page of transactions (newest first unless `sort` asks otherwise), with the totals per currency of everything the filters match. */
export async function listTransactions(
  db: DbOrTx,
  { actor, filters, sort }: { actor: Actor; filters: TransactionFilters; sort?: ListSort },
) {
  const where = entryConditions(actor, filters);
  const empty = { rows: [] as TransactionRow[], total: 0, page: 1, pages: 1, totals: [] as CurrencyTotals[] };
  if (!where) return empty;
  const supplierView = moneyScopeOf(actor).kind === "organisation";
  const offset = (filters.page - 1) * TRANSACTIONS_PAGE_SIZE;
  // The payment is joined for the totals only when the status filter needs it.
  const payments = filters.status ? sql`left join payments pay on pay.id = e.payment_id` : sql``;
  const [page, totals] = await Promise.all([
    rowsOf(
      db,
      Row,
      sql`${selectRows(where)} ${orderBySql(transactionOrder, sort)} limit ${TRANSACTIONS_PAGE_SIZE} offset ${offset}`,
    ),
    rowsOf(
      db,
      Totals,
      marketplaceTotalsSql(actor, filters) ??
        sql`
      select e.currency, count(*)::int as count, sum(e.cash_minor)::bigint as cash_minor, sum(e.supplier_minor)::bigint as supplier_minor,
        sum(e.platform_minor)::bigint as platform_minor
      from journal_entries e ${payments} where ${where} group by e.currency order by e.currency`,
    ),
  ]);
  const total = totals.reduce((count, row) => count + row.count, 0);
  return {
    rows: page.map((row) => toRow(row, supplierView)),
    total,
    page: filters.page,
    pages: Math.max(1, Math.ceil(total / TRANSACTIONS_PAGE_SIZE)),
    totals: totals.map((row) => ({
      currency: row.currency,
      count: row.count,
      cashMinor: row.cash_minor,
      supplierMinor: row.supplier_minor,
      platformMinor: supplierView ? 0 : row.platform_minor,
    })),
  };
}

/** Every transaction the filters match (the CSV export), at most 50,000 rows. */
export async function exportTransactions(
  db: DbOrTx,
  { actor, filters }: { actor: Actor; filters: Omit<TransactionFilters, "page"> },
): Promise<TransactionRow[]> {
  const where = entryConditions(actor, filters);
  if (!where) return [];
  const supplierView = moneyScopeOf(actor).kind === "organisation";
  const rows = await rowsOf(db, Row, sql`${selectRows(where)} order by e.created_at desc, e.id limit 50000`);
  return rows.map((row) => toRow(row, supplierView));
}

const ACCOUNT_LABELS: Record<string, string> = {
  "cash:test_card": "Cash at the card gateway",
  "cash:bank": "Cash in the bank",
  guest_funds: "Guest funds held",
  supplier_payable: "Payable to the supplier",
  "revenue:commission": "Commission revenue",
  "revenue:management_fee": "Management fee revenue",
  "revenue:service_fee": "Guest service fee revenue",
  tax_payable: "Taxes payable",
  deposits_held: "Deposits held",
  "expense:general": "General expenses",
  "revenue:other": "Other revenue",
  "expense:marketing": "Referral rewards",
  "expense:affiliate_commission": "Affiliate commission",
  referral_credit: "Referral credit owed",
  investor_capital: "StayInvest capital held",
  "expense:investor_distribution": "StayInvest distributions",
  investor_payable: "Payable to investors",
};

export function accountLabel(account: string): string {
  return ACCOUNT_LABELS[account] ?? account;
}

/**
 * One transaction with its journal lines, the booking it belongs to and that booking's history (its status
 * changes and its other entries); null when it is not in the viewer's scope (as a missing one).
 */
export async function findTransaction(db: DbOrTx, { actor, id }: { actor: Actor; id: string }) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const scoped = entryConditions(actor, {});
  if (!scoped) return null;
  const supplierView = moneyScopeOf(actor).kind === "organisation";
  const scope = moneyScopeOf(actor);
  const found = await maybeRowOf(db, Row, selectRows(sql`${scoped} and e.id = ${id}::uuid`));
  if (!found) return null;
  const transaction = toRow(found, supplierView);
  const lines = await db
    .select({
      account: journalLines.account,
      amountMinor: journalLines.amountMinor,
      currency: journalLines.currency,
      organisationId: journalLines.organisationId,
    })
    .from(journalLines)
    .where(eq(journalLines.entryId, id))
    .orderBy(asc(journalLines.id));
  // A supplier sees its own lines; the platform's and other parties' are summed away from its view.
  const visibleLines = lines
    .filter(
      (line) =>
        !supplierView ||
        line.organisationId === (scope.kind === "organisation" ? scope.organisationId : null) ||
        line.account.startsWith("cash:") ||
        line.account === "guest_funds" ||
        line.account === "tax_payable",
    )
    .map((line) => ({
      account: line.account,
      label: accountLabel(line.account),
      currency: line.currency,
      debitMinor: Math.max(0, line.amountMinor),
      creditMinor: Math.max(0, -line.amountMinor),
    }));
  let booking = null;
  let history: { at: string; what: string }[] = [];
  let related: TransactionRow[] = [];
  if (transaction.booking) {
    const [details] = await db
      .select({
        reference: bookings.reference,
        guestName: bookings.guestName,
        checkIn: bookings.checkIn,
        checkOut: bookings.checkOut,
        status: bookings.status,
        totalMinor: bookings.totalMinor,
        refundedMinor: bookings.refundedMinor,
        currency: bookings.currency,
        taxBasis: bookings.taxBasis,
      })
      .from(bookings)
      .where(eq(bookings.id, transaction.booking.id));
    // The tax basis names the guest's nationality: the platform's, which collects and remits the tax
    // (ledger `tax_payable`), not the supplier's to read.
    booking = details ? { ...details, taxBasis: supplierView ? null : details.taxBasis } : null;
    const events = await db
      .select({
        at: bookingEvents.at,
        fromStatus: bookingEvents.fromStatus,
        toStatus: bookingEvents.toStatus,
        actorKind: bookingEvents.actorKind,
      })
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, transaction.booking.id))
      .orderBy(asc(bookingEvents.at), asc(bookingEvents.id));
    history = events.map((event) => ({
      at: event.at.toISOString(),
      what: `${event.fromStatus ? `${event.fromStatus} → ` : ""}${event.toStatus} (${event.actorKind})`,
    }));
    related = (
      await rowsOf(
        db,
        Row,
        sql`${selectRows(sql`${scoped} and e.booking_id = ${transaction.booking.id}::uuid`)} order by e.created_at, e.id`,
      )
    ).map((row) => toRow(row, supplierView));
  }
  return { transaction, lines: visibleLines, booking, history, related };
}

/**
 * The currencies of the entries matching `where` (on `e`), by a loose index scan: one probe per currency instead
 * of reading every entry. Each probe walks the index until an entry matches, so `where` must be what the index
 * leads with (nothing, or the organisation).
 */
const currenciesSql = (where: SQL) => sql`
  with recursive c as (
    (select e.currency from journal_entries e where ${where} order by e.currency limit 1)
    union all
    select (select e.currency from journal_entries e where ${where} and e.currency > c.currency order by e.currency limit 1)
    from c where c.currency is not null
  ) select currency from c where currency is not null`;

/**
 * A supplier's currencies, those of `supplierEntries` without reading them: its own entries' by the loose scan of
 * (organisation, currency), and its properties' entries' from their month roll-up, which the database keeps under the
 * property's organisation of now (accounts/sql/month-figures.sql), as `supplierEntries` reads them. (The loose scan
 * with `supplierEntries` as its condition read, for each currency the supplier lacks, every entry after it: 10 s at
 * 10,000 properties.)
 */
const supplierCurrenciesSql = (organisationId: string) => sql`
  select currency from (${currenciesSql(sql`e.organisation_id = ${organisationId}::uuid`)}) own
  union
  select distinct r.currency from organisation_month_figures r
  where r.organisation_id = ${organisationId}::uuid and r.entries > 0
  order by currency`;

/** The properties and currencies the filters offer: those with money in the viewer's scope. */
export async function transactionFilterChoices(db: DbOrTx, { actor }: { actor: Actor }) {
  const scope = moneyScopeOf(actor);
  if (scope.kind === "none") return { properties: [], currencies: [] };
  const owned = scope.kind === "organisation" ? sql`p.organisation_id = ${scope.organisationId}::uuid` : sql`true`;
  const [properties, currencies] = await Promise.all([
    rowsOf(
      db,
      z.object({ id: sqlTypes.uuid, title: sqlTypes.text }),
      sql`
      select p.id, p.title from properties p
      where ${owned} and exists (select 1 from journal_entries e where e.property_id = p.id)
      order by p.title limit 2000`,
    ),
    rowsOf(
      db,
      z.object({ currency: sqlTypes.text }),
      scope.kind === "organisation" ? supplierCurrenciesSql(scope.organisationId) : currenciesSql(sql`true`),
    ),
  ]);
  return { properties, currencies: currencies.map((row) => row.currency) };
}
