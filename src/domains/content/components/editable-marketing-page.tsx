import { connection } from "next/server";
import type { ReactNode } from "react";
import { MarketingPage, type MarketingContent } from "@/components/content/marketing-page";
import { ANONYMOUS } from "@/server/access";
import { db } from "@/server/db";
import { publishedTexts } from "../editor-queries";

/**
 * A marketing page whose introduction is a text block edited at /dashboard/content: the published text, or
 * the block's default. Rendered per request so that publishing shows at once.
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
  const texts = await publishedTexts(db(), { actor: ANONYMOUS, keys: [introKey] });
  return <MarketingPage content={{ ...content, intro: texts[introKey] ?? content.intro }}>{children}</MarketingPage>;
}
