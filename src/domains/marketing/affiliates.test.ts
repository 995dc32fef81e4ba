import { describe, expect, it } from "vitest";
import { AFFILIATE_COOKIE, affiliateClickIdFrom, commissionOf, safeLandingPath } from "./affiliates";
import { newReferralCode, REFERRAL_CODE_PATTERN } from "./referrals";
import { affiliateSchema, prepareAffiliatePayoutSchema } from "./inputs";

describe("the affiliate cookie", () => {
  const id = "0f8b3c1e-2a4d-4e6f-8a9b-1c2d3e4f5a6b";
  it("is read from a Cookie header among others", () => {
    expect(affiliateClickIdFrom(new Headers({ cookie: `a=1; ${AFFILIATE_COOKIE}=${id}; b=2` }))).toBe(id);
  });
  it("is ignored when missing or not a click id", () => {
    expect(affiliateClickIdFrom(new Headers())).toBeNull();
    expect(affiliateClickIdFrom(new Headers({ cookie: `${AFFILIATE_COOKIE}=travel-blog` }))).toBeNull();
    expect(affiliateClickIdFrom(new Headers({ cookie: `x${AFFILIATE_COOKIE}=${id}` }))).toBeNull();
  });
});

describe("safeLandingPath", () => {
  it.each([
    ["/findahome?city=Penang", "/findahome?city=Penang"],
    ["/", "/"],
    [null, "/"],
    ["https://evil.example/", "/"],
    ["//evil.example/", "/"],
    ["/\\evil.example", "/"],
  ])("%s lands on %s", (input, expected) => {
    expect(safeLandingPath(input)).toBe(expected);
  });
});

describe("commissionOf", () => {
  it("takes the basis points of the room revenue, rounded down to the minor unit", () => {
    expect(commissionOf(75_000, 500)).toBe(3_750);
    expect(commissionOf(12_345, 500)).toBe(617);
    expect(commissionOf(0, 500)).toBe(0);
  });
});

describe("codes", () => {
  it("referral codes are 8 capital letters and digits without look-alikes", () => {
    for (let i = 0; i < 200; i++) {
      const code = newReferralCode();
      expect(code).toMatch(REFERRAL_CODE_PATTERN);
      expect(code).not.toMatch(/[01OI]/);
    }
  });

  it("affiliate codes are lower-cased and checked; commission months are YYYY-MM", () => {
    expect(
      affiliateSchema.parse({ name: "Travel Blog", code: " Travel-Blog ", contactEmail: "a@b.example" }).code,
    ).toBe("travel-blog");
    expect(affiliateSchema.safeParse({ name: "Travel Blog", code: "-bad", contactEmail: "a@b.example" }).success).toBe(
      false,
    );
    expect(affiliateSchema.safeParse({ name: "Travel Blog", code: "ab", contactEmail: "a@b.example" }).success).toBe(
      false,
    );
    expect(
      prepareAffiliatePayoutSchema.safeParse({
        affiliateId: "0f8b3c1e-2a4d-4e6f-8a9b-1c2d3e4f5a6b",
        month: "2025-13",
        currency: "MYR",
      }).success,
    ).toBe(false);
  });
});
