import { sql, type SQL } from "drizzle-orm";
import { propertyScopeOf, type Actor } from "@/server/access";

/**
 * The access module's property scope (`propertyScopeOf`) as a condition on a `properties p` row, for every
 * query of the desk pages (managed and unmanaged bookings, inventory, live count): staff and operators all,
 * operations and special users the managed properties, suppliers their organisation's. Anyone else gets
 * `false`: a desk query never forgets the scope.
 */
export function deskScopeSql(actor: Actor): SQL {
  const scope = propertyScopeOf(actor);
  switch (scope.kind) {
    case "all":
      return sql`true`;
    case "organisation":
      return sql`p.organisation_id = ${scope.organisationId}::uuid`;
    case "managed":
      return sql`p.managed`;
    case "none":
      return sql`false`;
  }
}

/** Today in a property's time zone, at the instant `now`, as SQL over `properties p`. */
export const localToday = (now: Date) => sql`(${now.toISOString()}::timestamptz at time zone p.time_zone)::date`;

/** The day a stay leaves: the check-out day, or for an hourly stay the day of its hours. */
export const DEPARTURE_DAY = sql`(case when b.stay_mode = 'hourly' then b.check_in else b.check_out end)`;
