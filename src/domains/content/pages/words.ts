import { translatorFor } from "@/i18n/translator";
import { formatNumber } from "@/lib/format";
import type { Locale } from "@/lib/locales";
import type { CountryCode } from "@/lib/countries";

/** The marketing pages' words in a language (the `marketing` namespace), for the copy built in `pages/*.ts`. */
export const marketingWords = (locale: Locale) => translatorFor(locale, "marketing");

/** A share in basis points as page words, in the language: 1500 → "15%" (English), "15 %" where that is usual. */
export function percentOf(basisPoints: number, locale: Locale = "en"): string {
  return formatNumber(basisPoints / 10_000, locale, { style: "percent", maximumFractionDigits: 2 });
}

/** A country as a sentence names it, in the language: "the Philippines", "Filipina". */
export function countryInSentence(country: CountryCode, locale: Locale): string {
  return marketingWords(locale)(`countries.${country}.inSentence`);
}
