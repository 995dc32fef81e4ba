/**
 * Calendar days as ISO strings ("2026-12-24"), and the wall clock of a time zone: the one module for both, on
 * date-fns and @date-fns/tz (ARCHITECTURE.md, "Dependencies"). Stays, rent periods and calendar feeds count days
 * as plain calendar dates, never as instants; a property's "today", its check-in time and a hold's expiry are
 * read on the property's own clock (SPEC.md: times are the property's local time), through `todayIn`,
 * `localDateTimeIn` and `instantOf`.
 *
 * The one reader of dates taken from a URL (docs/SECURITY.md, "Impossible dates"). `Date.parse` accepts
 * 2026-02-31 (as 3 March) while PostgreSQL refuses it, so a date that only looks right used to reach the database
 * and fail there. Every filter reads its days with `parseDay`; pages show `dateParamProblems` and fall back to
 * their default period, export routes answer 400 with them.
 */
import { TZDate, tzOffset } from "@date-fns/tz";
import { addDays as addCalendarDays, addMonths as addCalendarMonths, differenceInCalendarDays } from "date-fns";

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The date parameters of our pages and routes: days (`YYYY-MM-DD`) or, on the books' pages, months (`YYYY-MM`). */
export const DATE_QUERY_PARAMS = ["from", "to", "day", "date", "checkIn", "checkOut"] as const;

/** A real calendar day written `YYYY-MM-DD` (years 1000–9999), or undefined. */
export function parseDay(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const match = DAY.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1000 || month < 1 || month > 12 || day < 1) return undefined;
  // Day 0 of the next month is the last day of this one (UTC: no day is missing).
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth ? value : undefined;
}

export function isCalendarDay(value: unknown): value is string {
  return parseDay(value) !== undefined;
}

type QueryParams = URLSearchParams | Record<string, string | string[] | undefined>;

/**
 * What is wrong with the date parameters of a query, one sentence each naming the parameter; empty when every
 * one given is a real day or month (or empty).
 */
export function dateParamProblems(params: QueryParams): string[] {
  const problems: string[] = [];
  for (const name of DATE_QUERY_PARAMS) {
    const values = params instanceof URLSearchParams ? params.getAll(name) : [params[name] ?? []].flat();
    for (const raw of values) {
      const value = raw.trim();
      if (value === "" || parseDay(value) || MONTH.test(value)) continue;
      const shown = value.length > 20 ? `${value.slice(0, 20)}…` : value;
      problems.push(
        `“${name}” is not a date on the calendar (${JSON.stringify(shown)}): write a date like 2026-02-28.`,
      );
    }
  }
  return problems;
}

/** For routes (the CSV and PDF exports): a 400 naming each impossible date parameter, or null when there is none. */
export function impossibleDatesResponse(params: URLSearchParams): Response | null {
  const problems = dateParamProblems(params);
  if (problems.length === 0) return null;
  return new Response(`${problems.join("\n")}\n`, {
    status: 400,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  });
}

/**
 * The clock of what belongs to no property (enquiries, the outbox, exchange rates, the staff's dashboards): the
 * company's, in Kuala Lumpur. What belongs to a property is read on the property's own zone.
 */
export const HEAD_OFFICE_TIME_ZONE = "Asia/Kuala_Lumpur";

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/**
 * The day as a `Date` at its midnight on the server's calendar, or null when the string is not a real date
 * ("2026-02-30" is not). date-fns steps such dates by calendar fields (setDate, setMonth), not by 24 hours, and
 * `dayOf` writes the same fields back, so the server's own zone and its clock changes never move a day (only a
 * zone that skipped a whole day, Samoa's 30 December 2011, would). Plain `Date`s rather than TZDates in UTC:
 * a search or a feed steps through thousands of days, and a TZDate costs ten times as much to make.
 */
function calendarDate(day: string): Date | null {
  if (parseDay(day) === undefined) return null;
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(year, month - 1, date);
}

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

/** A `Date`'s calendar fields (in its own zone: the server's, or a TZDate's) as an ISO day. */
function dayOf(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function requireCalendarDate(day: string): Date {
  const date = calendarDate(day);
  if (!date) throw new RangeError(`Not a calendar day: ${JSON.stringify(day)}`);
  return date;
}

export function isIsoDate(value: string): boolean {
  return calendarDate(value) !== null;
}

/** The day `days` calendar days later (earlier when negative); a RangeError for a malformed date. */
export function addDays(date: string, days: number): string {
  return dayOf(addCalendarDays(requireCalendarDate(date), days));
}

/** Whole days from `from` to `to` (negative when `to` is earlier), NaN for a malformed date. */
export function daysBetween(from: string, to: string): number {
  const [start, end] = [calendarDate(from), calendarDate(to)];
  return start && end ? differenceInCalendarDays(end, start) : Number.NaN;
}

/**
 * The date `months` calendar months later, the day kept or clamped to the month's last ("2027-01-31" + 1 →
 * "2027-02-28"), as rental periods count months; a RangeError for a malformed date.
 */
export function addMonths(date: string, months: number): string {
  return dayOf(addCalendarMonths(requireCalendarDate(date), months));
}

/** The days from `from` up to `until`, `until` left out (a stay's nights: check-in to check-out); empty when none. */
export function eachDay(from: string, until: string): string[] {
  const count = daysBetween(from, until);
  const days: string[] = [];
  for (let i = 0; i < count; i++) days.push(addDays(from, i));
  return days;
}

/** The day of the week of a day, 0 Sunday … 6 Saturday; NaN for a malformed date. */
export function weekdayOf(day: string): number {
  return calendarDate(day)?.getDay() ?? Number.NaN;
}

/** A month (`2027-03`) `count` months later: the books' periods. */
export function addMonthsToMonth(month: string, count: number): string {
  return addMonths(`${month.slice(0, 7)}-01`, count).slice(0, 7);
}

/** A time zone's wall clock at an instant: its date, its time (`HH:MM:SS`) and the seconds since its midnight. */
export function localDateTimeIn(timeZone: string, instant: Date): { date: string; time: string; secondsOfDay: number } {
  const local = new TZDate(instant.getTime(), timeZone);
  if (Number.isNaN(local.getTime())) throw new RangeError(`Not a time zone, or not an instant: ${timeZone}`);
  const [hours, minutes, seconds] = [local.getHours(), local.getMinutes(), local.getSeconds()];
  return {
    date: dayOf(local),
    time: `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`,
    secondsOfDay: hours * 3600 + minutes * 60 + seconds,
  };
}

/** The UTC day of an instant: the books count their days and months in UTC (SPEC.md), as the database's dates do. */
export function utcDayOf(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** Today's date in a time zone, as the people there see it. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return localDateTimeIn(timeZone, now).date;
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

/**
 * The instant of a wall-clock time on a day in a time zone: a property's check-in at 15:00 in Bangkok is 08:00
 * UTC. As RFC 5545 §3.3.5 reads local times (and iCal feeds carry zones with clock changes): a time that occurs
 * twice when clocks go back is the first of the two; a time skipped when clocks go forward is read with the offset
 * before the gap, so it moves forward by the gap (01:30 in London on the spring change is 02:30 BST).
 */
export function instantOf(timeZone: string, day: string, time: string): Date {
  const match = TIME.exec(time);
  if (parseDay(day) === undefined || !match) throw new RangeError(`Not a day and time: ${day} ${time}`);
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, date, Number(match[1]), Number(match[2]), Number(match[3] ?? 0));
  const offsetAt = (instant: number) => tzOffset(timeZone, new Date(instant));
  // A zone changes its offset at most once within a day either side, so the offsets a day before and a day after
  // are the only ones this wall time can have.
  const before = offsetAt(wall - DAY_MS);
  const after = offsetAt(wall + DAY_MS);
  if (Number.isNaN(before) || Number.isNaN(after)) throw new RangeError(`Not a time zone: ${timeZone}`);
  const readings = [before, after]
    .map((offset) => wall - offset * MINUTE_MS)
    .filter((instant) => (wall - instant) / MINUTE_MS === offsetAt(instant))
    .sort((a, b) => a - b);
  return new Date(readings[0] ?? wall - before * MINUTE_MS);
}
