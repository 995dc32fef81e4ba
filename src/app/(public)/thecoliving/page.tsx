import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { SearchPage } from "@/domains/catalogue/components/search-page";
import { ClientMessages } from "@/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("marketing");
  return { title: t("coliving.metaTitle"), description: t("coliving.metaDescription") };
}

export default async function CoLivingPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const t = await getTranslations("marketing");
  return (
    <ClientMessages page="search">
      <SearchPage
        basePath="/thecoliving"
        searchParams={await searchParams}
        types={["coliving_room", "coliving_bed"]}
        defaultMode="monthly"
        heading={t("coliving.heading")}
        intro={t("coliving.intro")}
      />
      <p className="mx-auto max-w-6xl px-4 pb-12">
        <Link href="/stay-together" className="font-medium text-brand-700 underline">
          {t("coliving.howItWorks")}
        </Link>
      </p>
    </ClientMessages>
  );
}
