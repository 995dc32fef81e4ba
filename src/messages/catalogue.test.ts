import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { LOCALES } from "@/lib/locales";
import { CATALOGUE, NAMESPACES } from "./catalogue";

type Tree = { [key: string]: string | Tree };

/** Every message of a namespace as "a.b.c" → text. */
function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [inner, text] of flatten(value, path)) out.set(inner, text);
  }
  return out;
}

/** The arguments and tags a message takes ({name}, {count, plural, …}, <link>…</link>), sorted. */
function argumentsOf(text: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      names.add(element.type === TYPE.tag ? `<${element.value}>` : element.value);
      if (element.type === TYPE.tag) walk(element.children);
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        for (const option of Object.values(element.options)) walk(option.value);
      }
    }
  };
  walk(parse(text));
  return [...names].sort();
}

describe("the message catalogue", () => {
  for (const namespace of NAMESPACES) {
    const english = flatten(CATALOGUE.en[namespace] as Tree);

    for (const locale of LOCALES.filter((l) => l !== "en")) {
      const translated = flatten(CATALOGUE[locale][namespace] as Tree);

      it(`${namespace}: ${locale} has every English key and no other`, () => {
        expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
      });

      it(`${namespace}: ${locale}'s messages take the same arguments as English's`, () => {
        const differing = [...english].flatMap(([key, text]) => {
          const theirs = translated.get(key);
          if (theirs === undefined) return [];
          const [ours, their] = [argumentsOf(text), argumentsOf(theirs)];
          return ours.join() === their.join() ? [] : [`${key}: ${ours.join()} ≠ ${their.join()}`];
        });
        expect(differing).toEqual([]);
      });
    }

    // Real translations, not English copies: in Thai and Chinese a message reads as English's only for a brand,
    // a code or a pattern of arguments ("{city}, {country}"), never for a tenth of a namespace.
    for (const locale of ["th", "zh"] as const) {
      it(`${namespace}: ${locale} is translated, not copied from English`, () => {
        const translated = flatten(CATALOGUE[locale][namespace] as Tree);
        const copied = [...english].filter(([key, text]) => translated.get(key) === text).map(([key]) => key);
        expect(copied.length, copied.join(", ")).toBeLessThanOrEqual(english.size / 10);
      });
    }

    it(`${namespace}: every English message is valid ICU and not empty`, () => {
      for (const [key, text] of english) {
        expect(text.trim(), key).not.toBe("");
        expect(() => argumentsOf(text), key).not.toThrow();
      }
    });
  }
});
