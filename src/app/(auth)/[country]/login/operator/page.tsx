import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { LogInPage } from "@/domains/identity/components/auth-pages";
import { COUNTRIES, countryVariant } from "@/lib/countries";

export async function generateMetadata({ params }: { params: Promise<{ country: string }> }): Promise<Metadata> {
  const country = countryVariant((await params).country);
  return country
    ? {
        title: "Operations log in",
        description: `Log in to the Staysia operations dashboard for ${COUNTRIES[country].nameInSentence}.`,
      }
    : {};
}

export default async function Page({ params }: { params: Promise<{ country: string }> }) {
  const country = countryVariant((await params).country);
  if (!country) notFound();
  return <LogInPage variant="operator" country={country} />;
}
