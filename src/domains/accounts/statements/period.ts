/**
 * Periods of the books' pages (opex, statements, management) as whole UTC months, `YYYY-MM`, both ends
 * included; journal entries count in the month of their date in UTC, as on /dashboard/transactions.
 * Pure, so the pages, the exports and the tests read a period the same way.
 */
import { addMonthsToMonth } from "@/lib/dates";

type SearchParams = Record<string, string | string[] | undefined>;

export const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
/** The longest period a page or an export reads at once. */
export const MAX_PERIOD_MONTHS = 36;

export interface MonthPeriod {
  /** First month, `YYYY-MM`. */
  from: string;
  /** Last month, `YYYY-MM`, included. */
  to: string;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** How many months a period spans, both ends included. */
export function monthsIn(period: MonthPeriod): number {
  const [fromYear, fromMonth] = period.from.split("-").map(Number) as [number, number];
  const [toYear, toMonth] = period.to.split("-").map(Number) as [number, number];
  return (toYear - fromYear) * 12 + (toMonth - fromMonth) + 1;
}

/** The instant a month starts, UTC. */
export function monthStart(month: string): Date {
  return new Date(`${month}-01T00:00:00.000Z`);
}

/** The half-open range of instants [start, end) of a period, for `created_at` conditions. */
export function periodInstants(period: MonthPeriod): { start: Date; end: Date } {
  return { start: monthStart(period.from), end: monthStart(addMonthsToMonth(period.to, 1)) };
}

/** The period of the same length that ends the month before this one starts (the comparison). */
export function previousPeriod(period: MonthPeriod): MonthPeriod {
  const length = monthsIn(period);
  return { from: addMonthsToMonth(period.from, -length), to: addMonthsToMonth(period.from, -1) };
}

/**
 * The period a page's URL asks for (`?from=2026-01&to=2026-03`): malformed months fall back to the default
 * (the `defaultMonths` months ending this month), a reversed period is read the way it was meant, and a
 * period longer than `MAX_PERIOD_MONTHS` keeps its last months.
 */
export function periodFrom(params: SearchParams, today: Date, defaultMonths = 1): MonthPeriod {
  const thisMonth = today.toISOString().slice(0, 7);
  let to = first(params.to) ?? "";
  let from = first(params.from) ?? "";
  if (!MONTH.test(to)) to = MONTH.test(from) ? from : thisMonth;
  if (!MONTH.test(from)) from = addMonthsToMonth(to, -(defaultMonths - 1));
  if (from > to) [from, to] = [to, from];
  if (monthsIn({ from, to }) > MAX_PERIOD_MONTHS) from = addMonthsToMonth(to, -(MAX_PERIOD_MONTHS - 1));
  return { from, to };
}

const MONTH_NAMES = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "Mar 2026" or "Jan–Mar 2026" or "Nov 2025–Feb 2026". */
export function describePeriod(period: MonthPeriod): string {
  const name = (month: string) => MONTH_NAMES[Number(month.slice(5)) - 1]!;
  if (period.from === period.to) return `${name(period.from)} ${period.from.slice(0, 4)}`;
  if (period.from.slice(0, 4) === period.to.slice(0, 4))
    return `${name(period.from)}–${name(period.to)} ${period.to.slice(0, 4)}`;
  return `${name(period.from)} ${period.from.slice(0, 4)}–${name(period.to)} ${period.to.slice(0, 4)}`;
}

/** Every month of a period, in order. */
export function monthsOf(period: MonthPeriod): string[] {
  return Array.from({ length: monthsIn(period) }, (_, index) => addMonthsToMonth(period.from, index));
}
