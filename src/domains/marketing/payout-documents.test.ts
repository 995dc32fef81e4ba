/**
 * The affiliate statement's PDF with a Thai and a Chinese affiliate, read back by poppler: the name comes back
 * whole, with its bookings and the total; a statement whose bookings changed since says so.
 */
import { describe, expect, it } from "vitest";
import { pdfToText } from "@tests/support/pdf-files";
import { renderPdf } from "@/server/pdf";
import { affiliatePayoutPdf } from "./payout-documents";
import type { AffiliatePayoutStatement } from "./payouts";

const NAMES = { thai: "บล็อกท่องเที่ยวเกาะสมุย", chinese: "美玲旅行博客" };

function statement(name: string, amountMinor: number): AffiliatePayoutStatement {
  return {
    payout: {
      id: "00000000-0000-4000-8000-0000000000c1",
      affiliateName: name,
      contactEmail: "partners@example.test",
      month: "2027-02-01",
      currency: "THB",
      amountMinor,
      status: "approved",
      approvedAt: "2027-03-03 10:00:00+00",
      reference: null,
      paidAt: null,
    },
    lines: [
      { reference: "BK-7K2P9Q", checkIn: "2027-03-10", roomRevenueMinor: 500_000, commissionMinor: 25_000 },
      { reference: "BK-8M3R4T", checkIn: "2027-04-02", roomRevenueMinor: 300_000, commissionMinor: 15_000 },
    ],
  };
}

describe.each(["thai", "chinese"] as const)(
  "an affiliate statement for a %s affiliate",
  { timeout: 60_000 },
  (script) => {
    it("prints the affiliate, each booking and the total whole", async () => {
      const text = await pdfToText(await renderPdf(affiliatePayoutPdf(statement(NAMES[script], 40_000))));
      expect(text).not.toContain("?");
      expect(text).toContain(NAMES[script]);
      expect(text).toContain("February 2027");
      expect(text).toContain("BK-7K2P9Q");
      expect(text).toContain("BK-8M3R4T");
      expect(text).toContain("THB 400.00");
      expect(text).not.toContain("changed after the statement");
    });

    it("says when the bookings changed after the statement was made", async () => {
      const text = await pdfToText(await renderPdf(affiliatePayoutPdf(statement(NAMES[script], 38_000))));
      expect(text).toContain("THB 380.00");
      expect(text.replace(/\s+/g, " ")).toContain("they changed after the statement was made");
    });
  },
);
