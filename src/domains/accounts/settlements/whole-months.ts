/**
 * Splits a range of days (both ends included, either may be open) into the whole calendar months inside it,
 * which roll-ups kept per month answer, and the days left at either end, which must be read row by row.
 */
import { utcDayOf } from "@/lib/dates";
export interface WholeMonths {
  /** The first day of the first whole month, or undefined when the range has no start. */
  start?: string;
  /** The first day after the last whole month, or undefined when the range has no end. */
  end?: string;
}

const DAY = 86_400_000;
const parse = (day: string) => Date.parse(`${day}T00:00:00Z`);
const format = (time: number) => utcDayOf(new Date(time));
const firstOfMonth = (day: string) => `${day.slice(0, 7)}-01`;
const firstOfNextMonth = (day: string) => {
  const date = new Date(parse(firstOfMonth(day)));
  date.setUTCMonth(date.getUTCMonth() + 1);
  return format(date.getTime());
};

/**
 * The whole months of `from`…`to` (ISO days, both included); null when the range holds no whole month (the
 * whole range is then read row by row). `{}` means every month (no bounds at all).
 */
export function wholeMonthsOf(from?: string, to?: string): WholeMonths | null {
  const start = from === undefined ? undefined : from.endsWith("-01") ? from : firstOfNextMonth(from);
  const end =
    to === undefined ? undefined : format(parse(to) + DAY).endsWith("-01") ? format(parse(to) + DAY) : firstOfMonth(to);
  if (start !== undefined && end !== undefined && start >= end) return null;
  return { start, end };
}
