/**
 * The names of a quote's lines in the visitor's language. The quote (quote.ts) names its lines in English, the
 * words the checkout, the booking and its receipts keep; the product page's panel shows them in the page's
 * language (docs/I18N.md). Each English name quote.ts writes has a message in `product.quote`; a name from data
 * (a pricing rule's, a tax's as the operator typed it, a discount's) stays as it is.
 */
import { formatNumber } from "@/lib/format";
import type { Locale } from "@/lib/locales";
import type { QuoteLine } from "./quote";

type CountKey = "nights" | "weekendNights" | "specialNights" | "months" | "moreNights" | "hours" | "specialHours";

export type QuoteLineWords =
  | { key: "quote.cleaning"; values: Record<string, never> }
  | { key: "quote.serviceFee"; values: { percent: string } }
  | { key: "quote.promo"; values: { code: string } }
  | { key: "quote.promoPercent"; values: { code: string; percent: string } }
  | { key: `quote.${CountKey}`; values: { count: number } }
  | { key: "quote.ruleNights" | "quote.ruleWeekendNights"; values: { rule: string; count: number } };

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
