import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { EditableMarketingPage } from "@/domains/content/components/editable-marketing-page";
import { landlords } from "@/domains/content/pages/products";
import { settingsInForce } from "@/domains/platform";
import { db } from "@/server/db";
import type { Locale } from "@/lib/locales";

export async function generateMetadata(): Promise<Metadata> {
  const [t, locale] = await Promise.all([getTranslations("marketing"), getLocale() as Promise<Locale>]);
  return { title: t("landlords.metaTitle"), description: landlords("malaysia", locale).intro };
}

export default async function LandlordsPage() {
  const locale = (await getLocale()) as Locale;
  // The commission and management fee the page states are the business settings in force.
  const { settings } = await settingsInForce(db());
  return <EditableMarketingPage content={landlords("malaysia", locale, settings)} introKey="landlords.intro" />;
}
