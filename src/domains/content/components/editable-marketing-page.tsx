import { connection } from "next/server";
import { getLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { MarketingPage, type MarketingContent } from "@/components/content/marketing-page";
import { formatNumber } from "@/lib/format";
import { DEFAULT_LOCALE, type Locale } from "@/lib/locales";
import { ANONYMOUS } from "@/server/access";
import { db } from "@/server/db";
import { fillPlaceholders, textBlock } from "../blocks";
import { publishedTexts, translatedTexts } from "../editor-queries";
import { marketplaceFigures } from "../figures";

/**
 * A marketing page whose introduction is a text block edited at /dashboard/content: the published text, or
 * the block's default, with its placeholders ({cities}, {places}) filled from the database. Rendered per
 * request so that publishing, and a new listing, show at once.
 *
 * In another language the page shows staff's translation of the block if they wrote one, else the catalogue's
 * introduction (`content` is built in the page's language), with the same placeholders filled, so that a page in
 * Thai never opens in English.
 */
export async function EditableMarketingPage({
  content,
  introKey,
  children,
}: {
  content: MarketingContent;
  introKey: string;
  children?: ReactNode;
}) {
  await connection();
  const locale = (await getLocale()) as Locale;
  const scope = { actor: ANONYMOUS, locale };
  const [texts, translated, figures] = await Promise.all([
    publishedTexts(db(), { actor: ANONYMOUS, keys: [introKey] }),
    translatedTexts(db(), { ...scope, keys: [introKey] }),
    textBlock(introKey)?.placeholders ? marketplaceFigures(db(), scope) : null,
  ]);
  const text = locale === DEFAULT_LOCALE ? (texts[introKey] ?? content.intro) : (translated[introKey] ?? content.intro);
  const intro = figures
    ? fillPlaceholders(text, {
        cities: formatNumber(figures.cities, locale),
        places: formatNumber(figures.places, locale),
      })
    : text;
  return <MarketingPage content={{ ...content, intro }}>{children}</MarketingPage>;
}
