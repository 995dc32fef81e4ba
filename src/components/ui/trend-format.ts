import { formatMoney } from "@/lib/money";
import { formatNumber, formatPercent } from "@/lib/format";

// The TrendChart's formats and month labels, in a module without "use client" so that server components (the
// tables beside the charts on the accounts pages) call the same functions: a function exported from a client
// module reaches a server component as a reference, not a function.

/**
 * How a chart's values read. Declared rather than passed as a function: the chart is a client island fed by a
 * server component, and only data crosses that boundary.
 * - percent: a share 0–1 ("45.2%");
 * - money: minor units of one currency, as the accounts pages write it ("MYR 1,250");
 * - number: a count ("1,204").
 */
export type TrendFormat = { kind: "percent" } | { kind: "money"; currency: string } | { kind: "number" };

/** The formatter of a `TrendFormat`: the chart's ticks, tooltip and table all write a value the same way. */
export function trendFormatter(format: TrendFormat): (value: number) => string {
  switch (format.kind) {
    case "percent":
      return (value) => formatPercent(value, "en");
    case "money":
      return (value) =>
        formatMoney({ amountMinor: Math.round(value), currency: format.currency }, { currencyDisplay: "code" });
    case "number":
      return (value) => formatNumber(value, "en");
  }
}

/**
 * Written out rather than asked of Intl: the server and the browser may carry different locale data ("Sep" or
 * "Sept"), and the table is rendered on both.
 */
const MONTH_NAMES = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "Mar 2026" (a UTC month, as the accounts pages count them), and "Nov 2026 (to date)" for the month still running. */
export function trendMonthLabel(month: string, currentMonth?: string): string {
  const name = `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
  return month === currentMonth ? `${name} (to date)` : name;
}
