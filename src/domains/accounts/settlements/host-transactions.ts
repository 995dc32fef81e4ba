/**
 * A host's earnings per booking (/dashboard/hostTransactions), from the ledger's entries and their
 * settlements (summed per booking by the database, `booking_earnings`), in the viewer's money scope: gross (stay and cleaning sold), our commission or management
 * fee, refunds, net (the supplier_payable lines of the booking's entries) and where the payout stands.
 * A booking's payout status is that of its least advanced entry: unsettled, then in a draft, approved or
 * paid settlement (a late refund can put a paid stay back to "unsettled" until the next run).
 */
import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { moneyScopeOf, type Actor } from "@/server/access";
import type { DbOrTx } from "@/server/db";
import { byLabel, orderBySql, sortableIds, type ListOrder, type ListSort } from "@/server/db/list-order";
import { rowsOf, sqlTypes } from "@/server/db/rows";
import { wholeMonthsOf } from "./whole-months";

export const PAYOUT_STATUSES = ["unsettled", "draft", "approved", "paid"] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];
export const PAYOUT_STATUS_LABELS: Record<PayoutStatus, string> = {
  unsettled: "Not yet settled",
  draft: "In a draft settlement",
  approved: "Approved, to be paid",
  paid: "Paid",
};
export const HOST_TRANSACTIONS_PAGE_SIZE = 50;

export interface HostTransactionFilters {
  /** Check-out dates, both included. */
  from?: string;
  to?: string;
  status?: PayoutStatus;
  page: number;
}

export interface HostTransactionRow {
  bookingId: string;
  reference: string;
  guestName: string;
  checkIn: string;
  checkOut: string;
  bookingStatus: string;
  propertyTitle: string;
  organisationName: string;
  currency: string;
  grossMinor: number;
  commissionMinor: number;
  refundsMinor: number;
  netMinor: number;
  payoutStatus: PayoutStatus;
  settlement: { id: string; number: string; paidAt: string | null; paymentReference: string | null } | null;
}

export interface HostTotals {
  currency: string;
  count: number;
  grossMinor: number;
  commissionMinor: number;
  refundsMinor: number;
  netMinor: number;
  paidMinor: number;
}

/** The least advanced payout state of a booking's entries, from `booking_earnings`' counts. */
const PAYOUT_STATUS = sql`(case when be.unsettled_entries > 0 then 'unsettled' when be.draft_entries > 0 then 'draft' when be.approved_entries > 0 then 'approved' else 'paid' end)`;

/** Each payout status as conditions on the counts themselves, so the filter does not compute a column first. */
const STATUS_CONDITION: Record<PayoutStatus, SQL> = {
  unsettled: sql`be.unsettled_entries > 0`,
  draft: sql`be.unsettled_entries = 0 and be.draft_entries > 0`,
  approved: sql`be.unsettled_entries = 0 and be.draft_entries = 0 and be.approved_entries > 0`,
  paid: sql`be.unsettled_entries = 0 and be.draft_entries = 0 and be.approved_entries = 0`,
};

/**
 * The host's bookings with a sale, one row each, from `booking_earnings` (the sums of each booking's sale and refund
 * entries' figures and the settlement state of those entries, kept by the database with every entry, settlement item
 * and settlement status change: accounts/sql/booking-earnings.sql): gross = what the sale gave the supplier plus our
 * fee, refunds the same given back, commission the fees net of refunds, net the supplier's share; the payout status is
 * the least advanced of its entries' settlements.
 */
function rowsSql(actor: Actor, filters: Omit<HostTransactionFilters, "page">): SQL | null {
  const scope = moneyScopeOf(actor);
  if (scope.kind === "none") return null;
  const conditions: SQL[] = [sql`be.sales > 0`];
  // The organisation's properties, computed once, so the property index is used.
  if (scope.kind === "organisation")
    conditions.push(
      sql`be.property_id = any(array(select id from properties where organisation_id = ${scope.organisationId}::uuid))`,
    );
  if (filters.from) conditions.push(sql`be.check_out >= ${filters.from}::date`);
  if (filters.to) conditions.push(sql`be.check_out <= ${filters.to}::date`);
  if (filters.status) conditions.push(STATUS_CONDITION[filters.status]);
  return sql`(
    select be.booking_id, b.reference, b.guest_name, b.check_in::text, be.check_out::text, be.check_out as check_out_date,
      b.status as booking_status, be.currency, p.title as property_title, o.name as organisation_name,
      be.gross_minor, be.refunds_minor, be.commission_minor, be.net_minor, ${PAYOUT_STATUS} as payout_status
    from booking_earnings be
    join bookings b on b.id = be.booking_id
    join properties p on p.id = be.property_id
    join organisations o on o.id = p.organisation_id
    where ${sql.join(conditions, sql` and `)}
  )`;
}

/**
 * The totals per currency of every booking the filters match, without reading them one by one: whole check-out
 * months from `host_earnings_months` (the same rows summed per property, month, currency and payout status by
 * the database: accounts/sql/booking-earnings.sql), and only the days of a partial month at either end of
 * the date filter from `booking_earnings`. Neither part joins the bookings or properties: every row of
 * `booking_earnings` is a booking's, and the organisation scope is its properties as they are now, as the rows'.
 */
function totalsSql(actor: Actor, filters: Omit<HostTransactionFilters, "page">): SQL | null {
  const scope = moneyScopeOf(actor);
  if (scope.kind === "none") return null;
  const months = wholeMonthsOf(filters.from, filters.to);

  const monthly: SQL[] = [sql`h.bookings <> 0`];
  if (scope.kind === "organisation")
    monthly.push(
      sql`h.property_id = any(array(select id from properties where organisation_id = ${scope.organisationId}::uuid))`,
    );
  if (months?.start) monthly.push(sql`h.month >= ${months.start}::date`);
  if (months?.end) monthly.push(sql`h.month < ${months.end}::date`);
  if (filters.status) monthly.push(sql`h.payout_status = ${filters.status}`);

  const daily: SQL[] = [sql`be.sales > 0`];
  if (scope.kind === "organisation")
    daily.push(
      sql`be.property_id = any(array(select id from properties where organisation_id = ${scope.organisationId}::uuid))`,
    );
  if (filters.from) daily.push(sql`be.check_out >= ${filters.from}::date`);
  if (filters.to) daily.push(sql`be.check_out <= ${filters.to}::date`);
  if (filters.status) daily.push(STATUS_CONDITION[filters.status]);
  if (months) {
    // The days outside the whole months; none when the range is open at both ends.
    const outside = [
      ...(months.start ? [sql`be.check_out < ${months.start}::date`] : []),
      ...(months.end ? [sql`be.check_out >= ${months.end}::date`] : []),
    ];
    daily.push(outside.length ? sql`(${sql.join(outside, sql` or `)})` : sql`false`);
  }

  return sql`
    select t.currency, sum(t.bookings)::int as count, sum(t.gross_minor)::bigint as gross_minor,
      sum(t.commission_minor)::bigint as commission_minor, sum(t.refunds_minor)::bigint as refunds_minor,
      sum(t.net_minor)::bigint as net_minor, sum(t.paid_minor)::bigint as paid_minor
    from (
      ${
        months
          ? sql`select h.currency, h.bookings, h.gross_minor, h.commission_minor, h.refunds_minor, h.net_minor,
          case when h.payout_status = 'paid' then h.net_minor else 0 end as paid_minor
        from host_earnings_months h where ${sql.join(monthly, sql` and `)}
        union all`
          : sql``
      }
      select be.currency, 1 as bookings, be.gross_minor, be.commission_minor, be.refunds_minor, be.net_minor,
        case when ${STATUS_CONDITION.paid} then be.net_minor else 0 end as paid_minor
      from booking_earnings be where ${sql.join(daily, sql` and `)}
    ) t
    group by t.currency order by t.currency`;
}

/**
 * The columns a page sorts by in the query, on the rows `r`. Without a sort: latest check-out first, the booking
 * id ordering a day's check-outs, so the index on (check_out, booking_id) gives a page without sorting every
 * row. Money orders within a currency.
 */
const hostTransactionOrder: ListOrder<
  "reference" | "guest" | "stay" | "property" | "gross" | "commission" | "net" | "payout"
> = {
  columns: {
    reference: sql`r.reference`,
    guest: sql`r.guest_name`,
    stay: sql`r.check_out_date`,
    property: sql`r.property_title`,
    gross: [sql`r.currency`, sql`r.gross_minor`],
    commission: [sql`r.currency`, sql`r.commission_minor`],
    net: [sql`r.currency`, sql`r.net_minor`],
    payout: byLabel(sql`r.payout_status`, PAYOUT_STATUS_LABELS),
  },
  fallback: sql`r.check_out_date desc, r.booking_id desc`,
  tieBreaker: sql`r.booking_id`,
};
export const HOST_TRANSACTION_SORTABLE = sortableIds(hostTransactionOrder);

/**
 * Rows in the page's order, each with the settlement its status comes from: the one holding its earliest entry
 * in that state. The page is cut first and ordered again after the join, by the same expressions (`r` both times).
 */
function orderedRowsSql(rows: SQL, limit: number, offset: number, sort?: ListSort): SQL {
  const order = orderBySql(hostTransactionOrder, sort);
  return sql`
    select r.*, st.id as settlement_id, st.number as settlement_number, st.paid_at, st.payment_reference
    from (select * from ${rows} r ${order} limit ${limit} offset ${offset}) r
    left join lateral (
      select s.id, s.number, s.paid_at, s.payment_reference
      from journal_entries e
      join settlement_items si on si.entry_id = e.id
      join settlements s on s.id = si.settlement_id
      where e.booking_id = r.booking_id and e.kind in ('booking_sale', 'refund') and s.status::text = r.payout_status
      order by e.created_at
      limit 1
    ) st on r.payout_status <> 'unsettled'
    ${order}`;
}

const Row = z.object({
  booking_id: sqlTypes.uuid,
  reference: sqlTypes.text,
  guest_name: sqlTypes.text,
  check_in: sqlTypes.date,
  check_out: sqlTypes.date,
  booking_status: sqlTypes.text,
  property_title: sqlTypes.text,
  organisation_name: sqlTypes.text,
  currency: sqlTypes.text,
  gross_minor: sqlTypes.bigint,
  commission_minor: sqlTypes.bigint,
  refunds_minor: sqlTypes.bigint,
  net_minor: sqlTypes.bigint,
  payout_status: z.enum(PAYOUT_STATUSES),
  settlement_id: sqlTypes.uuid.nullable(),
  settlement_number: sqlTypes.text.nullable(),
  paid_at: sqlTypes.timestamp.nullable(),
  payment_reference: sqlTypes.text.nullable(),
});
type Row = z.infer<typeof Row>;

const Totals = z.object({
  currency: sqlTypes.text,
  count: sqlTypes.int,
  gross_minor: sqlTypes.bigint,
  commission_minor: sqlTypes.bigint,
  refunds_minor: sqlTypes.bigint,
  net_minor: sqlTypes.bigint,
  paid_minor: sqlTypes.bigint,
});

function toRow(row: Row): HostTransactionRow {
  return {
    bookingId: row.booking_id,
    reference: row.reference,
    guestName: row.guest_name,
    checkIn: row.check_in,
    checkOut: row.check_out,
    bookingStatus: row.booking_status,
    propertyTitle: row.property_title,
    organisationName: row.organisation_name,
    currency: row.currency,
    grossMinor: row.gross_minor,
    commissionMinor: row.commission_minor,
    refundsMinor: row.refunds_minor,
    netMinor: row.net_minor,
    payoutStatus: row.payout_status,
    settlement:
      row.payout_status !== "unsettled" && row.settlement_id && row.settlement_number
        ? {
            id: row.settlement_id,
            number: row.settlement_number,
            paidAt: row.paid_at ? new Date(row.paid_at).toISOString() : null,
            paymentReference: row.payment_reference,
          }
        : null,
  };
}

/** A page of the host's bookings (latest check-out first unless `sort` asks otherwise) with the totals per currency of all that match. */
export async function listHostTransactions(
  db: DbOrTx,
  { actor, filters, sort }: { actor: Actor; filters: HostTransactionFilters; sort?: ListSort },
) {
  const rows = rowsSql(actor, filters);
  const totalsQuery = totalsSql(actor, filters);
  if (!rows || !totalsQuery)
    return { rows: [] as HostTransactionRow[], total: 0, page: 1, pages: 1, totals: [] as HostTotals[] };
  const offset = (filters.page - 1) * HOST_TRANSACTIONS_PAGE_SIZE;
  const [page, totals] = await Promise.all([
    rowsOf(db, Row, orderedRowsSql(rows, HOST_TRANSACTIONS_PAGE_SIZE, offset, sort)),
    rowsOf(db, Totals, totalsQuery),
  ]);
  const total = totals.reduce((count, row) => count + row.count, 0);
  return {
    rows: page.map(toRow),
    total,
    page: filters.page,
    pages: Math.max(1, Math.ceil(total / HOST_TRANSACTIONS_PAGE_SIZE)),
    totals: totals.map((row) => ({
      currency: row.currency,
      count: row.count,
      grossMinor: row.gross_minor,
      commissionMinor: row.commission_minor,
      refundsMinor: row.refunds_minor,
      netMinor: row.net_minor,
      paidMinor: row.paid_minor,
    })),
  };
}

/** Every row the filters match (the CSV), at most 50,000. */
export async function exportHostTransactions(
  db: DbOrTx,
  { actor, filters }: { actor: Actor; filters: Omit<HostTransactionFilters, "page"> },
): Promise<HostTransactionRow[]> {
  const rows = rowsSql(actor, filters);
  if (!rows) return [];
  return (await rowsOf(db, Row, orderedRowsSql(rows, 50_000, 0))).map(toRow);
}
