import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { EditableMarketingPage } from "@/domains/content/components/editable-marketing-page";
import { landlords } from "@/domains/content/pages/products";
import type { Locale } from "@/lib/locales";

export async function generateMetadata(): Promise<Metadata> {
  const [t, locale] = await Promise.all([getTranslations("marketing"), getLocale() as Promise<Locale>]);
  return { title: t("landlords.metaTitle"), description: landlords("malaysia", locale).intro };
}

export default async function LandlordsPage() {
  const locale = (await getLocale()) as Locale;
  return <EditableMarketingPage content={landlords("malaysia", locale)} introKey="landlords.intro" />;
}
