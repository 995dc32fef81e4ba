/**
 * Reading settlements in the viewer's money scope (`moneyScopeOf`): staff, operators and accountants see
 * all; a supplier sees its own once approved (a draft is still our working paper), and never another's.
 */
import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { moneyScopeOf, PERMISSIONS, type Actor } from "@/server/access";
import type { DbOrTx } from "@/server/db";
import { byLabel, orderBySql, sortableIds, type ListOrder, type ListSort } from "@/server/db/list-order";
import { maybeRowOf, rowOf, rowsOf, sqlTypes } from "@/server/db/rows";
import { SETTLED_KINDS, type SettledKind, type SettlementFigures } from "./figures";

export const SETTLEMENT_STATUSES = ["draft", "approved", "paid"] as const;
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number];
export const SETTLEMENT_STATUS_LABELS: Record<SettlementStatus, string> = {
  draft: "Draft",
  approved: "Approved",
  paid: "Paid",
};
export const SETTLEMENTS_PAGE_SIZE = 25;

export interface SettlementFilters {
  month?: string;
  status?: SettlementStatus;
  page: number;
}

export interface SettlementRow extends SettlementFigures {
  id: string;
  number: string;
  organisationId: string;
  organisationName: string;
  currency: string;
  month: string;
  periodStart: string;
  periodEnd: string;
  status: SettlementStatus;
  approvedAt: string | null;
  paidAt: string | null;
  paymentReference: string | null;
  items: number;
}

function scopeSql(actor: Actor): SQL | null {
  const scope = moneyScopeOf(actor);
  if (scope.kind === "none") return null;
  if (scope.kind === "organisation")
    return sql`s.organisation_id = ${scope.organisationId}::uuid and s.status <> 'draft'`;
  return sql`true`;
}

/**
 * How many settlements wait for the actor's approval (drafts, for whoever approves them: `manageSettlements`)
 * among those `listSettlements` lists, as a scalar SQL expression for the menu's count.
 */
export function draftSettlementsSql(actor: Actor): SQL {
  const scope = scopeSql(actor);
  if (!scope || !PERMISSIONS.manageSettlements(actor)) return sql`0`;
  return sql`(select count(*)::int from settlements s where ${scope} and s.status = 'draft')`;
}

const Row = z.object({
  id: sqlTypes.uuid,
  number: sqlTypes.text,
  organisation_id: sqlTypes.uuid,
  organisation_name: sqlTypes.text,
  currency: sqlTypes.text,
  period_start: sqlTypes.date,
  period_end: sqlTypes.date,
  status: z.enum(SETTLEMENT_STATUSES),
  gross_minor: sqlTypes.bigint,
  commission_minor: sqlTypes.bigint,
  management_fee_minor: sqlTypes.bigint,
  refunds_minor: sqlTypes.bigint,
  opex_minor: sqlTypes.bigint,
  net_minor: sqlTypes.bigint,
  approved_at: sqlTypes.timestamp.nullable(),
  paid_at: sqlTypes.timestamp.nullable(),
  payment_reference: sqlTypes.text.nullable(),
  items: sqlTypes.int,
});
type Row = z.infer<typeof Row>;

const selectSql = sql`
  select s.id, s.number, s.organisation_id, o.name as organisation_name, s.currency, s.period_start::text, s.period_end::text, s.status,
    s.gross_minor, s.commission_minor, s.management_fee_minor, s.refunds_minor, s.opex_minor, s.net_minor, s.approved_at, s.paid_at,
    s.payment_reference, (select count(*)::int from settlement_items si where si.settlement_id = s.id) as items
  from settlements s join organisations o on o.id = s.organisation_id`;

function toRow(row: Row): SettlementRow {
  return {
    id: row.id,
    number: row.number,
    organisationId: row.organisation_id,
    organisationName: row.organisation_name,
    currency: row.currency,
    month: row.period_start.slice(0, 7),
    periodStart: row.period_start,
    periodEnd: row.period_end,
    status: row.status,
    grossMinor: row.gross_minor,
    commissionMinor: row.commission_minor,
    managementFeeMinor: row.management_fee_minor,
    refundsMinor: row.refunds_minor,
    opexMinor: row.opex_minor,
    netMinor: row.net_minor,
    approvedAt: row.approved_at ? new Date(row.approved_at).toISOString() : null,
    paidAt: row.paid_at ? new Date(row.paid_at).toISOString() : null,
    paymentReference: row.payment_reference,
    items: row.items,
  };
}

/**
 * The columns a page of settlements sorts by in the query (newest month first without a sort). Money orders
 * within a currency, and as the page shows it: fees, refunds and expenses are deductions.
 */
const settlementOrder: ListOrder<
  "number" | "month" | "supplier" | "status" | "gross" | "fees" | "refunds" | "opex" | "net"
> = {
  columns: {
    number: sql`s.number`,
    month: sql`s.period_start`,
    supplier: sql`o.name`,
    status: byLabel(sql`s.status`, SETTLEMENT_STATUS_LABELS),
    gross: [sql`s.currency`, sql`s.gross_minor`],
    fees: [sql`s.currency`, sql`-(s.commission_minor + s.management_fee_minor)`],
    refunds: [sql`s.currency`, sql`-s.refunds_minor`],
    opex: [sql`s.currency`, sql`-s.opex_minor`],
    net: [sql`s.currency`, sql`s.net_minor`],
  },
  fallback: sql`s.period_start desc, o.name, s.currency`,
  tieBreaker: sql`s.id`,
};
export const SETTLEMENT_SORTABLE = sortableIds(settlementOrder);

/** A page of settlements (newest month first unless `sort` asks otherwise). */
export async function listSettlements(
  db: DbOrTx,
  { actor, filters, sort }: { actor: Actor; filters: SettlementFilters; sort?: ListSort },
) {
  const scope = scopeSql(actor);
  if (!scope) return { rows: [] as SettlementRow[], total: 0, page: 1, pages: 1 };
  const conditions = [scope];
  if (filters.month) conditions.push(sql`s.period_start = ${`${filters.month}-01`}::date`);
  if (filters.status) conditions.push(sql`s.status = ${filters.status}`);
  const where = sql.join(conditions, sql` and `);
  const offset = (filters.page - 1) * SETTLEMENTS_PAGE_SIZE;
  const [page, count] = await Promise.all([
    rowsOf(
      db,
      Row,
      sql`${selectSql} where ${where} ${orderBySql(settlementOrder, sort)} limit ${SETTLEMENTS_PAGE_SIZE} offset ${offset}`,
    ),
    rowOf(db, z.object({ total: sqlTypes.int }), sql`select count(*)::int as total from settlements s where ${where}`),
  ]);
  const total = count.total;
  return {
    rows: page.map(toRow),
    total,
    page: filters.page,
    pages: Math.max(1, Math.ceil(total / SETTLEMENTS_PAGE_SIZE)),
  };
}

export interface SettlementLine {
  entryId: string;
  kind: SettledKind;
  at: string;
  bookingId: string | null;
  reference: string | null;
  guestName: string | null;
  checkIn: string | null;
  checkOut: string | null;
  propertyTitle: string | null;
  memo: string;
  grossMinor: number;
  feeMinor: number;
  refundsMinor: number;
  opexMinor: number;
  payableMinor: number;
}

/** One settlement with its lines (per booking entry and expense); null when missing or not the viewer's. */
export async function findSettlement(db: DbOrTx, { actor, id }: { actor: Actor; id: string }) {
  const scope = scopeSql(actor);
  if (!scope || !/^[0-9a-f-]{36}$/i.test(id)) return null;
  const found = await maybeRowOf(db, Row, sql`${selectSql} where ${scope} and s.id = ${id}::uuid`);
  if (!found) return null;
  const [lines, invoice] = await Promise.all([
    rowsOf(
      db,
      z.object({
        entry_id: sqlTypes.uuid,
        kind: z.enum(SETTLED_KINDS),
        entry_at: sqlTypes.timestamp,
        booking_id: sqlTypes.uuid.nullable(),
        reference: sqlTypes.text.nullable(),
        guest_name: sqlTypes.text.nullable(),
        check_in: sqlTypes.date.nullable(),
        check_out: sqlTypes.date.nullable(),
        property_title: sqlTypes.text.nullable(),
        memo: sqlTypes.text,
        gross_minor: sqlTypes.bigint,
        commission_minor: sqlTypes.bigint,
        management_fee_minor: sqlTypes.bigint,
        refunds_minor: sqlTypes.bigint,
        opex_minor: sqlTypes.bigint,
        payable_minor: sqlTypes.bigint,
      }),
      sql`
      select si.entry_id, si.kind, si.entry_at, si.booking_id, b.reference, b.guest_name, b.check_in::text, b.check_out::text,
        p.title as property_title, e.memo, si.gross_minor, si.commission_minor, si.management_fee_minor, si.refunds_minor, si.opex_minor, si.payable_minor
      from settlement_items si
      join journal_entries e on e.id = si.entry_id
      left join bookings b on b.id = si.booking_id
      left join properties p on p.id = si.property_id
      where si.settlement_id = ${id}::uuid
      order by si.kind = 'opex', coalesce(b.check_out::timestamptz, si.entry_at), si.entry_at, si.id`,
    ),
    // At most one: invoices_one_per_settlement.
    maybeRowOf(
      db,
      z.object({ id: sqlTypes.uuid, number: sqlTypes.text, status: sqlTypes.text }),
      sql`select id, number, status from invoices where settlement_id = ${id}::uuid and kind = 'commission'`,
    ),
  ]);
  return {
    settlement: toRow(found),
    lines: lines.map((line): SettlementLine => ({
      entryId: line.entry_id,
      kind: line.kind,
      at: new Date(line.entry_at).toISOString(),
      bookingId: line.booking_id,
      reference: line.reference,
      guestName: line.guest_name,
      checkIn: line.check_in,
      checkOut: line.check_out,
      propertyTitle: line.property_title,
      memo: line.memo,
      grossMinor: line.gross_minor,
      feeMinor: line.commission_minor + line.management_fee_minor,
      refundsMinor: line.refunds_minor,
      opexMinor: line.opex_minor,
      payableMinor: line.payable_minor,
    })),
    commissionInvoice: invoice,
  };
}

export type FoundSettlement = NonNullable<Awaited<ReturnType<typeof findSettlement>>>;
