import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import fontkit, { type Font, type TypeFeatures } from "@pdf-lib/fontkit";
import { withEvenGlyphs } from "./pdf-font-file";
import { INTL_TAGS } from "@/lib/locales";

/**
 * The fonts of our PDFs: Noto Sans for Latin (and Vietnamese, Greek, Cyrillic, most currency signs), Noto Sans
 * Thai, and Noto Sans SC for Chinese and Japanese kana. Each text run is drawn in the face that covers it, so a
 * guest called สมชาย or 陈美玲 prints as written. Hangul is in none of them (Noto Sans KR is not installed): a
 * character no face covers is drawn as U+FFFD, the replacement character, never silently as another letter.
 *
 * The files are read from node_modules at run time, relative to the working directory: `next start`, the
 * scripts and the tests all run from the project folder, and the routes' traced files name them (below).
 */

export type FontFace = "latin" | "thai" | "cjk";
export type FontWeight = "regular" | "bold";

// One literal path per file: Next.js's file tracer follows `readFile(path.join(process.cwd(), "…"))` with a
// literal and copies exactly these six files into the traced output of the routes that render documents (a
// path built from variables made it copy every file of every package under @expo-google-fonts, 200 MB).
const FONT_FILES: Record<FontFace, Record<FontWeight, () => Promise<Buffer>>> = {
  latin: {
    regular: () =>
      readFile(
        path.join(process.cwd(), "node_modules/@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf"),
      ),
    bold: () =>
      readFile(path.join(process.cwd(), "node_modules/@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf")),
  },
  thai: {
    regular: () =>
      readFile(
        path.join(
          process.cwd(),
          "node_modules/@expo-google-fonts/noto-sans-thai/400Regular/NotoSansThai_400Regular.ttf",
        ),
      ),
    bold: () =>
      readFile(
        path.join(process.cwd(), "node_modules/@expo-google-fonts/noto-sans-thai/700Bold/NotoSansThai_700Bold.ttf"),
      ),
  },
  cjk: {
    regular: () =>
      readFile(
        path.join(process.cwd(), "node_modules/@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf"),
      ),
    bold: () =>
      readFile(path.join(process.cwd(), "node_modules/@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf")),
  },
};

/** What a character no face covers is drawn as (Noto Sans has it). */
export const MISSING_GLYPH = "\uFFFD";

const fontBytesCache = new Map<string, Promise<Uint8Array>>();

/** A font file's bytes, read once per process (Noto Sans SC is 10 MB; each document embeds only a subset). */
export function fontBytes(face: FontFace, weight: FontWeight): Promise<Uint8Array> {
  const file = `${face}:${weight}`;
  let bytes = fontBytesCache.get(file);
  if (!bytes) {
    bytes = FONT_FILES[face][weight]().then((buffer) =>
      withEvenGlyphs(new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength)),
    );
    // A failed read is not cached: the next document tries again.
    bytes.catch(() => fontBytesCache.delete(file));
    fontBytesCache.set(file, bytes);
  }
  return bytes;
}

/**
 * The OpenType features each face's text layer is laid out with. Thai goes without `ccmp`: it splits SARA AM
 * (ำ) into NIKHAHIT and SARA AA, and pdf-lib gives each glyph one text mapping, so the split's SARA AA took over
 * the mapping of every plain า in the document (copied or extracted text lost its า, or gained one). The glyphs
 * a reader sees are shaped with every feature (`POSITIONED_FACES`, pdf.ts).
 */
export const LAYOUT_FEATURES: Record<FontFace, TypeFeatures | undefined> = {
  latin: undefined,
  thai: { ccmp: false },
  cjk: undefined,
};

/** Faces whose marks need the font's full shaping (GPOS mark positioning, ccmp) to stand clear of each other. */
export const POSITIONED_FACES: ReadonlySet<FontFace> = new Set(["thai"]);

const layoutFontCache = new Map<string, Promise<Font>>();

/** A face parsed by fontkit, to lay text out with the font's positioning (which pdf-lib does not apply). */
export function layoutFont(face: FontFace, weight: FontWeight): Promise<Font> {
  const key = `${face}:${weight}`;
  let font = layoutFontCache.get(key);
  if (!font) {
    font = fontBytes(face, weight).then((bytes) => fontkit.create(bytes));
    font.catch(() => layoutFontCache.delete(key));
    layoutFontCache.set(key, font);
  }
  return font;
}

type Covers = (codePoint: number) => boolean;
const coverageCache = new Map<FontFace, Promise<Covers>>();

/** Whether a face draws a code point (its regular weight's character map; the bold weights cover the same). */
function coverage(face: FontFace): Promise<Covers> {
  let covers = coverageCache.get(face);
  if (!covers) {
    covers = layoutFont(face, "regular").then((font) => (codePoint: number) => font.hasGlyphForCodePoint(codePoint));
    covers.catch(() => coverageCache.delete(face));
    coverageCache.set(face, covers);
  }
  return covers;
}

const THAI = /^\p{Script=Thai}/u;
// Han, kana, CJK punctuation and full-width forms: Noto Sans SC draws them, with Chinese shapes for the Han.
const CJK = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Bopomofo}\u3000-\u303f\uff00-\uffef]/u;

/** A piece of text drawn in one face. */
export interface FaceRun {
  text: string;
  face: FontFace;
}

// Grapheme clusters are Unicode's, the same in every language: the tag is English's only because Segmenter takes one.
const graphemes = new Intl.Segmenter(INTL_TAGS.en, { granularity: "grapheme" });

/**
 * Which face draws each grapheme cluster (a Thai consonant with its vowel and tone marks, a letter with its
 * combining accents): Thai to Noto Sans Thai, CJK to Noto Sans SC, the rest to Noto Sans when it has the
 * character, else to whichever face has it (฿ is only in the Thai font), else U+FFFD in Noto Sans. A face is
 * a function of the cluster alone, so the faces of any part of a text are the parts of the text's faces:
 * `prepare` a text once (it may have to read a font's character map), then cut and measure it synchronously.
 */
export class FaceChooser {
  private readonly known = new Map<string, { face: FontFace; drawn: string }>();

  /** Finds the faces of a text's clusters; the faces it uses. */
  async prepare(text: string): Promise<Set<FontFace>> {
    const used = new Set<FontFace>();
    for (const { segment } of graphemes.segment(text)) {
      let found = this.known.get(segment);
      if (!found) {
        found = await chooseFace(segment);
        this.known.set(segment, found);
      }
      used.add(found.face);
    }
    return used;
  }

  /** A prepared text (or any part of one) as runs of one face each. */
  runs(text: string): FaceRun[] {
    const runs: FaceRun[] = [];
    for (const { segment } of graphemes.segment(text)) {
      const found = this.known.get(segment);
      if (!found) throw new Error("FaceChooser.runs: the text was not prepared");
      const last = runs.at(-1);
      if (last?.face === found.face) last.text += found.drawn;
      else runs.push({ text: found.drawn, face: found.face });
    }
    return runs;
  }
}

async function chooseFace(cluster: string): Promise<{ face: FontFace; drawn: string }> {
  if (THAI.test(cluster)) return { face: "thai", drawn: cluster };
  if (CJK.test(cluster)) return { face: "cjk", drawn: cluster };
  const codePoint = cluster.codePointAt(0)!;
  for (const face of ["latin", "thai", "cjk"] as const)
    if ((await coverage(face))(codePoint)) return { face, drawn: cluster };
  return { face: "latin", drawn: MISSING_GLYPH };
}
