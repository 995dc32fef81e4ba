import { readFile } from "node:fs/promises";
import path from "node:path";
import fontkit from "@pdf-lib/fontkit";
import { describe, expect, it } from "vitest";
import { withEvenGlyphs } from "./pdf-font-file";

const NOTO_SANS = path.join(
  process.cwd(),
  "node_modules/@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf",
);

/** Glyph offsets as the font's loca table gives them (fontkit reads both formats). */
const offsetsOf = (font: ReturnType<typeof fontkit.create>) =>
  (font as unknown as { loca: { offsets: number[] } }).loca.offsets;

describe("withEvenGlyphs", () => {
  it("pads every glyph to an even length and keeps every outline and width", async () => {
    const original = new Uint8Array(await readFile(NOTO_SANS));
    const before = fontkit.create(original);
    expect(offsetsOf(before).some((offset) => offset % 2 === 1)).toBe(true);

    const padded = withEvenGlyphs(original);
    const after = fontkit.create(padded);
    expect(offsetsOf(after).every((offset) => offset % 2 === 0)).toBe(true);
    expect(after.numGlyphs).toBe(before.numGlyphs);
    for (const char of "Staysia Nguyễn ₱ €") {
      const [a, b] = [before, after].map((font) => font.glyphForCodePoint(char.codePointAt(0)!));
      expect(b!.path.toSVG()).toBe(a!.path.toSVG());
      expect(b!.advanceWidth).toBe(a!.advanceWidth);
    }
    // Already even: the same bytes back.
    expect(withEvenGlyphs(padded)).toBe(padded);
  });
});
