/**
 * Calendar days as ISO strings ("2026-12-24"), and the wall clock of a time zone. Stays, rent periods and
 * calendar feeds all count days this way: as plain dates computed in UTC (where no day is 23 or 25 hours
 * long), never as instants.
 *
 * The one reader of dates taken from a URL (docs/SECURITY.md, "Impossible dates"). `Date.parse` accepts
 * 2026-02-31 (as 3 March) while PostgreSQL refuses it, so a date that only looks right used to reach the database
 * and fail there. Every filter reads its days with `parseDay`; pages show `dateParamProblems` and fall back to
 * their default period, export routes answer 400 with them.
 */
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

// One formatter per time zone: building one is slow, and a search page or a feed reads hundreds of times.
const wallClockFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A time zone's wall clock at an instant ("Asia/Bangkok"): its date, the seconds since its midnight, and the
 * wall time read as if it were UTC (ms), from which a zone's offset at that instant follows.
 */
export function wallClock(timeZone: string, instant: Date): { date: string; secondsOfDay: number; wallMs: number } {
  let formatter = wallClockFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    wallClockFormatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((part) => [part.type, part.value]));
  const [year, month, day, hour, minute, second] = [
    parts.year,
    parts.month,
    parts.day,
    parts.hour,
    parts.minute,
    parts.second,
  ].map(Number) as [number, number, number, number, number, number];
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    secondsOfDay: hour * 3600 + minute * 60 + second,
    wallMs: Date.UTC(year, month - 1, day, hour, minute, second),
  };
}

/** Today's date in a time zone, as the people there see it. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return wallClock(timeZone, now).date;
}
