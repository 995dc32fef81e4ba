import { COUNTRIES } from "@/lib/countries";
import { todayIn } from "@/lib/dates";
import { formatDay } from "@/lib/format";
import type { Locale } from "@/lib/locales";

/** A post's publication date as the newsroom shows it: the day in Kuala Lumpur, where the company is, in words. */
export function publishedOn(at: Date, locale: Locale): string {
  return formatDay(todayIn(COUNTRIES.malaysia.timeZone, at), locale, "long");
}
