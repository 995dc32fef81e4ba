import { describe, expect, it } from "vitest";
import { BUSINESS_SETTINGS } from "@/domains/platform/settings";
import { claimLifecycle, CLAIM_EVENT_TO } from "./lifecycle";
import { policyNumber, POLICY_NUMBER, premiumFor, premiumRefund, premiumSplit, type ClaimStatus } from "./rules";

const settings = BUSINESS_SETTINGS.travelInsurance;

/** Whether a claim may be marked `to` from `from`, through the lifecycle (nothing leads back to opened). */
const mayMoveClaim = (from: ClaimStatus, to: ClaimStatus) =>
  to !== "opened" && claimLifecycle.next(from, CLAIM_EVENT_TO[to], "insurer").ok;

describe("premiumFor", () => {
  it("is 3% of the stay when that is above the minimum", () => {
    // MYR 1,000.00 at 4.5 MYR per USD: 3% is MYR 30.00, above the USD 5 floor (MYR 22.50).
    expect(premiumFor(100_000, "MYR", 4.5, settings)).toBe(3_000);
  });
  it("is the USD 5 minimum converted into the stay's currency for a cheap stay", () => {
    expect(premiumFor(10_000, "MYR", 4.5, settings)).toBe(2_250);
    expect(premiumFor(10_000, "USD", 1, settings)).toBe(500);
  });
  it("converts the minimum into currencies without minor units, rounding up", () => {
    // IDR has no minor digits here: USD 5 at 16,000.4 IDR per USD is IDR 80,002 (80,002.0 rounded up).
    expect(premiumFor(100_000, "IDR", 16_000.4, settings)).toBe(80_002);
  });
  it("rounds the share half-even", () => {
    // 3% of 100,050 minor is 3,001.5 → 3,002 (even).
    expect(premiumFor(100_050, "USD", 1, settings)).toBe(3_002);
  });
  it("cannot price a currency without a rate", () => {
    expect(premiumFor(100_000, "XYZ", undefined, settings)).toBeNull();
    expect(premiumFor(100_000, "XYZ", 0, settings)).toBeNull();
  });
});

describe("premiumSplit and premiumRefund", () => {
  it("keeps our commission and owes the insurer the rest, to the minor unit", () => {
    expect(premiumSplit(3_001, settings)).toEqual({ commissionMinor: 600, insurerMinor: 2_401 });
  });
  it("refunds the whole premium before the trip starts and nothing after", () => {
    const start = new Date("2026-03-10T06:00:00Z");
    expect(premiumRefund(3_000, start, new Date("2026-03-10T05:59:59Z"), settings).refundMinor).toBe(3_000);
    expect(premiumRefund(3_000, start, new Date("2026-03-10T06:00:00Z"), settings).refundMinor).toBe(0);
  });
});

describe("claims and policy numbers", () => {
  it("moves opened claims to approved or rejected, and approved ones to paid, nothing else", () => {
    expect(mayMoveClaim("opened", "approved")).toBe(true);
    expect(mayMoveClaim("opened", "rejected")).toBe(true);
    expect(mayMoveClaim("approved", "paid")).toBe(true);
    expect(mayMoveClaim("opened", "paid")).toBe(false);
    expect(mayMoveClaim("rejected", "approved")).toBe(false);
    expect(mayMoveClaim("paid", "opened")).toBe(false);
  });
  it("numbers policies like PS-2026-000123", () => {
    expect(policyNumber("PS", 2026, 123)).toBe("PS-2026-000123");
    expect(POLICY_NUMBER.test(policyNumber("PS", 2026, 123))).toBe(true);
  });
});
