/**
 * When a unit is free: the one SQL rule that search, the product page and (later) checkout share.
 * Availability is computed from live bookings, closed days of the rate calendar (owner stays,
 * maintenance, imported channel blocks) and, for hourly units, closed hours; the database's exclusion constraints are the last word.
 * All of it is read from `unit_taken_nights` (one row per unit), which triggers keep equal to those rows.
 */
import { sql, type SQL } from "drizzle-orm";
import { LIVE_BOOKING_STATUSES } from "@/domains/bookings/schema";
import type { StayRequest } from "./quote";

export const LIVE_STATUSES_SQL = sql.raw(LIVE_BOOKING_STATUSES.map((status) => `'${status}'`).join(", "));

/**
 * A condition on a row `t` of unit_taken_nights (of a unit of property `p`, for its time zone and cleaning
 * buffer): the unit is taken for some of the stay.
 */
function takenDuring(stay: StayRequest): SQL {
  if (stay.mode === "hourly") {
    // A whole day taken (a closed day, a nightly or monthly stay), an hourly stay with its cleaning buffer (so
    // the asked hours are lengthened by this property's buffer too), or closed hours.
    const from = sql`((${stay.day}::date + ${stay.start}::time) at time zone p.time_zone)`;
    return sql`(t.whole_days @> ${stay.day}::date
      or t.closed_hours && tstzrange(${from}, ${from} + make_interval(hours => ${stay.hours}), '[)')
      or t.hours && tstzrange(${from}, ${from} + make_interval(hours => ${stay.hours} + p.buffer_hours), '[)'))`;
  }
  // The unit's live bookings and closed days, kept as one multirange by the database.
  return sql`t.nights && daterange(${stay.checkIn}::date, ${stay.checkOut}::date, '[)')`;
}

/**
 * A condition that holds when unit `u` (of property `p`) is free for the whole stay. The query must name its
 * units `u` and their property `p`.
 */
export function unitIsFree(stay: StayRequest): SQL {
  return sql`not exists (select 1 from unit_taken_nights t where t.unit_id = u.id and ${takenDuring(stay)})`;
}

/**
 * A condition that holds when property `p` has a unit free for the whole stay: the same rule as `unitIsFree`
 * (every unit has a row in unit_taken_nights), asked with one probe of the rows of the property. A scalar
 * subquery, so it runs per candidate and stops at the first free unit: as an EXISTS the planner may turn it
 * into a join that reads every unit's row of the table (it did for a country search).
 */
export function propertyHasFreeUnit(stay: StayRequest): SQL {
  return sql`(select true from unit_taken_nights t where t.property_id = p.id and not ${takenDuring(stay)} limit 1) is not null`;
}
