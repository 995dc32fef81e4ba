import "server-only";
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";

/**
 * Business documents as PDF (statements, settlements, invoices): a title block, label/value facts and tables,
 * A4, paginated. pdf-lib with the standard Helvetica fonts: nothing is fetched or read from disk, so it runs
 * the same in Next.js bundles, scripts and tests. The standard fonts encode WinAnsi only, so text is
 * transliterated (`pdfText`) and money is written with ISO codes ("MYR 1,234.50"), never local symbols.
 */

export interface PdfTable {
  heading?: string;
  columns: { label: string; align?: "left" | "right"; width: number }[];
  rows: string[][];
  /** Rows drawn in bold under a rule (totals). */
  totals?: string[][];
}

export interface PdfDocumentSpec {
  title: string;
  subtitle?: string;
  /** Who issues the document, printed top right (name, address lines). */
  issuer?: string[];
  facts?: [label: string, value: string][];
  tables?: PdfTable[];
  /** Small print at the end (payment terms, notes). */
  notes?: string[];
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const INK = rgb(0.11, 0.13, 0.16);
const MUTED = rgb(0.42, 0.45, 0.5);
const RULE = rgb(0.85, 0.87, 0.9);

/** Text the standard fonts can draw: accents folded, other characters replaced, control characters removed. */
export function pdfText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, "-")
    .replace(/…/g, "...")
    .replace(/→/g, "->")
    .replace(/[\u0000-\u001f\u007f]/g, " ")
    .replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, "?");
}

class Writer {
  page: PDFPage;
  y: number;
  constructor(
    private readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.page = doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  /** Starts a new page when fewer than `height` points are left. */
  room(height: number) {
    if (this.y - height < MARGIN) {
      this.page = this.doc.addPage(A4);
      this.y = A4[1] - MARGIN;
    }
  }

  text(
    value: string,
    options: {
      x?: number;
      size?: number;
      font?: PDFFont;
      color?: ReturnType<typeof rgb>;
      align?: "left" | "right";
      width?: number;
    } = {},
  ) {
    const size = options.size ?? 10;
    const font = options.font ?? this.regular;
    const x = options.x ?? MARGIN;
    const fitted = fit(pdfText(value), font, size, options.width ?? A4[0] - MARGIN - x);
    const left =
      options.align === "right" && options.width ? x + options.width - font.widthOfTextAtSize(fitted, size) : x;
    this.page.drawText(fitted, { x: left, y: this.y, size, font, color: options.color ?? INK });
  }

  rule() {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: A4[0] - MARGIN, y: this.y },
      thickness: 0.6,
      color: RULE,
    });
  }
}

/** Cuts text to a width with an ellipsis (table cells never overflow into the next column). */
function fit(text: string, font: PDFFont, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let cut = text;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}...`, size) > width) cut = cut.slice(0, -1);
  return `${cut}...`;
}

function drawTable(writer: Writer, table: PdfTable) {
  const usable = A4[0] - 2 * MARGIN;
  const scale = usable / table.columns.reduce((total, column) => total + column.width, 0);
  const xs: number[] = [];
  let x = MARGIN;
  for (const column of table.columns) {
    xs.push(x);
    x += column.width * scale;
  }
  const row = (cells: string[], font: PDFFont, color = INK) => {
    writer.room(16);
    cells.forEach((cell, index) => {
      const column = table.columns[index]!;
      writer.text(cell, { x: xs[index], width: column.width * scale - 6, align: column.align, font, size: 9, color });
    });
    writer.y -= 14;
  };
  if (table.heading) {
    writer.room(40);
    writer.y -= 6;
    writer.text(table.heading, { font: writer.bold, size: 12 });
    writer.y -= 18;
  }
  row(
    table.columns.map((column) => column.label),
    writer.bold,
    MUTED,
  );
  writer.y += 10;
  writer.rule();
  writer.y -= 12;
  if (table.rows.length === 0) row(["Nothing in this period."], writer.regular, MUTED);
  for (const cells of table.rows) row(cells, writer.regular);
  if (table.totals?.length) {
    writer.y += 10;
    writer.rule();
    writer.y -= 12;
    for (const cells of table.totals) row(cells, writer.bold);
  }
  writer.y -= 8;
}

/** Renders a document; the bytes of a PDF file. */
export async function renderPdf(spec: PdfDocumentSpec): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(pdfText(spec.title));
  doc.setProducer("Staysia");
  doc.setCreator("Staysia");
  const writer = new Writer(
    doc,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
  );

  const top = writer.y;
  for (const line of spec.issuer ?? []) {
    writer.text(line, { x: A4[0] / 2, width: A4[0] / 2 - MARGIN, align: "right", size: 9, color: MUTED });
    writer.y -= 12;
  }
  writer.y = top;
  writer.text("Staysia", { font: writer.bold, size: 11, color: MUTED });
  writer.y -= 28;
  writer.text(spec.title, { font: writer.bold, size: 18 });
  writer.y -= 18;
  if (spec.subtitle) {
    writer.text(spec.subtitle, { size: 11, color: MUTED });
    writer.y -= 16;
  }
  writer.y = Math.min(writer.y, top - 12 * (spec.issuer?.length ?? 0) - 8);
  writer.y -= 8;
  for (const [label, value] of spec.facts ?? []) {
    writer.room(14);
    writer.text(label, { size: 9, color: MUTED, width: 150 });
    writer.text(value, { x: MARGIN + 160, size: 10 });
    writer.y -= 14;
  }
  writer.y -= 10;
  for (const table of spec.tables ?? []) drawTable(writer, table);
  for (const note of spec.notes ?? []) {
    writer.room(14);
    writer.text(note, { size: 8, color: MUTED });
    writer.y -= 12;
  }
  return doc.save();
}

/** A PDF as an HTTP answer: a download, never cached by shared caches (documents carry money). */
export function pdfResponse(bytes: Uint8Array, filename: string): Response {
  return new Response(Buffer.from(bytes), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${filename.replace(/[^A-Za-z0-9._-]/g, "-")}"`,
      "cache-control": "private, no-store",
    },
  });
}
