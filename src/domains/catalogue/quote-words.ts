/**
 * The names of a quote's lines in the visitor's language. The quote (quote.ts) names its lines in English, the
 * words the checkout, the booking and its receipts keep; the product page's panel shows them in the page's
 * language (docs/I18N.md). Each English name quote.ts writes has a message in `product.quote`; a name from data
 * (a pricing rule's, a tax's as the operator typed it, a discount's) stays as it is.
 */
import { formatDay, formatNumber } from "@/lib/format";
import type { Locale } from "@/lib/locales";
import type product from "@/messages/product/en.json";
import type { QuoteLine } from "./quote";

type CountKey = "nights" | "weekendNights" | "specialNights" | "months" | "moreNights" | "hours" | "specialHours";

export type QuoteLineWords =
  | { key: "quote.cleaning" | "quote.tourismTax"; values: Record<string, never> }
  | { key: "quote.serviceFee"; values: { percent: string } }
  | { key: "quote.promo"; values: { code: string } }
  | { key: "quote.promoPercent"; values: { code: string; percent: string } }
  | { key: `quote.${CountKey}`; values: { count: number } }
  | { key: "quote.ruleNights" | "quote.ruleWeekendNights"; values: { rule: string; count: number } }
  | { key: "quote.extraAdults"; values: { count: number; nights: number; base: number } }
  | { key: "quote.extraChildren"; values: { count: number; nights: number; age: number } }
  | { key: "quote.extraChildrenAllAges"; values: { count: number; nights: number } };

/** The English counts quote.ts writes for a stay line, each with its message. */
const STAY_COUNTS: [RegExp, CountKey][] = [
  [/^(\d+) nights?$/, "nights"],
  [/^(\d+) weekend nights?$/, "weekendNights"],
  [/^(\d+) nights? at a special rate$/, "specialNights"],
  [/^(\d+) months?$/, "months"],
  [/^(\d+) more nights? at the monthly rate \(pro rata\)$/, "moreNights"],
  [/^(\d+) hours?$/, "hours"],
  [/^(\d+) hours? at a special rate$/, "specialHours"],
];

function percent(text: string, locale: Locale): string {
  return formatNumber(Number(text) / 100, locale, { style: "percent", maximumFractionDigits: 2 });
}

/** The message that names a quote line, or null when its name is the host's or the operator's own words. */
export function quoteLineWords(line: Pick<QuoteLine, "kind" | "label">, locale: Locale): QuoteLineWords | null {
  const { kind, label } = line;
  if (kind === "cleaning" && label === "Cleaning fee") return { key: "quote.cleaning", values: {} };
  if (kind === "tax" && label === "Tourism tax") return { key: "quote.tourismTax", values: {} };
  if (kind === "service_fee") {
    const fee = /^Service fee \((\d+(?:\.\d+)?)%\)$/.exec(label);
    return fee ? { key: "quote.serviceFee", values: { percent: percent(fee[1]!, locale) } } : null;
  }
  if (kind === "promo") {
    const off = /^Promo code (\S+) \((\d+(?:\.\d+)?)% off the stay\)$/.exec(label);
    if (off) return { key: "quote.promoPercent", values: { code: off[1]!, percent: percent(off[2]!, locale) } };
    const code = /^Promo code (\S+)$/.exec(label);
    return code ? { key: "quote.promo", values: { code: code[1]! } } : null;
  }
  if (kind !== "stay") return null;
  // The extra-person lines (quote.ts `extraPersonLines`).
  const adults = /^(\d+) extra adults? × (\d+) nights? \(the price includes (\d+) guests?\)$/.exec(label);
  if (adults)
    return {
      key: "quote.extraAdults",
      values: { count: Number(adults[1]), nights: Number(adults[2]), base: Number(adults[3]) },
    };
  const children = /^(\d+) extra child(?:ren)? × (\d+) nights?(?: \(under (\d+) free\))?$/.exec(label);
  if (children)
    return children[3]
      ? {
          key: "quote.extraChildren",
          values: { count: Number(children[1]), nights: Number(children[2]), age: Number(children[3]) },
        }
      : { key: "quote.extraChildrenAllAges", values: { count: Number(children[1]), nights: Number(children[2]) } };
  for (const [pattern, key] of STAY_COUNTS) {
    const match = pattern.exec(label);
    if (match) return { key: `quote.${key}`, values: { count: Number(match[1]) } };
  }
  // A pricing rule's nights: "Songkran season, 3 nights".
  const rule = /^(.+), (\d+) (weekend )?nights?$/.exec(label);
  if (rule) {
    return {
      key: rule[3] ? "quote.ruleWeekendNights" : "quote.ruleNights",
      values: { rule: rule[1]!, count: Number(rule[2]) },
    };
  }
  return null;
}

type RefusalKey = keyof (typeof product)["refusals"];

export type QuoteRefusalWords = { key: `refusals.${RefusalKey}`; values: Record<string, string | number> };

type Values = Record<string, string | number>;

/**
 * Each refusal quote.ts, stay-window.ts and product.ts write (`ProductQuote`'s `message`), as the English they
 * write, and its message in `product.refusals`; what the pattern captured becomes the message's values.
 */
function refusalPatterns(locale: Locale): [RegExp, RefusalKey, (match: RegExpExecArray) => Values][] {
  const day = (text: string) => formatDay(text, locale);
  const none = () => ({});
  return [
    [/^This place is not available\.$/, "notAvailable", none],
    [/^These hours are already booked\.$/, "hoursBooked", none],
    [/^These dates are already booked\.$/, "datesBooked", none],
    [/^A stay is for at least one guest\.$/, "atLeastOneGuest", none],
    [/^This place sleeps at most (\d+) guests?\.$/, "sleepsAtMost", (m) => ({ count: Number(m[1]) })],
    [/^A stay needs at least one adult\.$/, "atLeastOneAdult", none],
    [/^Give each child's age, from 0 to 17\.$/, "childAges", none],
    [/^This place takes at most (\d+) adults?\.$/, "maxAdults", (m) => ({ count: Number(m[1]) })],
    [/^This place takes at most (\d+) child(?:ren)?\.$/, "maxChildren", (m) => ({ count: Number(m[1]) })],
    [/^This place does not take children\.$/, "noChildren", none],
    [/^Check-out must be after check-in\.$/, "checkOutAfterCheckIn", none],
    [/^Not available on (\d{4}-\d{2}-\d{2})\.$/, "closedDay", (m) => ({ day: day(m[1]!) })],
    [/^Not available on (\d+) of these nights\.$/, "closedNights", (m) => ({ count: Number(m[1]) })],
    [
      /^Promo code (\S+) is not valid for prices in ([A-Z]{3})\.$/,
      "promoNotValid",
      (m) => ({ code: m[1]!, currency: m[2]! }),
    ],
    [/^This place is not offered by the night\.$/, "notByNight", none],
    [/^This place is not offered by the month\.$/, "notByMonth", none],
    [/^This place is not offered by the hour\.$/, "notByHour", none],
    [
      /^The minimum stay from (\d{4}-\d{2}-\d{2}) is (\d+) nights \((.+)\)\.$/,
      "minStayRule",
      (m) => ({ day: day(m[1]!), nights: Number(m[2]), rule: m[3]! }),
    ],
    [
      /^The minimum stay from (\d{4}-\d{2}-\d{2}) is (\d+) nights\.$/,
      "minStay",
      (m) => ({ day: day(m[1]!), nights: Number(m[2]) }),
    ],
    [/^The longest stay here is (\d+) nights?\.$/, "longestStay", (m) => ({ count: Number(m[1]) })],
    [/^A monthly stay is at least (\d+) nights\.$/, "monthlyMinimum", (m) => ({ nights: Number(m[1]) })],
    [/^Choose a day, a start time and a whole number of hours\.$/, "chooseHours", none],
    [/^The minimum booking is (\d+) hours?\.$/, "minHours", (m) => ({ count: Number(m[1]) })],
    [/^The longest booking is (\d+) hours?\.$/, "maxHours", (m) => ({ count: Number(m[1]) })],
    [
      /^Open from (\d{2}:\d{2}) to (\d{2}:\d{2})\.$/,
      "openingHours",
      // On the 24-hour clock as written ("08:00", "24:00"), as every one of the five languages reads it.
      (m) => ({ opening: m[1]!, closing: m[2]! }),
    ],
    [
      /^These dates have passed: a stay starts today \((\d{4}-\d{2}-\d{2}) where this place is\) or later\.$/,
      "passed",
      (m) => ({ today: day(m[1]!) }),
    ],
    [/^This hour has begun already: choose a later start time\.$/, "hourBegun", none],
    [
      /^Stays can be booked up to (\d+) months ahead: start on (\d{4}-\d{2}-\d{2}) or earlier\.$/,
      "tooFarAhead",
      (m) => ({ months: Number(m[1]), latest: day(m[2]!) }),
    ],
    [
      /^A stay by the night lasts at most (\d+) nights \(check out by (\d{4}-\d{2}-\d{2})\); book longer stays by the month\.$/,
      "nightlyTooLong",
      (m) => ({ nights: Number(m[1]), checkOutBy: day(m[2]!) }),
    ],
    [
      /^A monthly stay lasts at most (\d+) months \(until (\d{4}-\d{2}-\d{2})\)\.$/,
      "monthlyTooLong",
      (m) => ({ months: Number(m[1]), until: day(m[2]!) }),
    ],
  ];
}

/**
 * Why a stay cannot be priced (`ProductQuote`'s `message`), in the page's language: the message of the refusal the
 * English names, with its days and times written for the language; null for a refusal this list lacks (shown as
 * written).
 */
export function quoteRefusalWords(message: string, locale: Locale): QuoteRefusalWords | null {
  for (const [pattern, key, values] of refusalPatterns(locale)) {
    const match = pattern.exec(message);
    if (match) return { key: `refusals.${key}`, values: values(match) };
  }
  return null;
}
