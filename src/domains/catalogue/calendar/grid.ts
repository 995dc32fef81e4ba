/**
 * Pure helpers of the calendars: months and windows of days, where a stay's bar sits in a window, runs of
 * closed days, and arithmetic on hour ranges. No I/O, so the pages, the functions and the tests share them.
 */
import { addMonths, addMonthsToMonth, daysBetween, eachDay, isIsoDate } from "@/lib/dates";
import { monthOf } from "../dates";
import { plural } from "@/lib/plural";
import { formatDay } from "@/lib/format";

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** "2026-12" when the value is a month like that, else null. */
export function parseMonth(value: string | undefined | null): string | null {
  return value && MONTH.test(value) ? value : null;
}

// The calendars' names for lib/dates.ts's arithmetic (which owns it), as their pages and tests call it.
/** The month `delta` months from `month` ("2026-12", 1 → "2027-01"). */
export const shiftMonth = addMonthsToMonth;
/** The same day of the month `delta` months on, on the month's last day when it has fewer days (31 Jan + 1 → 28 Feb). */
export const shiftDateByMonths = addMonths;

/** The days from `from` up to, not including, `to`. */
export const daysFrom = eachDay;

/** The days of a month laid out in weeks from Monday: leading and trailing nulls fill the first and last week. */
export function monthWeeks(month: string): (string | null)[][] {
  const [first, next] = monthOf(`${month}-01`);
  const days = daysFrom(first, next);
  // getUTCDay: 0 is Sunday; Monday first.
  const lead = (new Date(`${first}T00:00:00Z`).getUTCDay() + 6) % 7;
  const cells: (string | null)[] = [...Array<null>(lead).fill(null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

export interface Window {
  /** First day shown. */
  from: string;
  /** Number of days shown. */
  days: number;
}

export interface PlacedBar<T> {
  item: T;
  /** Zero-based column of the first visible day, and how many days are visible. */
  column: number;
  span: number;
  /** The stay began before the window, or goes on after it. */
  continuesBefore: boolean;
  continuesAfter: boolean;
}

/**
 * Where each stay's bar sits in a window of days: a stay occupies its nights, from check-in up to (not
 * including) check-out. Stays entirely outside the window are left out; the rest are clipped to it.
 */
export function placeBars<T extends { checkIn: string; checkOut: string }>(
  items: readonly T[],
  window: Window,
): PlacedBar<T>[] {
  const placed: PlacedBar<T>[] = [];
  for (const item of items) {
    const start = daysBetween(window.from, item.checkIn);
    const end = daysBetween(window.from, item.checkOut);
    if (Number.isNaN(start) || Number.isNaN(end) || end <= 0 || start >= window.days || end <= start) continue;
    const column = Math.max(0, start);
    placed.push({
      item,
      column,
      span: Math.min(end, window.days) - column,
      continuesBefore: start < 0,
      continuesAfter: end > window.days,
    });
  }
  return placed;
}

/** Consecutive days merged into runs of columns in a window (closed days shade as one band each). */
export function dayRuns(days: readonly string[], window: Window): { column: number; span: number }[] {
  const columns = [...new Set(days.map((day) => daysBetween(window.from, day)))]
    .filter((column) => column >= 0 && column < window.days)
    .sort((a, b) => a - b);
  const runs: { column: number; span: number }[] = [];
  for (const column of columns) {
    const last = runs.at(-1);
    if (last && last.column + last.span === column) last.span += 1;
    else runs.push({ column, span: 1 });
  }
  return runs;
}

/** A selection between two days (or hours), in order whichever was picked first. */
export function orderedRange<T extends string | number>(anchor: T, focus: T): [T, T] {
  return anchor <= focus ? [anchor, focus] : [focus, anchor];
}

export type Interval = readonly [start: number, end: number];

/** The parts of `wanted` that none of `taken` covers, in order (half-open intervals). */
export function uncoveredParts(wanted: Interval, taken: readonly Interval[]): Interval[] {
  const parts: Interval[] = [];
  let cursor = wanted[0];
  for (const [start, end] of [...taken].sort((a, b) => a[0] - b[0])) {
    if (end <= cursor || start >= wanted[1]) continue;
    if (start > cursor) parts.push([cursor, start]);
    cursor = Math.max(cursor, end);
    if (cursor >= wanted[1]) break;
  }
  if (cursor < wanted[1]) parts.push([cursor, wanted[1]]);
  return parts;
}

/** What is left of `interval` once `removed` is taken out of it: nothing, one part or two. */
export function withoutPart(interval: Interval, removed: Interval): Interval[] {
  const parts: Interval[] = [];
  if (interval[0] < removed[0]) parts.push([interval[0], Math.min(interval[1], removed[0])]);
  if (interval[1] > removed[1]) parts.push([Math.max(interval[0], removed[1]), interval[1]]);
  return parts;
}

/** "HH:MM" of minutes since midnight (1440 is "24:00", the end of the day). */
export function clockOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** The whole hours of a day's opening time to its closing time (all day when it has none), as minutes. */
export function openingHours(openingTime: string | null, closingTime: string | null): number[] {
  const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const open = openingTime ? Math.floor(toMinutes(openingTime) / 60) : 0;
  const close = closingTime ? Math.ceil(toMinutes(closingTime) / 60) : 24;
  return Array.from({ length: Math.max(0, close - open) }, (_, index) => (open + index) * 60);
}

/** A date from the URL, or the fallback when it is missing or not a real date. */
export function dateParam(value: string | undefined | null, fallback: string): string {
  return value && isIsoDate(value) ? value : fallback;
}

/** "10 Dec 2026" or "10–12 Dec 2026", and how many days. */
export function describeRange(from: string, to: string): string {
  const days = daysBetween(from, to) + 1;
  const text = from === to ? formatDay(from, "en") : `${formatDay(from, "en", "short")} – ${formatDay(to, "en")}`;
  return `${text} (${plural(days, { one: "day", other: "days" })})`;
}
