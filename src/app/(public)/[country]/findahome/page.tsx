import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { SearchPage } from "@/domains/catalogue/components/search-page";
import { COUNTRIES, countryVariant } from "@/lib/countries";
import { ClientMessages } from "@/i18n/client-messages";

export async function generateMetadata({ params }: { params: Promise<{ country: string }> }): Promise<Metadata> {
  const [country, t] = [countryVariant((await params).country), await getTranslations("search")];
  return {
    title: country ? t("pages.countryTitle", { country: t(`countriesInSentence.${country}`) }) : t("pages.findTitle"),
  };
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
  const t = await getTranslations("search");
  return (
    <ClientMessages page="search">
      <SearchPage
        basePath={`${COUNTRIES[country].pathPrefix}/findahome`}
        country={country}
        searchParams={await searchParams}
        heading={t("pages.countryTitle", { country: t(`countriesInSentence.${country}`) })}
        intro={t("pages.countryIntro")}
      />
    </ClientMessages>
  );
}
