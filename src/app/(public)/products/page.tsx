import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SearchPage } from "@/domains/catalogue/components/search-page";
import { ClientMessages } from "@/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("search");
  return { title: t("pages.allTitle"), description: t("pages.allDescription") };
}

export default async function ProductsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const t = await getTranslations("search");
  return (
    <ClientMessages page="search">
      <SearchPage
        basePath="/products"
        searchParams={await searchParams}
        heading={t("pages.allHeading")}
        intro={t("pages.allIntro")}
      />
    </ClientMessages>
  );
}
