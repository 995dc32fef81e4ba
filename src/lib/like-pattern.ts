/**
 * A LIKE / ILIKE pattern that finds `text` anywhere, with the pattern's own characters (`%`, `_` and the escape
 * `\`) in `text` taken literally: a search for "50%" finds "50%", not everything. Pure.
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
