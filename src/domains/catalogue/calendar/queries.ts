/**
 * Reads of the suppliers' and operations' calendars. Every read takes the actor: one property goes through
 * `requireManagedProperty` (outside the scope it is "not found"), lists through `managedByActor`.
 */
import { and, asc, eq, isNull, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Actor } from "@/server/access";
import type { DbOrTx } from "@/server/db";
import { rowOf, rowsOf, sqlTypes } from "@/server/db/rows";
import { LIVE_STATUSES_SQL as LIVE } from "../availability";
import { addDays, todayIn } from "@/lib/dates";
import { managedByActor, requireManagedProperty, type ScopedProperty } from "../scope";
import { LIVE_BOOKING_STATUSES, stayMode } from "@/domains/bookings/schema";
import { blockReason, units as unitsTable } from "../schema";
import { containsPattern } from "@/lib/like-pattern";
import type { PricingRule } from "../pricing-rules";
import { activeRulesOfProperties } from "../pricing/rules";

export type BlockReason = (typeof blockReason.enumValues)[number];
export type LiveBookingStatus = "held" | "requested" | "confirmed" | "checked_in" | "completed";

const liveStatus = z.enum(LIVE_BOOKING_STATUSES) satisfies z.ZodType<LiveBookingStatus>;
const blockReasonOf = z.enum(blockReason.enumValues);

// price_override_minor is a bigint, which arrives as a number (client.ts); the day comes through `::text` where read.
const DayRow = z.object({
  unit_id: sqlTypes.uuid,
  closed: sqlTypes.boolean,
  block_reason: blockReasonOf.nullable(),
  note: sqlTypes.text,
  price_override_minor: sqlTypes.bigint.nullable(),
  min_nights_override: sqlTypes.int.nullable(),
});

/** A property in the calendars' picker. */
export interface CalendarPropertyOption {
  id: string;
  title: string;
  city: string;
  timeZone: string;
  /** Sold by the hour (a day room): it has the hourly view. */
  hourly: boolean;
}

/** The properties the actor may manage, by title, for the picker (`hourlyOnly` for the day-rooms page). */
export async function calendarPropertyOptions(
  db: DbOrTx,
  scope: { actor: Actor; hourlyOnly?: boolean },
): Promise<CalendarPropertyOption[]> {
  const rows = await rowsOf(
    db,
    z.object({
      id: sqlTypes.uuid,
      title: sqlTypes.text,
      city: sqlTypes.text,
      time_zone: sqlTypes.text,
      hourly: sqlTypes.boolean,
    }),
    sql`
    select p.id, p.title, p.city, p.time_zone, p.hourly_rate_minor is not null as hourly
    from properties p
    where ${managedByActor(scope.actor, "p")}${scope.hourlyOnly ? sql` and p.hourly_rate_minor is not null` : sql``}
    order by p.title, p.id
  `,
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    city: row.city,
    timeZone: row.time_zone,
    hourly: row.hourly,
  }));
}

/** What the calendars need to know of the property itself. */
export interface CalendarProperty {
  id: string;
  title: string;
  city: string;
  currency: string;
  timeZone: string;
  /** Today in the property's time zone: earlier days are read-only. */
  today: string;
  nightlyRateMinor: number | null;
  weekendRateMinor: number | null;
  minNights: number;
  hourlyRateMinor: number | null;
  openingTime: string | null;
  closingTime: string | null;
  bufferHours: number;
}

export interface CalendarUnit {
  id: string;
  name: string;
}

/** A day of a unit's rate calendar that differs from the property's settings. */
export interface CalendarDayEntry {
  unitId: string;
  day: string;
  closed: boolean;
  blockReason: BlockReason | null;
  note: string;
  priceOverrideMinor: number | null;
  minNightsOverride: number | null;
}

/** A live stay as the calendars show it; an hourly stay names its day (check-out is the next day). */
export interface CalendarBooking {
  id: string;
  unitId: string;
  reference: string;
  guestName: string;
  status: LiveBookingStatus;
  stayMode: "nightly" | "monthly" | "hourly";
  checkIn: string;
  checkOut: string;
}

export interface PropertyCalendar {
  property: CalendarProperty;
  /** The days shown, both included. */
  from: string;
  to: string;
  units: CalendarUnit[];
  days: CalendarDayEntry[];
  bookings: CalendarBooking[];
  /** The property's active pricing rules, so each day shows the price the quote charges (month-view.ts). */
  pricingRules: PricingRule[];
}

export function calendarPropertyOf(property: ScopedProperty, now = new Date()): CalendarProperty {
  return {
    id: property.id,
    title: property.title,
    city: property.city,
    currency: property.currency,
    timeZone: property.timeZone,
    today: todayIn(property.timeZone, now),
    nightlyRateMinor: property.nightlyRateMinor,
    weekendRateMinor: property.weekendRateMinor,
    minNights: property.minNights,
    hourlyRateMinor: property.hourlyRateMinor,
    openingTime: property.openingTime?.slice(0, 5) ?? null,
    closingTime: property.closingTime?.slice(0, 5) ?? null,
    bufferHours: property.bufferHours,
  };
}

/** The units a calendar offers: those on sale, archived ones left out (their past stays stay in the bookings). */
export async function unitsOf(db: DbOrTx, propertyId: string): Promise<CalendarUnit[]> {
  return db
    .select({ id: unitsTable.id, name: unitsTable.name })
    .from(unitsTable)
    .where(and(eq(unitsTable.propertyId, propertyId), isNull(unitsTable.archivedAt)))
    .orderBy(asc(unitsTable.sortOrder), asc(unitsTable.id));
}

/** One property's rate calendar and live stays over some days (at most a year, both ends included). */
export async function propertyCalendar(
  db: DbOrTx,
  input: { actor: Actor; propertyId: string; from: string; to: string },
): Promise<PropertyCalendar> {
  const property = await requireManagedProperty(db, input.actor, input.propertyId);
  const end = addDays(input.to, 1);
  const [units, days, bookings, pricingRules] = await Promise.all([
    unitsOf(db, property.id),
    rowsOf(
      db,
      DayRow.extend({ day: sqlTypes.date }),
      sql`
      select c.unit_id, c.day::text as day, c.closed, c.block_reason, c.note, c.price_override_minor, c.min_nights_override
      from calendar_days c join units u on u.id = c.unit_id
      where u.property_id = ${property.id}::uuid and c.day >= ${input.from}::date and c.day < ${end}::date
      order by c.day
    `,
    ),
    rowsOf(
      db,
      z.object({
        id: sqlTypes.uuid,
        unit_id: sqlTypes.uuid,
        reference: sqlTypes.text,
        guest_name: sqlTypes.text,
        status: liveStatus,
        stay_mode: z.enum(stayMode.enumValues),
        check_in: sqlTypes.date,
        check_out: sqlTypes.date,
      }),
      sql`
      select b.id, b.unit_id, b.reference, b.guest_name, b.status, b.stay_mode, b.check_in::text as check_in, b.check_out::text as check_out
      from bookings b
      where b.property_id = ${property.id}::uuid and b.status in (${LIVE})
        and daterange(b.check_in, b.check_out, '[)') && daterange(${input.from}::date, ${end}::date, '[)')
      order by b.check_in, b.starts_at nulls first
    `,
    ),
    activeRulesOfProperties(db, [property.id]),
  ]);
  return {
    property: calendarPropertyOf(property),
    from: input.from,
    to: input.to,
    units,
    pricingRules: pricingRules.get(property.id) ?? [],
    days: days.map((row) => ({
      unitId: row.unit_id,
      day: row.day,
      closed: row.closed,
      blockReason: row.block_reason,
      note: row.note,
      priceOverrideMinor: row.price_override_minor,
      minNightsOverride: row.min_nights_override,
    })),
    bookings: bookings.map((row) => ({
      id: row.id,
      unitId: row.unit_id,
      reference: row.reference,
      guestName: row.guest_name,
      status: row.status,
      stayMode: row.stay_mode,
      checkIn: row.check_in,
      checkOut: row.check_out,
    })),
  };
}

/** Minutes since the day's local midnight, clipped to the day (0–1440). */
export interface HourlyBooking {
  id: string;
  unitId: string;
  reference: string;
  guestName: string;
  status: LiveBookingStatus;
  start: number;
  end: number;
  /** The end of the cleaning buffer after the stay. */
  occupiedUntil: number;
}

export interface HourlyBlock {
  id: string;
  unitId: string;
  start: number;
  end: number;
  reason: BlockReason;
  note: string;
}

export interface HourlySchedule {
  property: CalendarProperty;
  day: string;
  units: CalendarUnit[];
  bookings: HourlyBooking[];
  blocks: HourlyBlock[];
  /** The day's rate calendar entries of the units (a closed day, an hourly price override). */
  days: CalendarDayEntry[];
  /** Hours starting before this minute of the day have begun and are read-only (0 for a future day, 1440 for a past one). */
  readOnlyBefore: number;
}

/** One day of an hourly property, by the hour: live hourly stays with their cleaning buffer, closed hours and the day's prices. */
export async function hourlySchedule(
  db: DbOrTx,
  input: { actor: Actor; propertyId: string; day: string; now?: Date },
): Promise<HourlySchedule> {
  const property = await requireManagedProperty(db, input.actor, input.propertyId);
  const now = input.now ?? new Date();
  // The local day as instants, and a position in it as minutes clipped to the day.
  const dayStart = sql`(${input.day}::date::timestamp at time zone ${property.timeZone})`;
  const dayEnd = sql`((${input.day}::date + 1)::timestamp at time zone ${property.timeZone})`;
  const minuteOf = (instant: SQL) =>
    sql`(extract(epoch from (least(greatest(${instant}, ${dayStart}), ${dayEnd}) - ${dayStart})) / 60)::int`;
  const [units, bookings, blocks, days, clock] = await Promise.all([
    unitsOf(db, property.id),
    rowsOf(
      db,
      z.object({
        id: sqlTypes.uuid,
        unit_id: sqlTypes.uuid,
        reference: sqlTypes.text,
        guest_name: sqlTypes.text,
        status: liveStatus,
        start: sqlTypes.int,
        end: sqlTypes.int,
        occupied_until: sqlTypes.int,
      }),
      sql`
      select b.id, b.unit_id, b.reference, b.guest_name, b.status,
        ${minuteOf(sql`b.starts_at`)} as start, ${minuteOf(sql`b.ends_at`)} as end, ${minuteOf(sql`b.occupied_until`)} as occupied_until
      from bookings b
      where b.property_id = ${property.id}::uuid and b.stay_mode = 'hourly' and b.status in (${LIVE})
        and b.starts_at < ${dayEnd} and b.occupied_until > ${dayStart}
      order by b.starts_at
    `,
    ),
    rowsOf(
      db,
      z.object({
        id: sqlTypes.uuid,
        unit_id: sqlTypes.uuid,
        start: sqlTypes.int,
        end: sqlTypes.int,
        reason: blockReasonOf,
        note: sqlTypes.text,
      }),
      sql`
      select hb.id, hb.unit_id, ${minuteOf(sql`hb.starts_at`)} as start, ${minuteOf(sql`hb.ends_at`)} as end, hb.reason, hb.note
      from hourly_blocks hb join units u on u.id = hb.unit_id
      where u.property_id = ${property.id}::uuid and hb.starts_at < ${dayEnd} and hb.ends_at > ${dayStart}
      order by hb.starts_at
    `,
    ),
    rowsOf(
      db,
      DayRow,
      sql`
      select c.unit_id, c.closed, c.block_reason, c.note, c.price_override_minor, c.min_nights_override
      from calendar_days c join units u on u.id = c.unit_id
      where u.property_id = ${property.id}::uuid and c.day = ${input.day}::date
    `,
    ),
    rowOf(
      db,
      z.object({ minute: sqlTypes.int }),
      sql`select ${minuteOf(sql`date_trunc('hour', ${now.toISOString()}::timestamptz)`)} as minute`,
    ),
  ]);
  return {
    property: calendarPropertyOf(property, now),
    day: input.day,
    units,
    bookings: bookings.map((row) => ({
      id: row.id,
      unitId: row.unit_id,
      reference: row.reference,
      guestName: row.guest_name,
      status: row.status,
      start: row.start,
      end: row.end,
      occupiedUntil: row.occupied_until,
    })),
    blocks: blocks.map((row) => ({
      id: row.id,
      unitId: row.unit_id,
      start: row.start,
      end: row.end,
      reason: row.reason,
      note: row.note,
    })),
    days: days.map((row) => ({
      unitId: row.unit_id,
      day: input.day,
      closed: row.closed,
      blockReason: row.block_reason,
      note: row.note,
      priceOverrideMinor: row.price_override_minor,
      minNightsOverride: row.min_nights_override,
    })),
    readOnlyBefore: clock.minute,
  };
}

/** A row of the Multi-Calendar: one unit of one property. */
export interface MultiCalendarRow {
  propertyId: string;
  title: string;
  city: string;
  unitId: string;
  unitName: string;
  /** How many units the property has (the unit's name is shown when it is more than one). */
  unitCount: number;
}

/** A bar of the Multi-Calendar: a nightly or monthly stay, or a day's hourly stays of a unit counted as one. */
export interface MultiCalendarBar {
  unitId: string;
  reference: string | null;
  guestName: string | null;
  status: LiveBookingStatus;
  checkIn: string;
  checkOut: string;
  /** Hourly stays of that day (the bar stands for all of them); 0 for a nightly or monthly stay. */
  hourlyCount: number;
}

export interface MultiCalendar {
  rows: MultiCalendarRow[];
  bars: MultiCalendarBar[];
  closedDays: { unitId: string; day: string }[];
  /** The cities of the actor's properties, for the filter. */
  cities: string[];
}

/**
 * Every unit of every property in the actor's scope over a window of days, for the Multi-Calendar. A fixed
 * number of queries whatever the number of properties: the rows, all bookings of the window, all closed
 * days of the window, and the cities; never one per property.
 */
export async function multiCalendar(
  db: DbOrTx,
  input: { actor: Actor; from: string; days: number; city?: string; search?: string },
): Promise<MultiCalendar> {
  const end = addDays(input.from, input.days);
  const filters: SQL[] = [managedByActor(input.actor, "p")];
  if (input.city) filters.push(sql`p.city = ${input.city}`);
  if (input.search) filters.push(sql`p.title ilike ${containsPattern(input.search)}`);
  const where = sql.join(filters, sql` and `);
  const [rows, bars, closed, cities] = await Promise.all([
    rowsOf(
      db,
      z.object({
        property_id: sqlTypes.uuid,
        title: sqlTypes.text,
        city: sqlTypes.text,
        unit_id: sqlTypes.uuid,
        unit_name: sqlTypes.text,
        unit_count: sqlTypes.int,
      }),
      sql`
      select p.id as property_id, p.title, p.city, u.id as unit_id, u.name as unit_name,
        count(*) over (partition by p.id)::int as unit_count
      from properties p join units u on u.property_id = p.id and u.archived_at is null
      where ${where}
      order by p.title, p.id, u.sort_order, u.id
    `,
    ),
    rowsOf(
      db,
      z.object({
        unit_id: sqlTypes.uuid,
        reference: sqlTypes.text.nullable(),
        guest_name: sqlTypes.text.nullable(),
        status: liveStatus,
        check_in: sqlTypes.date,
        check_out: sqlTypes.date,
        hourly_count: sqlTypes.int,
      }),
      sql`
      select b.unit_id, b.reference, b.guest_name, b.status, b.check_in::text as check_in, b.check_out::text as check_out, 0 as hourly_count
      from bookings b join properties p on p.id = b.property_id
      where ${where} and b.stay_mode <> 'hourly' and b.status in (${LIVE})
        and b.check_in < ${end}::date and b.check_out > ${input.from}::date
      union all
      -- The bar of a day's hourly stays takes the status that most needs attention among them.
      select b.unit_id, null, null,
        (array_agg(b.status order by array_position(array['requested', 'held', 'checked_in', 'confirmed', 'completed']::booking_status[], b.status)))[1],
        b.check_in::text, b.check_out::text, count(*)::int
      from bookings b join properties p on p.id = b.property_id
      where ${where} and b.stay_mode = 'hourly' and b.status in (${LIVE})
        and b.check_in < ${end}::date and b.check_out > ${input.from}::date
      group by b.unit_id, b.check_in, b.check_out
    `,
    ),
    rowsOf(
      db,
      z.object({ unit_id: sqlTypes.uuid, day: sqlTypes.date }),
      sql`
      select c.unit_id, c.day::text as day
      from calendar_days c join units u on u.id = c.unit_id join properties p on p.id = u.property_id
      where ${where} and c.closed and c.day >= ${input.from}::date and c.day < ${end}::date
    `,
    ),
    rowsOf(
      db,
      z.object({ city: sqlTypes.text }),
      sql`select distinct p.city from properties p where ${managedByActor(input.actor, "p")} order by p.city`,
    ),
  ]);
  return {
    rows: rows.map((row) => ({
      propertyId: row.property_id,
      title: row.title,
      city: row.city,
      unitId: row.unit_id,
      unitName: row.unit_name,
      unitCount: row.unit_count,
    })),
    bars: bars.map((row) => ({
      unitId: row.unit_id,
      reference: row.reference,
      guestName: row.guest_name,
      status: row.status,
      checkIn: row.check_in,
      checkOut: row.check_out,
      hourlyCount: row.hourly_count,
    })),
    closedDays: closed.map((row) => ({ unitId: row.unit_id, day: row.day })),
    cities: cities.map((row) => row.city),
  };
}
