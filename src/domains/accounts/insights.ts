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
import { propertyScopeOf, type Actor } from "@/server/access";
import type { DbOrTx } from "@/server/db";

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

function scopeCondition(actor: Actor): SQL | null {
  const scope = propertyScopeOf(actor);
  switch (scope.kind) {
    case "all":
      return sql`true`;
    case "organisation":
      return sql`p.organisation_id = ${scope.organisationId}::uuid`;
    case "managed":
      return sql`p.managed`;
    case "none":
      return null;
  }
}

const SOLD = sql.raw(`'confirmed', 'checked_in', 'completed', 'no_show'`);

/** The SQL of the monthly figures for the properties `p` that `where` picks, over [from, to) months. */
function monthlySql(where: SQL, from: string, to: string): SQL {
  return sql`
    with months as (
      select m::date as month, (m + interval '1 month')::date as next
      from generate_series(${from}::date, ${to}::date - interval '1 month', interval '1 month') m
    ),
    props as (select p.id from properties p where (${where}) and (p.nightly_rate_minor is not null or p.monthly_rate_minor is not null)),
    unit_list as (select u.id, u.property_id from units u join props on props.id = u.property_id),
    available as (
      select months.month,
        (select count(*) from unit_list) * (months.next - months.month)
        - (select count(*) from calendar_days c join unit_list on unit_list.id = c.unit_id
           where c.closed and c.day >= months.month and c.day < months.next) as nights
      from months
    ),
    stays as (
      select b.id, b.check_in, b.check_out, b.status, b.created_at,
        (b.check_out - b.check_in) as nights,
        (select coalesce(sum((x->>'amountMinor')::bigint), 0) from jsonb_array_elements(b.price_lines) x where x->>'kind' = 'stay') as stay_minor
      from bookings b join props on props.id = b.property_id
      where b.stay_mode <> 'hourly' and b.check_in < ${to}::date and b.check_out > ${from}::date
    ),
    sold as (
      select months.month,
        sum(greatest(0, least(s.check_out, months.next) - greatest(s.check_in, months.month)))::bigint as booked,
        sum(s.stay_minor::numeric * greatest(0, least(s.check_out, months.next) - greatest(s.check_in, months.month)) / s.nights) as revenue
      from months join stays s on s.check_in < months.next and s.check_out > months.month and s.status in (${SOLD})
      group by months.month
    ),
    arrivals as (
      select months.month,
        count(*) filter (where s.status in (${SOLD})) as bookings,
        avg(s.nights) filter (where s.status in (${SOLD})) as average_stay,
        avg(s.check_in - (s.created_at at time zone 'UTC')::date) filter (where s.status in (${SOLD})) as lead_time,
        count(*) filter (where s.status = 'cancelled') as cancelled,
        count(*) filter (where s.status in (${SOLD}, 'cancelled')) as decided
      from months join stays s on s.check_in >= months.month and s.check_in < months.next
      group by months.month
    )
    select to_char(months.month, 'YYYY-MM') as month, greatest(available.nights, 0)::int as available_nights,
      coalesce(sold.booked, 0)::int as booked_nights, round(coalesce(sold.revenue, 0))::bigint as room_revenue_minor,
      coalesce(arrivals.bookings, 0)::int as bookings, coalesce(arrivals.average_stay, 0)::float8 as average_stay,
      coalesce(arrivals.lead_time, 0)::float8 as lead_time, coalesce(arrivals.cancelled, 0)::int as cancelled,
      coalesce(arrivals.decided, 0)::int as decided
    from months
    join available on available.month = months.month
    left join sold on sold.month = months.month
    left join arrivals on arrivals.month = months.month
    order by months.month`;
}

type MonthRow = {
  month: string;
  available_nights: number;
  booked_nights: number;
  room_revenue_minor: string;
  bookings: number;
  average_stay: number;
  lead_time: number;
  cancelled: number;
  decided: number;
};

export function figuresOf(row: MonthRow): MonthFigures {
  const revenue = Number(row.room_revenue_minor);
  return {
    month: row.month,
    availableNights: row.available_nights,
    bookedNights: row.booked_nights,
    occupancy: row.available_nights > 0 ? row.booked_nights / row.available_nights : 0,
    roomRevenueMinor: revenue,
    adrMinor: row.booked_nights > 0 ? Math.round(revenue / row.booked_nights) : 0,
    revparMinor: row.available_nights > 0 ? Math.round(revenue / row.available_nights) : 0,
    bookings: row.bookings,
    averageStayNights: Math.round(row.average_stay * 10) / 10,
    leadTimeDays: Math.round(row.lead_time * 10) / 10,
    cancellationRate: row.decided > 0 ? row.cancelled / row.decided : 0,
  };
}

/** The months [from, to) ("YYYY-MM") of one property or one currency's portfolio in the viewer's scope. */
export async function monthlyInsights(
  db: DbOrTx,
  { actor, subject, from, to }: { actor: Actor; subject: InsightsSubject; from: string; to: string },
): Promise<{ currency: string; months: MonthFigures[]; comparison: MonthFigures[] | null } | null> {
  const scoped = scopeCondition(actor);
  if (!scoped) return null;
  const [fromDay, toDay] = [`${from}-01`, `${to}-01`];
  if ("propertyId" in subject) {
    const [property] = (
      await db.execute<{ id: string; currency: string; city: string; type: string }>(
        sql`select p.id, p.currency, p.city, p.type from properties p where p.id = ${subject.propertyId}::uuid and ${scoped}`,
      )
    ).rows;
    if (!property) return null;
    const months = (await db.execute<MonthRow>(monthlySql(sql`p.id = ${property.id}::uuid`, fromDay, toDay))).rows.map(figuresOf);
    // Similar listings: the other listed properties of the same type in the same city (any owner), as one
    // anonymous aggregate, shown only when there are at least three so no one competitor can be read off.
    const similar = sql`p.status = 'listed' and p.city = ${property.city} and p.type = ${property.type}::property_type and p.currency = ${property.currency} and p.id <> ${property.id}::uuid`;
    const [{ count } = { count: 0 }] = (await db.execute<{ count: number }>(sql`select count(*)::int as count from properties p where ${similar}`)).rows;
    const comparison = count >= 3 ? (await db.execute<MonthRow>(monthlySql(similar, fromDay, toDay))).rows.map(figuresOf) : null;
    return { currency: property.currency, months, comparison };
  }
  const months = (await db.execute<MonthRow>(monthlySql(sql`${scoped} and p.currency = ${subject.currency}`, fromDay, toDay))).rows.map(figuresOf);
  return { currency: subject.currency, months, comparison: null };
}

/** The properties and portfolio currencies the insights page offers the viewer. */
export async function insightsChoices(db: DbOrTx, { actor }: { actor: Actor }) {
  const scoped = scopeCondition(actor);
  if (!scoped) return { properties: [], currencies: [] };
  const properties = (
    await db.execute<{ id: string; title: string; city: string; currency: string }>(
      sql`select p.id, p.title, p.city, p.currency from properties p where ${scoped} and p.status in ('listed', 'unlisted') order by p.city, p.title limit 2000`,
    )
  ).rows;
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
  const subject = UUID.test(asked) || (asked.startsWith("currency:") && /^[A-Z]{3}$/.test(asked.slice(9))) ? asked : choices.currencies[0] ? `currency:${choices.currencies[0]}` : "";
  const thisMonth = today.toISOString().slice(0, 7);
  let to = first(params.to) ?? "";
  let from = first(params.from) ?? "";
  if (!MONTH.test(to)) to = thisMonth;
  if (!MONTH.test(from)) from = addMonths(to, -11);
  if (from > to) [from, to] = [to, from];
  if (addMonths(from, 36) <= to) from = addMonths(to, -35);
  return { subject, from, to, end: addMonths(to, 1) };
}
