import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { MarketingPage } from "@/components/content/marketing-page";
import { homeStyling } from "@/domains/content/pages/company";
import type { Locale } from "@/lib/locales";

export async function generateMetadata(): Promise<Metadata> {
  const [t, locale] = await Promise.all([getTranslations("marketing"), getLocale() as Promise<Locale>]);
  return { title: t("homeStyling.metaTitle"), description: homeStyling(locale).intro };
}

export default async function HomestylingPage() {
  const locale = (await getLocale()) as Locale;
  return <MarketingPage content={homeStyling(locale)} />;
}
