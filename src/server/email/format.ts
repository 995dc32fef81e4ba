/**
 * Dates and money in an email, written for the recipient's locale with `Intl` (the props carry the locale; "en"
 * until the guest's language is stored). A stay's days are calendar dates in the property's time zone, so they
 * are formatted as dates, never shifted through the server's zone.
 */
import { formatMoney } from "@/lib/money";

export const DEFAULT_EMAIL_LOCALE = "en";

/** A `YYYY-MM-DD` day, as "Mon, 3 Mar 2027" in the locale (the date itself, whatever the server's zone). */
export function emailDate(day: string, locale: string): string {
  const [year, month, date] = day.split("-").map(Number);
  return new Intl.DateTimeFormat(locale, {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(year!, month! - 1, date!)));
}

/** An instant as the date and time of a place (a hold's end, an hourly stay), with the zone's name. */
export function emailDateTime(at: Date, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone,
    timeZoneName: "short",
  }).format(at);
}

/** A time of day (`15:00` or `15:00:00`, as PostgreSQL gives a `time`) in the locale's clock. */
export function emailTime(time: string, locale: string): string {
  const [hours, minutes] = time.split(":").map(Number);
  return new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone: "UTC" }).format(
    new Date(Date.UTC(2000, 0, 1, hours!, minutes!)),
  );
}

/** An amount with its currency's code, exact to the minor unit (what a guest checks against a statement). */
export function emailMoney(amountMinor: number, currency: string, locale: string): string {
  return formatMoney({ amountMinor, currency }, { locale, exact: true, currencyDisplay: "code" });
}
