import { describe, expect, it } from "vitest";
import { seededRandom } from "@tests/factories/random";
import { splitDistribution } from "./split";

describe("splitDistribution", () => {
  it("pays share × net × units held / units issued when it divides exactly", () => {
    const split = splitDistribution({
      netIncomeMinor: 1_000_000,
      investorShareBasisPoints: 5_000,
      unitsIssued: 100,
      holdings: [
        { userId: "a", units: 10 },
        { userId: "b", units: 30 },
      ],
    });
    expect(split.payments).toEqual([
      { userId: "a", units: 10, amountMinor: 50_000 },
      { userId: "b", units: 30, amountMinor: 150_000 },
    ]);
    expect(split.totalMinor).toBe(200_000);
    expect(split.unitsHeld).toBe(40);
  });

  it("gives the left-over minor units to the largest remainders and keeps the sum exact", () => {
    // 50% of 1,001 = 500.5 over 3 units, all held: T = 500; exact parts 166.83 each → 166 each, 2 left.
    const split = splitDistribution({
      netIncomeMinor: 1_001,
      investorShareBasisPoints: 5_000,
      unitsIssued: 3,
      holdings: [
        { userId: "a", units: 1 },
        { userId: "b", units: 1 },
        { userId: "c", units: 1 },
      ],
    });
    expect(split.totalMinor).toBe(500);
    expect(split.payments.map((p) => p.amountMinor)).toEqual([167, 167, 166]);
  });

  it("prefers the largest fraction over holder order", () => {
    // net 100, share 100%, 7 units: a holds 1 (14.285…), b holds 3 (42.857…), T = ⌊400/7⌋ = 57 → 14 + 42 = 56, one left to b.
    const split = splitDistribution({
      netIncomeMinor: 100,
      investorShareBasisPoints: 10_000,
      unitsIssued: 7,
      holdings: [
        { userId: "a", units: 1 },
        { userId: "b", units: 3 },
      ],
    });
    expect(split.totalMinor).toBe(57);
    expect(split.payments).toEqual([
      { userId: "a", units: 1, amountMinor: 14 },
      { userId: "b", units: 3, amountMinor: 43 },
    ]);
  });

  it("distributes nothing in a month with zero or negative net income", () => {
    for (const netIncomeMinor of [0, -25_000]) {
      const split = splitDistribution({
        netIncomeMinor,
        investorShareBasisPoints: 5_000,
        unitsIssued: 10,
        holdings: [{ userId: "a", units: 4 }],
      });
      expect(split.totalMinor).toBe(0);
      expect(split.payments).toEqual([{ userId: "a", units: 4, amountMinor: 0 }]);
    }
  });

  it("handles amounts beyond 2^53 in the intermediate product", () => {
    const split = splitDistribution({
      netIncomeMinor: 900_000_000_000_000,
      investorShareBasisPoints: 9_999,
      unitsIssued: 1_000_000,
      holdings: [{ userId: "a", units: 999_999 }],
    });
    // 9e14 × 0.9999 × 0.999999 = 899_909_100_090_000 − 0.0009, rounded down.
    expect(split.totalMinor).toBe(Number((900_000_000_000_000n * 9_999n * 999_999n) / (10_000n * 1_000_000n)));
    expect(split.payments[0]!.amountMinor).toBe(split.totalMinor);
  });

  it("refuses holdings above the units issued", () => {
    expect(() =>
      splitDistribution({
        netIncomeMinor: 100,
        investorShareBasisPoints: 5_000,
        unitsIssued: 2,
        holdings: [{ userId: "a", units: 3 }],
      }),
    ).toThrow();
  });

  it("always sums to the investors' share rounded down, and nobody is more than one minor unit from exact", () => {
    const random = seededRandom(20261123);
    for (let run = 0; run < 500; run++) {
      const unitsIssued = random.int(1, 5_000);
      const holders = random.int(1, 12);
      const holdings = [];
      let left = unitsIssued;
      for (let h = 0; h < holders && left > 0; h++) {
        const units = random.int(1, Math.max(1, Math.floor(left / 2)));
        holdings.push({ userId: `u${h}`, units });
        left -= units;
      }
      const netIncomeMinor = random.int(1, 50_000_000);
      const investorShareBasisPoints = random.int(1, 10_000);
      const split = splitDistribution({ netIncomeMinor, investorShareBasisPoints, unitsIssued, holdings });
      const unitsHeld = holdings.reduce((sum, h) => sum + h.units, 0);
      const expected =
        (BigInt(netIncomeMinor) * BigInt(investorShareBasisPoints) * BigInt(unitsHeld)) /
        (10_000n * BigInt(unitsIssued));
      expect(split.payments.reduce((sum, p) => sum + p.amountMinor, 0)).toBe(Number(expected));
      expect(split.totalMinor).toBe(Number(expected));
      for (const payment of split.payments) {
        const exact = (netIncomeMinor * investorShareBasisPoints * payment.units) / (10_000 * unitsIssued);
        expect(Math.abs(payment.amountMinor - exact)).toBeLessThan(1 + 1e-6);
      }
    }
  });
});
