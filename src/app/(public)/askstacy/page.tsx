import type { Metadata } from "next";
import { connection } from "next/server";
import { getTranslations } from "next-intl/server";
import { AskStacy } from "@/domains/content/components/ask-stacy";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("stacy.meta");
  return { title: t("title"), description: t("description") };
}

export default async function AskStacyPage({ searchParams }: { searchParams: Promise<{ q?: string }> }) {
  await connection();
  return <AskStacy question={((await searchParams).q ?? "").slice(0, 300)} />;
}
