import {
  currencyForCountry,
  isDetectableCurrency,
  regionFromAcceptLanguage,
  type DetectableCurrency,
} from "@/lib/currency";

/**
 * The visitor's currency from the request: the country header set by our proxy (trusted, a setting),
 * else the region of Accept-Language, else nothing. Only the 21 accepted currencies come out.
 */
export function detectCurrency(
  headers: Headers,
  countryHeader: string,
): { currency: DetectableCurrency; source: "country" | "language" } | null {
  const fromCountry = currencyForCountry(headers.get(countryHeader));
  if (fromCountry && isDetectableCurrency(fromCountry)) return { currency: fromCountry, source: "country" };
  const fromLanguage = currencyForCountry(regionFromAcceptLanguage(headers.get("accept-language")));
  if (fromLanguage && isDetectableCurrency(fromLanguage)) return { currency: fromLanguage, source: "language" };
  return null;
}
