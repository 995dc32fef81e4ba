import { describe, expect, it } from "vitest";
import { promoDiscountMinor, quoteStay as quoteStayAt, type QuoteInput, type QuotedProperty } from "./quote";

// These tests are about prices, not about when: they quote as of a fixed moment before their dates.
const QUOTED_AT = new Date("2026-11-01T00:00:00Z");
const quoteStay = (input: Omit<QuoteInput, "now">) => quoteStayAt({ now: QUOTED_AT, ...input });

const klApartment: QuotedProperty = {
  country: "malaysia",
  timeZone: "Asia/Kuala_Lumpur",
  currency: "MYR",
  maxGuests: 4,
  nightlyRateMinor: 25_000,
  weekendRateMinor: null,
  minNights: 1,
  maxNights: null,
  monthlyRateMinor: null,
  hourlyRateMinor: null,
  minHours: null,
  maxHours: null,
  openingTime: null,
  closingTime: null,
  cleaningFeeMinor: 6_000,
};

describe("promoDiscountMinor", () => {
  it("takes a percentage of the room revenue, rounded half-even", () => {
    expect(promoDiscountMinor({ code: "WELCOME10", kind: "percent", percentBasisPoints: 1_000 }, 75_000, "MYR")).toBe(
      7_500,
    );
    // 12.5% of 1.01 = 0.12625 → 0.13 (13 minor units); 2.5% of 0.90 = 0.0225 → 0.02 (half-even on 2.25).
    expect(promoDiscountMinor({ code: "A12", kind: "percent", percentBasisPoints: 1_250 }, 101, "MYR")).toBe(13);
    expect(promoDiscountMinor({ code: "A25", kind: "percent", percentBasisPoints: 250 }, 90, "MYR")).toBe(2);
    expect(promoDiscountMinor({ code: "ALL", kind: "percent", percentBasisPoints: 10_000 }, 75_000, "MYR")).toBe(
      75_000,
    );
  });

  it("takes a fixed amount only in its own currency, never more than the room revenue", () => {
    const kl50 = { code: "KL50", kind: "fixed" as const, amountMinor: 5_000, currency: "MYR" };
    expect(promoDiscountMinor(kl50, 75_000, "MYR")).toBe(5_000);
    expect(promoDiscountMinor(kl50, 3_000, "MYR")).toBe(3_000);
    expect(promoDiscountMinor(kl50, 75_000, "THB")).toBeNull();
    expect(promoDiscountMinor(kl50, 0, "MYR")).toBe(0);
  });
});

describe("quoteStay with a promo code", () => {
  const stay = { mode: "nightly" as const, checkIn: "2027-03-01", checkOut: "2027-03-04" };

  it("puts a negative promo line after the service fee (on the undiscounted price) and before taxes", () => {
    const result = quoteStay({
      property: klApartment,
      stay,
      guests: 2,
      promo: { code: "WELCOME10", kind: "percent", percentBasisPoints: 1_000 },
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.quote.lines.map((line) => [line.kind, line.amountMinor])).toEqual([
      ["stay", 75_000],
      ["cleaning", 6_000],
      ["service_fee", 4_050],
      ["promo", -7_500],
      ["tax", 3_000],
    ]);
    expect(result.quote.lines.find((line) => line.kind === "promo")?.label).toBe(
      "Promo code WELCOME10 (10% off the stay)",
    );
    expect(result.quote.totalMinor).toBe(80_550);
  });

  it("refuses a fixed code in another currency than the place's", () => {
    const result = quoteStay({
      property: { ...klApartment, country: "thailand", currency: "THB" },
      stay,
      guests: 2,
      promo: { code: "KL50", kind: "fixed", amountMinor: 5_000, currency: "MYR" },
    });
    expect(result).toMatchObject({ ok: false, problem: "promo_not_valid" });
  });
});
