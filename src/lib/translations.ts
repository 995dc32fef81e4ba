/**
 * Translated content (docs/I18N.md, "Content in other languages"): posts, FAQ entries, marketing texts and
 * listings are written in English, their original, and may have a translation per other language kept in rows of
 * their own. A reader in a language without a translation reads the English original. Pure and client-safe: the
 * editors' forms, the schemas' check constraints and the public queries share it.
 */
import { z } from "zod";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "./locales";

/** The languages a translation can be in: every one but English, the original. */
export const TRANSLATION_LOCALES = LOCALES.filter(
  (locale): locale is Exclude<Locale, "en"> => locale !== DEFAULT_LOCALE,
);
export type TranslationLocale = (typeof TRANSLATION_LOCALES)[number];

export function isTranslationLocale(value: unknown): value is TranslationLocale {
  return typeof value === "string" && (TRANSLATION_LOCALES as readonly string[]).includes(value);
}

/** A function input's language of a translation: English is the original, never a translation. */
export const translationLocaleSchema = z.enum(TRANSLATION_LOCALES, {
  error: `Choose the language of the translation: ${TRANSLATION_LOCALES.join(", ")}.`,
});

/**
 * The fields a reader in `locale` sees: the translation's where it has one, English's otherwise, field by field
 * (a translation row holds every field of its kind, so in practice all or none). `translated` says which.
 */
export function inLanguage<Fields extends Record<string, unknown>>(
  original: Fields,
  translation: Partial<Fields> | null | undefined,
): Fields & { translated: boolean } {
  if (!translation) return { ...original, translated: false };
  const merged = { ...original };
  let translated = false;
  for (const key of Object.keys(original) as (keyof Fields)[]) {
    const value = translation[key];
    if (typeof value === "string" && value.trim() !== "") {
      merged[key] = value as Fields[keyof Fields];
      translated = true;
    }
  }
  return { ...merged, translated };
}

/** The languages among `TRANSLATION_LOCALES` that have a translation, in their order (the editor's badges). */
export function translatedLocales(present: Iterable<string>): TranslationLocale[] {
  const have = new Set(present);
  return TRANSLATION_LOCALES.filter((locale) => have.has(locale));
}
