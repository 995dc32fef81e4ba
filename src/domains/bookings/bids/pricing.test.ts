import { describe, expect, it } from "vitest";
import { BUSINESS_SETTINGS } from "@/domains/platform/settings";
import { splitSale } from "../money";
import type { BookingPriceLine } from "../schema";
import { bidPriceLines } from "./pricing";

// 3 nights × MYR 250, cleaning 60, service fee 5% (40.50), tourism tax 3 × 10: MYR 880.50.
const quote: BookingPriceLine[] = [
  { kind: "stay", label: "3 nights", quantity: 3, unitAmountMinor: 25_000, amountMinor: 75_000 },
  { kind: "cleaning", label: "Cleaning fee", amountMinor: 6_000 },
  { kind: "service_fee", label: "Service fee (5%)", amountMinor: 4_050 },
  { kind: "tax", label: "Tourism tax", quantity: 3, unitAmountMinor: 1_000, amountMinor: 3_000 },
];
const format = (amountMinor: number) => `MYR ${(amountMinor / 100).toFixed(2)}`;

describe("bidPriceLines", () => {
  it("keeps cleaning and taxes, keeps the fee's rate, and gives the stay what is left: the lines add up to the bid", () => {
    const result = bidPriceLines(quote, 3, 70_000, BUSINESS_SETTINGS, format);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    // 700 − 30 tax = 670 = (stay + cleaning) × 1.05 → 638.10 (rounded), fee 31.90; stay 578.10.
    expect(result.lines.map((line) => [line.kind, line.amountMinor])).toEqual([
      ["stay", 57_810],
      ["cleaning", 6_000],
      ["service_fee", 3_190],
      ["tax", 3_000],
    ]);
    expect(result.lines.reduce((total, line) => total + line.amountMinor, 0)).toBe(70_000);
    const sale = splitSale(result.lines, false, BUSINESS_SETTINGS);
    expect(sale.totalMinor).toBe(70_000);
    expect(sale.supplierMinor).toBe(57_810 - 8_672 + 6_000);
  });

  it("adds up to the bid exactly for any amount", () => {
    for (let bid = 10_000; bid < 88_050; bid += 37) {
      const result = bidPriceLines(quote, 3, bid, BUSINESS_SETTINGS, format);
      expect(result.ok, String(bid)).toBe(true);
      if (!result.ok) continue;
      expect(result.lines.reduce((total, line) => total + line.amountMinor, 0)).toBe(bid);
      const fee = result.lines.find((line) => line.kind === "service_fee")!.amountMinor;
      const base = result.lines
        .filter((line) => line.kind === "stay" || line.kind === "cleaning")
        .reduce((total, line) => total + line.amountMinor, 0);
      expect(Math.abs(fee - (base * 500) / 10_000)).toBeLessThanOrEqual(1);
    }
  });

  it("refuses an offer at or above the list price, or too low to cover cleaning and taxes", () => {
    expect(bidPriceLines(quote, 3, 88_050, BUSINESS_SETTINGS, format)).toEqual({
      ok: false,
      message: "The price for these dates is MYR 880.50: offer less, or book at that price.",
    });
    expect(bidPriceLines(quote, 3, 9_000, BUSINESS_SETTINGS, format)).toEqual({
      ok: false,
      message: "Offer more than MYR 93.00: the cleaning fee, service fee and taxes alone come to that.",
    });
    expect(bidPriceLines(quote, 3, 0, BUSINESS_SETTINGS, format).ok).toBe(false);
  });
});
