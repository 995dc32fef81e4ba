/**
 * Reading expenses: in the viewer's money scope (staff, operators and accountants all; a supplier the
 * expenses charged to its organisation; anyone else none), filtered by property, category and months of
 * the date incurred, with totals by category per currency (voided expenses are listed but not counted).
 */
import { sql, type SQL } from "drizzle-orm";
import { moneyScopeOf, type Actor } from "@/server/access";
import type { DbOrTx } from "@/server/db";
import { periodInstants, type MonthPeriod } from "../statements/period";
import { OPEX_CATEGORIES, type OpexCategory, type ReceiptType } from "./rules";

export const OPEX_PAGE_SIZE = 50;

export interface OpexFilters extends MonthPeriod {
  propertyId?: string;
  category?: OpexCategory;
  page: number;
}

export interface OpexRevision {
  action: "recorded" | "edited" | "voided";
  at: string;
  by: string;
  changes: Record<string, { from: unknown; to: unknown }>;
}

export interface OpexRow {
  id: string;
  property: { id: string; title: string };
  organisationName: string;
  category: OpexCategory;
  incurredOn: string;
  currency: string;
  amountMinor: number;
  note: string;
  receipt: { name: string; type: ReceiptType } | null;
  voidedAt: string | null;
  createdAt: string;
  history: OpexRevision[];
}

export interface OpexCategoryTotal {
  currency: string;
  category: OpexCategory;
  count: number;
  amountMinor: number;
}

/** The expenses' condition for a viewer (on `x`, the expense, and `p`, its property); null when none. */
function scopeSql(actor: Actor): SQL | null {
  const scope = moneyScopeOf(actor);
  if (scope.kind === "none") return null;
  return scope.kind === "organisation" ? sql`x.organisation_id = ${scope.organisationId}::uuid` : sql`true`;
}

function filterSql(actor: Actor, filters: Omit<OpexFilters, "page">): SQL | null {
  const scoped = scopeSql(actor);
  if (!scoped) return null;
  const conditions: SQL[] = [scoped];
  // The months of the date incurred (a calendar date, so no time zone is involved).
  const { start, end } = periodInstants(filters);
  conditions.push(
    sql`x.incurred_on >= ${start.toISOString().slice(0, 10)}::date and x.incurred_on < ${end.toISOString().slice(0, 10)}::date`,
  );
  if (filters.propertyId) conditions.push(sql`x.property_id = ${filters.propertyId}::uuid`);
  if (filters.category) conditions.push(sql`x.category = ${filters.category}`);
  return sql.join(conditions, sql` and `);
}

type Row = {
  id: string;
  property_id: string;
  property_title: string;
  organisation_name: string;
  category: OpexCategory;
  incurred_on: string;
  currency: string;
  amount_minor: string;
  note: string;
  receipt_name: string | null;
  receipt_type: ReceiptType | null;
  voided_at: Date | null;
  created_at: Date;
  history: { action: OpexRevision["action"]; at: string; by: string; changes: OpexRevision["changes"] }[] | null;
};

const selectRows = (where: SQL) => sql`
  select x.id, x.property_id, p.title as property_title, o.name as organisation_name, x.category, x.incurred_on::text,
    x.currency, x.amount_minor, x.note, x.receipt_name, x.receipt_type, x.voided_at, x.created_at,
    (select json_agg(json_build_object('action', r.action, 'at', r.at, 'by', r.by_name, 'changes', r.changes) order by r.at, r.id)
      from opex_revisions r where r.expense_id = x.id) as history
  from opex_expenses x
  join properties p on p.id = x.property_id
  join organisations o on o.id = x.organisation_id
  where ${where}`;

function toRow(row: Row): OpexRow {
  return {
    id: row.id,
    property: { id: row.property_id, title: row.property_title },
    organisationName: row.organisation_name,
    category: row.category,
    incurredOn: row.incurred_on,
    currency: row.currency,
    amountMinor: Number(row.amount_minor),
    note: row.note,
    receipt: row.receipt_name && row.receipt_type ? { name: row.receipt_name, type: row.receipt_type } : null,
    voidedAt: row.voided_at ? new Date(row.voided_at).toISOString() : null,
    createdAt: new Date(row.created_at).toISOString(),
    history: (row.history ?? []).map((revision) => ({ ...revision, at: new Date(revision.at).toISOString() })),
  };
}

/** A page of expenses (newest date first) and the totals by category per currency of all that match. */
export async function listOpex(db: DbOrTx, { actor, filters }: { actor: Actor; filters: OpexFilters }) {
  const where = filterSql(actor, filters);
  const empty = { rows: [] as OpexRow[], total: 0, page: 1, pages: 1, totals: [] as OpexCategoryTotal[] };
  if (!where) return empty;
  const offset = (filters.page - 1) * OPEX_PAGE_SIZE;
  const [page, totals, count] = await Promise.all([
    db.execute<Row>(
      sql`${selectRows(where)} order by x.incurred_on desc, x.created_at desc, x.id limit ${OPEX_PAGE_SIZE} offset ${offset}`,
    ),
    db.execute<{ currency: string; category: OpexCategory; count: number; amount_minor: string }>(sql`
      select x.currency, x.category, count(*)::int as count, sum(x.amount_minor)::bigint as amount_minor
      from opex_expenses x where ${where} and x.voided_at is null
      group by x.currency, x.category`),
    db.execute<{ count: number }>(sql`select count(*)::int as count from opex_expenses x where ${where}`),
  ]);
  const total = count.rows[0]?.count ?? 0;
  const order = (category: OpexCategory) => OPEX_CATEGORIES.indexOf(category);
  return {
    rows: page.rows.map(toRow),
    total,
    page: filters.page,
    pages: Math.max(1, Math.ceil(total / OPEX_PAGE_SIZE)),
    totals: totals.rows
      .map((row) => ({
        currency: row.currency,
        category: row.category,
        count: row.count,
        amountMinor: Number(row.amount_minor),
      }))
      .sort((a, b) => a.currency.localeCompare(b.currency) || order(a.category) - order(b.category)),
  };
}

/** One expense in the viewer's scope (for its receipt and its edit form), or null as if it did not exist. */
export async function findOpex(
  db: DbOrTx,
  { actor, id }: { actor: Actor; id: string },
): Promise<(OpexRow & { receiptKey: string | null }) | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const scoped = scopeSql(actor);
  if (!scoped) return null;
  const [row] = (
    await db.execute<Row & { receipt_key: string | null }>(sql`
    select y.*, (select receipt_key from opex_expenses where id = y.id) as receipt_key
    from (${selectRows(sql`${scoped} and x.id = ${id}::uuid`)}) y`)
  ).rows;
  return row ? { ...toRow(row), receiptKey: row.receipt_key } : null;
}

/** The properties an expense may be recorded for or filtered by: those in the viewer's money scope. */
export async function opexPropertyChoices(
  db: DbOrTx,
  { actor }: { actor: Actor },
): Promise<{ id: string; title: string; currency: string }[]> {
  const scope = moneyScopeOf(actor);
  if (scope.kind === "none") return [];
  const owned = scope.kind === "organisation" ? sql`p.organisation_id = ${scope.organisationId}::uuid` : sql`true`;
  return (
    await db.execute<{ id: string; title: string; currency: string }>(
      sql`select p.id, p.title, p.currency from properties p where ${owned} order by p.title, p.id limit 5000`,
    )
  ).rows;
}
