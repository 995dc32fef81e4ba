/**
 * A unit's iCal export: a secret URL other booking sites read to learn which nights are taken here. The URL
 * is the credential (as every booking site's calendar export is), so the token is long and random, and a
 * supplier can revoke it (the old URL answers 404) or make a new one.
 */
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { LIVE_BOOKING_STATUSES } from "@/domains/bookings/schema";
import { addDays, todayIn } from "@/lib/dates";
import type { DbOrTx } from "@/server/db";
import { maybeRowOf, rowsOf, sqlTypes } from "@/server/db/rows";
import { demoFeedEvents } from "./demo-feed";
import { writeICalendar, type ExportEvent } from "./ical";
import { allowPrivateFeeds } from "./private-feeds";

/** 32 random bytes in base64url: 43 characters nobody guesses. */
export function newExportToken(): string {
  return randomBytes(32).toString("base64url");
}

export const EXPORT_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function exportPath(token: string): string {
  return `/api/ical/${token}.ics`;
}

/** How far back the export reaches: sites only need what is current, and a short past covers late sync. */
const EXPORT_PAST_DAYS = 30;

const LIVE = sql.raw(LIVE_BOOKING_STATUSES.map((status) => `'${status}'`).join(", "));

const ExportUnitRow = z.object({
  unit_id: sqlTypes.uuid,
  unit_name: sqlTypes.text,
  title: sqlTypes.text,
  time_zone: sqlTypes.text,
});
// Dates cast to text in the queries.
const ExportStayRow = z.object({
  id: sqlTypes.uuid,
  check_in: sqlTypes.date,
  check_out: sqlTypes.date,
  stay_mode: sqlTypes.text,
});
const ClosedDayRow = z.object({ day: sqlTypes.date });
const TimeZoneRow = z.object({ time_zone: sqlTypes.text });
const DemoStayRow = z.object({ check_in: sqlTypes.date, check_out: sqlTypes.date });

/**
 * The export calendar of the unit a token opens, or null for an unknown (or revoked) token. Stays by the
 * night or month are all-day events from check-in to check-out (DTEND is the check-out day, exclusive), a
 * day room's hourly stays close their day; closed calendar days (owner stays, maintenance, imported blocks)
 * are grouped into runs of consecutive nights. The dates are the property's own: all-day values carry no
 * zone, so every site reads them as the same nights whatever its own clock.
 */
export async function exportCalendar(
  db: DbOrTx,
  token: string,
  now: Date = new Date(),
): Promise<{ text: string; unitName: string } | null> {
  if (!EXPORT_TOKEN.test(token)) return null;
  const unit = await maybeRowOf(
    db,
    ExportUnitRow,
    sql`
    select u.id as unit_id, u.name as unit_name, p.title, p.time_zone
    from channel_exports x join units u on u.id = x.unit_id join properties p on p.id = u.property_id
    where x.token = ${token}`,
  );
  if (!unit) return null;
  const today = todayIn(unit.time_zone, now);
  const from = addDays(today, -EXPORT_PAST_DAYS);
  const [stays, closed] = await Promise.all([
    rowsOf(
      db,
      ExportStayRow,
      sql`
      select id, check_in::text, check_out::text, stay_mode from bookings
      where unit_id = ${unit.unit_id} and status in (${LIVE}) and check_out > ${from}::date
      order by check_in, id`,
    ),
    rowsOf(
      db,
      ClosedDayRow,
      sql`
      select day::text from calendar_days where unit_id = ${unit.unit_id} and closed and day >= ${from}::date order by day`,
    ),
  ]);
  const events: ExportEvent[] = stays.map((stay) => ({
    uid: `booking-${stay.id}@staysia`,
    summary: "Booked",
    from: stay.check_in,
    // An hourly stay's check-out is its own day: the event still closes that one date.
    to: stay.check_out > stay.check_in ? stay.check_out : addDays(stay.check_in, 1),
  }));
  let run: { from: string; to: string } | null = null;
  const runs: { from: string; to: string }[] = [];
  for (const { day } of closed) {
    if (run && run.to === day) run.to = addDays(day, 1);
    else {
      run = { from: day, to: addDays(day, 1) };
      runs.push(run);
    }
  }
  for (const block of runs)
    events.push({ uid: `block-${unit.unit_id}-${block.from}@staysia`, summary: "Not available", ...block });
  events.sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  return {
    text: writeICalendar({ name: `${unit.title} – ${unit.unit_name}`, timeZone: unit.time_zone, events, now }),
    unitName: unit.unit_name,
  };
}

/** The demo site's calendar of a unit (a local app only: null elsewhere, and for an unknown unit). */
export async function demoCalendar(db: DbOrTx, unitId: string, now: Date = new Date()): Promise<string | null> {
  if (!allowPrivateFeeds() || !/^[0-9a-f-]{36}$/i.test(unitId)) return null;
  const unit = await maybeRowOf(
    db,
    TimeZoneRow,
    sql`select p.time_zone from units u join properties p on p.id = u.property_id where u.id = ${unitId}`,
  );
  if (!unit) return null;
  const today = todayIn(unit.time_zone, now);
  const stays = await rowsOf(
    db,
    DemoStayRow,
    sql`
    select check_in::text, check_out::text from bookings
    where unit_id = ${unitId} and status in (${LIVE}) and stay_mode <> 'hourly' and check_out > ${today}::date order by check_in limit 200`,
  );
  const events = demoFeedEvents(
    today,
    stays.map((row) => ({ checkIn: row.check_in, checkOut: row.check_out })),
  );
  return writeICalendar({ name: "Other booking site (demo)", timeZone: unit.time_zone, events, now });
}
