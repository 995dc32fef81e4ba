/**
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
      problems.push(`“${name}” is not a date on the calendar (${JSON.stringify(shown)}): write a date like 2026-02-28.`);
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
