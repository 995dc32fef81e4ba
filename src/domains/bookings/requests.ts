/**
 * Requests to book waiting for an answer, for the supplier's dashboard: the requests of the properties the
 * actor manages (`propertyScopeOf`) that they may answer (`bookingRoleOf`: a supplier answers for their
 * unmanaged properties, operations for managed ones, operators and staff for any), the soonest to expire first.
 */
import { sql, type SQL } from "drizzle-orm";
import { bookingRoleOf, propertyScopeOf, type Actor } from "@/server/access";
import { z } from "zod";
import type { DbOrTx } from "@/server/db";
import { rowsOf, sqlTypes } from "@/server/db/rows";
import { stayMode } from "./schema";

export interface BookingRequest {
  reference: string;
  propertyTitle: string;
  city: string;
  unitName: string;
  stayMode: "nightly" | "monthly" | "hourly";
  checkIn: string;
  checkOut: string;
  hours: { start: string; end: string } | null;
  guestName: string;
  guestEmail: string;
  guestCount: number;
  currency: string;
  totalMinor: number;
  /** When the request expires unanswered (ISO instant). */
  expiresAt: string | null;
  requestedAt: string;
}

/** Enough for a dashboard panel: requests expire within a day, so there are never many. */
export const BOOKING_REQUESTS_LIMIT = 50;

// total_minor is a bigint (a number, client.ts); the instants arrive as PostgreSQL's text, which Date reads.
const RequestRow = z.object({
  reference: sqlTypes.text,
  guest_user_id: sqlTypes.text.nullable(),
  organisation_id: sqlTypes.uuid,
  managed: sqlTypes.boolean,
  title: sqlTypes.text,
  city: sqlTypes.text,
  unit_name: sqlTypes.text,
  stay_mode: z.enum(stayMode.enumValues),
  check_in: sqlTypes.date,
  check_out: sqlTypes.date,
  start_time: sqlTypes.text.nullable(),
  end_time: sqlTypes.text.nullable(),
  guest_name: sqlTypes.text,
  guest_email: sqlTypes.text,
  guest_count: sqlTypes.int,
  currency: sqlTypes.text,
  total_minor: sqlTypes.bigint,
  request_expires_at: sqlTypes.timestamp.nullable(),
  status_changed_at: sqlTypes.timestamp,
});

/**
 * The requests an actor may answer, as a condition on `properties p`, or null for nobody's. The scope narrows the
 * scan; `bookingRoleOf` is the rule, and for these scopes it is exactly this condition: a supplier's managed
 * properties are run by operations, so their requests are left out here already (the limit then counts only
 * answerable ones).
 */
function answerableRequestsSql(actor: Actor): SQL | null {
  const scope = propertyScopeOf(actor);
  return scope.kind === "all"
    ? sql`true`
    : scope.kind === "managed"
      ? sql`p.managed`
      : scope.kind === "organisation"
        ? sql`p.organisation_id = ${scope.organisationId}::uuid and not p.managed`
        : null;
}

/**
 * How many requests wait for the actor's answer (the menu's count on the page that lists them), as a scalar SQL
 * expression over the same condition as `findBookingRequests`, so that the count and the list agree.
 */
export function waitingBookingRequestsSql(actor: Actor): SQL {
  const inScope = answerableRequestsSql(actor);
  if (!inScope) return sql`0`;
  return sql`(select count(*)::int from bookings b join properties p on p.id = b.property_id
    where b.status = 'requested' and ${inScope})`;
}

export async function findBookingRequests(
  db: DbOrTx,
  options: { actor: Actor; limit?: number },
): Promise<BookingRequest[]> {
  const { actor } = options;
  const inScope = answerableRequestsSql(actor);
  if (!inScope) return [];
  const rows = await rowsOf(
    db,
    RequestRow,
    sql`
    select b.reference, b.guest_user_id, p.organisation_id, p.managed, p.title, p.city, u.name as unit_name,
      b.stay_mode, b.check_in::text as check_in, b.check_out::text as check_out,
      to_char(b.starts_at at time zone p.time_zone, 'HH24:MI') as start_time,
      to_char(b.ends_at at time zone p.time_zone, 'HH24:MI') as end_time,
      b.guest_name, b.guest_email, b.guest_count, b.currency, b.total_minor, b.request_expires_at, b.status_changed_at
    from bookings b
    join properties p on p.id = b.property_id
    join units u on u.id = b.unit_id
    where b.status = 'requested' and ${inScope}
    order by b.request_expires_at asc nulls last, b.reference
    limit ${options.limit ?? BOOKING_REQUESTS_LIMIT}`,
  );
  return rows
    .filter((row) => {
      const role = bookingRoleOf(
        actor,
        { guestUserId: row.guest_user_id },
        { organisationId: row.organisation_id, managed: row.managed },
      );
      return role !== null && role !== "guest";
    })
    .map((row) => ({
      reference: row.reference,
      propertyTitle: row.title,
      city: row.city,
      unitName: row.unit_name,
      stayMode: row.stay_mode,
      checkIn: row.check_in,
      checkOut: row.check_out,
      hours: row.start_time && row.end_time ? { start: row.start_time, end: row.end_time } : null,
      guestName: row.guest_name,
      guestEmail: row.guest_email,
      guestCount: row.guest_count,
      currency: row.currency,
      totalMinor: row.total_minor,
      expiresAt: row.request_expires_at ? new Date(row.request_expires_at).toISOString() : null,
      requestedAt: new Date(row.status_changed_at).toISOString(),
    }));
}
