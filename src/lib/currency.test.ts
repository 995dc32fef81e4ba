import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEMO_RATES_PER_USD } from "@tests/fixtures/demo-rates";
import {
  convertMinor,
  currencyForCountry,
  DEFAULT_CURRENCY,
  DETECTABLE_CURRENCIES,
  HEADER_CURRENCIES,
  isDetectableCurrency,
  isHeaderCurrency,
  regionFromAcceptLanguage,
  roundHalfEven,
  type ConversionRates,
} from "./currency";
import { formatMoney, minorDigits } from "./money";

/** SPEC.md §9, in the spec's order. */
const SPEC_DETECTABLE = [
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
];

const ZERO_DECIMALS = ["JPY", "KRW", "VND", "IDR"];

/** Units of each currency for one US dollar: the demo snapshot plus the dollar itself. */
const PER_USD: Record<string, number> = { USD: 1, ...DEMO_RATES_PER_USD };

/** Rates into `to` from a per-USD table, as the rates query builds them (`rates[X]` = units of `to` per X). */
function ratesInto(perUsd: Record<string, number>, to: string): ConversionRates {
  const rates: Record<string, number> = {};
  for (const [currency, units] of Object.entries(perUsd)) rates[currency] = perUsd[to]! / units;
  return { toCurrency: to, rates, asOf: "2025-01-01T00:00:00.000Z" };
}

function rates(to: string, table: Record<string, number>): ConversionRates {
  return { toCurrency: to, rates: table, asOf: "2025-01-01T00:00:00.000Z" };
}

describe("the currency lists (SPEC.md §9)", () => {
  it("offers exactly USD, CNY, THB, INR, MYR, IDR, SGD, JPY in the header, in that order", () => {
    expect([...HEADER_CURRENCIES]).toEqual(["USD", "CNY", "THB", "INR", "MYR", "IDR", "SGD", "JPY"]);
  });

  it("accepts exactly the 21 currencies of the spec from detection", () => {
    expect([...DETECTABLE_CURRENCIES]).toEqual(SPEC_DETECTABLE);
    expect(new Set(DETECTABLE_CURRENCIES).size).toBe(21);
  });

  it("offers in the header only currencies that detection accepts", () => {
    for (const currency of HEADER_CURRENCIES) expect(DETECTABLE_CURRENCIES).toContain(currency);
  });

  it("defaults to USD", () => {
    expect(DEFAULT_CURRENCY).toBe("USD");
  });

  it("tells header currencies from others", () => {
    for (const currency of HEADER_CURRENCIES) expect(isHeaderCurrency(currency)).toBe(true);
    for (const value of ["EUR", "KRW", "VND", "usd", "", "US", "USDX", null, undefined, 840, {}]) {
      expect(isHeaderCurrency(value)).toBe(false);
    }
  });

  it("tells detectable currencies from others", () => {
    for (const currency of SPEC_DETECTABLE) expect(isDetectableCurrency(currency)).toBe(true);
    for (const value of ["BRL", "CHF", "ZAR", "myr", "", null, undefined, 458, ["MYR"]]) {
      expect(isDetectableCurrency(value)).toBe(false);
    }
  });
});

describe("currencyForCountry", () => {
  it.each([
    ["MY", "MYR"],
    ["PH", "PHP"],
    ["ID", "IDR"],
    ["TH", "THB"],
    ["SG", "SGD"],
    ["JP", "JPY"],
    ["DE", "EUR"],
    ["FR", "EUR"],
    ["VN", "VND"],
    ["KR", "KRW"],
    ["TW", "TWD"],
    ["CW", "ANG"],
    ["GB", "GBP"],
  ])("%s pays in %s", (country, currency) => {
    expect(currencyForCountry(country)).toBe(currency);
  });

  it("reads the country code in any case and ignores surrounding spaces", () => {
    expect(currencyForCountry("my")).toBe("MYR");
    expect(currencyForCountry("Th")).toBe("THB");
    expect(currencyForCountry(" sg ")).toBe("SGD");
  });

  it("answers null for a country it does not know or nothing at all", () => {
    for (const country of ["BR", "XX", "T1", "ZZ", "MYS", "", "constructor", "__proto__", null, undefined]) {
      expect(currencyForCountry(country)).toBeNull();
    }
  });

  it("only ever answers one of the 21 accepted currencies", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 4 }), (country) => {
        const currency = currencyForCountry(country);
        expect(currency === null || isDetectableCurrency(currency)).toBe(true);
      }),
    );
  });
});

describe("regionFromAcceptLanguage", () => {
  it.each([
    ["en-MY,en;q=0.9", "MY"],
    ["th-TH", "TH"],
    ["en-sg", "SG"],
    ["fr;q=0.5, th-TH;q=0.9", "TH"],
    ["en-GB;q=0.2, ja-JP;q=0.8, en;q=0.9", "JP"],
    ["en, id-ID;q=0.7", "ID"],
    ["zh-Hant-TW", "TW"],
    ["zh-Hans-CN,zh;q=0.9", "CN"],
    ["  vi-VN ; q=1 ", "VN"],
  ])("%j names the region %s", (header, region) => {
    expect(regionFromAcceptLanguage(header)).toBe(region);
  });

  it("keeps the header's order among equal weights", () => {
    expect(regionFromAcceptLanguage("ms-MY, en-SG")).toBe("MY");
    expect(regionFromAcceptLanguage("en-SG;q=0.8, ms-MY;q=0.8")).toBe("SG");
  });

  it.each([
    ["en"],
    ["en,fr;q=0.5"],
    ["*"],
    ["es-419"],
    ["zh-Hant"],
    [""],
    ["!!!,;;;q=x"],
    ["garbage"],
    ["en-MY;q=abc"],
  ])("%j names no region", (header) => {
    expect(regionFromAcceptLanguage(header)).toBeNull();
  });

  it("ignores a language the visitor refuses (q=0)", () => {
    expect(regionFromAcceptLanguage("en-MY;q=0")).toBeNull();
    expect(regionFromAcceptLanguage("en-MY;q=0, th-TH;q=0.1")).toBe("TH");
  });

  it("answers null for a missing header", () => {
    expect(regionFromAcceptLanguage(null)).toBeNull();
    expect(regionFromAcceptLanguage(undefined)).toBeNull();
  });

  it("never throws and answers a two-letter upper-case region or null", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (header) => {
        const region = regionFromAcceptLanguage(header);
        expect(region === null || /^[A-Z]{2}$/.test(region)).toBe(true);
      }),
    );
  });
});

describe("roundHalfEven", () => {
  it.each([
    [0.5, 0],
    [1.5, 2],
    [2.5, 2],
    [3.5, 4],
    [2.4999, 2],
    [2.5001, 3],
    [0, 0],
    [7, 7],
    [0.49, 0],
    [0.51, 1],
    [1_000_000_000_000.5, 1_000_000_000_000],
    [1_000_000_000_001.5, 1_000_000_000_002],
  ])("rounds %d to %d", (value, rounded) => {
    expect(roundHalfEven(value)).toBe(rounded);
  });

  it.each([
    [-0.5, 0],
    [-1.5, -2],
    [-2.5, -2],
    [-3.5, -4],
    [-2.4999, -2],
    [-2.5001, -3],
    [-7, -7],
  ])("rounds the negative %d to %d", (value, rounded) => {
    // toEqual treats -0 and 0 alike; whether -0.5 gives 0 or -0 makes no difference to an amount.
    expect(roundHalfEven(value) + 0).toBe(rounded);
  });

  it("absorbs floating-point noise around a half", () => {
    // 0.1 + 0.2 + 2.2 is 2.5000000000000004 in binary: still a tie, so it goes to the even 2.
    expect(roundHalfEven(0.1 + 0.2 + 2.2)).toBe(2);
    expect(roundHalfEven(62.49999999999999)).toBe(62);
  });

  it("is symmetric around zero and never more than half away", () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (value) => {
        const rounded = roundHalfEven(value);
        expect(Number.isInteger(rounded)).toBe(true);
        expect(Math.abs(rounded - value)).toBeLessThanOrEqual(0.5 + 1e-6);
        expect(roundHalfEven(-value) + 0).toBe(-rounded + 0);
      }),
    );
  });
});

describe("convertMinor", () => {
  const intoUsd = rates("USD", { MYR: 1 / 4.46, IDR: 1 / 15_820, JPY: 1 / 151.4, THB: 1 / 34.2 });

  it("leaves an amount in its own currency unchanged, whatever the rates", () => {
    expect(convertMinor(25_000, "MYR", "MYR", intoUsd)).toBe(25_000);
    expect(convertMinor(123, "XYZ", "XYZ", rates("USD", {}))).toBe(123);
  });

  it("answers null when the rate of the source currency is unknown", () => {
    expect(convertMinor(25_000, "PHP", "USD", intoUsd)).toBeNull();
  });

  it("answers null when the rates are into another currency than asked", () => {
    expect(convertMinor(25_000, "MYR", "SGD", intoUsd)).toBeNull();
  });

  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY])("answers null for a rate of %d", (rate) => {
    expect(convertMinor(25_000, "MYR", "USD", rates("USD", { MYR: rate }))).toBeNull();
  });

  it("converts RM 250.00 to US$56.05 at 1/4.46", () => {
    // 250 / 4.46 = 56.0538… dollars = 5605.38… cents → 5605.
    expect(convertMinor(25_000, "MYR", "USD", intoUsd)).toBe(5605);
  });

  it("converts rupiah, which has no minor units shown, to dollars and back", () => {
    // 850,000 / 15,820 = 53.7294… dollars = 5372.94… cents → 5373.
    expect(convertMinor(850_000, "IDR", "USD", intoUsd)).toBe(5373);
    // 53.73 × 15,820 = 850,008.6 → 850,009 rupiah: off by less than one cent's worth (15.82 rupiah).
    expect(convertMinor(5373, "USD", "IDR", rates("IDR", { USD: 15_820 }))).toBe(850_009);
  });

  it("converts yen to dollars and back", () => {
    // 1,500 / 151.4 = 9.9075… dollars = 990.75… cents → 991.
    expect(convertMinor(1500, "JPY", "USD", intoUsd)).toBe(991);
    // 9.91 × 151.4 = 1500.374 → 1500 yen.
    expect(convertMinor(991, "USD", "JPY", rates("JPY", { USD: 151.4 }))).toBe(1500);
    expect(convertMinor(100, "USD", "JPY", rates("JPY", { USD: 151.4 }))).toBe(151);
  });

  it("converts between two zero-decimal currencies", () => {
    // 10,000 yen × (15,820 / 151.4) = 1,044,914.1… rupiah.
    expect(convertMinor(10_000, "JPY", "IDR", rates("IDR", { JPY: 15_820 / 151.4 }))).toBe(1_044_914);
  });

  it("rounds half to even, once, at the end", () => {
    // 2.50 × 0.25 = 0.625 dollars = 62.5 cents (exact in binary) → 62, the even neighbour.
    expect(convertMinor(250, "MYR", "USD", rates("USD", { MYR: 0.25 }))).toBe(62);
    // 3.50 × 0.25 = 0.875 dollars = 87.5 cents → 88.
    expect(convertMinor(350, "MYR", "USD", rates("USD", { MYR: 0.25 }))).toBe(88);
    // 5 yen × 0.5 = 2.5 won → 2; 7 yen × 0.5 = 3.5 won → 4.
    expect(convertMinor(5, "JPY", "KRW", rates("KRW", { JPY: 0.5 }))).toBe(2);
    expect(convertMinor(7, "JPY", "KRW", rates("KRW", { JPY: 0.5 }))).toBe(4);
    // 1 cent × 0.5 = half a cent → 0: rounding per step would not be "once at the end" with any other result.
    expect(convertMinor(1, "USD", "SGD", rates("SGD", { USD: 0.5 }))).toBe(0);
    expect(convertMinor(3, "USD", "SGD", rates("SGD", { USD: 0.5 }))).toBe(2);
  });

  it("answers a whole number of minor units", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SPEC_DETECTABLE),
        fc.constantFrom(...SPEC_DETECTABLE),
        fc.integer({ min: 0, max: 1e12 }),
        (from, to, amountMinor) => {
          const converted = convertMinor(amountMinor, from, to, ratesInto(PER_USD, to));
          expect(converted).not.toBeNull();
          expect(Number.isSafeInteger(converted)).toBe(true);
          expect(converted).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe("converting there and back (property-based, all 21 currencies)", () => {
  /**
   * The value of one minor unit of `b`, in minor units of `a`: how coarse `b` is seen from `a`. One cent is
   * 4.46 sen (MYR), one yen is 0.66 US cents, one rupiah is 0.03 sen.
   */
  function minorUnitOf(b: string, a: string, perUsd: Record<string, number>): number {
    return (perUsd[a]! / perUsd[b]!) * 10 ** (minorDigits(a) - minorDigits(b));
  }

  /**
   * The bound tested: A → B rounds once (an error of at most half a minor unit of B, which is `u / 2` minor
   * units of A once converted back, `u` being one minor unit of B in A); B → A rounds once more (at most half
   * a minor unit of A). So |A → B → A − A| ≤ u / 2 + 1 / 2 minor units of A, within the "one minor unit of
   * B in A plus one minor unit of A" of one minor unit per step. When B is at least as fine as A (u ≤ 1) the
   * round trip is therefore within one minor unit of A; when B is coarser (MYR → IDR → MYR, USD → JPY → USD)
   * it may be off by up to about half a unit of B. A millionth of slack covers floating point.
   */
  function bound(a: string, b: string, perUsd: Record<string, number>): number {
    return minorUnitOf(b, a, perUsd) / 2 + 0.5 + 1e-6;
  }

  function roundTrip(amountMinor: number, a: string, b: string, perUsd: Record<string, number>) {
    const there = convertMinor(amountMinor, a, b, ratesInto(perUsd, b));
    expect(there).not.toBeNull();
    const back = convertMinor(there!, b, a, ratesInto(perUsd, a));
    expect(back).not.toBeNull();
    return back!;
  }

  it("uses a rate table that covers all 21 currencies", () => {
    expect(Object.keys(PER_USD).sort()).toEqual([...SPEC_DETECTABLE].sort());
  });

  it("stays within the bound for every pair and amounts up to 10^12 minor units, at the demo rates", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SPEC_DETECTABLE),
        fc.constantFrom(...SPEC_DETECTABLE),
        fc.integer({ min: 1, max: 1e12 }),
        (a, b, amountMinor) => {
          const back = roundTrip(amountMinor, a, b, PER_USD);
          expect(Math.abs(back - amountMinor)).toBeLessThanOrEqual(bound(a, b, PER_USD));
          if (minorUnitOf(b, a, PER_USD) <= 1) expect(Math.abs(back - amountMinor)).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("stays within the bound for every pair at arbitrary rates", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SPEC_DETECTABLE),
        fc.constantFrom(...SPEC_DETECTABLE),
        // Up to a billion minor units at rates from 0.01 to 100,000 per dollar keeps every amount well inside
        // the integers a double holds exactly.
        fc.integer({ min: 1, max: 1e9 }),
        fc.double({ min: 0.01, max: 100_000, noNaN: true }),
        fc.double({ min: 0.01, max: 100_000, noNaN: true }),
        (a, b, amountMinor, aPerUsd, bPerUsd) => {
          const perUsd = a === b ? { USD: 1, [a]: aPerUsd } : { USD: 1, [a]: aPerUsd, [b]: bPerUsd };
          const back = roundTrip(amountMinor, a, b, perUsd);
          expect(Math.abs(back - amountMinor)).toBeLessThanOrEqual(bound(a, b, perUsd));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it.each([
    ["USD", "VND"], // One dong is 0.004 cents (finer): back within a cent.
    ["MYR", "IDR"], // One rupiah is 0.03 sen (finer): back within a sen.
    ["USD", "JPY"], // One yen is 0.66 cents (coarser, but under a cent): back within a cent.
    ["IDR", "MYR"], // One sen is 35.5 rupiah (coarser): back within about 18 rupiah.
    ["KRW", "GBP"], // One penny is 17.6 won (coarser): back within about 9 won.
  ])("examples: %s → %s and back", (a, b) => {
    const u = minorUnitOf(b, a, PER_USD);
    for (const amountMinor of [1, 99, 12_345, 850_000, 99_999_999]) {
      const back = roundTrip(amountMinor, a, b, PER_USD);
      expect(Math.abs(back - amountMinor)).toBeLessThanOrEqual(u / 2 + 0.5 + 1e-6);
    }
  });

  it("keeps a whole number of the coarser currency exact when going through a finer one", () => {
    // 1,500 yen → cents → yen, 850,000 rupiah → sen → rupiah: the finer currency loses nothing that matters.
    expect(roundTrip(1500, "JPY", "USD", PER_USD)).toBe(1500);
    expect(Math.abs(roundTrip(850_000, "IDR", "MYR", PER_USD) - 850_000)).toBeLessThanOrEqual(18);
  });
});

describe("formatMoney across the 21 currencies", () => {
  it.each(SPEC_DETECTABLE)("%s shows the right number of decimals", (currency) => {
    const text = formatMoney({ amountMinor: 1_234_567, currency }, { exact: true });
    const whole = formatMoney({ amountMinor: 100, currency }, { exact: true });
    if (ZERO_DECIMALS.includes(currency)) {
      expect(text).toMatch(/1,234,567$/);
      expect(text).not.toMatch(/\.\d/);
      expect(whole).toMatch(/(^|[^\d.,])100$/);
    } else {
      expect(text).toMatch(/(^|[^\d.,])12,345\.67$/);
      expect(whole).toMatch(/(^|[^\d.,])1\.00$/);
    }
  });

  it("shows every amount of every currency with its decimals (property-based)", () => {
    fc.assert(
      fc.property(fc.constantFrom(...SPEC_DETECTABLE), fc.integer({ min: 0, max: 1e12 }), (currency, amountMinor) => {
        const text = formatMoney({ amountMinor, currency }, { exact: true });
        const decimals = /\.(\d+)$/.exec(text)?.[1] ?? "";
        expect(decimals.length).toBe(ZERO_DECIMALS.includes(currency) ? 0 : 2);
        // The digits shown are the amount in minor units.
        expect(Number(text.replace(/[^\d]/g, ""))).toBe(amountMinor);
      }),
    );
  });
});
