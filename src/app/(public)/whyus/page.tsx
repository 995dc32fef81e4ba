import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { EditableMarketingPage } from "@/domains/content/components/editable-marketing-page";
import { whyUs } from "@/domains/content/pages/company";
import type { Locale } from "@/lib/locales";

export async function generateMetadata(): Promise<Metadata> {
  const [t, locale] = await Promise.all([getTranslations("marketing"), getLocale() as Promise<Locale>]);
  return { title: t("whyUs.metaTitle"), description: whyUs("malaysia", locale).intro };
}

export default async function WhyUsPage() {
  const locale = (await getLocale()) as Locale;
  return <EditableMarketingPage content={whyUs("malaysia", locale)} introKey="whyus.intro" />;
}
