/**
 * Reading expenses: in the viewer's money scope (staff, operators and accountants all; a supplier the
 * expenses charged to its organisation; anyone else none), filtered by property, category and months of
 * the date incurred, with totals by category per currency (voided expenses are listed but not counted).
 */
import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { moneyScopeOf, type Actor } from "@/server/access";
import type { DbOrTx } from "@/server/db";
import { byLabel, orderBySql, sortableIds, type ListOrder, type ListSort } from "@/server/db/list-order";
import { maybeRowOf, rowOf, rowsOf, sqlTypes } from "@/server/db/rows";
import { periodInstants, type MonthPeriod } from "../statements/period";
import { OPEX_CATEGORIES, OPEX_CATEGORY_LABELS, RECEIPT_TYPES, type OpexCategory, type ReceiptType } from "./rules";
import { utcDayOf } from "@/lib/dates";

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

/** The expenses' condition for a viewer (on `x`, the expense or its month's totals); null when none. */
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
  conditions.push(sql`x.incurred_on >= ${utcDayOf(start)}::date and x.incurred_on < ${utcDayOf(end)}::date`);
  if (filters.propertyId) conditions.push(sql`x.property_id = ${filters.propertyId}::uuid`);
  if (filters.category) conditions.push(sql`x.category = ${filters.category}`);
  return sql.join(conditions, sql` and `);
}

const Row = z.object({
  id: sqlTypes.uuid,
  property_id: sqlTypes.uuid,
  property_title: sqlTypes.text,
  organisation_name: sqlTypes.text,
  category: z.enum(OPEX_CATEGORIES),
  incurred_on: sqlTypes.date,
  currency: sqlTypes.text,
  amount_minor: sqlTypes.bigint,
  note: sqlTypes.text,
  receipt_name: sqlTypes.text.nullable(),
  receipt_type: z.enum(RECEIPT_TYPES).nullable(),
  voided_at: sqlTypes.timestamp.nullable(),
  created_at: sqlTypes.timestamp,
  // json_agg: a timestamp inside JSON is its ISO text.
  history: z
    .array(
      z.object({
        action: z.enum(["recorded", "edited", "voided"]),
        at: z.string(),
        by: z.string(),
        changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
      }),
    )
    .nullable(),
});
type Row = z.infer<typeof Row>;

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
    amountMinor: row.amount_minor,
    note: row.note,
    receipt: row.receipt_name && row.receipt_type ? { name: row.receipt_name, type: row.receipt_type } : null,
    voidedAt: row.voided_at ? new Date(row.voided_at).toISOString() : null,
    createdAt: new Date(row.created_at).toISOString(),
    history: (row.history ?? []).map((revision) => ({ ...revision, at: new Date(revision.at).toISOString() })),
  };
}

/** The columns a page of expenses sorts by in the query (newest date first without a sort); amounts within a currency. */
const opexOrder: ListOrder<"incurredOn" | "property" | "category" | "amount"> = {
  columns: {
    incurredOn: sql`x.incurred_on`,
    property: sql`p.title`,
    category: byLabel(sql`x.category`, OPEX_CATEGORY_LABELS),
    amount: [sql`x.currency`, sql`x.amount_minor`],
  },
  fallback: sql`x.incurred_on desc, x.created_at desc, x.id`,
  tieBreaker: sql`x.id`,
};
export const OPEX_SORTABLE = sortableIds(opexOrder);

const TotalRow = z.object({
  currency: sqlTypes.text,
  category: z.enum(OPEX_CATEGORIES),
  count: sqlTypes.int,
  amount_minor: sqlTypes.bigint,
});

/** The totals by category per currency and the count of the expenses matching `where`, read from the expenses. */
async function totalsOfExpenses(db: DbOrTx, where: SQL) {
  const [totals, count] = await Promise.all([
    rowsOf(
      db,
      TotalRow,
      sql`
      select x.currency, x.category, count(*)::int as count, sum(x.amount_minor)::bigint as amount_minor
      from opex_expenses x where ${where} and x.voided_at is null
      group by x.currency, x.category`,
    ),
    rowOf(
      db,
      z.object({ count: sqlTypes.int }),
      sql`select count(*)::int as count from opex_expenses x where ${where}`,
    ),
  ]);
  return { totals, count: count.count };
}

/**
 * The same from the month totals the database keeps (accounts/sql/opex-month-totals.sql), for a filter without a
 * property: whole months of one organisation or of all, and a category. A year of every organisation is 16,500
 * rows in the bench's 10,000-property set, where its expenses are 330,000 (docs/PERFORMANCE.md, Accounts and
 * statements). The viewer's scope is `scopeSql`'s, on the organisation charged.
 */
async function totalsOfMonths(db: DbOrTx, actor: Actor, filters: Omit<OpexFilters, "page">) {
  const scoped = scopeSql(actor);
  if (!scoped) return { totals: [], count: 0 };
  const { start, end } = periodInstants(filters);
  const conditions: SQL[] = [scoped, sql`x.month >= ${utcDayOf(start)}::date and x.month < ${utcDayOf(end)}::date`];
  if (filters.category) conditions.push(sql`x.category = ${filters.category}`);
  const rows = await rowsOf(
    db,
    TotalRow.extend({ expenses: sqlTypes.int }),
    sql`
    select x.currency, x.category, sum(x.live_expenses)::int as count, sum(x.live_amount_minor)::bigint as amount_minor,
      sum(x.expenses)::int as expenses
    from opex_month_totals x where ${sql.join(conditions, sql` and `)}
    group by x.currency, x.category`,
  );
  return {
    totals: rows.filter((row) => row.count > 0),
    count: rows.reduce((sum, row) => sum + row.expenses, 0),
  };
}

/** A page of expenses (newest date first unless `sort` asks otherwise) and the totals by category per currency of all that match. */
export async function listOpex(
  db: DbOrTx,
  { actor, filters, sort }: { actor: Actor; filters: OpexFilters; sort?: ListSort },
) {
  const where = filterSql(actor, filters);
  const empty = { rows: [] as OpexRow[], total: 0, page: 1, pages: 1, totals: [] as OpexCategoryTotal[] };
  if (!where) return empty;
  const offset = (filters.page - 1) * OPEX_PAGE_SIZE;
  const [page, { totals, count: total }] = await Promise.all([
    rowsOf(db, Row, sql`${selectRows(where)} ${orderBySql(opexOrder, sort)} limit ${OPEX_PAGE_SIZE} offset ${offset}`),
    filters.propertyId ? totalsOfExpenses(db, where) : totalsOfMonths(db, actor, filters),
  ]);
  const order = (category: OpexCategory) => OPEX_CATEGORIES.indexOf(category);
  return {
    rows: page.map(toRow),
    total,
    page: filters.page,
    pages: Math.max(1, Math.ceil(total / OPEX_PAGE_SIZE)),
    totals: totals
      .map((row) => ({
        currency: row.currency,
        category: row.category,
        count: row.count,
        amountMinor: row.amount_minor,
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
  const row = await maybeRowOf(
    db,
    Row.extend({ receipt_key: sqlTypes.text.nullable() }),
    sql`
    select y.*, (select receipt_key from opex_expenses where id = y.id) as receipt_key
    from (${selectRows(sql`${scoped} and x.id = ${id}::uuid`)}) y`,
  );
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
  return rowsOf(
    db,
    z.object({ id: sqlTypes.uuid, title: sqlTypes.text, currency: sqlTypes.text }),
    sql`select p.id, p.title, p.currency from properties p where ${owned} order by p.title, p.id limit 5000`,
  );
}
