/**
 * The investor payout's PDF with a Thai and a Chinese investor and property, read back by poppler: the names come
 * back whole (nothing replaced by "?"), with every month's line and the total.
 */
import { describe, expect, it } from "vitest";
import { pdfFirstPagePng, pdfToText, withoutSpaces } from "@tests/support/pdf-files";
import { renderPdf } from "@/server/pdf";
import { investorPayoutPdf } from "./payout-documents";
import type { InvestorPayoutStatement } from "./payouts";

const PEOPLE = {
  thai: { name: "สมชาย ใจดี", property: "คอนโดวิวแม่น้ำ สาทร 陈氏大厦 ชั้น 12" },
  chinese: { name: "陈美玲", property: "吉隆坡双子塔景观公寓 ชั้น 12" },
};

function statement(name: string, property: string): InvestorPayoutStatement {
  return {
    payout: {
      id: "00000000-0000-4000-8000-0000000000b1",
      holderEmail: "investor@example.test",
      holderName: name,
      currency: "MYR",
      throughMonth: "2027-02",
      amountMinor: 12_345,
      status: "paid",
      reference: "MBB 2027-03 001",
      items: 2,
      createdAt: "2027-03-02 09:00:00+00",
      paidAt: "2027-03-05 10:00:00+00",
      approvedAt: "2027-03-03 10:00:00+00",
      approvedBy: "finance@example.test",
    },
    lines: [
      { month: "2027-01", property, units: 40, amountMinor: 6_000 },
      { month: "2027-02", property, units: 40, amountMinor: 6_345 },
    ],
    bank: { bankName: "Maybank", accountMasked: "•••• 1234", updatedAt: "2027-01-01 00:00:00+00" },
  };
}

describe.each(["thai", "chinese"] as const)("an investor payout for a %s investor", { timeout: 60_000 }, (script) => {
  it("prints the investor, the property, each month and the total whole", async () => {
    const { name, property } = PEOPLE[script];
    const bytes = await renderPdf(investorPayoutPdf(statement(name, property)));
    const png = await pdfFirstPagePng(bytes);
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    const text = await pdfToText(bytes);
    expect(text).not.toContain("?");
    expect(text).toContain(name);
    expect(withoutSpaces(text)).toContain(withoutSpaces(property));
    expect(text).toContain("January 2027");
    expect(text).toContain("February 2027");
    expect(text).toContain("MYR 123.45");
    expect(text).toContain("MBB 2027-03 001");
  });
});
