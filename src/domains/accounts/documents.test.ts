/**
 * Every document the accounts domain prints, rendered with a Thai and a Chinese name and a 120-character address,
 * read back by poppler (`pdftotext`) and rendered as an image (`pdftoppm`): the names come back whole, nothing
 * is replaced by "?", and the long texts wrap instead of being cut. (The guest receipt reads the database: its
 * test is `guest-receipts/receipts.int.test.ts`.)
 */
import { describe, expect, it } from "vitest";
import { pdfFirstPagePng, pdfToText, withoutSpaces } from "@tests/support/pdf-files";
import { renderPdf, type PdfDocumentSpec } from "@/server/pdf";
import { invoicePdf } from "./invoices/documents";
import type { FoundInvoice } from "./invoices/queries";
import { settlementPdf } from "./settlements/documents";
import type { FoundSettlement } from "./settlements/queries";
import { buildStatements } from "./statements/statement";
import { statementPdfSpec } from "./statements/export";

const NAMES = { thai: "สมชาย ใจดี", chinese: "陈美玲" };
const COMPANIES = { thai: "บริษัท สยามที่พัก จำกัด", chinese: "北京美玲物业管理有限公司" };
const LONG_ADDRESS =
  "อาคาร 陈氏大厦 ชั้น 12 เลขที่ 99/123 ถนนสุขุมวิท แขวงคลองเตยเหนือ เขตวัฒนา กรุงเทพมหานคร 10110 ประเทศไทย Sukhumvit Road";

function invoice(guest: string, company: string, kind: "guest" | "credit_note"): FoundInvoice {
  return {
    invoice: {
      id: "00000000-0000-4000-8000-000000000001",
      kind,
      status: "issued",
      number: kind === "guest" ? "INV-SIAM-2027-000042" : "CN-SIAM-2027-000007",
      issuedAt: "2027-08-03T10:00:00.000Z",
      issuerName: company,
      billToName: guest,
      currency: "THB",
      totalMinor: kind === "guest" ? 560_000 : -560_000,
      bookingReference: "BK-7K2P9Q",
      settlementNumber: null,
      propertyTitle: LONG_ADDRESS,
      relatedNumber: kind === "guest" ? null : "INV-SIAM-2027-000042",
      relatedId: null,
    },
    lines: [
      { label: `2 nights at ${LONG_ADDRESS}`, quantity: 2, unitAmountMinor: 250_000, amountMinor: 500_000 },
      { label: "Service fee", amountMinor: 60_000 },
    ].map((line) => (kind === "guest" ? line : { ...line, amountMinor: -line.amountMinor })),
    billToEmail: "guest@example.test",
    voidReason: null,
    voidedAt: null,
    stay: { checkIn: "2027-08-01", checkOut: "2027-08-03" },
  };
}

function settlement(guest: string, company: string): FoundSettlement {
  const figures = {
    grossMinor: 500_000,
    commissionMinor: 75_000,
    managementFeeMinor: 0,
    refundsMinor: 0,
    opexMinor: 0,
    netMinor: 425_000,
  };
  return {
    settlement: {
      id: "00000000-0000-4000-8000-000000000002",
      number: "ST-2027-0008",
      organisationId: "00000000-0000-4000-8000-000000000003",
      organisationName: company,
      currency: "THB",
      month: "2027-08",
      periodStart: "2027-08-01",
      periodEnd: "2027-08-31",
      status: "approved",
      approvedAt: "2027-09-02T08:00:00.000Z",
      paidAt: null,
      paymentReference: null,
      items: 1,
      ...figures,
    },
    lines: [
      {
        entryId: "00000000-0000-4000-8000-000000000004",
        kind: "booking_sale",
        at: "2027-08-03T10:00:00.000Z",
        bookingId: "00000000-0000-4000-8000-000000000005",
        reference: "BK-7K2P9Q",
        guestName: guest,
        checkIn: "2027-08-01",
        checkOut: "2027-08-03",
        propertyTitle: LONG_ADDRESS,
        memo: LONG_ADDRESS,
        grossMinor: 500_000,
        feeMinor: 75_000,
        refundsMinor: 0,
        opexMinor: 0,
        payableMinor: 425_000,
      },
    ],
    commissionInvoice: null,
  } as FoundSettlement;
}

function statement(company: string): PdfDocumentSpec {
  return statementPdfSpec(
    {
      subject: { kind: "organisation", id: "00000000-0000-4000-8000-000000000003", managedOnly: false },
      title: `${company}, ${LONG_ADDRESS}`,
      period: { from: "2027-08", to: "2027-08" },
      previous: { from: "2027-07", to: "2027-07" },
      periodLabel: "Aug 2027",
      previousLabel: "Jul 2027",
      currencies: buildStatements([
        {
          currency: "THB",
          kind: "booking_sale",
          account: "supplier_payable",
          category: null,
          amountMinor: -425_000,
          period: "current",
        },
        {
          currency: "THB",
          kind: "booking_sale",
          account: "revenue:commission",
          category: null,
          amountMinor: -75_000,
          period: "current",
        },
      ]),
    },
    new Date("2027-09-01T00:00:00Z"),
  );
}

async function readBack(spec: PdfDocumentSpec) {
  const bytes = await renderPdf(spec);
  const png = await pdfFirstPagePng(bytes);
  expect(png.subarray(1, 4).toString()).toBe("PNG");
  // A blank A4 page at 60 dpi compresses to about 1 KB; a page of text is several times that.
  expect(png.length).toBeGreaterThan(5_000);
  return pdfToText(bytes);
}

describe.each(["thai", "chinese"] as const)("documents for a %s guest and company", { timeout: 60_000 }, (script) => {
  const guest = NAMES[script];
  const company = COMPANIES[script];

  it.each(["guest", "credit_note"] as const)(
    "the %s prints the names whole and the long line wrapped",
    async (kind) => {
      const text = await readBack(invoicePdf(invoice(guest, company, kind)));
      expect(text).not.toContain("?");
      expect(text).toContain(guest);
      expect(text).toContain(company);
      expect(text).toContain(
        kind === "guest" ? "Guest invoice INV-SIAM-2027-000042" : "Credit note CN-SIAM-2027-000007",
      );
      expect(withoutSpaces(text)).toContain(withoutSpaces(`2 nights at ${LONG_ADDRESS}`));
      expect(text).toContain(kind === "guest" ? "THB 5,600.00" : "-THB 5,600.00");
    },
  );

  it("the guest's invoice and credit note speak the guest's language; English reads as before", async () => {
    const thai = await readBack(invoicePdf(invoice(guest, company, "guest"), "th"));
    expect(thai).toContain("ใบแจ้งหนี้ INV-SIAM-2027-000042");
    expect(thai).toContain("เรียกเก็บจาก");
    // Dates in the Buddhist year, as Thais read them; money with its code.
    expect(thai).toContain("2570");
    expect(thai).toContain("THB 5,600.00");
    expect(thai).not.toMatch(/Bill to|Date of issue|Description|Paid in full/);
    const chinese = await readBack(invoicePdf(invoice(guest, company, "credit_note"), "zh"));
    expect(chinese).toContain("红字发票 CN-SIAM-2027-000007");
    expect(chinese).toContain("冲销发票");
    expect(chinese).not.toContain("Credit note");
    const english = await readBack(invoicePdf(invoice(guest, company, "guest")));
    expect(english).toContain("Bill to");
    expect(english).toContain("Paid in full at booking.");
  });

  it("the settlement statement prints the supplier, the guest and the memo whole", async () => {
    const text = await readBack(settlementPdf(settlement(guest, company)));
    expect(text).not.toContain("?");
    expect(text).toContain(company);
    expect(text).toContain(guest);
    expect(withoutSpaces(text)).toContain(withoutSpaces(`BK-7K2P9Q · ${guest}`));
    expect(text).toContain("THB 4,250.00");
  });

  it("the statement of accounts prints its subject whole", async () => {
    const text = await readBack(statement(company));
    expect(text).not.toContain("?");
    expect(text).toContain(company);
    expect(withoutSpaces(text)).toContain(withoutSpaces(LONG_ADDRESS));
  });
});
