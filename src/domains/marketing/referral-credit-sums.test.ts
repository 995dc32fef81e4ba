import { describe, expect, it } from "vitest";
import {
  allocateCredit,
  creditCapMinor,
  creditReturnOf,
  creditToApply,
  creditWorth,
  type ConvertMinor,
} from "./referral-credit-sums";

/** USD → MYR at 4.5 and back, rounded half-even like the stored rates' conversion. */
const convert: ConvertMinor = (amountMinor, from, to) => {
  if (from === to) return amountMinor;
  if (from === "USD" && to === "MYR") return Math.round(amountMinor * 4.5);
  if (from === "MYR" && to === "USD") return Math.round(amountMinor / 4.5);
  return null;
};

describe("creditCapMinor", () => {
  it("leaves one whole unit of the currency for the card", () => {
    expect(creditCapMinor(81_000, "MYR")).toBe(80_900);
    expect(creditCapMinor(5_000, "JPY")).toBe(4_999);
    expect(creditCapMinor(50, "MYR")).toBe(0);
  });
});

describe("creditToApply", () => {
  it("is what is available within the cap, never below zero", () => {
    expect(creditToApply(9_000, 81_000, "MYR")).toBe(9_000);
    expect(creditToApply(450_000, 81_000, "MYR")).toBe(80_900);
    expect(creditToApply(9_000, 80, "MYR")).toBe(0);
    expect(creditToApply(0, 81_000, "MYR")).toBe(0);
  });
});

describe("allocateCredit", () => {
  const grants = [
    { id: "soonest", currency: "USD", remainingMinor: 2_000 },
    { id: "later", currency: "USD", remainingMinor: 2_000 },
  ];

  it("spends the soonest to expire first, whole grants while they fit", () => {
    expect(allocateCredit(grants, 18_000, "MYR", convert)).toEqual([
      { grantId: "soonest", amountMinor: 2_000, bookingAmountMinor: 9_000 },
      { grantId: "later", amountMinor: 2_000, bookingAmountMinor: 9_000 },
    ]);
  });

  it("takes part of a grant worth the rest, converted back at the rate", () => {
    expect(allocateCredit(grants, 12_000, "MYR", convert)).toEqual([
      { grantId: "soonest", amountMinor: 2_000, bookingAmountMinor: 9_000 },
      { grantId: "later", amountMinor: 667, bookingAmountMinor: 3_000 },
    ]);
  });

  it("never takes more than a grant has, nor less than one minor unit", () => {
    const [part] = allocateCredit([{ id: "g", currency: "USD", remainingMinor: 2_000 }], 1, "MYR", convert);
    expect(part).toEqual({ grantId: "g", amountMinor: 1, bookingAmountMinor: 1 });
  });

  it("passes over grants without a rate or with nothing left, and asks nothing of a zero", () => {
    const mixed = [
      { id: "empty", currency: "USD", remainingMinor: 0 },
      { id: "norate", currency: "XXX", remainingMinor: 5_000 },
      { id: "usd", currency: "USD", remainingMinor: 2_000 },
    ];
    expect(allocateCredit(mixed, 4_500, "MYR", convert)).toEqual([
      { grantId: "usd", amountMinor: 1_000, bookingAmountMinor: 4_500 },
    ]);
    expect(allocateCredit(mixed, 0, "MYR", convert)).toEqual([]);
  });

  it("spends a grant in the stay's own currency without conversion", () => {
    expect(allocateCredit([{ id: "myr", currency: "MYR", remainingMinor: 5_000 }], 3_000, "MYR", convert)).toEqual([
      { grantId: "myr", amountMinor: 3_000, bookingAmountMinor: 3_000 },
    ]);
  });
});

describe("creditWorth", () => {
  it("adds what each grant is worth in one currency, leaving out those without a rate", () => {
    const grants = [
      { id: "a", currency: "USD", remainingMinor: 2_000 },
      { id: "b", currency: "XXX", remainingMinor: 2_000 },
    ];
    expect(creditWorth(grants, "MYR", convert)).toBe(9_000);
  });
});

describe("creditReturnOf", () => {
  it("gives back the policy's share of both sides, half-even, never more than was used", () => {
    expect(creditReturnOf({ amountMinor: 2_000, bookingAmountMinor: 9_000 }, 100)).toEqual({
      amountMinor: 2_000,
      bookingAmountMinor: 9_000,
    });
    expect(creditReturnOf({ amountMinor: 2_000, bookingAmountMinor: 9_000 }, 50)).toEqual({
      amountMinor: 1_000,
      bookingAmountMinor: 4_500,
    });
    expect(creditReturnOf({ amountMinor: 667, bookingAmountMinor: 3_001 }, 50)).toEqual({
      amountMinor: 334,
      bookingAmountMinor: 1_500,
    });
    expect(creditReturnOf({ amountMinor: 2_000, bookingAmountMinor: 9_000 }, 0)).toEqual({
      amountMinor: 0,
      bookingAmountMinor: 0,
    });
  });
});
