import "server-only";

/**
 * Line breaking for the PDFs (pure: the caller measures). Latin text breaks at spaces; Thai, Chinese and
 * Japanese, written without spaces between words, break between words as `Intl.Segmenter` finds them (ICU's
 * dictionaries, with 'th' word granularity); a word wider than the line breaks between grapheme clusters, so a
 * Thai consonant never loses its vowel or tone mark and an accent never leaves its letter.
 */

const words = new Intl.Segmenter("th", { granularity: "word" });
const graphemes = new Intl.Segmenter("th", { granularity: "grapheme" });

/** Scripts written without spaces between words: a line may break between any two of their words. */
const UNSPACED =
  /[\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]/u;
/** Spaces a line may break at: not the no-break spaces that keep "MYR 1,234.50" together. */
const BREAKING_SPACE = /[^\S\u00a0\u202f\u2007]$/u;

/**
 * The pieces a line may not be broken inside: a piece ends where a line may end. Spaces stay at the end of
 * the piece before them (trimmed when a line ends there).
 */
export function unbreakablePieces(text: string): string[] {
  const pieces: string[] = [];
  let current = "";
  let previous = "";
  for (const { segment } of words.segment(text)) {
    const mayBreak =
      current !== "" &&
      !/^\s+$/u.test(segment) &&
      (BREAKING_SPACE.test(previous) || UNSPACED.test(previous.slice(-2)) || UNSPACED.test(segment.slice(0, 2)));
    if (mayBreak) {
      pieces.push(current);
      current = "";
    }
    current += segment;
    previous = segment;
  }
  if (current) pieces.push(current);
  return pieces;
}

/**
 * Text as lines no wider than `width` (as `measure` counts width), cut at the pieces above, a piece wider
 * than a line at grapheme clusters. Never loses a character (spaces at a line's end aside); an empty text is
 * one empty line.
 */
export function wrapText(text: string, width: number, measure: (text: string) => number): string[] {
  const lines: string[] = [];
  let line = "";
  const fits = (candidate: string) => measure(candidate.trimEnd()) <= width;
  for (const piece of unbreakablePieces(text)) {
    if (fits(line + piece)) {
      line += piece;
      continue;
    }
    if (line.trim()) lines.push(line.trimEnd());
    line = "";
    if (fits(piece)) {
      line = piece;
      continue;
    }
    // A piece wider than a whole line: as many grapheme clusters as fit, at least one per line.
    for (const { segment } of graphemes.segment(piece)) {
      if (line && !fits(line + segment)) {
        lines.push(line.trimEnd());
        line = "";
      }
      line += segment;
    }
  }
  if (line.trim() || lines.length === 0) lines.push(line.trimEnd());
  return lines;
}
