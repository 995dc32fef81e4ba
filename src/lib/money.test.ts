import { describe, expect, it } from "vitest";
import { formatMoney, minorDigits, toMajor, toMinor } from "./money";

/** Intl separates some symbols with a no-break space; compare with plain spaces. */
function plain(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, " ");
}

function format(amountMinor: number, currency: string, options?: Parameters<typeof formatMoney>[1]): string {
  return plain(formatMoney({ amountMinor, currency }, options));
}

describe("minorDigits", () => {
  it.each(["JPY", "KRW", "VND", "IDR"])("%s has no decimals", (currency) => {
    expect(minorDigits(currency)).toBe(0);
    expect(minorDigits(currency.toLowerCase())).toBe(0);
  });

  it.each(["USD", "MYR", "THB", "PHP", "SGD", "EUR", "CNY", "INR"])("%s has two decimals", (currency) => {
    expect(minorDigits(currency)).toBe(2);
  });
});

describe("toMinor and toMajor", () => {
  it.each([
    [250, "MYR", 25000],
    [1800, "THB", 180000],
    [999.99, "PHP", 99999],
    [19.99, "USD", 1999],
    [0.1 + 0.2, "USD", 30],
    [850000, "IDR", 850000],
    [1500, "JPY", 1500],
    [5000, "KRW", 5000],
    [120000, "VND", 120000],
    [0, "USD", 0],
    [-25.5, "USD", -2550],
  ])("%d %s is %i minor units", (major, currency, minor) => {
    expect(toMinor(major, currency)).toBe(minor);
    expect(toMajor(minor, currency)).toBeCloseTo(major, 10);
  });

  it("rounds to a whole number of minor units", () => {
    expect(toMinor(10.006, "USD")).toBe(1001);
    expect(toMinor(10.004, "USD")).toBe(1000);
    expect(toMinor(1500.6, "JPY")).toBe(1501);
    expect(Number.isInteger(toMinor(1 / 3, "MYR"))).toBe(true);
  });

  it("reads the currency code in any case", () => {
    expect(toMinor(12.34, "usd")).toBe(1234);
    expect(toMajor(1500, "jpy")).toBe(1500);
  });

  it("round-trips every minor amount", () => {
    for (const currency of ["USD", "JPY", "MYR", "IDR"]) {
      for (const minor of [0, 1, 7, 99, 100, 101, 12345, 99999999]) {
        expect(toMinor(toMajor(minor, currency), currency)).toBe(minor);
      }
    }
  });
});

describe("formatMoney", () => {
  it.each([
    [25000, "MYR", "RM 250"],
    [25050, "MYR", "RM 250.50"],
    [180000, "THB", "฿1,800"],
    [180025, "THB", "฿1,800.25"],
    [99999, "PHP", "₱999.99"],
    [150000, "PHP", "₱1,500"],
    [850000, "IDR", "Rp 850,000"],
    [1500, "JPY", "¥1,500"],
    [123456, "USD", "$1,234.56"],
    [100, "USD", "$1"],
    [5, "USD", "$0.05"],
    [0, "USD", "$0"],
    [5000, "KRW", "₩5,000"],
    [120000, "VND", "₫120,000"],
  ])("%i minor units of %s reads %j", (amountMinor, currency, expected) => {
    expect(format(amountMinor, currency)).toBe(expected);
  });

  it.each([
    [25000, "MYR", "RM 250.00"],
    [180000, "THB", "฿1,800.00"],
    [150000, "PHP", "₱1,500.00"],
    [100, "USD", "$1.00"],
    [0, "USD", "$0.00"],
    [850000, "IDR", "Rp 850,000"],
    [1500, "JPY", "¥1,500"],
  ])("with exact, %i minor units of %s reads %j", (amountMinor, currency, expected) => {
    expect(format(amountMinor, currency, { exact: true })).toBe(expected);
  });

  it("never shows decimals for zero-decimal currencies", () => {
    for (const currency of ["JPY", "KRW", "VND", "IDR"]) {
      expect(format(1234567, currency)).not.toMatch(/\.\d/);
      expect(format(1234567, currency, { exact: true })).not.toMatch(/\.\d/);
    }
  });

  it("shows negative amounts with a sign", () => {
    expect(format(-2550, "USD")).toBe("-$25.50");
  });

  it("follows the locale it is given", () => {
    expect(format(123456, "USD", { locale: "de-DE" })).toBe("1.234,56 $");
  });

  it("accepts a lower-case currency code", () => {
    expect(format(25000, "myr")).toBe("RM 250");
    expect(format(1500, "jpy")).toBe("¥1,500");
  });
});
