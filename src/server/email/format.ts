/**
 * Dates and money in an email, in the recipient's language, through src/lib/format.ts (the one place that writes
 * them for people, docs/I18N.md). A stay's days are calendar dates in the property's time zone, so they are
 * formatted as dates, never shifted through the server's zone.
 */
import { DEFAULT_LOCALE, type Locale } from "@/lib/locales";
import { formatDateTime, formatDay, formatMoney, formatTime } from "@/lib/format";

/** The language of an email whose recipient's language is not known (no account, or none chosen). */
export const DEFAULT_EMAIL_LOCALE: Locale = DEFAULT_LOCALE;

/** A `YYYY-MM-DD` day with its weekday: "Wed, 3 Mar 2027", "พ. 3 มี.ค. 2570" (the date itself, whatever the zone). */
export function emailDate(day: string, locale: Locale): string {
  return formatDay(day, locale, "weekday");
}

/** An instant as the date and time of a place (a hold's end, an hourly stay), with the zone's name. */
export function emailDateTime(at: Date, locale: Locale, timeZone: string): string {
  return formatDateTime(at, locale, timeZone);
}

/** A time of day (`15:00` or `15:00:00`, as PostgreSQL gives a `time`) on the language's clock. */
export function emailTime(time: string, locale: Locale): string {
  return formatTime(time, locale);
}

/** An amount with its currency's code, exact to the minor unit (what a guest checks against a statement). */
export function emailMoney(amountMinor: number, currency: string, locale: Locale): string {
  return formatMoney({ amountMinor, currency }, locale, { exact: true, currencyDisplay: "code" });
}
