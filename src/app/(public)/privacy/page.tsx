import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { MarketingPage } from "@/components/content/marketing-page";
import { privacy } from "@/domains/content/pages/company";
import type { Locale } from "@/lib/locales";

export async function generateMetadata(): Promise<Metadata> {
  const [t, locale] = await Promise.all([getTranslations("marketing"), getLocale() as Promise<Locale>]);
  return { title: t("privacy.metaTitle"), description: privacy(locale).intro };
}

export default async function PrivacyPage() {
  const locale = (await getLocale()) as Locale;
  return <MarketingPage content={privacy(locale)} />;
}
