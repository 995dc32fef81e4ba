/**
 * Money is an integer number of minor units with an ISO 4217 currency. These helpers know how many
 * decimals each currency has and format amounts for people.
 */
import { numberFormat } from "./intl-cache";
export interface Money {
  amountMinor: number;
  currency: string;
}

/** Currencies priced in whole units in practice (IDR has cents in ISO 4217 that nobody uses). */
const MINOR_DIGITS: Record<string, number> = { JPY: 0, KRW: 0, VND: 0, IDR: 0 };

export function minorDigits(currency: string): number {
  return MINOR_DIGITS[currency.toUpperCase()] ?? 2;
}

export function toMajor(amountMinor: number, currency: string): number {
  return amountMinor / 10 ** minorDigits(currency);
}

export function toMinor(amountMajor: number, currency: string): number {
  return Math.round(amountMajor * 10 ** minorDigits(currency));
}

/** "RM 250", "฿1,800", "Rp 850,000": whole amounts drop their decimals unless `exact` is asked for. */
export function formatMoney(
  money: Money,
  options: { locale?: string; exact?: boolean; currencyDisplay?: "narrowSymbol" | "symbol" | "code" } = {},
): string {
  const digits = minorDigits(money.currency);
  const major = toMajor(money.amountMinor, money.currency);
  const whole = Number.isInteger(major);
  return numberFormat(options.locale ?? "en", {
    style: "currency",
    currency: money.currency,
    currencyDisplay: options.currencyDisplay ?? "narrowSymbol",
    minimumFractionDigits: options.exact || !whole ? digits : 0,
    maximumFractionDigits: digits,
  }).format(major);
}
