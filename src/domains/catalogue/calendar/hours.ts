/**
 * Changes by the hour for hourly units (day rooms): close hours (`hourly_blocks`), reopen them (delete or
 * trim blocks) and set a day's hourly price (the day's `calendar_days.price_override_minor`, which the
 * quote's hourly line charges for a place sold only by the hour).
 */
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Actor } from "@/server/access";
import type { DbOrTx } from "@/server/db";
import { rowOf, rowsOf, sqlTypes } from "@/server/db/rows";
import { invalidArgument } from "@/server/functions";
import { LIVE_STATUSES_SQL as LIVE } from "../availability";
import { blockReason } from "../schema";
import type { ScopedProperty } from "../scope";
import { uncoveredParts, withoutPart, type Interval } from "./grid";
import { bookingsInTheWay, lockPropertyAndUnits, pruneDefaultDays, refusePastDays, TakenStayRow } from "./days";
import type { blockHoursInput, reopenHoursInput, setHourlyPriceInput } from "./inputs";
export { blockHoursInput, reopenHoursInput, setHourlyPriceInput } from "./inputs";

type AuditSink = (record: { entity: string; changes?: Record<string, { from: unknown; to: unknown }> }) => void;

function requireHourly(property: ScopedProperty): void {
  if (property.hourlyRateMinor === null) throw invalidArgument("This place is not sold by the hour.");
}

/** The instants of a local day's start and end times, and whether the start is in an hour that has begun. */
async function instantsOf(db: DbOrTx, property: ScopedProperty, input: { day: string; start: string; end: string }) {
  // timestamptz arrives as PostgreSQL's text (rows.ts), which Date reads.
  const row = await rowOf(
    db,
    z.object({ starts_at: sqlTypes.timestamp, ends_at: sqlTypes.timestamp, begun: sqlTypes.boolean }),
    sql`
    select s.starts_at, e.ends_at, s.starts_at < date_trunc('hour', now()) as begun
    from (select ((${input.day}::date + ${input.start}::time) at time zone ${property.timeZone}) as starts_at) s,
         (select ((${input.day}::date + ${input.end}::time) at time zone ${property.timeZone}) as ends_at) e
  `,
  );
  if (row.begun)
    throw invalidArgument("Past hours cannot be changed.", {
      issues: [{ path: "start", message: "Choose hours that have not begun." }],
    });
  return { startsAt: new Date(row.starts_at), endsAt: new Date(row.ends_at) };
}

// The block's times arrive as text (rows.ts); blocksOverlapping reads them into Dates.
const BlockSqlRow = z.object({
  id: sqlTypes.uuid,
  unit_id: sqlTypes.uuid,
  starts_at: sqlTypes.timestamp,
  ends_at: sqlTypes.timestamp,
  reason: z.enum(blockReason.enumValues),
  note: sqlTypes.text,
  created_by: sqlTypes.text.nullable(),
});
type BlockRow = Omit<z.infer<typeof BlockSqlRow>, "starts_at" | "ends_at"> & { starts_at: Date; ends_at: Date };

async function blocksOverlapping(
  db: DbOrTx,
  unitIds: readonly string[],
  startsAt: Date,
  endsAt: Date,
): Promise<BlockRow[]> {
  const rows = await rowsOf(
    db,
    BlockSqlRow,
    sql`
    select id, unit_id, starts_at, ends_at, reason, note, created_by from hourly_blocks
    where unit_id = any(${sql.param(unitIds)}::uuid[]) and starts_at < ${endsAt.toISOString()}::timestamptz and ends_at > ${startsAt.toISOString()}::timestamptz
    for update
  `,
  );
  return rows.map((row) => ({ ...row, starts_at: new Date(row.starts_at), ends_at: new Date(row.ends_at) }));
}

const span = (startsAt: Date, endsAt: Date): Interval => [startsAt.getTime(), endsAt.getTime()];

async function insertBlocks(
  db: DbOrTx,
  rows: { unitId: string; part: Interval; reason: string; note: string; createdBy: string | null }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`
    insert into hourly_blocks (unit_id, starts_at, ends_at, reason, note, created_by)
    values ${sql.join(
      rows.map(
        (row) =>
          sql`(${row.unitId}::uuid, ${new Date(row.part[0]).toISOString()}::timestamptz, ${new Date(row.part[1]).toISOString()}::timestamptz, ${row.reason}::block_reason, ${row.note}, ${row.createdBy})`,
      ),
      sql`, `,
    )}
  `);
}

/**
 * Closes hours of some hourly units. Hours that overlap a live stay (its cleaning buffer included) are
 * refused, naming the stays; hours already closed stay as they are and only the rest is added.
 */
export async function blockHours(
  db: DbOrTx,
  input: z.output<typeof blockHoursInput>,
  context: { actor: Actor; audit: AuditSink },
): Promise<{ blocked: number }> {
  const { property, unitNames } = await lockPropertyAndUnits(db, context.actor, input.propertyId, input.unitIds);
  requireHourly(property);
  const { startsAt, endsAt } = await instantsOf(db, property, input);
  const taken = await rowsOf(
    db,
    // Hours of an hourly stay only; null for a stay by the night.
    TakenStayRow.extend({ hours: sqlTypes.text.nullable() }),
    sql`
    select b.reference, b.guest_name, b.unit_id, b.check_in::text as check_in, b.check_out::text as check_out,
      case when b.stay_mode = 'hourly'
        then to_char(b.starts_at at time zone ${property.timeZone}, 'YYYY-MM-DD HH24:MI') || '–' || to_char(b.occupied_until at time zone ${property.timeZone}, 'HH24:MI')
      end as hours
    from bookings b
    where b.unit_id = any(${sql.param(input.unitIds)}::uuid[]) and b.status in (${LIVE})
      and case when b.stay_mode = 'hourly'
        then tstzrange(b.starts_at, b.occupied_until, '[)') && tstzrange(${startsAt.toISOString()}::timestamptz, ${endsAt.toISOString()}::timestamptz, '[)')
        else daterange(b.check_in, b.check_out, '[)') @> ${input.day}::date end
    order by b.check_in, b.starts_at
    limit 10
  `,
  );
  if (taken.length > 0) {
    throw bookingsInTheWay(
      `${input.day} ${input.start}–${input.end}`,
      taken.map((row) => ({
        reference: row.reference,
        guestName: row.guest_name,
        unitName: unitNames.get(row.unit_id) ?? "",
        checkIn: row.check_in,
        checkOut: row.check_out,
        hours: row.hours ?? undefined,
      })),
    );
  }
  const existing = await blocksOverlapping(db, input.unitIds, startsAt, endsAt);
  const createdBy = context.actor.kind === "user" ? context.actor.email : null;
  const parts = input.unitIds.flatMap((unitId) =>
    uncoveredParts(
      span(startsAt, endsAt),
      existing.filter((block) => block.unit_id === unitId).map((block) => span(block.starts_at, block.ends_at)),
    ).map((part) => ({ unitId, part, reason: input.reason, note: input.note, createdBy })),
  );
  await insertBlocks(db, parts);
  context.audit({
    entity: `property:${property.id}`,
    changes: {
      closedHours: {
        from: null,
        to: {
          day: input.day,
          start: input.start,
          end: input.end,
          reason: input.reason,
          units: input.unitIds.map((id) => unitNames.get(id)),
        },
      },
    },
  });
  return { blocked: parts.length };
}

/** Reopens hours: blocks inside them go, blocks across their edges are trimmed (or split in two). */
export async function reopenHours(
  db: DbOrTx,
  input: z.output<typeof reopenHoursInput>,
  context: { actor: Actor; audit: AuditSink },
): Promise<{ reopened: number }> {
  const { property, unitNames } = await lockPropertyAndUnits(db, context.actor, input.propertyId, input.unitIds);
  requireHourly(property);
  const { startsAt, endsAt } = await instantsOf(db, property, input);
  const existing = await blocksOverlapping(db, input.unitIds, startsAt, endsAt);
  if (existing.length > 0) {
    await db.execute(
      sql`delete from hourly_blocks where id = any(${sql.param(existing.map((block) => block.id))}::uuid[])`,
    );
    await insertBlocks(
      db,
      existing.flatMap((block) =>
        withoutPart(span(block.starts_at, block.ends_at), span(startsAt, endsAt)).map((part) => ({
          unitId: block.unit_id,
          part,
          reason: block.reason,
          note: block.note,
          createdBy: block.created_by,
        })),
      ),
    );
  }
  context.audit({
    entity: `property:${property.id}`,
    changes: {
      closedHours: {
        from: existing.map((block) => ({
          unit: unitNames.get(block.unit_id),
          startsAt: block.starts_at.toISOString(),
          endsAt: block.ends_at.toISOString(),
          reason: block.reason,
        })),
        to: { reopened: { day: input.day, start: input.start, end: input.end } },
      },
    },
  });
  return { reopened: existing.length };
}

/** Sets (or removes) the hourly price of some units for one day. */
export async function setHourlyPrice(
  db: DbOrTx,
  input: z.output<typeof setHourlyPriceInput>,
  context: { actor: Actor; audit: AuditSink },
): Promise<{ amountMinor: number | null }> {
  const { property } = await lockPropertyAndUnits(db, context.actor, input.propertyId, input.unitIds);
  requireHourly(property);
  if (property.nightlyRateMinor !== null) {
    // One price per day: for a place also sold by the night, the day's override is the nightly price.
    throw invalidArgument(
      "This place is also sold by the night, so a day's price is its nightly price: set it on the nightly calendar.",
    );
  }
  refusePastDays(property, input.day);
  const units = sql`${sql.param(input.unitIds)}::uuid[]`;
  // price_override_minor is a bigint, which client.ts reads as a number.
  const before = await rowsOf(
    db,
    z.object({ price_override_minor: sqlTypes.bigint.nullable() }),
    sql`select price_override_minor from calendar_days where unit_id = any(${units}) and day = ${input.day}::date`,
  );
  const by = context.actor.kind === "user" ? context.actor.email : null;
  if (input.amountMinor === null) {
    await db.execute(
      sql`update calendar_days set price_override_minor = null, updated_at = now(), updated_by = ${by} where unit_id = any(${units}) and day = ${input.day}::date`,
    );
  } else {
    await db.execute(sql`
      insert into calendar_days (unit_id, day, price_override_minor, updated_at, updated_by)
      select u.id, ${input.day}::date, ${input.amountMinor}, now(), ${by} from unnest(${units}) as u(id)
      on conflict (unit_id, day) do update set price_override_minor = excluded.price_override_minor, updated_at = now(), updated_by = excluded.updated_by
    `);
  }
  await pruneDefaultDays(db, input.unitIds, input.day, input.day);
  context.audit({
    entity: `property:${property.id}`,
    changes: {
      hourlyPrice: {
        from: before.map((row) => row.price_override_minor),
        to: { day: input.day, amountMinor: input.amountMinor },
      },
    },
  });
  return { amountMinor: input.amountMinor };
}
