import { readFileSync } from "node:fs";
import type { Locator } from "@playwright/test";

/**
 * "No English leaks" checks for pages shown in another language (docs/I18N.md): the English phrases of some
 * catalogue namespaces, and which of them a part of the page still holds once its own data (a property's or a
 * product's title, a city, an email) is taken out.
 */

/**
 * Every text of a catalogue cut into its English pieces: the text between ICU arguments and tags, and the words
 * of each plural's or select's branches (`{count, plural, one {# night} other {# nights}}` gives "night" and
 * "nights").
 */
export function phrasesOf(messages: unknown): string[] {
  if (typeof messages !== "string") return Object.values(messages as Record<string, unknown>).flatMap(phrasesOf);
  const pieces: string[] = [];
  let outside = "";
  let branch = "";
  let depth = 0;
  for (const character of messages) {
    if (character === "{") {
      if (depth === 0) {
        pieces.push(outside);
        outside = "";
      }
      if (depth === 1) branch = "";
      depth += 1;
    } else if (character === "}") {
      if (depth === 2) pieces.push(branch);
      depth -= 1;
    } else if (depth === 0) outside += character;
    else if (depth === 2) branch += character;
  }
  pieces.push(outside);
  return pieces
    .flatMap((piece) => piece.replace(/#/g, "").split(/<\/?[a-z]+>/))
    .map((piece) => piece.trim().replace(/^[·,.:;()≈←\s]+|[·,.:;()\s]+$/g, ""))
    .filter(Boolean);
}

/** English's catalogue of a namespace (read as a file: the test runner loads modules without JSON imports). */
export const englishOf = (namespace: string): unknown =>
  JSON.parse(readFileSync(`src/messages/${namespace}/en.json`, "utf8")) as unknown;

const BRANDS = ["Staysia Test Bank", "Staysia", "AirAsia", "Visa", "Mastercard", "3-D Secure", "CVC", "SWIFT"];
const LINKING_WORDS = /^(?:(?:of|the|in|to|a|an|and|or|by|at|for|on)\s*)+$/i;

/**
 * The namespaces' phrases of two words or more (a lone word may be a property's own name), not brands and not
 * only linking words ("of the" is in many a property's title).
 */
export function englishPhrases(...namespaces: string[]): string[] {
  return [...new Set(namespaces.flatMap((namespace) => phrasesOf(englishOf(namespace))))].filter(
    (phrase) => /[a-z]{2,} [a-z]{2,}/i.test(phrase) && !BRANDS.includes(phrase) && !LINKING_WORDS.test(phrase),
  );
}

/** The phrases of `english` a part of the page still holds, its own data taken out first. */
export async function englishLeft(
  part: Locator,
  english: readonly string[],
  data: readonly string[],
): Promise<string[]> {
  let text = await part.innerText();
  for (const datum of data) if (datum) text = text.split(datum).join(" ");
  return english.filter((phrase) => text.includes(phrase));
}
