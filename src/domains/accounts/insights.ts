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
 *
 * As of a day (`asOf`, the insights page's today): nights from that day on have not happened, so they are not
 * occupancy. The running month counts its nights to date (available and booked); nights booked from today on
 * are the forward bookings ("on the books"), shown apart by month. The running month's bookings, stay length,
 * lead time and cancellations are of its arrivals, those still to come included.
 *
 * Similar listings: the other listed properties in the same country and currency, in the closest of three
 * circles that holds at least three of them (`SIMILAR_BASES`): the same type in the same city or as many
 * bedrooms; else the same type or one bedroom more or less; else every listing in the country. Their figures
 * are shown as the median of the listings (each listing's period figures), never one listing's, and only when
 * there are at least three, so no competitor can be read off.
 */
import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Actor } from "@/server/access";
import type { DbOrTx } from "@/server/db";
import { addMonthsToMonth, todayIn } from "@/lib/dates";
import { maybeRowOf, rowsOf, sqlTypes } from "@/server/db/rows";
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

/**
 * Which properties an insight covers: one, or all of one currency in the viewer's scope, optionally one
 * organisation's (its managed ones only, with `managedOnly`), as the statement of accounts can be.
 */
export type InsightsSubject =
  { propertyId: string } | { currency: string; organisationId?: string; managedOnly?: boolean };

/**
 * `asOf`'s month (its first day) and, for that month's row `n` of `property_month_nights` (running sums through each
 * night), the nights before `asOf` (`past`: occupancy) and from it on (`ahead`: on the books), with their room revenue:
 * the sums through the night before it, and the month's total less those. The months before `asOf`'s are wholly past
 * and those after it wholly ahead, whole in `property_month_figures`; so the insights as of a day read the kept sums
 * (accounts/sql/property-month-figures.sql), never the bookings themselves.
 */
function splitAtSql(asOf: string) {
  const day = Number(asOf.slice(8, 10));
  // The first night has nothing before it (element 0 is null).
  const before = (column: SQL) => sql`coalesce(${column}[${day - 1}::int], 0)`;
  const booked = sql`n.booked_through_night`;
  const revenue = sql`n.room_revenue_through_night`;
  return {
    month: sql`${`${asOf.slice(0, 7)}-01`}::date`,
    pastNights: before(booked),
    pastRevenue: before(revenue),
    aheadNights: sql`${booked}[31] - ${before(booked)}`,
    aheadRevenue: sql`${revenue}[31] - ${before(revenue)}`,
  };
}

/** The properties `p` that `where` picks and that have figures (nightly or monthly, not hourly only). */
const propsSql = (where: SQL) =>
  sql`select p.id, p.time_zone from properties p where (${where}) and (p.nightly_rate_minor is not null or p.monthly_rate_minor is not null)`;

const monthsSql = (from: string, to: string) => sql`
  select m::date as month, (m + interval '1 month')::date as next
  from generate_series(${from}::date, ${to}::date - interval '1 month', interval '1 month') m`;

/** How `figuresSql` groups its sums: per month (one property, or a portfolio's), or per property over the period. */
type FiguresBy = "month" | "property";

/**
 * The SQL of the figures of the properties `p` that `where` picks, over [from, to) months, as sums (so that months and
 * properties add up exactly; `combine` turns sums into figures), grouped `by` month (`month`) or by property over the
 * whole period (`property_id`). The bookings' sums come from
 * `property_month_figures`, which the database keeps with every booking write (accounts/sql/property-month-figures.sql,
 * where the definitions above are written in SQL); available nights from units and the rate calendar. With `asOf`,
 * only the nights before that day count (`splitAtSql`) and the days ahead are not available.
 */
function figuresSql(where: SQL, from: string, to: string, asOf: string | undefined, by: FiguresBy): SQL {
  // Without a day, every night of [from, to) has happened.
  const cutoff = asOf ?? to;
  const split = asOf ? splitAtSql(asOf) : null;
  // Each source adds its part to a row, summed at the end: one pass over each, read by month (or by property for a
  // few), with no join whose size the planner must guess. (Joining the kept sums to a grid of units and months, it
  // guessed a few hundred rows for 12,000 and read every month of each property for each month.) Room revenue is
  // summed as float8, the type the figures are returned in (numeric addition is the slower, for nothing shown).
  // Available nights: each unit is available from the month's start to the cutoff, and only until the day it was
  // archived (on the property's calendar): a unit taken off sale has no nights to sell, so it must not lower the
  // occupancy. Over a whole period that is the days from its start to the first of those ends, one row per unit. A
  // closed day is one of those days (it counts only before the same ends), so it never takes a month below zero.
  const unitNights =
    by === "property"
      ? sql`select us.property_id, null::date as month, 1 as units,
          greatest(least(${to}::date, ${cutoff}::date, us.archived_day) - ${from}::date, 0) as unit_nights`
      : sql`select us.property_id, months.month, 1 as units,
          greatest(least(months.next, greatest(months.month, ${cutoff}::date), us.archived_day) - months.month, 0) as unit_nights`;
  const key = by === "month" ? sql`month` : sql`property_id`;
  return sql`
    with months as (${monthsSql(from, to)}),
    props as (${propsSql(where)}),
    units_on_sale as (
      select u.id, u.property_id, coalesce((u.archived_at at time zone props.time_zone)::date, 'infinity'::date) as archived_day
      from units u join props on props.id = u.property_id
    ),
    parts as (
      ${unitNights}, 0 as closed_nights, 0 as booked_nights, 0::float8 as room_revenue,
        0 as bookings, 0 as stay_nights, 0 as lead_days, 0 as cancelled, 0 as decided
      from units_on_sale us ${by === "property" ? sql`` : sql`cross join months`}
      union all
      select us.property_id, date_trunc('month', c.day)::date, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0
      from calendar_days c join units_on_sale us on us.id = c.unit_id
      where c.closed and c.day >= ${from}::date and c.day < least(${to}::date, ${cutoff}::date, us.archived_day)
      union all
      select f.property_id, f.month, 0, 0, 0,
        ${split ? sql`case when f.month < ${split.month} then f.booked_nights else 0 end` : sql`f.booked_nights`},
        ${split ? sql`case when f.month < ${split.month} then f.room_revenue::float8 else 0 end` : sql`f.room_revenue::float8`},
        f.bookings, f.stay_nights, f.lead_days, f.cancelled, f.decided
      from property_month_figures f join props on props.id = f.property_id
      where f.month >= ${from}::date and f.month < ${to}::date
      ${
        split
          ? sql`union all
      select n.property_id, n.month, 0, 0, 0, ${split.pastNights}, ${split.pastRevenue}::float8, 0, 0, 0, 0, 0
      from property_month_nights n join props on props.id = n.property_id
      where n.month = ${split.month} and n.month >= ${from}::date and n.month < ${to}::date`
          : sql``
      }
    )
    select ${by === "month" ? sql`to_char(month, 'YYYY-MM') as month` : sql`property_id`},
      (sum(unit_nights) - sum(closed_nights))::int as available_nights,
      sum(booked_nights)::int as booked_nights, sum(room_revenue)::float8 as room_revenue,
      sum(bookings)::int as bookings, sum(stay_nights)::int as stay_nights, sum(lead_days)::int as lead_days,
      sum(cancelled)::int as cancelled, sum(decided)::int as decided
    from parts
    group by ${key}
    -- A property's figures are those of its units' months: a property with no unit has none.
    having sum(units) > 0
    order by ${key}`;
}

/** Nights and room revenue already booked for one month from the day on: forward bookings. */
export interface ForwardMonth {
  month: string;
  bookedNights: number;
  roomRevenueMinor: number;
}

/** How many months of forward bookings the insights show, the running month first. */
export const FORWARD_MONTHS = 12;

async function forwardBookings(db: DbOrTx, where: SQL, asOf: string): Promise<ForwardMonth[]> {
  const from = `${asOf.slice(0, 7)}-01`;
  const to = `${addMonthsToMonth(asOf.slice(0, 7), FORWARD_MONTHS)}-01`;
  const split = splitAtSql(asOf);
  const rows = await rowsOf(
    db,
    z.object({ month: sqlTypes.text, nights: sqlTypes.int, revenue: z.number() }),
    sql`
      with months as (${monthsSql(from, to)}), props as (${propsSql(where)}),
      ahead as (
        select f.month, f.booked_nights as nights, f.room_revenue as revenue
        from property_month_figures f join props on props.id = f.property_id
        where f.month > ${split.month} and f.month < ${to}::date
        union all
        select n.month, ${split.aheadNights}, ${split.aheadRevenue}
        from property_month_nights n join props on props.id = n.property_id
        where n.month = ${split.month}
      )
      select to_char(months.month, 'YYYY-MM') as month, coalesce(sum(ahead.nights), 0)::int as nights,
        coalesce(sum(ahead.revenue), 0)::float8 as revenue
      from months left join ahead on ahead.month = months.month
      group by months.month order by months.month`,
  );
  return rows.map((row) => ({ month: row.month, bookedNights: row.nights, roomRevenueMinor: Math.round(row.revenue) }));
}

/** The sums `figuresSql` gives per row: what `combine` turns into figures. */
const Sums = z.object({
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
type Sums = z.infer<typeof Sums>;
const MonthSums = Sums.extend({ month: sqlTypes.text });
const PropertySums = Sums.extend({ property_id: sqlTypes.uuid });

const PropertyFacts = z.object({
  id: sqlTypes.uuid,
  title: sqlTypes.text,
  city: sqlTypes.text,
  currency: sqlTypes.text,
});

/** Figures from the sums of some rows (properties, months): the one place each definition is written. */
export function combine(label: string, rows: readonly Sums[]): MonthFigures {
  const sum = (key: keyof Sums) => rows.reduce((total, row) => total + Number(row[key]), 0);
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

function byMonth(rows: readonly z.infer<typeof MonthSums>[]): MonthFigures[] {
  const months = [...new Set(rows.map((row) => row.month))];
  return months.map((month) =>
    combine(
      month,
      rows.filter((row) => row.month === month),
    ),
  );
}

/** Occupancy, ADR and RevPAR over a period: what a listing is compared on. */
export interface PeriodRates {
  occupancy: number;
  adrMinor: number;
  revparMinor: number;
}

/**
 * The circles of similar listings, closest first (within the property's country and currency): the first
 * with at least `MIN_SIMILAR` listings is the set. A rare place (a six-bedroom co-living house) is still
 * compared, with a wider circle, and the page says which.
 */
export const SIMILAR_BASES = ["cityTypeOrBedrooms", "typeOrNearBedrooms", "country"] as const;
export type SimilarBasis = (typeof SIMILAR_BASES)[number];

/** A property against the median of its similar listings over the same months (the definitions above). */
export interface SimilarListings {
  /** Which circle the set is (the widest when none holds `MIN_SIMILAR`). */
  basis: SimilarBasis;
  /** How many similar listings there are. */
  count: number;
  property: PeriodRates;
  /** The similar listings' medians, or null when fewer than `MIN_SIMILAR` (no comparison is shown). */
  median: PeriodRates | null;
}

/** Fewer similar listings than this and the median would all but name a competitor. */
export const MIN_SIMILAR = 3;

/** The median of some numbers (the mean of the middle two for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * The median listing of a set of listings' period figures. ADR is a price per booked night, so a listing with no
 * booked night has none and is left out of the ADR median (it is in occupancy's and RevPAR's, at zero).
 */
export function medianRates(listings: readonly MonthFigures[]): PeriodRates | null {
  if (listings.length === 0) return null;
  return {
    occupancy: median(listings.map((listing) => listing.occupancy))!,
    adrMinor: Math.round(
      median(listings.filter((listing) => listing.bookedNights > 0).map((listing) => listing.adrMinor)) ?? 0,
    ),
    revparMinor: Math.round(median(listings.map((listing) => listing.revparMinor))!),
  };
}

/**
 * The similar set from the candidates, each with the closest circle it is in (1-based index of
 * `SIMILAR_BASES`): the closest circle holding at least `MIN_SIMILAR`, with every candidate inside it; the
 * widest when none does.
 */
export function pickSimilar(candidates: readonly { id: string; circle: number }[]): {
  basis: SimilarBasis;
  ids: string[];
} {
  for (const [index, basis] of SIMILAR_BASES.entries()) {
    const ids = candidates.filter((candidate) => candidate.circle <= index + 1).map((candidate) => candidate.id);
    if (ids.length >= MIN_SIMILAR || index === SIMILAR_BASES.length - 1) return { basis, ids };
  }
  throw new Error("unreachable: SIMILAR_BASES is not empty");
}

/**
 * A property's similar listings (the definitions above): any owner's listed places with figures (units and a
 * nightly or monthly rate) in its country and currency, each in its closest circle, picked by `pickSimilar`.
 */
export async function similarListings(
  db: DbOrTx,
  property: { id: string; currency: string; city: string; type: string; country: string; bedrooms: number },
) {
  const candidates = await rowsOf(
    db,
    z.object({ id: sqlTypes.uuid, circle: sqlTypes.int }),
    sql`
      select p.id, case
          when (p.city = ${property.city} and p.type = ${property.type}::property_type) or p.bedrooms = ${property.bedrooms} then 1
          when p.type = ${property.type}::property_type or abs(p.bedrooms - ${property.bedrooms}) <= 1 then 2
          else 3
        end as circle
      from properties p
      where p.status = 'listed' and p.country = ${property.country}::country and p.currency = ${property.currency}
        and p.id <> ${property.id}::uuid
        and (p.nightly_rate_minor is not null or p.monthly_rate_minor is not null)
        and exists (select 1 from units u where u.property_id = p.id)`,
  );
  return pickSimilar(candidates);
}

const rates = ({ occupancy, adrMinor, revparMinor }: MonthFigures): PeriodRates => ({
  occupancy,
  adrMinor,
  revparMinor,
});

export interface Insights {
  currency: string;
  /** The months asked for, with only the nights before `asOf` counted. */
  months: MonthFigures[];
  /** The forward bookings from `asOf` on, by month (empty without `asOf`). */
  forward: ForwardMonth[];
  /** For one property: its similar listings' median (null for a portfolio). */
  similar: SimilarListings | null;
}

/**
 * The months [from, to) ("YYYY-MM") of one property or one currency's portfolio in the viewer's scope. With
 * `asOf` (a day, `YYYY-MM-DD`), nights from that day on are forward bookings, not occupancy.
 */
export async function monthlyInsights(
  db: DbOrTx,
  {
    actor,
    subject,
    from,
    to,
    asOf,
  }: { actor: Actor; subject: InsightsSubject; from: string; to: string; asOf?: string },
): Promise<Insights | null> {
  const scoped = reportScopeSql(actor);
  if (!scoped) return null;
  const [fromDay, toDay] = [`${from}-01`, `${to}-01`];
  if ("propertyId" in subject) {
    const property = await maybeRowOf(
      db,
      z.object({
        id: sqlTypes.uuid,
        currency: sqlTypes.text,
        city: sqlTypes.text,
        type: sqlTypes.text,
        country: sqlTypes.text,
        bedrooms: sqlTypes.int,
      }),
      sql`select p.id, p.currency, p.city, p.type::text as type, p.country::text as country, p.bedrooms
        from properties p where p.id = ${subject.propertyId}::uuid and ${scoped}`,
    );
    if (!property) return null;
    const own = sql`p.id = ${property.id}::uuid`;
    const sums = await rowsOf(db, MonthSums, figuresSql(own, fromDay, toDay, asOf, "month"));
    const similar = await similarListings(db, property);
    // Each similar listing's figures over the whole period (the database sums its months: one row per listing); the
    // median is of listings, so none weighs more. The ids go as one array parameter, however many listings there are.
    const listings =
      similar.ids.length > 0
        ? (
            await rowsOf(
              db,
              PropertySums,
              figuresSql(sql`p.id = any(${`{${similar.ids.join(",")}}`}::uuid[])`, fromDay, toDay, asOf, "property"),
            )
          ).map((row) => combine("", [row]))
        : [];
    return {
      currency: property.currency,
      months: byMonth(sums),
      forward: asOf ? await forwardBookings(db, own, asOf) : [],
      similar: {
        basis: similar.basis,
        count: listings.length,
        property: rates(combine("", sums)),
        median: listings.length >= MIN_SIMILAR ? medianRates(listings) : null,
      },
    };
  }
  const portfolio = sql`${scoped} and p.currency = ${subject.currency}
    and ${subject.organisationId ? sql`p.organisation_id = ${subject.organisationId}::uuid` : sql`true`}
    and ${subject.managedOnly ? sql`p.managed` : sql`true`}`;
  return {
    currency: subject.currency,
    months: byMonth(await rowsOf(db, MonthSums, figuresSql(portfolio, fromDay, toDay, asOf, "month"))),
    forward: asOf ? await forwardBookings(db, portfolio, asOf) : [],
    similar: null,
  };
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

/** The months the insights pages show by default: the last twelve complete months and the month to date. */
export const DEFAULT_COMPLETE_MONTHS = 12;

/**
 * The insights page's choice from its URL: `subject` (a property id or "currency:MYR"), `from` and `to`
 * months (both shown). Defaults: the first portfolio; the last twelve complete months and this month to date.
 * At most 36 months. Answers `to` as the month after the last shown (`end`), as `monthlyInsights` takes it;
 * `currentMonth`, the month still running; and `asOf`, today (UTC), from which nights are forward bookings.
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
  const asOf = todayIn("UTC", today);
  const thisMonth = asOf.slice(0, 7);
  let to = first(params.to) ?? "";
  let from = first(params.from) ?? "";
  if (!MONTH.test(to)) to = thisMonth;
  if (!MONTH.test(from)) from = addMonthsToMonth(to, -DEFAULT_COMPLETE_MONTHS);
  if (from > to) [from, to] = [to, from];
  if (addMonthsToMonth(from, 36) <= to) from = addMonthsToMonth(to, -35);
  return {
    subject,
    from,
    to,
    end: addMonthsToMonth(to, 1),
    currentMonth: thisMonth,
    asOf,
  };
}

export interface PropertySummary extends Omit<MonthFigures, "month"> {
  propertyId: string;
  title: string;
  city: string;
  currency: string;
}

/**
 * The portfolio table (/dashboard/insightsSummary): each property's figures over the months [from, to), with
 * `asOf` the nights before that day only.
 */
export async function portfolioSummary(
  db: DbOrTx,
  { actor, from, to, asOf }: { actor: Actor; from: string; to: string; asOf?: string },
): Promise<PropertySummary[]> {
  const scoped = reportScopeSql(actor);
  if (!scoped) return [];
  // Each property's whole period summed by the database: one row per property.
  const rows = await rowsOf(db, PropertySums, figuresSql(scoped, `${from}-01`, `${to}-01`, asOf, "property"));
  const properties = await rowsOf(
    db,
    PropertyFacts,
    sql`select p.id, p.title, p.city, p.currency from properties p where ${scoped}`,
  );
  const byId = new Map(properties.map((property) => [property.id, property]));
  return rows.map(({ property_id: propertyId, ...sums }) => {
    const { month: _month, ...figures } = combine("", [sums]);
    const property = byId.get(propertyId)!;
    return { propertyId, title: property.title, city: property.city, currency: property.currency, ...figures };
  });
}
