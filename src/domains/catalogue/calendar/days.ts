/**
 * Changes to the rate calendar by the day (`updateCalendarDays`): close or open days, set a price or a
 * minimum stay, clear overrides. Rows are upserted on the (unit, day) key and deleted again once they say
 * nothing the property's own settings do not, so the table stays sparse.
 */
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { Actor } from "@/server/access";
import type { DbOrTx } from "@/server/db";
import { rowsOf, sqlTypes } from "@/server/db/rows";
import { aborted, invalidArgument } from "@/server/functions";
import { LIVE_STATUSES_SQL as LIVE } from "../availability";
import { addDays, daysBetween, todayIn } from "@/lib/dates";
import { blockReason, units as unitsTable } from "../schema";
import { requireManagedProperty, type ScopedProperty } from "../scope";
import { pluralForm } from "@/lib/plural";

// The input schemas are client-safe, in ./inputs (the calendars' forms validate with them); re-exported for
// the server modules that import them from here.
export {
  calendarChange,
  isoDate,
  MAX_NOTE_LENGTH,
  MAX_PRICE_MINOR,
  MAX_RANGE_DAYS,
  MAX_UNITS,
  noteInput,
  supplierBlockReason,
  unitIdsInput,
  updateCalendarDaysInput,
  type CalendarChange,
  type UpdateCalendarDaysInput,
} from "./inputs";
import type { UpdateCalendarDaysInput } from "./inputs";

const uuidArray = (ids: readonly string[]) => sql`${sql.param(ids)}::uuid[]`;

/** The property (locked for the change) and a check that every unit is one of its own and on sale (not archived). */
export async function lockPropertyAndUnits(
  db: DbOrTx,
  actor: Actor,
  propertyId: string,
  unitIds: readonly string[],
): Promise<{ property: ScopedProperty; unitNames: Map<string, string> }> {
  const property = await requireManagedProperty(db, actor, propertyId, { forUpdate: true });
  const rows = await db
    .select({ id: unitsTable.id, name: unitsTable.name })
    .from(unitsTable)
    .where(
      and(eq(unitsTable.propertyId, property.id), inArray(unitsTable.id, [...unitIds]), isNull(unitsTable.archivedAt)),
    );
  if (rows.length !== unitIds.length) {
    throw invalidArgument("The request was not valid.", {
      issues: [{ path: "unitIds", message: "Every unit must belong to this property and be on sale (not archived)." }],
    });
  }
  return { property, unitNames: new Map(rows.map((row) => [row.id, row.name])) };
}

export function refusePastDays(property: ScopedProperty, from: string): void {
  const today = todayIn(property.timeZone);
  if (from < today) {
    throw invalidArgument("Past days cannot be changed.", {
      issues: [{ path: "from", message: `Choose days from ${today} on: earlier days are read-only.` }],
    });
  }
}

export interface BlockingBooking {
  reference: string;
  guestName: string;
  unitName: string;
  checkIn: string;
  checkOut: string;
}

/** A refusal that names the stays in the way, so the person knows which bookings to move first. */
export function bookingsInTheWay(what: string, bookings: readonly (BlockingBooking & { hours?: string })[]) {
  const named = bookings.map(
    (booking) =>
      `${booking.reference} (${booking.guestName}, ${booking.hours ?? `${booking.checkIn} to ${booking.checkOut}`})`,
  );
  return aborted(
    `${what} ${pluralForm(bookings.length, { one: "holds a live booking", other: "hold live bookings" })}: ${named.join(", ")}. Move or cancel ${pluralForm(bookings.length, { one: "it", other: "them" })} first.`,
    {
      bookings,
    },
  );
}

/** A stay in the way of a change, as `bookingsInTheWay` names it (dates as text: `::text` in the query). */
export const TakenStayRow = z.object({
  reference: sqlTypes.text,
  guest_name: sqlTypes.text,
  unit_id: sqlTypes.uuid,
  check_in: sqlTypes.date,
  check_out: sqlTypes.date,
});

// price_override_minor is a bigint, which client.ts reads as a number.
const DayRow = z.object({
  closed: sqlTypes.boolean,
  block_reason: z.enum(blockReason.enumValues).nullable(),
  price_override_minor: sqlTypes.bigint.nullable(),
  min_nights_override: sqlTypes.int.nullable(),
});
type DayRow = z.infer<typeof DayRow>;

export interface UpdateCalendarDaysResult {
  /** Days (per unit) the change applied to. */
  days: number;
}

/**
 * Applies one change to some units over some days, in the caller's transaction. Closing refuses days that
 * hold a live stay (nightly or hourly), naming the stays, and writes nothing then.
 */
export async function updateCalendarDays(
  db: DbOrTx,
  input: UpdateCalendarDaysInput,
  context: {
    actor: Actor;
    audit: (record: { entity: string; changes?: Record<string, { from: unknown; to: unknown }> }) => void;
  },
): Promise<UpdateCalendarDaysResult> {
  const { property, unitNames } = await lockPropertyAndUnits(db, context.actor, input.propertyId, input.unitIds);
  refusePastDays(property, input.from);
  const units = uuidArray(input.unitIds);
  const [from, to] = [sql`${input.from}::date`, sql`${input.to}::date`];
  const by = context.actor.kind === "user" ? context.actor.email : null;
  const change = input.change;

  if (change.kind === "close") {
    const taken = await rowsOf(
      db,
      TakenStayRow,
      sql`
      select b.reference, b.guest_name, b.unit_id, b.check_in::text as check_in, b.check_out::text as check_out
      from bookings b
      where b.unit_id = any(${units}) and b.status in (${LIVE})
        and daterange(b.check_in, b.check_out, '[)') && daterange(${from}, ${addDays(input.to, 1)}::date, '[)')
      order by b.check_in, b.starts_at nulls first
      limit 10
    `,
    );
    if (taken.length > 0) {
      throw bookingsInTheWay(
        input.from === input.to ? `${input.from}` : `${input.from} to ${input.to}`,
        taken.map((row) => ({
          reference: row.reference,
          guestName: row.guest_name,
          unitName: unitNames.get(row.unit_id) ?? "",
          checkIn: row.check_in,
          checkOut: row.check_out,
        })),
      );
    }
  }

  const before = await rowsOf(
    db,
    DayRow,
    sql`
    select closed, block_reason, price_override_minor, min_nights_override from calendar_days
    where unit_id = any(${units}) and day between ${from} and ${to}
  `,
  );
  const days = input.unitIds.length * (daysBetween(input.from, input.to) + 1);
  // A day without a row has the property's defaults; the audit shows each field's values before and after.
  const previous = (pick: (row: DayRow | null) => unknown) => {
    const values = before.map(pick);
    if (before.length < days) values.push(pick(null));
    return [...new Set(values.map((value) => JSON.stringify(value)))]
      .map((value) => JSON.parse(value) as unknown)
      .sort();
  };
  const range = {
    from: null,
    to: { from: input.from, to: input.to, units: input.unitIds.map((id) => unitNames.get(id)) },
  };

  const allDays = sql`from unnest(${units}) as u(id) cross join generate_series(${from}, ${to}, interval '1 day') as d(day)`;
  switch (change.kind) {
    case "close":
      await db.execute(sql`
        insert into calendar_days (unit_id, day, closed, block_reason, note, updated_at, updated_by)
        select u.id, d.day::date, true, ${change.reason}::block_reason, ${change.note}, now(), ${by} ${allDays}
        on conflict (unit_id, day) do update
          set closed = true, block_reason = excluded.block_reason, note = excluded.note, updated_at = now(), updated_by = excluded.updated_by
      `);
      context.audit({
        entity: `property:${property.id}`,
        changes: {
          days: range,
          closed: { from: previous((row) => row?.closed ?? false), to: true },
          blockReason: { from: previous((row) => row?.block_reason ?? null), to: change.reason },
        },
      });
      break;
    case "open":
      await db.execute(sql`
        update calendar_days set closed = false, block_reason = null, note = '', updated_at = now(), updated_by = ${by}
        where unit_id = any(${units}) and day between ${from} and ${to} and closed
      `);
      context.audit({
        entity: `property:${property.id}`,
        changes: { days: range, closed: { from: previous((row) => row?.closed ?? false), to: false } },
      });
      break;
    case "price":
    case "minStay": {
      const [column, value] =
        change.kind === "price"
          ? [sql.raw("price_override_minor"), change.amountMinor]
          : [sql.raw("min_nights_override"), change.nights];
      if (value === null) {
        await db.execute(
          sql`update calendar_days set ${column} = null, updated_at = now(), updated_by = ${by} where unit_id = any(${units}) and day between ${from} and ${to}`,
        );
      } else {
        await db.execute(sql`
          insert into calendar_days (unit_id, day, ${column}, updated_at, updated_by)
          select u.id, d.day::date, ${value}, now(), ${by} ${allDays}
          on conflict (unit_id, day) do update set ${column} = excluded.${column}, updated_at = now(), updated_by = excluded.updated_by
        `);
      }
      const field = change.kind === "price" ? "priceOverrideMinor" : "minNightsOverride";
      const read = (row: DayRow | null) =>
        change.kind === "price"
          ? row?.price_override_minor == null
            ? null
            : Number(row.price_override_minor)
          : (row?.min_nights_override ?? null);
      context.audit({
        entity: `property:${property.id}`,
        changes: { days: range, [field]: { from: previous(read), to: value } },
      });
      break;
    }
    case "clear":
      await db.execute(sql`
        update calendar_days set price_override_minor = null, min_nights_override = null, updated_at = now(), updated_by = ${by}
        where unit_id = any(${units}) and day between ${from} and ${to}
      `);
      context.audit({
        entity: `property:${property.id}`,
        changes: {
          days: range,
          priceOverrideMinor: {
            from: previous((row) => (row?.price_override_minor == null ? null : Number(row.price_override_minor))),
            to: null,
          },
          minNightsOverride: { from: previous((row) => row?.min_nights_override ?? null), to: null },
        },
      });
      break;
  }
  await pruneDefaultDays(db, input.unitIds, input.from, input.to);
  return { days };
}

/** Deletes the rows of a range that now say nothing beyond the property's settings: a missing row means exactly that. */
export async function pruneDefaultDays(
  db: DbOrTx,
  unitIds: readonly string[],
  from: string,
  to: string,
): Promise<void> {
  await db.execute(sql`
    delete from calendar_days
    where unit_id = any(${uuidArray(unitIds)}) and day between ${from}::date and ${to}::date
      and not closed and price_override_minor is null and min_nights_override is null
  `);
}
