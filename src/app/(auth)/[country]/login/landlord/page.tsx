import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { SupplierLogInPage } from "@/domains/identity/components/auth-pages";
import { COUNTRIES, countryVariant } from "@/lib/countries";

export async function generateMetadata({ params }: { params: Promise<{ country: string }> }): Promise<Metadata> {
  const country = countryVariant((await params).country);
  return country
    ? {
        title: "Log in",
        description: `Log in to manage your listings, calendar and payouts in ${COUNTRIES[country].nameInSentence}.`,
      }
    : {};
}

export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ country: string }>;
  searchParams: Promise<{ supplier?: string }>;
}) {
  const country = countryVariant((await params).country);
  if (!country) notFound();
  return <SupplierLogInPage supplier={(await searchParams).supplier} country={country} />;
}
