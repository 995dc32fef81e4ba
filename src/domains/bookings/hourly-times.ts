import { sql } from "drizzle-orm";
import { z } from "zod";
import type { StayRequest } from "@/domains/catalogue";
import type { DbOrTx } from "@/server/db";
import { rowOf, sqlTypes } from "@/server/db/rows";

/**
 * An hourly stay's instants in the property's time zone, and when the unit is free again after its cleaning
 * buffer (docs/STAY-MODES.md): what the checkout and the front desk store for an hourly stay.
 */
export async function hourlyTimesOf(tx: DbOrTx, propertyId: string, stay: Extract<StayRequest, { mode: "hourly" }>) {
  // The instants arrive as PostgreSQL's text (sqlTypes), which Date reads.
  const row = await rowOf(
    tx,
    z.object({ starts_at: sqlTypes.timestamp, ends_at: sqlTypes.timestamp, occupied_until: sqlTypes.timestamp }),
    sql`
    select s.starts_at, s.starts_at + make_interval(hours => ${stay.hours}) as ends_at,
      s.starts_at + make_interval(hours => ${stay.hours} + p.buffer_hours) as occupied_until
    from properties p, lateral (select ((${stay.day}::date + ${stay.start}::time) at time zone p.time_zone) as starts_at) s
    where p.id = ${propertyId}::uuid`,
  );
  return {
    startsAt: new Date(row.starts_at),
    endsAt: new Date(row.ends_at),
    occupiedUntil: new Date(row.occupied_until),
  };
}
