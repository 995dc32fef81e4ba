/**
 * When a unit is free: the one SQL rule that search, the product page and (later) checkout share.
 * Availability is computed from live bookings, closed days of the rate calendar (owner stays,
 * maintenance, imported channel blocks) and, for hourly units, closed hours; the database's exclusion constraints are the last word.
 * All of it is read from `unit_taken_nights`, which triggers keep equal to those rows.
 */
import { sql, type SQL } from "drizzle-orm";
import { LIVE_BOOKING_STATUSES } from "@/domains/bookings/schema";
import type { StayRequest } from "./quote";

export const LIVE_STATUSES_SQL = sql.raw(LIVE_BOOKING_STATUSES.map((status) => `'${status}'`).join(", "));

/**
 * A condition that holds when unit `u` (of property `p`, for its time zone and cleaning buffer) is free
 * for the whole stay. The query must name its units `u` and their property `p`.
 */
export function unitIsFree(stay: StayRequest): SQL {
  if (stay.mode === "hourly") {
    // Kept on the same row (unit_taken_nights): a whole day taken (a closed day, a nightly or monthly stay),
    // an hourly stay with its cleaning buffer (so the asked hours are lengthened by this property's buffer
    // too), or closed hours.
    const from = sql`((${stay.day}::date + ${stay.start}::time) at time zone p.time_zone)`;
    return sql`not exists (select 1 from unit_taken_nights t where t.unit_id = u.id and (
      t.whole_days @> ${stay.day}::date
      or t.closed_hours && tstzrange(${from}, ${from} + make_interval(hours => ${stay.hours}), '[)')
      or t.hours && tstzrange(${from}, ${from} + make_interval(hours => ${stay.hours} + p.buffer_hours), '[)')))`;
  }
  // The unit's live bookings and closed days, kept as one multirange by the database (unit_taken_nights):
  // one probe of its primary key instead of one of bookings and one of the calendar.
  return sql`not exists (select 1 from unit_taken_nights t where t.unit_id = u.id
    and t.nights && daterange(${stay.checkIn}::date, ${stay.checkOut}::date, '[)'))`;
}
