/**
 * Reading settlements in the viewer's money scope (`moneyScopeOf`): staff, operators and accountants see
 * all; a supplier sees its own once approved (a draft is still our working paper), and never another's.
 */
import { sql, type SQL } from "drizzle-orm";
import { moneyScopeOf, PERMISSIONS, type Actor } from "@/server/access";
import type { DbOrTx } from "@/server/db";
import type { SettledKind, SettlementFigures } from "./figures";

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

type Row = {
  id: string;
  number: string;
  organisation_id: string;
  organisation_name: string;
  currency: string;
  period_start: string;
  period_end: string;
  status: SettlementStatus;
  gross_minor: string;
  commission_minor: string;
  management_fee_minor: string;
  refunds_minor: string;
  opex_minor: string;
  net_minor: string;
  approved_at: Date | null;
  paid_at: Date | null;
  payment_reference: string | null;
  items: number;
};

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
    grossMinor: Number(row.gross_minor),
    commissionMinor: Number(row.commission_minor),
    managementFeeMinor: Number(row.management_fee_minor),
    refundsMinor: Number(row.refunds_minor),
    opexMinor: Number(row.opex_minor),
    netMinor: Number(row.net_minor),
    approvedAt: row.approved_at ? new Date(row.approved_at).toISOString() : null,
    paidAt: row.paid_at ? new Date(row.paid_at).toISOString() : null,
    paymentReference: row.payment_reference,
    items: row.items,
  };
}

/** A page of settlements, newest month first. */
export async function listSettlements(db: DbOrTx, { actor, filters }: { actor: Actor; filters: SettlementFilters }) {
  const scope = scopeSql(actor);
  if (!scope) return { rows: [] as SettlementRow[], total: 0, page: 1, pages: 1 };
  const conditions = [scope];
  if (filters.month) conditions.push(sql`s.period_start = ${`${filters.month}-01`}::date`);
  if (filters.status) conditions.push(sql`s.status = ${filters.status}`);
  const where = sql.join(conditions, sql` and `);
  const offset = (filters.page - 1) * SETTLEMENTS_PAGE_SIZE;
  const [page, count] = await Promise.all([
    db.execute<Row>(
      sql`${selectSql} where ${where} order by s.period_start desc, o.name, s.currency limit ${SETTLEMENTS_PAGE_SIZE} offset ${offset}`,
    ),
    db.execute<{ total: number }>(sql`select count(*)::int as total from settlements s where ${where}`),
  ]);
  const total = count.rows[0]?.total ?? 0;
  return {
    rows: page.rows.map(toRow),
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
  const [found] = (await db.execute<Row>(sql`${selectSql} where ${scope} and s.id = ${id}::uuid`)).rows;
  if (!found) return null;
  const [lines, invoice] = await Promise.all([
    db.execute<{
      entry_id: string;
      kind: SettlementLine["kind"];
      entry_at: Date;
      booking_id: string | null;
      reference: string | null;
      guest_name: string | null;
      check_in: string | null;
      check_out: string | null;
      property_title: string | null;
      memo: string;
      gross_minor: string;
      commission_minor: string;
      management_fee_minor: string;
      refunds_minor: string;
      opex_minor: string;
      payable_minor: string;
    }>(sql`
      select si.entry_id, si.kind, si.entry_at, si.booking_id, b.reference, b.guest_name, b.check_in::text, b.check_out::text,
        p.title as property_title, e.memo, si.gross_minor, si.commission_minor, si.management_fee_minor, si.refunds_minor, si.opex_minor, si.payable_minor
      from settlement_items si
      join journal_entries e on e.id = si.entry_id
      left join bookings b on b.id = si.booking_id
      left join properties p on p.id = si.property_id
      where si.settlement_id = ${id}::uuid
      order by si.kind = 'opex', coalesce(b.check_out::timestamptz, si.entry_at), si.entry_at, si.id`),
    db.execute<{ id: string; number: string; status: string }>(
      sql`select id, number, status from invoices where settlement_id = ${id}::uuid and kind = 'commission'`,
    ),
  ]);
  return {
    settlement: toRow(found),
    lines: lines.rows.map((line): SettlementLine => ({
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
      grossMinor: Number(line.gross_minor),
      feeMinor: Number(line.commission_minor) + Number(line.management_fee_minor),
      refundsMinor: Number(line.refunds_minor),
      opexMinor: Number(line.opex_minor),
      payableMinor: Number(line.payable_minor),
    })),
    commissionInvoice: invoice.rows[0] ?? null,
  };
}

export type FoundSettlement = NonNullable<Awaited<ReturnType<typeof findSettlement>>>;
