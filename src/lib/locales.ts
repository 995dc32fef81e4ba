/**
 * The languages the guest side speaks, and how a request's language is found. Client-safe: the header's
 * language picker and the proxy read it too.
 *
 * The order (docs/I18N.md): a locale segment in the address (`/th/findahome`) is a choice, and so is the
 * language picker's cookie (the picker and a sign-in with a language on the profile write it); then the country
 * variant's own language (`/thailand` → Thai, `/indonesia` → Indonesian); then the browser's `Accept-Language`;
 * then English. SPEC.md's routes are English's: English has no segment, and `/en/...` goes to the bare address.
 * Where the order puts the country variant before the profile, we put a person's own choice first: a
 * Thai speaker who picked English on /thailand keeps English (decided for the user, tested in locales.test.ts).
 */
export const LOCALES = ["en", "ms", "id", "th", "zh"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** The picker's cookie (next-intl's own name for it). */
export const LOCALE_COOKIE = "NEXT_LOCALE";
/** The request header the proxy sets when the address had a locale segment; pages never see the segment. */
export const LOCALE_HEADER = "x-locale";

/** Each language in its own words, as the picker lists them. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: "English",
  ms: "Bahasa Melayu",
  id: "Bahasa Indonesia",
  th: "ไทย",
  zh: "简体中文",
};

/**
 * The tag `Intl` formats with. Thai is `th-TH`, whose calendar is the Buddhist one (2569 for 2026), as Thais
 * expect on dates; English is British English (day before month, as across the region).
 */
export const INTL_TAGS: Record<Locale, string> = {
  en: "en-GB",
  ms: "ms-MY",
  id: "id-ID",
  th: "th-TH",
  zh: "zh-CN",
};

/** The `hreflang` of each language's pages. */
export const HREFLANG: Record<Locale, string> = { en: "en", ms: "ms", id: "id", th: "th", zh: "zh-Hans" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The language of a country variant's pages, when it has one of its own (Malaysia's site is the English one). */
const COUNTRY_LOCALES: Record<string, Locale> = { thailand: "th", indonesia: "id" };

/** `/th/findahome` → { locale: "th", path: "/findahome" }; null when the first segment is not a language. */
export function splitLocaleSegment(pathname: string): { locale: Locale; path: string } | null {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(pathname);
  if (!match || !isLocale(match[1])) return null;
  return { locale: match[1], path: match[2] && match[2] !== "/" ? match[2] : "/" };
}

/** The address of a page (an English path, SPEC.md's) in a language: English's is the path itself. */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}

/** The language a country variant's path asks for, if any (`/thailand/findahome` → "th"). */
export function countryLocaleOf(path: string): Locale | undefined {
  const first = path.split("/")[1] ?? "";
  return COUNTRY_LOCALES[first];
}

/**
 * The best of our languages for an `Accept-Language` header, by its weights; undefined when none matches.
 * `in` is Indonesian's old code, still sent by some Android browsers; any Chinese (zh-TW too) gets Simplified
 * Chinese, closer for a reader than English.
 */
export function acceptedLocale(header: string | null | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag !== "" && Number.isFinite(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const primary = tag.split("-")[0];
    const locale = primary === "in" ? "id" : primary;
    if (isLocale(locale)) return locale;
  }
  return undefined;
}

/**
 * The dashboards and the developer pages are English for now (the dashboards' namespaces are English only,
 * docs/I18N.md "The dashboards"): they say so with `lang="en"` whatever the person's language, rather than claim a
 * language they are not written in.
 */
export function isEnglishOnly(path: string): boolean {
  return /^\/(dashboard|dev)(\/|$)/.test(path);
}

/** A request's language, from what the proxy and the browser tell (see the top of this file for the order). */
export function resolveLocale(request: {
  segment?: string | null;
  cookie?: string | null;
  path: string;
  acceptLanguage?: string | null;
}): Locale {
  if (isEnglishOnly(request.path)) return DEFAULT_LOCALE;
  if (isLocale(request.segment)) return request.segment;
  if (isLocale(request.cookie)) return request.cookie;
  return countryLocaleOf(request.path) ?? acceptedLocale(request.acceptLanguage) ?? DEFAULT_LOCALE;
}
