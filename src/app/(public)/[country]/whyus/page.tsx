import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { EditableMarketingPage } from "@/domains/content/components/editable-marketing-page";
import { whyUs } from "@/domains/content/pages/company";
import { countryVariant } from "@/lib/countries";
import type { Locale } from "@/lib/locales";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("marketing");
  return { title: t("whyUs.metaTitle") };
}

export default async function CountryWhyUsPage({ params }: { params: Promise<{ country: string }> }) {
  const country = countryVariant((await params).country);
  if (!country) notFound();
  const locale = (await getLocale()) as Locale;
  return <EditableMarketingPage content={whyUs(country, locale)} introKey="whyus.intro" />;
}
