import { describe, expect, it } from "vitest";
import { totalsByCurrency } from "@/domains/ledger";
import { BUSINESS_SETTINGS } from "@/domains/platform/settings";
import { amountDueMinor, paymentLines, refundTerms, saleLines, saleRefundLines, splitRefund, splitSale } from "./money";
import type { BookingPriceLine } from "./schema";

const lines: BookingPriceLine[] = [
  { kind: "stay", label: "3 nights", quantity: 3, unitAmountMinor: 25_000, amountMinor: 75_000 },
  { kind: "cleaning", label: "Cleaning fee", amountMinor: 6_000 },
  { kind: "service_fee", label: "Service fee (5%)", amountMinor: 4_050 },
  { kind: "tax", label: "Tourism tax", quantity: 3, unitAmountMinor: 1_000, amountMinor: 3_000 },
];
const party = { currency: "MYR", organisationId: "org", propertyId: "prop", managed: false };

describe("a booking's money", () => {
  it("splits a sale into the supplier's share, our fees and the taxes", () => {
    const sale = splitSale(lines, false, BUSINESS_SETTINGS);
    // 15% commission on the stay (not the cleaning fee): 11,250; the supplier gets 75,000 − 11,250 + 6,000.
    expect(sale).toEqual({
      stayMinor: 75_000,
      cleaningMinor: 6_000,
      platformFeeMinor: 11_250,
      serviceFeeMinor: 4_050,
      taxMinor: 3_000,
      promoDiscountMinor: 0,
      supplierMinor: 69_750,
      totalMinor: 88_050,
    });
    expect(splitSale(lines, true, BUSINESS_SETTINGS).platformFeeMinor).toBe(15_000);
  });

  it("writes entries that balance, and a refund that reverses its share", () => {
    const sale = splitSale(lines, false, BUSINESS_SETTINGS);
    expect(totalsByCurrency(paymentLines(party, "test_card", sale.totalMinor))).toEqual({ MYR: 0 });
    expect(totalsByCurrency(saleLines(party, sale))).toEqual({ MYR: 0 });
    const half = splitRefund(sale, 50);
    expect(half).toMatchObject({
      stayMinor: 37_500,
      cleaningMinor: 3_000,
      platformFeeMinor: 5_625,
      serviceFeeMinor: 2_025,
      taxMinor: 3_000,
      totalMinor: 45_525,
    });
    expect(totalsByCurrency(saleRefundLines(party, "test_card", half))).toEqual({ MYR: 0 });
    expect(splitRefund(sale, 100).totalMinor).toBe(sale.totalMinor);
    expect(splitRefund(sale, 0).totalMinor).toBe(sale.taxMinor);
  });

  it("a booking paid in part with referral credit charges the rest; its refund pays the credit's share back to the guest's side", () => {
    expect(amountDueMinor({ totalMinor: 88_050, referralCreditMinor: 9_000 })).toBe(79_050);
    expect(amountDueMinor({ totalMinor: 88_050, referralCreditMinor: 0 })).toBe(88_050);
    const half = splitRefund(splitSale(lines, false, BUSINESS_SETTINGS), 50);
    const refund = saleRefundLines(party, "test_card", half, 4_500);
    expect(totalsByCurrency(refund)).toEqual({ MYR: 0 });
    expect(refund.find((line) => line.account === "cash:test_card")!.amountMinor).toBe(-(45_525 - 4_500));
    expect(refund.find((line) => line.account === "guest_funds")!.amountMinor).toBe(-4_500);
  });

  it("refunds by the property's policy and the time left before check-in", () => {
    const startsAt = new Date("2026-12-20T07:00:00Z");
    const before = (hours: number) => new Date(startsAt.getTime() - hours * 3_600_000);
    expect(refundTerms("flexible", startsAt, before(24)).percent).toBe(100);
    expect(refundTerms("flexible", startsAt, before(23.9)).percent).toBe(0);
    expect(refundTerms("moderate", startsAt, before(5 * 24)).percent).toBe(100);
    expect(refundTerms("moderate", startsAt, before(4 * 24)).percent).toBe(0);
    expect(refundTerms("strict", startsAt, before(14 * 24)).percent).toBe(50);
    expect(refundTerms("strict", startsAt, before(13 * 24)).percent).toBe(0);
    expect(refundTerms("strict", startsAt, before(30 * 24)).explanation).toMatch(/half/);
  });
});
