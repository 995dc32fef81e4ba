import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { messagesFor } from "@/i18n/messages";
import { LOCALES, type Locale } from "@/lib/locales";
import { CATALOGUE, DASHBOARD_NAMESPACES, GUEST_NAMESPACES, NAMESPACES, type Namespace } from "./catalogue";

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

/** A language's file of a namespace, if the catalogue lists one (the dashboards' are English only for now). */
const fileOf = (locale: Locale, namespace: Namespace) =>
  (CATALOGUE[locale] as Partial<Record<Namespace, Tree>>)[namespace];

/** The same keys as English's, taking the same arguments: a translation is whole or it is not listed. */
function expectComplete(namespace: Namespace, locale: Locale) {
  const english = flatten(CATALOGUE.en[namespace] as Tree);
  const translated = flatten(fileOf(locale, namespace)!);

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

describe("the message catalogue", () => {
  for (const namespace of NAMESPACES) {
    it(`${namespace}: every English message is valid ICU and not empty`, () => {
      for (const [key, text] of flatten(CATALOGUE.en[namespace] as Tree)) {
        expect(text.trim(), key).not.toBe("");
        expect(() => argumentsOf(text), key).not.toThrow();
      }
    });
  }
});

describe("the guest side's namespaces", () => {
  for (const namespace of GUEST_NAMESPACES) {
    const english = flatten(CATALOGUE.en[namespace] as Tree);

    for (const locale of LOCALES.filter((l) => l !== "en")) expectComplete(namespace, locale);

    // Real translations, not English copies: in Thai and Chinese a message reads as English's only for a brand,
    // a code or a pattern of arguments ("{city}, {country}"), never for a tenth of a namespace.
    for (const locale of ["th", "zh"] as const) {
      it(`${namespace}: ${locale} is translated, not copied from English`, () => {
        const translated = flatten(CATALOGUE[locale][namespace] as Tree);
        const copied = [...english].filter(([key, text]) => translated.get(key) === text).map(([key]) => key);
        expect(copied.length, copied.join(", ")).toBeLessThanOrEqual(english.size / 10);
      });
    }
  }
});

/**
 * The dashboards' namespaces (docs/I18N.md, "The dashboards"): English only for now, each free to follow on its
 * own. A language's file, once it exists, is registered and whole, never half a dashboard in Thai.
 */
describe("the dashboards' namespaces", () => {
  const folders = readdirSync(import.meta.dirname, { withFileTypes: true }).filter((entry) => entry.isDirectory());

  it("are the folders named dashboard…, and only they are English only", () => {
    const named = folders.map((entry) => entry.name).filter((name) => name.startsWith("dashboard"));
    expect(named.sort()).toEqual([...DASHBOARD_NAMESPACES].sort());
    for (const namespace of GUEST_NAMESPACES) expect(namespace.startsWith("dashboard"), namespace).toBe(false);
  });

  for (const namespace of DASHBOARD_NAMESPACES) {
    const onDisk = readdirSync(path.join(import.meta.dirname, namespace))
      .map((file) => file.replace(/\.json$/, ""))
      .sort();

    it(`${namespace}: has English, and each language's file on disk is listed in catalogue.ts`, () => {
      expect(onDisk).toContain("en");
      const listed = LOCALES.filter((locale) => fileOf(locale, namespace) !== undefined);
      expect(onDisk).toEqual([...listed].sort());
    });

    for (const locale of LOCALES.filter((l) => l !== "en" && fileOf(l, namespace) !== undefined)) {
      expectComplete(namespace, locale);
    }

    // A language without the namespace reads it in English (messagesFor lays the language over English).
    for (const locale of LOCALES.filter((l) => l !== "en" && fileOf(l, namespace) === undefined)) {
      it(`${namespace}: ${locale} has no file yet and reads English`, () => {
        expect(messagesFor(locale)[namespace]).toEqual(CATALOGUE.en[namespace]);
      });
    }
  }
});
