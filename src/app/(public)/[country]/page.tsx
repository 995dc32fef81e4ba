import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { countryVariant } from "@/lib/countries";
import { HomePage } from "../home-page";

export async function generateMetadata({ params }: { params: Promise<{ country: string }> }): Promise<Metadata> {
  const country = countryVariant((await params).country);
  if (!country) return {};
  const [t, words] = await Promise.all([getTranslations("home"), getTranslations("marketing")]);
  return { title: t("metaTitle", { country: words(`countries.${country}.name`) }) };
}

export default async function CountryHomePage({ params }: { params: Promise<{ country: string }> }) {
  const country = countryVariant((await params).country);
  if (!country) notFound();
  return <HomePage country={country} />;
}
