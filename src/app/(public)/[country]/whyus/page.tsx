import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { EditableMarketingPage } from "@/domains/content/components/editable-marketing-page";
import { whyUs } from "@/domains/content/pages/company";
import { countryVariant } from "@/lib/countries";

export const metadata: Metadata = { title: "Why Staysia" };

export default async function CountryWhyUsPage({ params }: { params: Promise<{ country: string }> }) {
  const country = countryVariant((await params).country);
  if (!country) notFound();
  return <EditableMarketingPage content={whyUs(country)} introKey="whyus.intro" />;
}
