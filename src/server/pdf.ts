import "server-only";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, rgb, setTextRenderingMode, TextRenderingMode, type PDFFont, type PDFPage } from "pdf-lib";
import type { Font as LayoutFont } from "@pdf-lib/fontkit";
import {
  FaceChooser,
  fontBytes,
  LAYOUT_FEATURES,
  layoutFont,
  POSITIONED_FACES,
  type FontFace,
  type FontWeight,
} from "./pdf-fonts";
import { wrapText } from "./pdf-wrap";

/**
 * Business documents as PDF (statements, settlements, invoices, credit notes, guest receipts): a title block,
 * label/value facts and tables, A4, paginated. pdf-lib with fontkit and the Noto fonts (`pdf-fonts.ts`): each
 * run of text in the face that draws it (Latin, Thai, CJK), each face embedded only when the document uses it,
 * as a subset of the glyphs it uses. Every text wraps inside its box (a table cell, a fact's value, the issuer's
 * block) instead of being cut, and a page break never splits a table row or a fact. Money keeps its ISO code
 * ("MYR 1,234.50"): a document read across borders must not leave "$" to be guessed.
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
const CONTENT_WIDTH = A4[0] - 2 * MARGIN;
const INK = rgb(0.11, 0.13, 0.16);
const MUTED = rgb(0.42, 0.45, 0.5);
const RULE = rgb(0.85, 0.87, 0.9);
/** Line height as a multiple of the font size: room for Thai marks above and below the line. */
const LEADING = 1.4;
/** Space between table columns. */
const GUTTER = 6;

/** Text as a document's metadata carries it: control characters removed (the fonts draw every script). */
export function pdfText(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f-\u009f]/g, " ");
}

interface TextStyle {
  size: number;
  weight?: FontWeight;
  color?: ReturnType<typeof rgb>;
  align?: "left" | "right";
}

/** A run of text in one embedded font; `marks`, the same font laid out by fontkit to place its marks. */
interface Run {
  text: string;
  face: FontFace;
  font: PDFFont;
  marks?: LayoutFont;
}

/** A text laid out in its box: its lines, each as runs of one embedded font, and the height they take. */
interface Block {
  lines: { runs: Run[]; width: number }[];
  style: TextStyle;
  height: number;
}

class Writer {
  page: PDFPage;
  /** The top of what is drawn next. */
  y: number;
  private readonly faces = new FaceChooser();
  private readonly embedded = new Map<string, Promise<PDFFont>>();

  constructor(private readonly doc: PDFDocument) {
    this.page = doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  /** A face and weight, embedded (as a subset of the glyphs drawn) the first time a text needs it. */
  private font(face: FontFace, weight: FontWeight): Promise<PDFFont> {
    const key = `${face}:${weight}`;
    let font = this.embedded.get(key);
    if (!font) {
      font = fontBytes(face, weight).then((bytes) =>
        this.doc.embedFont(bytes, { subset: true, features: LAYOUT_FEATURES[face] }),
      );
      this.embedded.set(key, font);
    }
    return font;
  }

  /** Text cut into lines at most `width` wide, each line in runs of the fonts that draw it. */
  async block(value: string, width: number, style: TextStyle): Promise<Block> {
    const text = pdfText(value);
    const weight = style.weight ?? "regular";
    const fonts = new Map<FontFace, Omit<Run, "text" | "face">>();
    for (const face of await this.faces.prepare(text))
      fonts.set(face, {
        font: await this.font(face, weight),
        marks: POSITIONED_FACES.has(face) ? await layoutFont(face, weight) : undefined,
      });
    const runsOf = (part: string): Run[] => this.faces.runs(part).map((run) => ({ ...run, ...fonts.get(run.face)! }));
    const widthOf = (runs: Run[]) =>
      runs.reduce((total, run) => total + run.font.widthOfTextAtSize(run.text, style.size), 0);
    const lines = wrapText(text, width, (part) => widthOf(runsOf(part))).map((line) => {
      const runs = runsOf(line);
      return { runs, width: widthOf(runs) };
    });
    return { lines, style, height: lines.length * style.size * LEADING };
  }

  /** Draws a block with its top at the current `y`, in the box from `x`, `width` wide (`y` does not move). */
  draw(block: Block, x: number, width: number) {
    const { size, color = INK, align } = block.style;
    block.lines.forEach((line, index) => {
      // The baseline sits below the line box's top by the font's ascent and half the extra leading.
      const baseline = this.y - index * size * LEADING - size * (0.95 + (LEADING - 1) / 2);
      let left = align === "right" ? x + width - line.width : x;
      for (const run of line.runs) {
        if (run.marks) this.drawPositioned(run, run.marks, left, baseline, size, color);
        else this.page.drawText(run.text, { x: left, y: baseline, size, font: run.font, color });
        left += run.font.widthOfTextAtSize(run.text, size);
      }
    });
  }

  /**
   * Draws a run with the font's full shaping, which pdf-lib lacks (it sets glyphs side by side by their advances,
   * without GPOS): a Thai tone mark over an upper vowel (ที่) would sit inside the vowel, marks over a tall
   * consonant (ป) would touch it. What the eye sees is fontkit's layout, each glyph's outline drawn where the font
   * puts it; what a reader copies or extracts is the run as invisible text over it, in the embedded subset, in
   * its reading order (drawn glyph by glyph, a raised mark read as another line and landed elsewhere in the text).
   */
  private drawPositioned(
    run: Run,
    layout: LayoutFont,
    x: number,
    baseline: number,
    size: number,
    color: ReturnType<typeof rgb>,
  ) {
    this.page.pushOperators(setTextRenderingMode(TextRenderingMode.Invisible));
    this.page.drawText(run.text, { x, y: baseline, size, font: run.font });
    this.page.pushOperators(setTextRenderingMode(TextRenderingMode.Fill));
    const shaped = layout.layout(run.text);
    const scale = size / layout.unitsPerEm;
    let pen = x;
    shaped.glyphs.forEach((glyph, index) => {
      const position = shaped.positions[index]!;
      const outline = svgOutline(glyph.path.toSVG());
      if (outline)
        this.page.drawSvgPath(outline, {
          x: pen + position.xOffset * scale,
          y: baseline + position.yOffset * scale,
          scale,
          color,
          borderWidth: 0,
        });
      pen += position.xAdvance * scale;
    });
  }

  /** Lays out and draws a text across a box and moves below it. */
  async paragraph(value: string, style: TextStyle, x = MARGIN, width = A4[0] - MARGIN - x) {
    const block = await this.block(value, width, style);
    this.room(block.height);
    this.draw(block, x, width);
    this.y -= block.height;
  }

  /** Starts a new page when less than `height` is left on this one; whether it did. */
  room(height: number): boolean {
    if (this.y - height >= MARGIN || this.y === A4[1] - MARGIN) return false;
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
    return true;
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

/**
 * A glyph's outline (fontkit's SVG path, in font units with y up) for `drawSvgPath`, which reads y down: every
 * y coordinate negated. fontkit writes a command letter followed by its numbers, x and y alternating.
 */
function svgOutline(path: string): string {
  return path.replace(/([MLQCZ])([^MLQCZ]*)/g, (_, command: string, numbers: string) => {
    const values = numbers.trim()
      ? numbers
          .trim()
          .split(/[\s,]+/)
          .map(Number)
      : [];
    return `${command}${values.map((value, index) => (index % 2 === 1 ? -value : value)).join(" ")}`;
  });
}

/** A row of boxes side by side (a fact, a table row), kept whole on one page; `onNewPage` draws what repeats. */
async function drawRow(
  writer: Writer,
  cells: { text: string; x: number; width: number; style: TextStyle }[],
  gapBelow: number,
  onNewPage?: () => Promise<void>,
) {
  const blocks = await Promise.all(cells.map((cell) => writer.block(cell.text, cell.width, cell.style)));
  const height = Math.max(...blocks.map((block) => block.height));
  if (writer.room(height + gapBelow) && onNewPage) await onNewPage();
  blocks.forEach((block, index) => writer.draw(block, cells[index]!.x, cells[index]!.width));
  writer.y -= height + gapBelow;
}

async function drawTable(writer: Writer, table: PdfTable) {
  const scale = CONTENT_WIDTH / table.columns.reduce((total, column) => total + column.width, 0);
  const boxes: { x: number; width: number }[] = [];
  let x = MARGIN;
  for (const column of table.columns) {
    boxes.push({ x, width: column.width * scale - GUTTER });
    x += column.width * scale;
  }
  const cellsOf = (texts: string[], style: Omit<TextStyle, "align">) =>
    texts.map((text, index) => ({
      text,
      ...boxes[index]!,
      style: { ...style, align: table.columns[index]!.align },
    }));
  const header = async () => {
    await drawRow(
      writer,
      cellsOf(
        table.columns.map((column) => column.label),
        { size: 9, weight: "bold", color: MUTED },
      ),
      2,
    );
    writer.rule();
    writer.y -= 3;
  };
  const row = (cells: string[], weight: FontWeight, color = INK) =>
    drawRow(writer, cellsOf(cells, { size: 9, weight, color }), 2, header);

  if (table.heading) {
    // The heading stays with the table's header and first row.
    writer.room(60);
    writer.y -= 6;
    await writer.paragraph(table.heading, { size: 12, weight: "bold" });
    writer.y -= 2;
  } else {
    writer.room(40);
  }
  await header();
  if (table.rows.length === 0) await row(["Nothing in this period."], "regular", MUTED);
  for (const cells of table.rows) await row(cells, "regular");
  if (table.totals?.length) {
    writer.rule();
    writer.y -= 3;
    for (const cells of table.totals) await row(cells, "bold");
  }
  writer.y -= 10;
}

/** Renders a document; the bytes of a PDF file. */
export async function renderPdf(spec: PdfDocumentSpec): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(pdfText(spec.title));
  doc.setProducer("Staysia");
  doc.setCreator("Staysia");
  const writer = new Writer(doc);

  // The brand top left, the issuer's lines top right (each wraps in its half); the title below both.
  const top = writer.y;
  const half = CONTENT_WIDTH / 2 - 8;
  await writer.paragraph("Staysia", { size: 11, weight: "bold", color: MUTED }, MARGIN, half);
  const brandBottom = writer.y;
  writer.y = top;
  for (const line of spec.issuer ?? [])
    await writer.paragraph(line, { size: 9, color: MUTED, align: "right" }, A4[0] - MARGIN - half, half);
  writer.y = Math.min(writer.y, brandBottom) - 14;
  await writer.paragraph(spec.title, { size: 18, weight: "bold" });
  if (spec.subtitle) await writer.paragraph(spec.subtitle, { size: 11, color: MUTED });
  writer.y -= 12;
  for (const [label, value] of spec.facts ?? [])
    await drawRow(
      writer,
      [
        { text: label, x: MARGIN, width: 150, style: { size: 9, color: MUTED } },
        { text: value, x: MARGIN + 160, width: CONTENT_WIDTH - 160, style: { size: 10 } },
      ],
      2,
    );
  writer.y -= 10;
  for (const table of spec.tables ?? []) await drawTable(writer, table);
  for (const note of spec.notes ?? []) await writer.paragraph(note, { size: 8, color: MUTED });
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
