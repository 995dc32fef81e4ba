import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { COUNTRIES, countryVariant } from "@/lib/countries";
import { HomePage } from "../home-page";

export async function generateMetadata({ params }: { params: Promise<{ country: string }> }): Promise<Metadata> {
  const country = countryVariant((await params).country);
  return country ? { title: `Staysia ${COUNTRIES[country].name}: apartments, co-living and day rooms` } : {};
}

export default async function CountryHomePage({ params }: { params: Promise<{ country: string }> }) {
  const country = countryVariant((await params).country);
  if (!country) notFound();
  return <HomePage country={country} />;
}
