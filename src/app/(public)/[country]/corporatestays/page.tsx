import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { CorporateStaysPage } from "@/domains/content/components/corporate-stays-page";
import { countryVariant } from "@/lib/countries";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("marketing");
  return { title: t("corporate.metaTitle") };
}

export default async function Page({ params }: { params: Promise<{ country: string }> }) {
  const country = countryVariant((await params).country);
  if (!country) notFound();
  return <CorporateStaysPage country={country} />;
}
