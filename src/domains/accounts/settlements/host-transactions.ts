/**
 * A host's earnings per booking (issue 8, /dashboard/hostTransactions), from journal lines and settlement
 * items only, in the viewer's money scope: gross (stay and cleaning sold), our commission or management
 * fee, refunds, net (the supplier_payable lines of the booking's entries) and where the payout stands.
 * A booking's payout status is that of its least advanced entry: unsettled, then in a draft, approved or
 * paid settlement (a late refund can put a paid stay back to "unsettled" until the next run).
 */
import { sql, type SQL } from "drizzle-orm";
import { moneyScopeOf, type Actor } from "@/server/access";
import type { DbOrTx } from "@/server/db";

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

const RANK = sql`(case when si.settlement_id is null then 0 when s.status = 'draft' then 1 when s.status = 'approved' then 2 else 3 end)`;

/**
 * The host's bookings with a sale, one row each, from their entries' own figures (one grouped pass over the
 * entries in scope, not a lookup per booking): gross = what the sale gave the supplier plus our fee, refunds
 * the same given back, commission the fees net of refunds, net the supplier's share; the payout status is the
 * least advanced of its entries' settlements.
 */
function rowsSql(actor: Actor, filters: Omit<HostTransactionFilters, "page">): SQL | null {
  const scope = moneyScopeOf(actor);
  if (scope.kind === "none") return null;
  const conditions: SQL[] = [sql`e.kind in ('booking_sale', 'refund')`];
  // The organisation's properties, computed once, so the entries' property index is used.
  if (scope.kind === "organisation")
    conditions.push(sql`e.property_id = any(array(select id from properties where organisation_id = ${scope.organisationId}::uuid))`);
  if (filters.from) conditions.push(sql`b.check_out >= ${filters.from}::date`);
  if (filters.to) conditions.push(sql`b.check_out <= ${filters.to}::date`);
  const statusCondition = filters.status ? sql`where r.payout_status = ${filters.status}` : sql``;
  return sql`(
    select r.* from (
      select g.*, (array['unsettled', 'draft', 'approved', 'paid'])[g.rank + 1] as payout_status,
        st.id as settlement_id, st.number as settlement_number, st.paid_at, st.payment_reference
      from (
        select b.id as booking_id, b.reference, b.guest_name, b.check_in::text, b.check_out::text, b.status as booking_status,
          b.currency, p.title as property_title, o.name as organisation_name,
          sum(case when e.kind = 'booking_sale' then e.supplier_minor + e.commission_minor + e.management_fee_minor else 0 end)::bigint as gross_minor,
          sum(case when e.kind = 'refund' then -(e.supplier_minor + e.commission_minor + e.management_fee_minor) else 0 end)::bigint as refunds_minor,
          sum(e.commission_minor + e.management_fee_minor)::bigint as commission_minor,
          sum(e.supplier_minor)::bigint as net_minor,
          min(${RANK}) as rank,
          (array_agg(si.settlement_id order by ${RANK}, e.created_at))[1] as best_settlement_id
        from journal_entries e
        join bookings b on b.id = e.booking_id
        join properties p on p.id = b.property_id
        join organisations o on o.id = p.organisation_id
        left join settlement_items si on si.entry_id = e.id
        left join settlements s on s.id = si.settlement_id
        where ${sql.join(conditions, sql` and `)}
        group by b.id, p.title, o.name
        having bool_or(e.kind = 'booking_sale')
      ) g
      left join settlements st on st.id = g.best_settlement_id
    ) r ${statusCondition}
  )`;
}

type Row = {
  booking_id: string;
  reference: string;
  guest_name: string;
  check_in: string;
  check_out: string;
  booking_status: string;
  property_title: string;
  organisation_name: string;
  currency: string;
  gross_minor: string;
  commission_minor: string;
  refunds_minor: string;
  net_minor: string;
  payout_status: PayoutStatus;
  settlement_id: string | null;
  settlement_number: string | null;
  paid_at: Date | null;
  payment_reference: string | null;
};

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
    grossMinor: Number(row.gross_minor),
    commissionMinor: Number(row.commission_minor),
    refundsMinor: Number(row.refunds_minor),
    netMinor: Number(row.net_minor),
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

/** A page of the host's bookings (latest check-out first) with the totals per currency of all that match. */
export async function listHostTransactions(
  db: DbOrTx,
  { actor, filters }: { actor: Actor; filters: HostTransactionFilters },
) {
  const rows = rowsSql(actor, filters);
  if (!rows) return { rows: [] as HostTransactionRow[], total: 0, page: 1, pages: 1, totals: [] as HostTotals[] };
  const offset = (filters.page - 1) * HOST_TRANSACTIONS_PAGE_SIZE;
  const [page, totals] = await Promise.all([
    db.execute<Row>(
      sql`select * from ${rows} t order by t.check_out desc, t.reference limit ${HOST_TRANSACTIONS_PAGE_SIZE} offset ${offset}`,
    ),
    db.execute<{
      currency: string;
      count: number;
      gross_minor: string;
      commission_minor: string;
      refunds_minor: string;
      net_minor: string;
      paid_minor: string;
    }>(sql`
      select t.currency, count(*)::int as count, sum(t.gross_minor)::bigint as gross_minor, sum(t.commission_minor)::bigint as commission_minor,
        sum(t.refunds_minor)::bigint as refunds_minor, sum(t.net_minor)::bigint as net_minor,
        coalesce(sum(t.net_minor) filter (where t.payout_status = 'paid'), 0)::bigint as paid_minor
      from ${rows} t group by t.currency order by t.currency`),
  ]);
  const total = totals.rows.reduce((count, row) => count + row.count, 0);
  return {
    rows: page.rows.map(toRow),
    total,
    page: filters.page,
    pages: Math.max(1, Math.ceil(total / HOST_TRANSACTIONS_PAGE_SIZE)),
    totals: totals.rows.map((row) => ({
      currency: row.currency,
      count: row.count,
      grossMinor: Number(row.gross_minor),
      commissionMinor: Number(row.commission_minor),
      refundsMinor: Number(row.refunds_minor),
      netMinor: Number(row.net_minor),
      paidMinor: Number(row.paid_minor),
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
  const result = await db.execute<Row>(sql`select * from ${rows} t order by t.check_out desc, t.reference limit 50000`);
  return result.rows.map(toRow);
}
