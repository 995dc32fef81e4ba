/**
 * Insights (DOMAIN.md Insights): occupancy, ADR, RevPAR, revenue, bookings, average length of stay, lead
 * time and cancellation rate, by month, computed from bookings and the rate calendar by this one module, so
 * every page shows the same figure. Definitions:
 *
 * - available nights: each unit's nights in the month, less the nights the rate calendar closed;
 * - booked nights: nights in the month of stays that were sold (confirmed, checked in, completed, no-show);
 * - room revenue: the stay lines of those bookings (not cleaning, fees or taxes), spread evenly over their
 *   nights, in the property's currency; a month gets the share of its nights;
 * - occupancy = booked / available; ADR = room revenue / booked nights; RevPAR = room revenue / available;
 * - bookings, average length of stay, lead time (days from booking to check-in) and cancellation rate count
 *   the stays that check in in the month (cancelled ones too, for the rate).
 *
 * Hourly stays (day rooms) are not night-based: they are left out of these figures.
 */
import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Actor } from "@/server/access";
import type { DbOrTx } from "@/server/db";
import { maybeRowOf, rowOf, rowsOf, sqlTypes } from "@/server/db/rows";
import { reportScopeSql } from "./scope";

export interface MonthFigures {
  month: string;
  availableNights: number;
  bookedNights: number;
  /** booked / available, 0–1 (0 when nothing was available). */
  occupancy: number;
  roomRevenueMinor: number;
  adrMinor: number;
  revparMinor: number;
  bookings: number;
  averageStayNights: number;
  leadTimeDays: number;
  cancellationRate: number;
}

/** Which properties an insight covers: one, or all of one currency in the viewer's scope. */
export type InsightsSubject = { propertyId: string } | { currency: string };

/**
 * The SQL of the figures per property and month for the properties `p` that `where` picks, over [from, to) months, as
 * sums (so that months and properties add up exactly; `combine` turns sums into figures). The bookings' sums come from
 * `property_month_figures`, which the database keeps with every booking write (accounts/sql/property-month-figures.sql,
 * where the definitions above are written in SQL); available nights from units and the rate calendar.
 */
function figuresSql(where: SQL, from: string, to: string): SQL {
  return sql`
    with months as (
      select m::date as month, (m + interval '1 month')::date as next
      from generate_series(${from}::date, ${to}::date - interval '1 month', interval '1 month') m
    ),
    props as (select p.id from properties p where (${where}) and (p.nightly_rate_minor is not null or p.monthly_rate_minor is not null)),
    unit_counts as (select u.property_id, count(*) as units from units u join props on props.id = u.property_id group by u.property_id),
    closed as (
      select u.property_id, date_trunc('month', c.day)::date as month, count(*) as nights
      from calendar_days c join units u on u.id = c.unit_id join props on props.id = u.property_id
      where c.closed and c.day >= ${from}::date and c.day < ${to}::date
      group by u.property_id, date_trunc('month', c.day)
    )
    select uc.property_id, to_char(months.month, 'YYYY-MM') as month,
      greatest(uc.units * (months.next - months.month) - coalesce(closed.nights, 0), 0)::int as available_nights,
      coalesce(f.booked_nights, 0)::int as booked_nights, coalesce(f.room_revenue, 0)::float8 as room_revenue,
      coalesce(f.bookings, 0)::int as bookings, coalesce(f.stay_nights, 0)::int as stay_nights,
      coalesce(f.lead_days, 0)::int as lead_days, coalesce(f.cancelled, 0)::int as cancelled,
      coalesce(f.decided, 0)::int as decided
    from unit_counts uc cross join months
    left join closed on closed.property_id = uc.property_id and closed.month = months.month
    -- Joined by its key, not through props again: a CTE's row estimate is a guess, and a nested loop over
    -- props for each property and month cost a quarter of a second with 250 similar listings.
    left join property_month_figures f on f.property_id = uc.property_id and f.month = months.month
    order by months.month, uc.property_id`;
}

const SumsRow = z.object({
  property_id: sqlTypes.uuid,
  month: sqlTypes.text,
  available_nights: sqlTypes.int,
  booked_nights: sqlTypes.int,
  // float8: a JS number (pg parses it; numeric would be text).
  room_revenue: z.number(),
  bookings: sqlTypes.int,
  stay_nights: sqlTypes.int,
  lead_days: sqlTypes.int,
  cancelled: sqlTypes.int,
  decided: sqlTypes.int,
});
type SumsRow = z.infer<typeof SumsRow>;

const PropertyFacts = z.object({
  id: sqlTypes.uuid,
  title: sqlTypes.text,
  city: sqlTypes.text,
  currency: sqlTypes.text,
});

/** Figures from the sums of some (property, month) rows: the one place each definition is written. */
export function combine(label: string, rows: readonly SumsRow[]): MonthFigures {
  const sum = (key: keyof SumsRow) => rows.reduce((total, row) => total + Number(row[key]), 0);
  const available = sum("available_nights");
  const booked = sum("booked_nights");
  const revenue = Math.round(sum("room_revenue"));
  const bookings = sum("bookings");
  const decided = sum("decided");
  return {
    month: label,
    availableNights: available,
    bookedNights: booked,
    occupancy: available > 0 ? booked / available : 0,
    roomRevenueMinor: revenue,
    adrMinor: booked > 0 ? Math.round(revenue / booked) : 0,
    revparMinor: available > 0 ? Math.round(revenue / available) : 0,
    bookings,
    averageStayNights: bookings > 0 ? Math.round((sum("stay_nights") / bookings) * 10) / 10 : 0,
    leadTimeDays: bookings > 0 ? Math.round((sum("lead_days") / bookings) * 10) / 10 : 0,
    cancellationRate: decided > 0 ? sum("cancelled") / decided : 0,
  };
}

function byMonth(rows: readonly SumsRow[]): MonthFigures[] {
  const months = [...new Set(rows.map((row) => row.month))];
  return months.map((month) =>
    combine(
      month,
      rows.filter((row) => row.month === month),
    ),
  );
}

/** The months [from, to) ("YYYY-MM") of one property or one currency's portfolio in the viewer's scope. */
export async function monthlyInsights(
  db: DbOrTx,
  { actor, subject, from, to }: { actor: Actor; subject: InsightsSubject; from: string; to: string },
): Promise<{ currency: string; months: MonthFigures[]; comparison: MonthFigures[] | null } | null> {
  const scoped = reportScopeSql(actor);
  if (!scoped) return null;
  const [fromDay, toDay] = [`${from}-01`, `${to}-01`];
  if ("propertyId" in subject) {
    const property = await maybeRowOf(
      db,
      z.object({ id: sqlTypes.uuid, currency: sqlTypes.text, city: sqlTypes.text, type: sqlTypes.text }),
      sql`select p.id, p.currency, p.city, p.type from properties p where p.id = ${subject.propertyId}::uuid and ${scoped}`,
    );
    if (!property) return null;
    const months = byMonth(await rowsOf(db, SumsRow, figuresSql(sql`p.id = ${property.id}::uuid`, fromDay, toDay)));
    // Similar listings: the other listed properties of the same type in the same city (any owner), as one
    // anonymous aggregate, shown only when there are at least three so no one competitor can be read off.
    const similar = sql`p.status = 'listed' and p.city = ${property.city} and p.type = ${property.type}::property_type and p.currency = ${property.currency} and p.id <> ${property.id}::uuid`;
    const { count } = await rowOf(
      db,
      z.object({ count: sqlTypes.int }),
      sql`select count(*)::int as count from properties p where ${similar}`,
    );
    const comparison = count >= 3 ? byMonth(await rowsOf(db, SumsRow, figuresSql(similar, fromDay, toDay))) : null;
    return { currency: property.currency, months, comparison };
  }
  const months = byMonth(
    await rowsOf(db, SumsRow, figuresSql(sql`${scoped} and p.currency = ${subject.currency}`, fromDay, toDay)),
  );
  return { currency: subject.currency, months, comparison: null };
}

/** The properties and portfolio currencies the insights page offers the viewer. */
export async function insightsChoices(db: DbOrTx, { actor }: { actor: Actor }) {
  const scoped = reportScopeSql(actor);
  if (!scoped) return { properties: [], currencies: [] };
  const properties = await rowsOf(
    db,
    PropertyFacts,
    sql`select p.id, p.title, p.city, p.currency from properties p where ${scoped} and p.status in ('listed', 'unlisted') order by p.city, p.title limit 2000`,
  );
  return { properties, currencies: [...new Set(properties.map((property) => property.currency))].sort() };
}

type SearchParams = Record<string, string | string[] | undefined>;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function addMonths(month: string, count: number): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + count);
  return date.toISOString().slice(0, 7);
}

/**
 * The insights page's choice from its URL: `subject` (a property id or "currency:MYR"), `from` and `to`
 * months (both shown). Defaults: the first portfolio, the twelve months to this one. At most 36 months.
 * Answers `to` as the month after the last shown, as `monthlyInsights` takes it.
 */
export function insightsPeriodFrom(params: SearchParams, today: Date, choices: { currencies: string[] }) {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const asked = first(params.subject) ?? "";
  const subject =
    UUID.test(asked) || (asked.startsWith("currency:") && /^[A-Z]{3}$/.test(asked.slice(9)))
      ? asked
      : choices.currencies[0]
        ? `currency:${choices.currencies[0]}`
        : "";
  const thisMonth = today.toISOString().slice(0, 7);
  let to = first(params.to) ?? "";
  let from = first(params.from) ?? "";
  if (!MONTH.test(to)) to = thisMonth;
  if (!MONTH.test(from)) from = addMonths(to, -11);
  if (from > to) [from, to] = [to, from];
  if (addMonths(from, 36) <= to) from = addMonths(to, -35);
  return { subject, from, to, end: addMonths(to, 1) };
}

export interface PropertySummary extends Omit<MonthFigures, "month"> {
  propertyId: string;
  title: string;
  city: string;
  currency: string;
}

/** The portfolio table (/dashboard/insightsSummary): each property's figures over the months [from, to). */
export async function portfolioSummary(
  db: DbOrTx,
  { actor, from, to }: { actor: Actor; from: string; to: string },
): Promise<PropertySummary[]> {
  const scoped = reportScopeSql(actor);
  if (!scoped) return [];
  // Each property's months summed by the database (the figures are sums, so a property's period is the sum of
  // its months): one row per property instead of one per property and month.
  const rows = await rowsOf(
    db,
    SumsRow,
    sql`
      select m.property_id, '' as month, sum(m.available_nights)::int as available_nights,
        sum(m.booked_nights)::int as booked_nights, sum(m.room_revenue)::float8 as room_revenue,
        sum(m.bookings)::int as bookings, sum(m.stay_nights)::int as stay_nights, sum(m.lead_days)::int as lead_days,
        sum(m.cancelled)::int as cancelled, sum(m.decided)::int as decided
      from (${figuresSql(scoped, `${from}-01`, `${to}-01`)}) m
      group by m.property_id`,
  );
  const properties = await rowsOf(
    db,
    PropertyFacts,
    sql`select p.id, p.title, p.city, p.currency from properties p where ${scoped}`,
  );
  const byId = new Map(properties.map((property) => [property.id, property]));
  const grouped = new Map<string, SumsRow[]>();
  for (const row of rows) grouped.set(row.property_id, [...(grouped.get(row.property_id) ?? []), row]);
  return [...grouped.entries()].map(([propertyId, propertyRows]) => {
    const { month: _month, ...figures } = combine("", propertyRows);
    const property = byId.get(propertyId)!;
    return { propertyId, title: property.title, city: property.city, currency: property.currency, ...figures };
  });
}
