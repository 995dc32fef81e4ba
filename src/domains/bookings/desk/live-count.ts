/**
 * The live count (`/dashboard/liveCount`, staff's Analytics): today's figures, each property on its own
 * time zone's today, in total and per country and city. Definitions, written once here:
 *
 * - in house: stays checked in now (guests: their guest counts);
 * - arrivals today: stays whose check-in day is today and that were sold (confirmed, checked in, completed,
 *   no-show): done once checked in (or already completed, e.g. a day room), expected while confirmed,
 *   no-shows apart;
 * - departures today: stays whose last day is today (check-out day; an hourly stay's own day): done once
 *   completed; expected while still checked in, together with late leavers whose day has passed;
 * - units occupied: units with a stay checked in now;
 * - units sellable: units of listed properties that can be sold tonight (not closed in the rate calendar for
 *   today, not in maintenance), and every occupied unit whatever its state;
 * - occupancy = occupied / sellable (0 when nothing is sellable).
 */
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Actor } from "@/server/access";
import type { DbOrTx } from "@/server/db";
import { rowsOf, sqlTypes } from "@/server/db/rows";
import { ARRIVED } from "../lifecycle";
import { DEPARTURE_DAY, deskScopeSql, localToday } from "./scope";

export interface LiveFigures {
  inHouseGuests: number;
  inHouseStays: number;
  arrivalsDone: number;
  arrivalsExpected: number;
  noShows: number;
  departuresDone: number;
  departuresExpected: number;
  unitsOccupied: number;
  unitsSellable: number;
  /** occupied / sellable, 0–1. */
  occupancy: number;
}

export interface LiveCity extends LiveFigures {
  city: string;
}

export interface LiveCountry extends LiveFigures {
  country: string;
  cities: LiveCity[];
}

export interface LiveCount {
  /** When the figures were read. */
  at: string;
  total: LiveFigures;
  countries: LiveCountry[];
}

type Counted = Omit<LiveFigures, "occupancy">;
const ZERO: Counted = {
  inHouseGuests: 0,
  inHouseStays: 0,
  arrivalsDone: 0,
  arrivalsExpected: 0,
  noShows: 0,
  departuresDone: 0,
  departuresExpected: 0,
  unitsOccupied: 0,
  unitsSellable: 0,
};

function add(into: Counted, from: Partial<Counted>): Counted {
  const sum = { ...into };
  for (const key of Object.keys(ZERO) as (keyof Counted)[]) sum[key] += Number(from[key] ?? 0);
  return sum;
}

const withOccupancy = (counted: Counted): LiveFigures => ({
  ...counted,
  occupancy: counted.unitsSellable > 0 ? counted.unitsOccupied / counted.unitsSellable : 0,
});

// The counts are cast to int in the queries; country is the enum cast to text.
const UnitsRow = z.object({
  country: sqlTypes.text,
  city: sqlTypes.text,
  units_occupied: sqlTypes.int,
  units_sellable: sqlTypes.int,
});

const StaysRow = z.object({
  country: sqlTypes.text,
  city: sqlTypes.text,
  inHouseGuests: sqlTypes.int,
  inHouseStays: sqlTypes.int,
  arrivalsDone: sqlTypes.int,
  arrivalsExpected: sqlTypes.int,
  noShows: sqlTypes.int,
  departuresDone: sqlTypes.int,
  departuresExpected: sqlTypes.int,
});

/** Today's figures for the properties in the actor's scope: the one function every live figure comes from. */
export async function liveCountToday(
  db: DbOrTx,
  { actor, now = new Date() }: { actor: Actor; now?: Date },
): Promise<LiveCount> {
  const today = localToday(now);
  const [units, stays] = await Promise.all([
    rowsOf(
      db,
      UnitsRow,
      sql`
      select p.country::text as country, p.city,
        count(*) filter (where occupied)::int as units_occupied,
        count(*) filter (where occupied or (p.status = 'listed' and not closed and not maintenance))::int as units_sellable
      from properties p
      join lateral (
        select u.id,
          exists (select 1 from bookings b where b.unit_id = u.id and b.status = 'checked_in') as occupied,
          exists (select 1 from calendar_days c where c.unit_id = u.id and c.day = ${today} and c.closed) as closed,
          coalesce((select us.housekeeping = 'maintenance' from unit_states us where us.unit_id = u.id), false) as maintenance
        from units u where u.property_id = p.id and u.archived_at is null
      ) u on true
      where ${deskScopeSql(actor)}
      group by p.country, p.city`,
    ),
    rowsOf(
      db,
      StaysRow,
      sql`
      select p.country::text as country, p.city,
        coalesce(sum(b.guest_count) filter (where b.status = 'checked_in'), 0)::int as "inHouseGuests",
        count(*) filter (where b.status = 'checked_in')::int as "inHouseStays",
        count(*) filter (where b.check_in = ${today} and b.status in (${sql.join(
          ARRIVED.map((status) => sql`${status}`),
          sql`, `,
        )}))::int as "arrivalsDone",
        count(*) filter (where b.check_in = ${today} and b.status = 'confirmed')::int as "arrivalsExpected",
        count(*) filter (where b.check_in = ${today} and b.status = 'no_show')::int as "noShows",
        count(*) filter (where ${DEPARTURE_DAY} = ${today} and b.status = 'completed')::int as "departuresDone",
        count(*) filter (where ${DEPARTURE_DAY} <= ${today} and b.status = 'checked_in')::int as "departuresExpected"
      from bookings b
      join properties p on p.id = b.property_id
      where ${deskScopeSql(actor)}
        and (b.status = 'checked_in' or b.check_in = ${today} or (${DEPARTURE_DAY} = ${today} and b.status = 'completed'))
      group by p.country, p.city`,
    ),
  ]);

  const cities = new Map<string, { country: string; city: string; counted: Counted }>();
  const cityOf = (country: string, city: string) => {
    const key = `${country}\u0000${city}`;
    let entry = cities.get(key);
    if (!entry) cities.set(key, (entry = { country, city, counted: { ...ZERO } }));
    return entry;
  };
  for (const row of units) {
    const entry = cityOf(row.country, row.city);
    entry.counted = add(entry.counted, { unitsOccupied: row.units_occupied, unitsSellable: row.units_sellable });
  }
  for (const row of stays) {
    const entry = cityOf(row.country, row.city);
    const { country: _country, city: _city, ...counts } = row;
    entry.counted = add(entry.counted, counts);
  }

  const countries = new Map<string, { counted: Counted; cities: LiveCity[] }>();
  let total = { ...ZERO };
  for (const entry of [...cities.values()].sort(
    (a, b) => a.country.localeCompare(b.country) || a.city.localeCompare(b.city),
  )) {
    let country = countries.get(entry.country);
    if (!country) countries.set(entry.country, (country = { counted: { ...ZERO }, cities: [] }));
    country.counted = add(country.counted, entry.counted);
    country.cities.push({ city: entry.city, ...withOccupancy(entry.counted) });
    total = add(total, entry.counted);
  }
  return {
    at: now.toISOString(),
    total: withOccupancy(total),
    countries: [...countries.entries()].map(([country, value]) => ({
      country,
      ...withOccupancy(value.counted),
      cities: value.cities,
    })),
  };
}
