import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CorporateStaysPage } from "@/domains/content/components/corporate-stays-page";
import { countryVariant } from "@/lib/countries";

export const metadata: Metadata = { title: "Corporate stays" };

export default async function Page({ params }: { params: Promise<{ country: string }> }) {
  const country = countryVariant((await params).country);
  if (!country) notFound();
  return <CorporateStaysPage country={country} />;
}
