/**
 * Currencies (SPEC.md §3, §7, §9): the header's choices, the currencies accepted from detection, and
 * conversion for display. What is charged is always the property's own currency; a converted amount is
 * only ever shown, labelled as approximate.
 */
import { minorDigits } from "./money";

/** SPEC.md §9: the header selector offers exactly these, in this order. */
export const HEADER_CURRENCIES = ["USD", "CNY", "THB", "INR", "MYR", "IDR", "SGD", "JPY"] as const;
export type HeaderCurrency = (typeof HEADER_CURRENCIES)[number];

/** SPEC.md §9: a detected currency is used only if it is one of these 21. */
export const DETECTABLE_CURRENCIES = [
  "VND",
  "GBP",
  "PHP",
  "USD",
  "JPY",
  "CNY",
  "TWD",
  "THB",
  "NZD",
  "EUR",
  "KZT",
  "ANG",
  "AMD",
  "AUD",
  "HKD",
  "INR",
  "MYR",
  "CAD",
  "IDR",
  "SGD",
  "KRW",
] as const;
export type DetectableCurrency = (typeof DETECTABLE_CURRENCIES)[number];

export const DEFAULT_CURRENCY = "USD";
/** The cookie that remembers the visitor's own choice (it beats detection). */
export const CURRENCY_COOKIE = "currency";

export function isHeaderCurrency(value: unknown): value is HeaderCurrency {
  return typeof value === "string" && (HEADER_CURRENCIES as readonly string[]).includes(value);
}

export function isDetectableCurrency(value: unknown): value is DetectableCurrency {
  return typeof value === "string" && (DETECTABLE_CURRENCIES as readonly string[]).includes(value);
}

/** The currency of a country (ISO 3166-1 alpha-2), for the ones our visitors come from. */
const COUNTRY_CURRENCY: Record<string, DetectableCurrency> = {
  VN: "VND",
  GB: "GBP",
  PH: "PHP",
  US: "USD",
  JP: "JPY",
  CN: "CNY",
  TW: "TWD",
  TH: "THB",
  NZ: "NZD",
  KZ: "KZT",
  CW: "ANG",
  SX: "ANG",
  AM: "AMD",
  AU: "AUD",
  HK: "HKD",
  IN: "INR",
  MY: "MYR",
  CA: "CAD",
  ID: "IDR",
  SG: "SGD",
  KR: "KRW",
  // The euro area.
  AT: "EUR",
  BE: "EUR",
  HR: "EUR",
  CY: "EUR",
  EE: "EUR",
  FI: "EUR",
  FR: "EUR",
  DE: "EUR",
  GR: "EUR",
  IE: "EUR",
  IT: "EUR",
  LV: "EUR",
  LT: "EUR",
  LU: "EUR",
  MT: "EUR",
  NL: "EUR",
  PT: "EUR",
  SK: "EUR",
  SI: "EUR",
  ES: "EUR",
};

export function currencyForCountry(country: string | null | undefined): DetectableCurrency | null {
  if (!country) return null;
  return COUNTRY_CURRENCY[country.trim().toUpperCase()] ?? null;
}

/** The first region of an Accept-Language header that names one ("en-MY,en;q=0.9" → "MY"). */
export function regionFromAcceptLanguage(header: string | null | undefined): string | null {
  if (!header) return null;
  const tags = header
    .split(",")
    .map((part) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.find((param) => param.trim().startsWith("q="));
      return { tag: tag.trim(), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    // q=0 means "not acceptable" (RFC 9110 §12.4.2): such a language says nothing about where the visitor is.
    .filter((entry) => entry.tag && Number.isFinite(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of tags) {
    const region = tag.split("-").find((subtag, index) => index > 0 && /^[A-Za-z]{2}$/.test(subtag));
    if (region) return region.toUpperCase();
  }
  return null;
}

/** Rates into one currency: `rates[X]` is how many units of the target one unit of X is worth. */
export interface ConversionRates {
  toCurrency: string;
  rates: Record<string, number>;
  asOf: string;
}

/**
 * Rounds half to even ("banker's rounding"), once, at the end of a conversion: halves go to the even
 * neighbour so that rounding errors do not pile up in one direction over many prices.
 */
export function roundHalfEven(value: number): number {
  const floor = Math.floor(value);
  const fraction = value - floor;
  const epsilon = 1e-9;
  if (fraction > 0.5 + epsilon) return floor + 1;
  if (fraction < 0.5 - epsilon) return floor;
  return floor % 2 === 0 ? floor : floor + 1;
}

/**
 * Converts an amount in minor units of `from` to minor units of `to` with rates into `to`; null when the
 * rate is unknown (the caller then shows the original price only).
 */
export function convertMinor(amountMinor: number, from: string, to: string, rates: ConversionRates): number | null {
  if (from === to) return amountMinor;
  if (rates.toCurrency !== to) return null;
  const rate = rates.rates[from];
  if (!rate || !Number.isFinite(rate) || rate <= 0) return null;
  const major = amountMinor / 10 ** minorDigits(from);
  return roundHalfEven(major * rate * 10 ** minorDigits(to));
}
