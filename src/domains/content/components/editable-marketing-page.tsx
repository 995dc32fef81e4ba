import { connection } from "next/server";
import type { ReactNode } from "react";
import { MarketingPage, type MarketingContent } from "@/components/content/marketing-page";
import { ANONYMOUS } from "@/server/access";
import { db } from "@/server/db";
import { fillPlaceholders, textBlock } from "../blocks";
import { publishedTexts } from "../editor-queries";
import { marketplaceFigures } from "../figures";
import { getLocale } from "next-intl/server";
import type { Locale } from "@/lib/locales";

/**
 * A marketing page whose introduction is a text block edited at /dashboard/content: the published text, or
 * the block's default, with its placeholders ({cities}, {places}) filled from the database. Rendered per
 * request so that publishing, and a new listing, show at once.
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
  const scope = { actor: ANONYMOUS, locale: (await getLocale()) as Locale };
  const [texts, figures] = await Promise.all([
    publishedTexts(db(), { ...scope, keys: [introKey] }),
    textBlock(introKey)?.placeholders ? marketplaceFigures(db(), scope) : null,
  ]);
  const text = texts[introKey] ?? content.intro;
  const intro = figures ? fillPlaceholders(text, { ...figures }) : text;
  return <MarketingPage content={{ ...content, intro }}>{children}</MarketingPage>;
}
