import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { SearchPage } from "@/domains/catalogue/components/search-page";
import { COUNTRIES, countryVariant } from "@/lib/countries";

export async function generateMetadata({ params }: { params: Promise<{ country: string }> }): Promise<Metadata> {
  const country = countryVariant((await params).country);
  return { title: country ? `Find a home in ${COUNTRIES[country].nameInSentence}` : "Find a home" };
}

export default async function CountryFindAHomePage({
  params,
  searchParams,
}: {
  params: Promise<{ country: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const country = countryVariant((await params).country);
  if (!country) notFound();
  return (
    <SearchPage
      basePath={`${COUNTRIES[country].pathPrefix}/findahome`}
      country={country}
      searchParams={await searchParams}
      heading={`Find a home in ${COUNTRIES[country].nameInSentence}`}
      intro="Apartments and co-living rooms by the night or the month, and day rooms by the hour. Only places free for your dates are shown."
    />
  );
}
