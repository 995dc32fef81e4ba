import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { MarketingPage } from "@/components/content/marketing-page";
import { rewards } from "@/domains/content/pages/products";
import { settingsInForce } from "@/domains/platform";
import { db } from "@/server/db";
import type { Locale } from "@/lib/locales";

export async function generateMetadata(): Promise<Metadata> {
  const [t, locale] = await Promise.all([getTranslations("marketing"), getLocale() as Promise<Locale>]);
  return { title: t("rewards.metaTitle"), description: rewards(locale).intro };
}

export default async function RewardsPage() {
  const locale = (await getLocale()) as Locale;
  // The airline points the page promises are the business settings in force.
  const { settings } = await settingsInForce(db());
  return <MarketingPage content={rewards(locale, settings)} />;
}
