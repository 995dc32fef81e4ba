import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { EditableMarketingPage } from "@/domains/content/components/editable-marketing-page";
import { variantHasPage } from "@/components/shell/site-nav";
import { landlords } from "@/domains/content/pages/products";
import { countryVariant } from "@/lib/countries";

export const metadata: Metadata = { title: "Property owners" };

// SPEC.md §2: Thailand has no landlords page.
export default async function CountryLandlordsPage({ params }: { params: Promise<{ country: string }> }) {
  const country = countryVariant((await params).country);
  if (!country || !variantHasPage(country, "landlords")) notFound();
  return <EditableMarketingPage content={landlords(country)} introKey="landlords.intro" />;
}
