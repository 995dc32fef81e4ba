/**
 * The statement of accounts and the management view, read from the journal entries' figures per property and
 * UTC month (`entry_month_figures`, kept by the database with every entry), in the viewer's report scope (`reportScopeSql`): staff, operators and
 * accountants every property, a supplier its own, operations and special users the managed ones, an investor
 * the properties held. A subject outside the scope answers null, as a missing one.
 */
import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Actor } from "@/server/access";
import type { DbOrTx } from "@/server/db";
import { maybeRowOf, rowsOf, sqlTypes } from "@/server/db/rows";
import { organisationRollupScopeSql, reportScopeSql } from "../scope";
import { describePeriod, periodInstants, previousPeriod, type MonthPeriod } from "./period";
import { buildStatements, type CurrencyStatement, type LedgerSum } from "./statement";
import { utcDayOf } from "@/lib/dates";

type SearchParams = Record<string, string | string[] | undefined>;

/** Whose statement: every property in scope, one property, or one organisation (optionally its managed ones). */
export type StatementSubject =
  { kind: "all" } | { kind: "property"; id: string } | { kind: "organisation"; id: string; managedOnly: boolean };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** `?subject=property:<id>` or `organisation:<id>` (with `managed=1`), anything else every property in scope. */
export function subjectFrom(params: SearchParams): StatementSubject {
  const asked = first(params.subject) ?? "";
  const [kind, id] = asked.split(":");
  if (kind === "property" && id && UUID.test(id)) return { kind: "property", id };
  if (kind === "organisation" && id && UUID.test(id))
    return { kind: "organisation", id, managedOnly: first(params.managed) === "1" };
  return { kind: "all" };
}

/** The query string of a statement (for links, the CSV and the PDF). */
export function statementQuery(subject: StatementSubject, period: MonthPeriod): string {
  const params = new URLSearchParams();
  if (subject.kind !== "all") params.set("subject", `${subject.kind}:${subject.id}`);
  if (subject.kind === "organisation" && subject.managedOnly) params.set("managed", "1");
  params.set("from", period.from);
  params.set("to", period.to);
  return `?${params.toString()}`;
}

export interface Statement {
  subject: StatementSubject;
  /** What the statement is of, in words ("Studio in Bukit Bintang", "Lim Properties Sdn Bhd, managed properties"). */
  title: string;
  period: MonthPeriod;
  previous: MonthPeriod;
  periodLabel: string;
  previousLabel: string;
  currencies: CurrencyStatement[];
}

function subjectSql(subject: StatementSubject): SQL {
  switch (subject.kind) {
    case "all":
      return sql`true`;
    case "property":
      return sql`p.id = ${subject.id}::uuid`;
    case "organisation":
      return subject.managedOnly
        ? sql`p.organisation_id = ${subject.id}::uuid and p.managed`
        : sql`p.organisation_id = ${subject.id}::uuid`;
  }
}

/** The subject's name, when it is in scope; null when it is not (or does not exist). */
async function subjectTitle(db: DbOrTx, scoped: SQL, subject: StatementSubject): Promise<string | null> {
  if (subject.kind === "all") return "All properties";
  if (subject.kind === "property") {
    const row = await maybeRowOf(
      db,
      z.object({ title: sqlTypes.text }),
      sql`select p.title from properties p where (${scoped}) and p.id = ${subject.id}::uuid`,
    );
    return row?.title ?? null;
  }
  const row = await maybeRowOf(
    db,
    z.object({ name: sqlTypes.text }),
    sql`
      select o.name from organisations o
      where o.id = ${subject.id}::uuid and exists (select 1 from properties p where (${scoped}) and ${subjectSql(subject)})`,
  );
  return row ? (subject.managedOnly ? `${row.name}, managed properties` : row.name) : null;
}

/**
 * The monthly figures a statement or the management view sums, with the owner of each row: per property
 * (`entry_month_figures` joined with its property, in the report scope and for the subject), or, when the scope
 * and the subject are whole organisations or their managed properties, per organisation and managed flag
 * (`organisation_month_figures`: about 20 properties' rows in one, the same sums by construction). Columns:
 * organisation_id, month, kind, currency, category and the figures.
 */
function monthFiguresSql(actor: Actor, scoped: SQL, subject: StatementSubject): SQL {
  const rollupScope = subject.kind === "property" ? null : organisationRollupScopeSql(actor);
  if (rollupScope) {
    const forSubject =
      subject.kind === "organisation"
        ? subject.managedOnly
          ? sql`r.organisation_id = ${subject.id}::uuid and r.managed`
          : sql`r.organisation_id = ${subject.id}::uuid`
        : sql`true`;
    return sql`(select r.organisation_id, r.month, r.kind, r.currency, r.category, r.supplier_minor, r.commission_minor, r.management_fee_minor
      from organisation_month_figures r where (${rollupScope}) and ${forSubject})`;
  }
  return sql`(select p.organisation_id, m.month, m.kind, m.currency, m.category, m.supplier_minor, m.commission_minor, m.management_fee_minor
    from entry_month_figures m join properties p on p.id = m.property_id where (${scoped}) and ${subjectSql(subject)})`;
}

/**
 * The sums of the statement's journal lines per currency, entry kind, account and opex category, for the
 * period and the one before it. Exported so tests can compare it with lines they sum themselves. Read from
 * the entries' own figures (`entryFigures`: the supplier's share, the commission, the management fee, checked
 * against the lines at commit) summed per property and month by the database as entries are written
 * (`entry_month_figures`), or per organisation when the statement is of whole organisations
 * (`monthFiguresSql`), so a year of the whole marketplace is a few thousand rows, not millions of lines.
 * Statements are of whole UTC months, which is what those tables hold.
 */
export async function statementSums(
  db: DbOrTx,
  { actor, subject, period }: { actor: Actor; subject: StatementSubject; period: MonthPeriod },
) {
  const scoped = reportScopeSql(actor);
  if (!scoped) return [];
  const current = periodInstants(period);
  const before = periodInstants(previousPeriod(period));
  const day = (instant: Date) => utcDayOf(instant);
  const rows = await rowsOf(
    db,
    z.object({
      currency: sqlTypes.text,
      kind: sqlTypes.text,
      category: sqlTypes.text.nullable(),
      period: z.enum(["current", "previous"]),
      supplier_payable: sqlTypes.bigint,
      commission: sqlTypes.bigint,
      management_fee: sqlTypes.bigint,
    }),
    sql`
    select f.currency, f.kind::text as kind, nullif(f.category, '') as category,
      case when f.month >= ${day(current.start)}::date then 'current' else 'previous' end as period,
      (-sum(f.supplier_minor))::bigint as supplier_payable, (-sum(f.commission_minor))::bigint as commission,
      (-sum(f.management_fee_minor))::bigint as management_fee
    from ${monthFiguresSql(actor, scoped, subject)} f
    where f.kind in ('booking_sale', 'refund', 'opex')
      and f.month >= ${day(before.start)}::date and f.month < ${day(current.end)}::date
    group by 1, 2, 3, 4`,
  );
  const accounts = [
    ["supplier_payable", "supplier_payable"],
    ["revenue:commission", "commission"],
    ["revenue:management_fee", "management_fee"],
  ] as const;
  return rows.flatMap((row) =>
    accounts
      .filter(([, column]) => row[column] !== 0)
      .map(([account, column]): LedgerSum & { period: "current" | "previous" } => ({
        currency: row.currency,
        kind: row.kind,
        account,
        category: row.category,
        period: row.period,
        amountMinor: row[column],
      })),
  );
}

/** The statement of accounts of a subject for a period, compared with the period before; null out of scope. */
export async function statementOfAccounts(
  db: DbOrTx,
  { actor, subject, period }: { actor: Actor; subject: StatementSubject; period: MonthPeriod },
): Promise<Statement | null> {
  const scoped = reportScopeSql(actor);
  if (!scoped) return null;
  const title = await subjectTitle(db, scoped, subject);
  if (title === null) return null;
  const previous = previousPeriod(period);
  const sums = await statementSums(db, { actor, subject, period });
  return {
    subject,
    title,
    period,
    previous,
    periodLabel: describePeriod(period),
    previousLabel: describePeriod(previous),
    currencies: buildStatements(sums),
  };
}

/** What a viewer may ask a statement of: the properties in scope and their organisations. */
export async function statementChoices(db: DbOrTx, { actor }: { actor: Actor }) {
  const scoped = reportScopeSql(actor);
  if (!scoped) return { properties: [], organisations: [] };
  const [properties, organisations] = await Promise.all([
    rowsOf(
      db,
      z.object({ id: sqlTypes.uuid, title: sqlTypes.text, city: sqlTypes.text }),
      sql`select p.id, p.title, p.city from properties p where ${scoped} order by p.title, p.id limit 5000`,
    ),
    rowsOf(
      db,
      z.object({ id: sqlTypes.uuid, name: sqlTypes.text }),
      sql`
      select o.id, o.name from organisations o where exists (select 1 from properties p where (${scoped}) and p.organisation_id = o.id) order by o.name`,
    ),
  ]);
  return { properties, organisations };
}

export interface ManagementFeeRow {
  organisationId: string;
  organisationName: string;
  month: string;
  currency: string;
  feeMinor: number;
}

/**
 * Management fees earned (the `revenue:management_fee` lines, net of what refunds gave back, read from the
 * entries' monthly figures) per owner, month and currency, over a period, in the viewer's report scope.
 */
export async function managementFees(
  db: DbOrTx,
  { actor, period }: { actor: Actor; period: MonthPeriod },
): Promise<ManagementFeeRow[]> {
  const scoped = reportScopeSql(actor);
  if (!scoped) return [];
  const { start, end } = periodInstants(period);
  const rows = await rowsOf(
    db,
    z.object({
      organisation_id: sqlTypes.uuid,
      name: sqlTypes.text,
      month: sqlTypes.text,
      currency: sqlTypes.text,
      fee_minor: sqlTypes.bigint,
    }),
    sql`
    select f.organisation_id, o.name, to_char(f.month, 'YYYY-MM') as month, f.currency, sum(f.management_fee_minor)::bigint as fee_minor
    from ${monthFiguresSql(actor, scoped, { kind: "all" })} f
    join organisations o on o.id = f.organisation_id
    where f.management_fee_minor <> 0
      and f.month >= ${utcDayOf(start)}::date and f.month < ${utcDayOf(end)}::date
    group by 1, 2, 3, 4
    order by o.name, 1, 3, 4`,
  );
  return rows.map((row) => ({
    organisationId: row.organisation_id,
    organisationName: row.name,
    month: row.month,
    currency: row.currency,
    feeMinor: row.fee_minor,
  }));
}

/** The owners of managed properties in scope (those whose statements the management page lists). */
export async function managedOwners(db: DbOrTx, { actor }: { actor: Actor }) {
  const scoped = reportScopeSql(actor);
  if (!scoped) return [];
  return rowsOf(
    db,
    z.object({ id: sqlTypes.uuid, name: sqlTypes.text, properties: sqlTypes.int }),
    sql`
      select o.id, o.name, count(*)::int as properties from properties p join organisations o on o.id = p.organisation_id
      where (${scoped}) and p.managed group by o.id, o.name order by o.name`,
  );
}
