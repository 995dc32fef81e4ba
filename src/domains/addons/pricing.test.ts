import { describe, expect, it } from "vitest";
import { totalsByCurrency } from "@/domains/ledger";
import {
  addonRefundLines,
  addonSaleLines,
  FLIGHT_NUMBER,
  normaliseFlightNumber,
  orderActionsFor,
  quoteAddon,
  transferHourOf,
} from "./pricing";

const settings: { addonCommissionBasisPoints: number } = { addonCommissionBasisPoints: 2000 };

describe("add-on prices", () => {
  it("multiplies the unit price by persons or vehicles and takes the commission of the total", () => {
    expect(quoteAddon(12_000, 3, settings)).toEqual({
      unitPriceMinor: 12_000,
      quantity: 3,
      totalMinor: 36_000,
      commissionMinor: 7_200,
      supplierMinor: 28_800,
    });
  });

  it("rounds the commission half to even, so the supplier gets the rest to the minor unit", () => {
    // 20% of 2,5 = 0.5 → 0; of 7,5 = 1.5 → 2 (to even).
    expect(quoteAddon(25, 1, { addonCommissionBasisPoints: 200 }).commissionMinor).toBe(0);
    expect(quoteAddon(75, 1, { addonCommissionBasisPoints: 200 }).commissionMinor).toBe(2);
    const quote = quoteAddon(9_999, 7, settings);
    expect(quote.commissionMinor + quote.supplierMinor).toBe(quote.totalMinor);
  });

  it("refuses a price or a quantity that is not a positive whole number", () => {
    expect(() => quoteAddon(0, 1, settings)).toThrow(RangeError);
    expect(() => quoteAddon(100, 0, settings)).toThrow(RangeError);
    expect(() => quoteAddon(100, 1.5, settings)).toThrow(RangeError);
    expect(() => quoteAddon(10.5, 1, settings)).toThrow(RangeError);
  });
});

describe("add-on journal lines", () => {
  const party = { currency: "MYR", organisationId: "org-1", provider: "test_card" as const };

  it("balances a sale: cash in, the supplier's payable and our commission", () => {
    const lines = addonSaleLines(party, { totalMinor: 24_000, commissionMinor: 4_800 });
    expect(lines).toEqual([
      { account: "cash:test_card", currency: "MYR", amountMinor: 24_000 },
      { account: "supplier_payable", currency: "MYR", amountMinor: -19_200, organisationId: "org-1" },
      { account: "revenue:commission", currency: "MYR", amountMinor: -4_800, organisationId: "org-1" },
    ]);
    expect(totalsByCurrency(lines)).toEqual({ MYR: 0 });
  });

  it("reverses a sale exactly on a refund", () => {
    const sale = addonSaleLines(party, { totalMinor: 9_500, commissionMinor: 1_900 });
    const refund = addonRefundLines(party, { totalMinor: 9_500, commissionMinor: 1_900 });
    expect(refund.map((line) => line.amountMinor)).toEqual(sale.map((line) => -line.amountMinor));
    expect(totalsByCurrency(refund)).toEqual({ MYR: 0 });
  });
});

describe("transfers and orders", () => {
  it("counts a pickup in its clock hour", () => {
    expect(transferHourOf("07:45")).toBe("07:00");
    expect(transferHourOf("23:59:00")).toBe("23:00");
    expect(() => transferHourOf("24:10")).toThrow(RangeError);
    expect(() => transferHourOf("7pm")).toThrow(RangeError);
  });

  it("reads flight numbers as airlines print them", () => {
    for (const flight of ["AK6123", "MH 1", "D7 506", "TR2A"])
      expect(FLIGHT_NUMBER.test(normaliseFlightNumber(flight)), flight).toBe(true);
    for (const flight of ["", "A1", "ABCD123", "MH12345", "AK-61"])
      expect(FLIGHT_NUMBER.test(normaliseFlightNumber(flight)), flight).toBe(false);
    expect(normaliseFlightNumber(" ak 6123 ")).toBe("AK6123");
  });

  it("lets a scheduled order end done or no-show from its day, and be cancelled any time before", () => {
    expect(orderActionsFor("scheduled", true)).toEqual(["done", "no_show", "cancel"]);
    expect(orderActionsFor("scheduled", false)).toEqual(["cancel"]);
    for (const status of ["held", "done", "no_show", "cancelled"] as const)
      expect(orderActionsFor(status, true)).toEqual([]);
  });
});
