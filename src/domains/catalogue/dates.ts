/**
 * What the catalogue's calendars add to lib/dates.ts (where every day's arithmetic and every zone's "today" is):
 * weekend nights, a month's bounds and its English title.
 *
 * Re-exported for the guest pages that still import them from here (the product page and its booking panel);
 * new code imports them from lib/dates.ts.
 */
import { weekdayOf } from "@/lib/dates";

export { addDays, daysBetween, todayIn } from "@/lib/dates";

/** Friday and Saturday nights are weekend nights (the night is named by the day it starts). */
export function isWeekendNight(date: string): boolean {
  const weekday = weekdayOf(date);
  return weekday === 5 || weekday === 6;
}

const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

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
