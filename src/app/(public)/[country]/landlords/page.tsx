import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { EditableMarketingPage } from "@/domains/content/components/editable-marketing-page";
import { variantHasPage } from "@/components/shell/site-nav";
import { landlords } from "@/domains/content/pages/products";
import { settingsInForce } from "@/domains/platform";
import { db } from "@/server/db";
import { countryVariant } from "@/lib/countries";
import type { Locale } from "@/lib/locales";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("marketing");
  return { title: t("landlords.metaTitle") };
}

// SPEC.md §2: Thailand has no landlords page.
export default async function CountryLandlordsPage({ params }: { params: Promise<{ country: string }> }) {
  const country = countryVariant((await params).country);
  if (!country || !variantHasPage(country, "landlords")) notFound();
  const locale = (await getLocale()) as Locale;
  // The commission and management fee the page states are the business settings in force.
  const { settings } = await settingsInForce(db());
  return <EditableMarketingPage content={landlords(country, locale, settings)} introKey="landlords.intro" />;
}
