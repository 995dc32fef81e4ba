import { describe, expect, it } from "vitest";
import { DEMO_RATES_PER_USD } from "@tests/fixtures/demo-rates";
import { ratesInto, RATES_BASE, type RateSnapshot } from "./queries";

const asOf = new Date("2025-06-01T12:00:00.000Z");

function snapshot(
  perBase: Record<string, number> = { USD: 1, ...DEMO_RATES_PER_USD },
  at: Date | null = asOf,
): RateSnapshot {
  return { perBase, asOf: at, sources: ["demo snapshot"] };
}

describe("ratesInto", () => {
  it("stores rates against the US dollar", () => {
    expect(RATES_BASE).toBe("USD");
  });

  it("gives rates into MYR from a per-USD snapshot", () => {
    const rates = ratesInto(snapshot(), "MYR")!;
    expect(rates.toCurrency).toBe("MYR");
    expect(rates.asOf).toBe("2025-06-01T12:00:00.000Z");
    expect(rates.rates.MYR).toBe(1);
    expect(rates.rates.USD).toBeCloseTo(4.46, 12);
    expect(rates.rates.THB).toBeCloseTo(4.46 / 34.2, 12);
    expect(rates.rates.IDR).toBeCloseTo(4.46 / 15_820, 15);
    expect(Object.keys(rates.rates).sort()).toEqual(["USD", ...Object.keys(DEMO_RATES_PER_USD)].sort());
  });

  it("gives rates into the base itself", () => {
    const rates = ratesInto(snapshot(), "USD")!;
    expect(rates.rates.USD).toBe(1);
    expect(rates.rates.MYR).toBeCloseTo(1 / 4.46, 12);
  });

  it("answers null for a currency without a rate", () => {
    expect(ratesInto(snapshot(), "XYZ")).toBeNull();
    expect(ratesInto(snapshot(), "myr")).toBeNull();
    expect(ratesInto(snapshot({ USD: 1 }), "MYR")).toBeNull();
  });

  it("gives the epoch as the as-of time of a snapshot that has none", () => {
    expect(ratesInto(snapshot({ USD: 1 }, null), "USD")!.asOf).toBe("1970-01-01T00:00:00.000Z");
  });

  it("is pure: it changes nothing in the snapshot and answers the same twice", () => {
    const input = snapshot();
    const copy = structuredClone(input);
    const first = ratesInto(input, "THB");
    const second = ratesInto(input, "THB");
    expect(input).toEqual(copy);
    expect(first).toEqual(second);
    expect(first).not.toBe(second);
    first!.rates.USD = 0;
    expect(ratesInto(input, "THB")!.rates.USD).toBeCloseTo(34.2, 12);
  });
});
