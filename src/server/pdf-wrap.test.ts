import { describe, expect, it } from "vitest";
import { unbreakablePieces, wrapText } from "./pdf-wrap";

/** A width in grapheme clusters: a Thai consonant with its marks is one, as it takes one cell on paper. */
const clusters = (text: string) => [...new Intl.Segmenter("th", { granularity: "grapheme" }).segment(text)].length;

const startsWithMark = (line: string) => /^\p{M}/u.test(line);

describe("wrapText", () => {
  it("breaks Latin text at spaces and keeps every word", () => {
    expect(wrapText("the quick brown fox jumps", 10, clusters)).toEqual(["the quick", "brown fox", "jumps"]);
    expect(wrapText("short", 10, clusters)).toEqual(["short"]);
    expect(wrapText("", 10, clusters)).toEqual([""]);
  });

  it("never breaks at a no-break space: an amount stays with its currency", () => {
    expect(wrapText("Total MYR\u00a01,234.50", 12, clusters)).toEqual(["Total", "MYR\u00a01,234.50"]);
  });

  it("breaks Thai between words, which it writes without spaces", () => {
    const text = "กรุงเทพมหานครประเทศไทย";
    expect(unbreakablePieces(text)).toEqual(["กรุงเทพมหานคร", "ประเทศไทย"]);
    const lines = wrapText(`ที่อยู่ ${text}`, 10, clusters);
    expect(lines.join("").replace(/\s/g, "")).toBe(`ที่อยู่${text}`);
    for (const line of lines) {
      expect(clusters(line)).toBeLessThanOrEqual(10);
      expect(startsWithMark(line)).toBe(false);
    }
    expect(lines).toContain("ประเทศไทย");
  });

  it("cuts a word wider than the line between grapheme clusters, never between a consonant and its marks", () => {
    const word = "ผู้ใหญ่ที่นี่";
    const lines = wrapText(word, 2, clusters);
    expect(lines.join("")).toBe(word);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) {
      expect(clusters(line)).toBeLessThanOrEqual(2);
      expect(startsWithMark(line)).toBe(false);
    }
    // Combining accents stay on their Latin letter too.
    const accented = "Nguye\u0302\u0303n";
    expect(wrapText(accented, 1, clusters).every((line) => !startsWithMark(line))).toBe(true);
  });

  it("breaks Chinese between words and Latin around it at its spaces", () => {
    const lines = wrapText("陈美玲住在北京市 Chaoyang District", 4, clusters);
    expect(lines.join("").replace(/\s/g, "")).toBe("陈美玲住在北京市ChaoyangDistrict");
    expect(lines.slice(0, 3)).toEqual(["陈美玲", "住在", "北京市"]);
  });

  it("measures with the caller's widths: a line takes as much as fits", () => {
    const wide = (text: string) => [...text].reduce((total, char) => total + (char === "W" ? 3 : 1), 0);
    expect(wrapText("WW ii WW", 6, wide)).toEqual(["WW", "ii", "WW"]);
    expect(wrapText("ii ii WW", 6, wide)).toEqual(["ii ii", "WW"]);
  });
});
