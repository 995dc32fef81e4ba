import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { MarketingPage } from "@/components/content/marketing-page";
import { whyUs } from "@/domains/content/pages/company";
import { countryVariant } from "@/lib/countries";

export const metadata: Metadata = { title: "Why Staysia" };

export default async function CountryWhyUsPage({ params }: { params: Promise<{ country: string }> }) {
  const country = countryVariant((await params).country);
  if (!country) notFound();
  return <MarketingPage content={whyUs(country)} />;
}
