import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { pdfText, renderPdf } from "./pdf";

describe("renderPdf", () => {
  it("writes a PDF with its title, and pages enough for long tables", async () => {
    const rows = Array.from({ length: 120 }, (_, index) => [`Booking BK-${index}`, "MYR 1,234.50"]);
    const bytes = await renderPdf({
      title: "Settlement ST-2026-0001",
      subtitle: "Lim Properties Sdn Bhd — November 2026",
      issuer: ["Staysia Sdn Bhd", "Kuala Lumpur"],
      facts: [["Status", "Approved"]],
      tables: [
        {
          heading: "Stays",
          columns: [
            { label: "Booking", width: 3 },
            { label: "Net", width: 1, align: "right" },
          ],
          rows,
          totals: [["Total", "MYR 148,140.00"]],
        },
      ],
      notes: ["Paid to the bank account on file."],
    });
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe("%PDF-");
    const loaded = await PDFDocument.load(bytes);
    expect(loaded.getTitle()).toBe("Settlement ST-2026-0001");
    expect(loaded.getPageCount()).toBeGreaterThan(1);
  });

  it("draws an empty table as a sentence instead of failing", async () => {
    const bytes = await renderPdf({
      title: "Statement",
      tables: [{ columns: [{ label: "Line", width: 1 }], rows: [] }],
    });
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
  });
});

describe("pdfText", () => {
  it("folds accents and replaces what the standard fonts cannot draw", () => {
    expect(pdfText("Café – “Bangkok” → Phuket…")).toBe('Cafe - "Bangkok" -> Phuket...');
    expect(pdfText("กรุงเทพ ₱100")).toBe("??????? ?100");
    expect(pdfText("line\nbreak")).toBe("line break");
  });
});
