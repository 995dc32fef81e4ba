import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { pdfFirstPagePng, pdfToText, withoutSpaces } from "@tests/support/pdf-files";
import { pdfText, renderPdf } from "./pdf";

const THAI_NAME = "สมชาย ใจดี";
const CHINESE_NAME = "陈美玲";
/** 120 characters: a Thai address with a Chinese building name and Latin postcode, no room for it on one line. */
const LONG_ADDRESS =
  "อาคาร 陈氏大厦 ชั้น 12 เลขที่ 99/123 ถนนสุขุมวิท แขวงคลองเตยเหนือ เขตวัฒนา กรุงเทพมหานคร 10110 ประเทศไทย Sukhumvit Road";

// Loading the fonts (Noto Sans SC is 10 MB) takes a few seconds on a busy machine: a generous limit, not a check.
describe("renderPdf", { timeout: 60_000 }, () => {
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

  it("prints Thai, Chinese and Latin names as written, and wraps a long address instead of cutting it", async () => {
    const bytes = await renderPdf({
      title: `Receipt for ${CHINESE_NAME}`,
      issuer: [THAI_NAME, LONG_ADDRESS],
      facts: [
        ["Guest", `${THAI_NAME} / ${CHINESE_NAME} / Nguyễn Thị Minh Khai / Zoë`],
        ["Address", LONG_ADDRESS],
      ],
      tables: [
        {
          columns: [
            { label: "Description", width: 2 },
            { label: "Amount", width: 1, align: "right" },
          ],
          rows: [[LONG_ADDRESS, "THB 12,500.00"]],
        },
      ],
    });
    const text = await pdfToText(bytes);
    expect(text).not.toContain("?");
    expect(text).toContain(THAI_NAME);
    expect(text).toContain(CHINESE_NAME);
    // Drawn whole; poppler reads "Thị" back as "Thi" (fontkit splits ị into i and a dot below and pdftotext
    // keeps the base only), so the test checks the words it reads back as written.
    expect(text).toContain("Nguyễn");
    expect(text).toContain("Zoë");
    expect(text).toContain("THB 12,500.00");
    // Wrapped in the issuer block, in the fact's value and in the table cell: three times whole.
    const address = withoutSpaces(LONG_ADDRESS);
    expect(withoutSpaces(text).split(address)).toHaveLength(4);
    const png = await pdfFirstPagePng(bytes);
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    expect(png.length).toBeGreaterThan(5_000);
  });

  it("keeps each wrapped table row whole on one page and repeats the table's header on the next", async () => {
    const rows = Array.from({ length: 40 }, (_, index) => [`Row ${index + 1}: ${LONG_ADDRESS}`, "THB 1,000.00"]);
    const bytes = await renderPdf({
      title: "Rows",
      tables: [
        {
          columns: [
            { label: "Address", width: 2 },
            { label: "Amount", width: 1, align: "right" },
          ],
          rows,
        },
      ],
    });
    const pages = (await pdfToText(bytes)).split("\f").filter((page) => page.trim());
    expect(pages.length).toBeGreaterThan(1);
    const whole = pages.flatMap((page) =>
      rows.filter(([address]) => withoutSpaces(page).includes(withoutSpaces(address!))).map(([address]) => address),
    );
    expect(whole).toHaveLength(rows.length);
    for (const page of pages) expect(page).toContain("Address");
  });

  it("reads Thai back in its order: stacked marks, marks moved by the font, SARA AM and a plain SARA AA", async () => {
    // Tone marks over upper vowels (ที่นี่) and over a tall consonant (ปี่) are placed by the font's GPOS and
    // drawn on their own; ำ (จำกัด, น้ำ) next to plain า (สมชาย) keeps both mappings.
    const words = "สมชาย ผู้ใหญ่ ที่นี่ ปี่ น้ำ บริษัท สยามที่พัก จำกัด";
    const text = await pdfToText(await renderPdf({ title: words, facts: [["ชื่อ", words]] }));
    expect(text.split(words)).toHaveLength(3);
  });
});

describe("pdfText", () => {
  it("keeps every script and removes control characters", () => {
    expect(pdfText("Café – “Bangkok” → Phuket…")).toBe("Café – “Bangkok” → Phuket…");
    expect(pdfText("กรุงเทพ ₱100")).toBe("กรุงเทพ ₱100");
    expect(pdfText("line\nbreak")).toBe("line break");
  });
});
