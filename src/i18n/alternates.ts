import { HREFLANG, LOCALES, localizedPath, type Locale } from "@/lib/locales";

/**
 * A public page's addresses in every language, for `<link rel="alternate" hreflang>` and the sitemaps: English's
 * is SPEC.md's path (also `x-default`, for readers of none of our languages), the others carry their segment.
 * `canonical` is the page's address in the language it is shown in, so a Thai page is not folded into English's.
 */
export function alternatesOf(path: string, locale: Locale, origin: string) {
  const url = (l: Locale) => new URL(localizedPath(path, l), origin).toString();
  const languages: Record<string, string> = Object.fromEntries(LOCALES.map((l) => [HREFLANG[l], url(l)]));
  languages["x-default"] = url("en");
  return { canonical: url(locale), languages };
}

/** Pages with language versions: the public site and sign-up/log-in, not the dashboards or the dev tools. */
export function hasLanguageVersions(path: string): boolean {
  return !/^\/(dashboard|dev|api|pay|logout)(\/|$)/.test(path);
}
