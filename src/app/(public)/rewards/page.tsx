import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { MarketingPage } from "@/components/content/marketing-page";
import { rewards } from "@/domains/content/pages/products";
import type { Locale } from "@/lib/locales";

export async function generateMetadata(): Promise<Metadata> {
  const [t, locale] = await Promise.all([getTranslations("marketing"), getLocale() as Promise<Locale>]);
  return { title: t("rewards.metaTitle"), description: rewards(locale).intro };
}

export default async function RewardsPage() {
  const locale = (await getLocale()) as Locale;
  return <MarketingPage content={rewards(locale)} />;
}
