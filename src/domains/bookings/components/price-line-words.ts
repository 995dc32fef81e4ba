/**
 * A price line's name in the reader's language. The quote (catalogue) writes its lines' labels in English and a
 * booking keeps them so (its price as charged, SPEC.md §6), so the words are recognised here by their English
 * shape and said again in the language; a name the host gave (a season, a discount rule) stays as written, and a
 * label not recognised (an add-on's title) is shown as it is. Pure: the caller passes the `checkout` translator's
 * `priceLine` part.
 */

export type PriceLineKey =
  | "nights"
  | "weekendNights"
  | "specialNights"
  | "ruleNights"
  | "months"
  | "moreNightsMonthly"
  | "hours"
  | "specialHours"
  | "cleaningFee"
  | "serviceFee"
  | "tourismTax"
  | "travelInsurance"
  | "promoCode"
  | "promoCodePercent"
  | "lengthOfStayDiscount"
  | "earlyBookingDiscount"
  | "lastMinuteDiscount";

export type PriceLineTranslate = (key: PriceLineKey, values?: Record<string, string | number>) => string;

const count = (text: string) => Number(text.replace(/,/g, ""));

/** The English label's shapes, most specific first: each gives the message and its values. */
const SHAPES: [RegExp, (match: RegExpExecArray, t: PriceLineTranslate) => string][] = [
  [/^Cleaning fee$/, (_, t) => t("cleaningFee")],
  [/^Tourism tax$/, (_, t) => t("tourismTax")],
  [/^Travel insurance$/, (_, t) => t("travelInsurance")],
  [/^Service fee \((\d+(?:\.\d+)?)%\)$/, ([, percent], t) => t("serviceFee", { percent: Number(percent) })],
  [
    /^Promo code (\S+) \((\d+(?:\.\d+)?)% off the stay\)$/,
    ([, code, percent], t) => t("promoCodePercent", { code: code!, percent: Number(percent) }),
  ],
  [/^Promo code (\S+)$/, ([, code], t) => t("promoCode", { code: code! })],
  [/^([\d,]+) nights?$/, ([, nights], t) => t("nights", { count: count(nights!) })],
  [/^([\d,]+) nights? at a special rate$/, ([, nights], t) => t("specialNights", { count: count(nights!) })],
  [/^([\d,]+) weekend nights?$/, ([, nights], t) => t("weekendNights", { count: count(nights!) })],
  [/^([\d,]+) months?$/, ([, months], t) => t("months", { count: count(months!) })],
  [
    /^([\d,]+) more nights? at the monthly rate \(pro rata\)$/,
    ([, nights], t) => t("moreNightsMonthly", { count: count(nights!) }),
  ],
  [/^([\d,]+) hours?$/, ([, hours], t) => t("hours", { count: count(hours!) })],
  [/^([\d,]+) hours? at a special rate$/, ([, hours], t) => t("specialHours", { count: count(hours!) })],
  [
    /^(.+) \((\d+)% off stays of (\d+)\+ nights\)$/,
    ([, rule, percent, nights], t) =>
      t("lengthOfStayDiscount", { rule: rule!, percent: Number(percent), nights: Number(nights) }),
  ],
  [
    /^(.+) \((\d+)% off, booked (\d+)\+ days ahead\)$/,
    ([, rule, percent, days], t) =>
      t("earlyBookingDiscount", { rule: rule!, percent: Number(percent), days: Number(days) }),
  ],
  [
    /^(.+) \((\d+)% off, booked at most (\d+) days ahead\)$/,
    ([, rule, percent, days], t) =>
      t("lastMinuteDiscount", { rule: rule!, percent: Number(percent), days: Number(days) }),
  ],
  [
    /^(.+), ([\d,]+) (weekend )?nights?$/,
    ([, rule, nights, weekend], t) =>
      t("ruleNights", {
        rule: rule!,
        nights: t(weekend ? "weekendNights" : "nights", { count: count(nights!) }),
      }),
  ],
];

export function priceLineWords(label: string, t: PriceLineTranslate): string {
  for (const [shape, words] of SHAPES) {
    const match = shape.exec(label);
    if (match) return words(match, t);
  }
  return label;
}
