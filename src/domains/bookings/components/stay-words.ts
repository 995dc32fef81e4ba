import { formatDay } from "@/lib/format";
import type { Locale } from "@/lib/locales";
import { plural } from "@/lib/plural";

const DASHBOARD_LOCALE: Locale = "en";

/**
 * A stay's dates in words (pure): `stayWords` in English for the dashboards (which stay English, docs/I18N.md),
 * `stayWordsIn` in the guest's language for the checkout and its outcome.
 */
export function dayWords(iso: string): string {
  return formatDay(iso, DASHBOARD_LOCALE, "weekday");
}

export function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.round((Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / 86_400_000);
}

/** "Tue 10 Mar 2027 → Fri 13 Mar 2027 (3 nights)", or "Tue 10 Mar 2027, 10:00–13:00" for hours. */
export function stayWords(stay: {
  checkIn: string;
  checkOut: string;
  hours: { start: string; end: string } | null;
}): string {
  if (stay.hours) return `${dayWords(stay.checkIn)}, ${stay.hours.start}–${stay.hours.end}`;
  const nights = nightsBetween(stay.checkIn, stay.checkOut);
  return `${dayWords(stay.checkIn)} → ${dayWords(stay.checkOut)} (${plural(nights, { one: "night", other: "nights" })})`;
}

/**
 * `stayWords` in a language, for the guest's pages: the days by src/lib/format.ts ("Wed 10 Mar 2027" in English,
 * the Buddhist year in Thai) and the nights by the caller's message (`checkout`'s `nights`).
 */
export function stayWordsIn(
  stay: { checkIn: string; checkOut: string; hours: { start: string; end: string } | null },
  locale: Locale,
  nightsWords: (count: number) => string,
): string {
  const checkIn = formatDay(stay.checkIn, locale, "weekday");
  if (stay.hours) return `${checkIn}, ${stay.hours.start}–${stay.hours.end}`;
  const nights = nightsBetween(stay.checkIn, stay.checkOut);
  return `${checkIn} → ${formatDay(stay.checkOut, locale, "weekday")} (${nightsWords(nights)})`;
}

/** End of an hourly stay: start plus hours, as "HH:MM" (past midnight wraps). */
export function endOfHours(start: string, hours: number): string {
  const [h, m] = start.split(":").map(Number) as [number, number];
  const minutes = (h * 60 + m + hours * 60) % (24 * 60);
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}
