import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { variantHasPage } from "@/components/shell/site-nav";
import { listedPropertyIds } from "@/domains/catalogue/sitemap";
import { publishedPostSlugs } from "@/domains/content/sitemap";
import { alternatesOf } from "@/i18n/alternates";
import { COUNTRIES, COUNTRY_VARIANTS } from "@/lib/countries";
import { isLocale, LOCALES, localizedPath, type Locale } from "@/lib/locales";
import { readDb } from "@/server/db";
import { env } from "@/server/env";

/**
 * A sitemap per language (/sitemap/en.xml, /sitemap/th.xml, …; robots.txt lists them): every public page in that
 * language's address, each with its versions in the other languages (hreflang), so a search engine shows a Thai
 * reader the Thai page. Built at request time from the database (listed properties, published posts).
 */
export async function generateSitemaps() {
  return LOCALES.map((id) => ({ id }));
}

/** The public pages of SPEC.md §2 that are the same for everyone (sign-in pages and the checkout are left out). */
const PAGES = [
  "/",
  "/findahome",
  "/about",
  "/whyus",
  "/landlords",
  "/newsroom",
  "/corporatestays",
  "/stay-corp",
  "/stay-connect",
  "/stay-invest",
  "/stay-together",
  "/rewards",
  "/thecoliving",
  "/experiences",
  "/travel-insurance",
  "/homestyling",
  "/askstacy",
  "/faq",
  "/contact",
  "/privacy",
  "/termsOfUse",
];

/** The country variants' pages (/thailand, /thailand/findahome, …) that are public pages, not forms. */
const VARIANT_PUBLIC_PAGES = ["findahome", "whyus", "corporatestays", "landlords", "contact"];

export default async function sitemap(props: { id: Promise<string> }): Promise<MetadataRoute.Sitemap> {
  await connection();
  const id = await props.id;
  if (!isLocale(id)) return [];
  const locale: Locale = id;
  const origin = env().APP_URL;
  const [propertyIds, posts] = await Promise.all([listedPropertyIds(readDb()), publishedPostSlugs(readDb())]);

  const variants = COUNTRY_VARIANTS.flatMap((country) => [
    COUNTRIES[country].pathPrefix,
    ...VARIANT_PUBLIC_PAGES.filter((page) => variantHasPage(country, page)).map(
      (page) => `${COUNTRIES[country].pathPrefix}/${page}`,
    ),
  ]);
  const entry = (path: string, lastModified?: Date | null): MetadataRoute.Sitemap[number] => ({
    url: new URL(localizedPath(path, locale), origin).toString(),
    ...(lastModified ? { lastModified } : {}),
    alternates: { languages: alternatesOf(path, locale, origin).languages },
  });
  return [
    ...PAGES.map((path) => entry(path)),
    ...variants.map((path) => entry(path)),
    ...posts.map((post) => entry(`/newsroom/${post.slug}`, post.publishedAt)),
    ...propertyIds.map((propertyId) => entry(`/products/${propertyId}`)),
  ];
}
