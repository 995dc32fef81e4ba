/**
 * Calendar days as ISO strings ("2026-12-24"). A stay's dates are local to the property, so they are
 * handled as plain dates (computed in UTC, where no day is 23 or 25 hours long), never as instants.
 */
import { parseDay } from "@/lib/dates";

const DAY_MS = 86_400_000;

/** The date as UTC midnight, or NaN when the string is not a real date ("2026-02-30" is not). */
function utcTime(date: string): number {
  return parseDay(date) === undefined ? Number.NaN : Date.parse(`${date}T00:00:00Z`);
}

export function isIsoDate(value: string): boolean {
  return !Number.isNaN(utcTime(value));
}

export function addDays(date: string, days: number): string {
  return new Date(utcTime(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier), NaN for a malformed date. */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcTime(to) - utcTime(from)) / DAY_MS);
}

/** Friday and Saturday nights are weekend nights (the night is named by the day it starts). */
export function isWeekendNight(date: string): boolean {
  const weekday = new Date(utcTime(date)).getUTCDay();
  return weekday === 5 || weekday === 6;
}

/** Today's date in a time zone ("Asia/Bangkok"), as the property's guests see it. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/**
 * The date `months` calendar months later, the day kept or clamped to the month's last ("2027-01-31" + 1 →
 * "2027-02-28"), as rental periods count months.
 */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

const MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/**
 * The month of a date as a calendar's title: "2026-12-09" → "December 2026", what Intl.DateTimeFormat("en",
 * { month: "long", year: "numeric" }) says. Written out because the first Intl date formatter a page makes
 * is slow to build (tens of milliseconds on a phone), and the booking calendar renders while the page
 * hydrates.
 */
export function monthTitle(date: string): string {
  return `${MONTH_NAMES[Number(date.slice(5, 7)) - 1]} ${Number(date.slice(0, 4))}`;
}

/** The first and last day (exclusive) of the month of a date: "2026-12-09" → ["2026-12-01", "2027-01-01"]. */
export function monthOf(date: string): [string, string] {
  const first = `${date.slice(0, 7)}-01`;
  const [year, month] = [Number(date.slice(0, 4)), Number(date.slice(5, 7))];
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, "0")}-01`;
  return [first, next];
}
