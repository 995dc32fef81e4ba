import { INTL_TAGS, type Locale } from "./locales";
import { dateTimeFormat, listFormat, numberFormat } from "./intl-cache";
import { formatMoney as formatMoneyIn, type Money } from "./money";

/**
 * The one place that writes dates, times, numbers and money for people, in a language (docs/I18N.md). Everything
 * goes through `Intl` with the language's tag (src/lib/locales.ts): Thai dates are in the Buddhist year
 * (th-TH's calendar), day and month names and the order of their parts are the language's. Calendar days
 * (`YYYY-MM-DD`: a stay's nights, a rent period) are formatted as dates, never moved through the server's zone;
 * instants take the place's zone.
 */

export type DayStyle = "short" | "medium" | "long" | "weekday";

const DAY_OPTIONS: Record<DayStyle, Intl.DateTimeFormatOptions> = {
  /** 3 Mar */
  short: { day: "numeric", month: "short" },
  /** 3 Mar 2027 */
  medium: { day: "numeric", month: "short", year: "numeric" },
  /** 3 March 2027 */
  long: { day: "numeric", month: "long", year: "numeric" },
  /** Wed, 3 Mar 2027 */
  weekday: { weekday: "short", day: "numeric", month: "short", year: "numeric" },
};

/**
 * Spaces as the server and every browser write them. ICU versions differ in the spaces they put in dates: Node.js
 * 20 writes a range "13 – 16 Oct 2027" with thin spaces (U+2009) around the dash where Chromium writes plain ones,
 * and newer ICU puts a narrow no-break space (U+202F) before "am"/"pm". Text the server rendered must be the text
 * the browser renders, or React's hydration fails (error 418) and renders the whole page again, losing what a guest
 * had already typed; so every date and time here is written with plain spaces.
 */
function plainSpaces(text: string): string {
  return text.replace(/[\u2009\u202f]/g, " ");
}

function dayAsDate(day: string): Date {
  const [year, month, date] = day.slice(0, 10).split("-").map(Number);
  return new Date(Date.UTC(year!, month! - 1, date!));
}

/** A calendar day (`2027-03-03`) in the language: "3 Mar 2027", "3 มี.ค. 2570", "2027年3月3日". */
export function formatDay(day: string, locale: Locale, style: DayStyle = "medium"): string {
  return plainSpaces(
    dateTimeFormat(INTL_TAGS[locale], { ...DAY_OPTIONS[style], timeZone: "UTC" }).format(dayAsDate(day)),
  );
}

/** Two calendar days as one range, the way the language shortens it: "3–7 Mar 2027". */
export function formatDayRange(from: string, to: string, locale: Locale, style: DayStyle = "medium"): string {
  return plainSpaces(
    dateTimeFormat(INTL_TAGS[locale], { ...DAY_OPTIONS[style], timeZone: "UTC" }).formatRange(
      dayAsDate(from),
      dayAsDate(to),
    ),
  );
}

/** A month (`2027-03`): "March 2027". */
export function formatMonth(month: string, locale: Locale, style: "short" | "long" = "long"): string {
  return plainSpaces(
    dateTimeFormat(INTL_TAGS[locale], { month: style, year: "numeric", timeZone: "UTC" }).format(
      dayAsDate(`${month.slice(0, 7)}-01`),
    ),
  );
}

/** An instant as a place's date and time, with the zone's short name unless asked not to. */
export function formatDateTime(
  at: Date | string,
  locale: Locale,
  timeZone: string,
  options: { zoneName?: boolean; weekday?: boolean } = {},
): string {
  const format = dateTimeFormat(INTL_TAGS[locale], {
    weekday: options.weekday ? "short" : undefined,
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone,
    timeZoneName: options.zoneName === false ? undefined : "short",
  });
  return plainSpaces(format.format(typeof at === "string" ? new Date(at) : at));
}

/** A time of day (`15:00` or `15:00:00`, as PostgreSQL gives a `time`) on the language's clock. */
export function formatTime(time: string, locale: Locale): string {
  const [hours, minutes] = time.split(":").map(Number);
  return plainSpaces(
    dateTimeFormat(INTL_TAGS[locale], { hour: "numeric", minute: "2-digit", timeZone: "UTC" }).format(
      new Date(Date.UTC(2000, 0, 1, hours!, minutes!)),
    ),
  );
}

/** A number with the language's separators: "1,204", "1.204". */
/** "4 and 9", "4 dan 9", "4 และ 9", "4和9": a list of things in the language's own way (`Intl.ListFormat`). */
export function formatList(items: readonly string[], locale: Locale): string {
  return listFormat(INTL_TAGS[locale], { style: "long", type: "conjunction" }).format(items);
}

export function formatNumber(value: number, locale: Locale, options: Intl.NumberFormatOptions = {}): string {
  return numberFormat(INTL_TAGS[locale], options).format(value);
}

/** A share 0–1 as a percentage: "45.2%". */
export function formatPercent(share: number, locale: Locale, fractionDigits = 1): string {
  return numberFormat(INTL_TAGS[locale], {
    style: "percent",
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(share);
}

/** Money in the language: "RM 250", "฿1,800" (see lib/money.ts for the minor units and decimals). */
export function formatMoney(
  money: Money,
  locale: Locale,
  options: { exact?: boolean; currencyDisplay?: "narrowSymbol" | "symbol" | "code" } = {},
): string {
  return formatMoneyIn(money, { ...options, locale: INTL_TAGS[locale] });
}

/**
 * The first day of the week in the language's region, 0 Sunday … 6 Saturday (a calendar's first column). From
 * `Intl.Locale`'s week information where the engine has it; CLDR's values otherwise.
 */
export function firstDayOfWeek(locale: Locale): 0 | 1 | 2 | 3 | 4 | 5 | 6 {
  const tag = new Intl.Locale(INTL_TAGS[locale]) as Intl.Locale & {
    getWeekInfo?: () => { firstDay: number };
    weekInfo?: { firstDay: number };
  };
  const firstDay = tag.getWeekInfo?.().firstDay ?? tag.weekInfo?.firstDay;
  if (firstDay !== undefined) return (firstDay % 7) as 0 | 1 | 2 | 3 | 4 | 5 | 6;
  return FIRST_DAY[locale];
}

/** CLDR's first day per region: Monday in Britain, Malaysia and China; Sunday in Indonesia and Thailand. */
const FIRST_DAY: Record<Locale, 0 | 1> = { en: 1, ms: 1, id: 0, th: 0, zh: 1 };
