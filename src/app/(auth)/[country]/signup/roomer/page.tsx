import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { SignUpPage } from "@/domains/identity/components/auth-pages";
import { COUNTRIES, countryVariant } from "@/lib/countries";

export async function generateMetadata({ params }: { params: Promise<{ country: string }> }): Promise<Metadata> {
  const country = countryVariant((await params).country);
  return country
    ? {
        title: "Sign up as a guest",
        description: `Create a guest account to book homes, co-living rooms and day rooms in ${COUNTRIES[country].nameInSentence}.`,
      }
    : {};
}

export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ country: string }>;
  searchParams: Promise<{ ref?: string | string[] }>;
}) {
  const country = countryVariant((await params).country);
  if (!country) notFound();
  const { ref } = await searchParams;
  return <SignUpPage kind="roomer" country={country} referralCode={typeof ref === "string" ? ref : undefined} />;
}
