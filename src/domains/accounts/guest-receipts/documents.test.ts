/**
 * The guest's receipt in the guest's language (docs/I18N.md): rendered in Thai and in Chinese and read back by
 * poppler (`pdftotext`), so the words are the catalogue's, the days are the language's (Thai in the Buddhist
 * year), the price lines as charged are named in the language, and the fonts draw every character (nothing
 * comes back as "?" or the replacement character). English's words are the int test's (`receipts.int.test.ts`).
 */
import { describe, expect, it } from "vitest";
import { pdfToText, withoutSpaces } from "@tests/support/pdf-files";
import { renderPdf } from "@/server/pdf";
import { bookingReceiptPdf } from "./documents";
import type { BookingReceipt } from "./queries";

const receipt: BookingReceipt = {
  reference: "BK-7K2P9Q",
  status: "confirmed",
  guestName: "สมชาย ใจดี",
  guestEmail: "somchai@example.test",
  guestCount: 2,
  childrenAges: [],
  checkIn: "2027-03-10",
  checkOut: "2027-03-13",
  currency: "THB",
  totalMinor: 560_000,
  priceLines: [
    { label: "3 nights", quantity: 3, unitAmountMinor: 150_000, amountMinor: 450_000 },
    { label: "Cleaning fee", amountMinor: 50_000 },
    { label: "Service fee (12%)", amountMinor: 54_000 },
    { label: "Tourism tax", quantity: 3, unitAmountMinor: 2_000, amountMinor: 6_000 },
  ],
  property: { title: "คอนโดริมแม่น้ำ", address: "99 ถนนเจริญกรุง", city: "Bangkok", country: "thailand" },
  supplierName: "บริษัท ห้องพัก จำกัด",
  invoiceNumber: "INV-SIAM-2027-000042",
  paidAt: "2027-02-01T09:30:00.000Z",
  payments: [
    { provider: "test_card", cardLast4: "4242", providerReference: null, capturedMinor: 560_000, refundedMinor: 0 },
  ],
};
const issued = new Date("2027-02-02T10:00:00Z");

describe("bookingReceiptPdf in the guest's language", () => {
  it("prints the receipt in Thai, with Thai days in the Buddhist year and the price lines named in Thai", async () => {
    const text = await pdfToText(await renderPdf(bookingReceiptPdf(receipt, issued, "th")));
    const flat = withoutSpaces(text);
    for (const words of [
      "ใบเสร็จ BK-7K2P9Q",
      "ผู้เข้าพัก",
      "ชำระเมื่อ",
      "รายการที่คุณชำระ",
      "3 คืน",
      "ค่าทำความสะอาด",
      "ค่าบริการ (12%)",
      "ภาษีการท่องเที่ยว",
      "บัตรลงท้ายด้วย 4242",
      "ยอดชำระทั้งหมด",
      "10 มี.ค. 2570",
      "13 มี.ค. 2570",
      "ผู้เข้าพัก 2 คน",
      "Bangkok, ไทย",
    ])
      expect(flat).toContain(withoutSpaces(words));
    expect(text).toContain("THB 5,600.00");
    expect(text).not.toContain("?");
    expect(text).not.toContain("\uFFFD");
    for (const english of ["Receipt", "Guest", "Paid on", "What you paid for", "nights", "Cleaning fee", "Card ending"])
      expect(text).not.toContain(english);
  });

  it("prints the receipt in Chinese", async () => {
    const text = await pdfToText(await renderPdf(bookingReceiptPdf(receipt, issued, "zh")));
    const flat = withoutSpaces(text);
    for (const words of ["收据 BK-7K2P9Q", "付款项目", "3 晚", "清洁费", "尾号 4242 的银行卡", "2027年3月10日"])
      expect(flat).toContain(withoutSpaces(words));
    expect(text).not.toContain("\uFFFD");
  });

  it("keeps English's words as they were", () => {
    const spec = bookingReceiptPdf(receipt, issued);
    expect(spec.title).toBe("Receipt BK-7K2P9Q");
    expect(spec.facts!.map(([label]) => label)).toEqual([
      "Booking",
      "Guest",
      "Stay",
      "Dates",
      "Guests",
      "Provided by",
      "Paid on",
      "Invoice",
      "Receipt issued",
    ]);
    expect(spec.tables![0]!.rows.map(([label]) => label)).toEqual([
      "3 nights",
      "Cleaning fee",
      "Service fee (12%)",
      "Tourism tax",
    ]);
  });
});
