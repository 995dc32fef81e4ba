import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { MarketingPage } from "@/components/content/marketing-page";
import { terms } from "@/domains/content/pages/company";
import type { Locale } from "@/lib/locales";

export async function generateMetadata(): Promise<Metadata> {
  const [t, locale] = await Promise.all([getTranslations("marketing"), getLocale() as Promise<Locale>]);
  return { title: t("terms.metaTitle"), description: terms(locale).intro };
}

export default async function TermsOfUsePage() {
  const locale = (await getLocale()) as Locale;
  return <MarketingPage content={terms(locale)} />;
}
