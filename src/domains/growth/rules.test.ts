import { describe, expect, it } from "vitest";
import { lastDayOf, normalisePromoCode, promoRefusal, windowOf, type PromoCodeFacts } from "./rules";

const now = new Date("2026-11-23T10:00:00Z");
const code: PromoCodeFacts = {
  code: "WELCOME10",
  active: true,
  ...windowOf("2026-11-01", "2026-11-30"),
  maxRedemptions: 5,
  perGuestLimit: 1,
  redemptionsCount: 0,
  allProperties: true,
  kind: "percent",
  currency: null,
};
const context = { now, inScope: false, currency: "MYR", guestUses: 0 };

describe("promo code rules", () => {
  it("normalises what a guest types", () => {
    expect(normalisePromoCode(" welcome 10 ")).toBe("WELCOME10");
  });

  it("a window is whole UTC days, inclusive", () => {
    const window = windowOf("2026-11-01", "2026-11-30");
    expect(window).toEqual({
      validFrom: new Date("2026-11-01T00:00:00Z"),
      validUntil: new Date("2026-12-01T00:00:00Z"),
    });
    expect(lastDayOf(window.validUntil)).toBe("2026-11-30");
    expect(promoRefusal(code, { ...context, now: new Date("2026-11-30T23:59:59Z") })).toBeNull();
    expect(promoRefusal(code, { ...context, now: new Date("2026-12-01T00:00:00Z") })).toBe(
      "Promo code WELCOME10 expired on 2026-11-30.",
    );
    expect(promoRefusal(code, { ...context, now: new Date("2026-10-31T23:59:59Z") })).toBe(
      "Promo code WELCOME10 can be used from 2026-11-01.",
    );
  });

  it("says why a code cannot be used", () => {
    expect(promoRefusal(code, context)).toBeNull();
    expect(promoRefusal({ ...code, active: false }, context)).toBe("Promo code WELCOME10 is no longer active.");
    expect(promoRefusal({ ...code, allProperties: false }, context)).toBe(
      "Promo code WELCOME10 is not valid for this place.",
    );
    expect(promoRefusal({ ...code, allProperties: false }, { ...context, inScope: true })).toBeNull();
    expect(promoRefusal({ ...code, kind: "fixed", currency: "THB" }, context)).toBe(
      "Promo code WELCOME10 is only valid for places priced in THB.",
    );
    expect(promoRefusal({ ...code, redemptionsCount: 5 }, context)).toBe("Promo code WELCOME10 has been fully used.");
    expect(promoRefusal({ ...code, maxRedemptions: null, redemptionsCount: 500 }, context)).toBeNull();
    expect(promoRefusal(code, { ...context, guestUses: 1 })).toBe("You have already used Promo code WELCOME10.");
    expect(promoRefusal({ ...code, perGuestLimit: 3 }, { ...context, guestUses: 2 })).toBeNull();
    expect(promoRefusal({ ...code, perGuestLimit: null }, { ...context, guestUses: 9 })).toBeNull();
  });
});
