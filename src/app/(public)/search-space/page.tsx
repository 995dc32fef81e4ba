import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SearchPage } from "@/domains/catalogue/components/search-page";
import { ClientMessages } from "@/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("marketing");
  return { title: t("searchSpace.metaTitle"), description: t("searchSpace.metaDescription") };
}

export default async function SearchSpacePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const t = await getTranslations("marketing");
  return (
    <ClientMessages page="search">
      <SearchPage
        basePath="/search-space"
        searchParams={await searchParams}
        types={["day_room"]}
        defaultMode="hourly"
        heading={t("searchSpace.heading")}
        intro={t("searchSpace.intro")}
      />
    </ClientMessages>
  );
}
