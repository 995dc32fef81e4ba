import { describe, expect, it } from "vitest";
import { opexFiltersFrom, opexQuery } from "./filters";
import { opexLines, opexReversalLines } from "./ledger";
import { MAX_RECEIPT_BYTES, RECEIPT_MESSAGES, receiptFileProblem, sniffReceiptType } from "./rules";

const bytes = (...values: number[]) => new Uint8Array([...values, ...new Array(16).fill(0)]);

describe("receipts", () => {
  it("tells a file's kind from its first bytes, not its name", () => {
    expect(sniffReceiptType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("image/jpeg");
    expect(sniffReceiptType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe("image/png");
    expect(sniffReceiptType(new TextEncoder().encode("RIFF\u0000\u0000\u0000\u0000WEBPVP8 "))).toBe("image/webp");
    expect(sniffReceiptType(new TextEncoder().encode("%PDF-1.7\n"))).toBe("application/pdf");
    expect(sniffReceiptType(new TextEncoder().encode("GIF89a"))).toBeNull();
    expect(sniffReceiptType(new TextEncoder().encode("<html>%PDF-"))).toBeNull();
    expect(sniffReceiptType(new Uint8Array())).toBeNull();
  });

  it("refuses in the browser what the server would refuse anyway", () => {
    expect(receiptFileProblem({ size: 0, type: "image/png" })).toBe(RECEIPT_MESSAGES.empty);
    expect(receiptFileProblem({ size: MAX_RECEIPT_BYTES + 1, type: "application/pdf" })).toBe(
      RECEIPT_MESSAGES.tooLarge,
    );
    expect(receiptFileProblem({ size: 1000, type: "image/gif" })).toBe(RECEIPT_MESSAGES.wrongKind);
    expect(receiptFileProblem({ size: MAX_RECEIPT_BYTES, type: "application/pdf" })).toBeNull();
  });
});

describe("opex lines", () => {
  const charge = { organisationId: "org", propertyId: "property", currency: "MYR", amountMinor: 12_345 };
  it("debits the owner's payable and credits the bank, and a reversal is the exact opposite", () => {
    expect(opexLines(charge)).toEqual([
      {
        account: "supplier_payable",
        currency: "MYR",
        amountMinor: 12_345,
        organisationId: "org",
        propertyId: "property",
      },
      { account: "cash:bank", currency: "MYR", amountMinor: -12_345, propertyId: "property" },
    ]);
    const reversed = opexReversalLines(charge);
    expect(reversed.map((line) => line.amountMinor)).toEqual([-12_345, 12_345]);
    expect([...opexLines(charge), ...reversed].reduce((total, line) => total + line.amountMinor, 0)).toBe(0);
  });
});

describe("opex filters", () => {
  const today = new Date("2026-03-15T00:00:00Z");
  it("reads the URL, ignoring what is malformed, and writes it back", () => {
    const filters = opexFiltersFrom(
      {
        property: "6f1c1d52-5a43-4d4b-9f55-0d8a8b1f7a10",
        category: "repairs",
        from: "2026-01",
        to: "2026-02",
        page: "3",
      },
      today,
    );
    expect(filters).toEqual({
      propertyId: "6f1c1d52-5a43-4d4b-9f55-0d8a8b1f7a10",
      category: "repairs",
      from: "2026-01",
      to: "2026-02",
      page: 3,
    });
    expect(opexQuery(filters)).toBe(
      "?property=6f1c1d52-5a43-4d4b-9f55-0d8a8b1f7a10&category=repairs&from=2026-01&to=2026-02&page=3",
    );
    expect(opexFiltersFrom({ property: "x", category: "lunch", page: "-1" }, today)).toEqual({
      propertyId: undefined,
      category: undefined,
      from: "2025-10",
      to: "2026-03",
      page: 1,
    });
  });
});
