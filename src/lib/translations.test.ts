import { describe, expect, it } from "vitest";
import {
  inLanguage,
  isTranslationLocale,
  TRANSLATION_LOCALES,
  translatedLocales,
  translationLocaleSchema,
} from "./translations";

describe("the languages of a translation", () => {
  it("are every language but English, the original", () => {
    expect(TRANSLATION_LOCALES).toEqual(["ms", "id", "th", "zh"]);
    expect(isTranslationLocale("th")).toBe(true);
    expect(isTranslationLocale("en")).toBe(false);
    expect(translationLocaleSchema.safeParse("en").success).toBe(false);
    expect(translationLocaleSchema.safeParse("fr").success).toBe(false);
  });

  it("are listed in their own order, whatever order they are found in", () => {
    expect(translatedLocales(["zh", "ms", "xx"])).toEqual(["ms", "zh"]);
    expect(translatedLocales([])).toEqual([]);
  });
});

describe("inLanguage", () => {
  const original = { title: "Quiet flat", description: "A quiet flat by the river." };

  it("reads the translation's fields, and English's where it has none", () => {
    expect(inLanguage(original, { title: "河边公寓", description: "" })).toEqual({
      title: "河边公寓",
      description: original.description,
      translated: true,
    });
  });

  it("is the original, untranslated, without a translation", () => {
    expect(inLanguage(original, null)).toEqual({ ...original, translated: false });
    expect(inLanguage(original, { title: "  " })).toEqual({ ...original, translated: false });
  });
});
