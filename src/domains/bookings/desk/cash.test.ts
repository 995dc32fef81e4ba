import { describe, expect, it } from "vitest";
import { ACCOUNTS, totalsByCurrency } from "@/domains/ledger";
import { BUSINESS_SETTINGS } from "@/domains/platform/settings";
import { saleLines, splitSale } from "../money";
import { cashHolderOf, supplierHeldSaleLines } from "./cash";

const party = { currency: "MYR", organisationId: "org-1", propertyId: "prop-1", managed: false };
const priceLines = [
  { kind: "stay" as const, label: "3 nights", amountMinor: 75_000 },
  { kind: "cleaning" as const, label: "Cleaning", amountMinor: 6_000 },
  { kind: "service_fee" as const, label: "Service fee", amountMinor: 4_000 },
  { kind: "tax" as const, label: "Tourism tax", amountMinor: 3_000 },
];

describe("cash at the desk", () => {
  it("is held by the platform at a managed property and by the supplier at its own", () => {
    expect(cashHolderOf({ managed: true })).toBe("platform");
    expect(cashHolderOf({ managed: false })).toBe("supplier");
  });

  it("held by the supplier: balances, moves no cash of ours, and leaves the supplier owing our fees and the taxes", () => {
    const sale = splitSale(priceLines, false, BUSINESS_SETTINGS);
    const lines = supplierHeldSaleLines(saleLines(party, sale), party.organisationId);
    expect(totalsByCurrency(lines)).toEqual({ MYR: 0 });
    expect(lines.some((line) => line.account.startsWith("cash:") || line.account === ACCOUNTS.guestFunds)).toBe(false);
    const payable = lines
      .filter((line) => line.account === ACCOUNTS.supplierPayable)
      .reduce((total, line) => total + line.amountMinor, 0);
    // Debit: what the supplier holds (the whole price) less what it earned (stay less commission, cleaning).
    expect(payable).toBe(sale.totalMinor - sale.supplierMinor);
    expect(payable).toBe(sale.platformFeeMinor + sale.serviceFeeMinor + sale.taxMinor);
    expect(lines.every((line) => line.account !== ACCOUNTS.supplierPayable || line.organisationId === "org-1")).toBe(
      true,
    );
  });
});
