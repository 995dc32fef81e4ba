import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AddonCataloguePage } from "@/domains/addons/components/public-pages";
import { ClientMessages } from "@/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("marketing");
  return { title: t("experiences.metaTitle"), description: t("experiences.metaDescription") };
}

export default async function Page({ searchParams }: { searchParams: Promise<{ kind?: string }> }) {
  return (
    <ClientMessages page="addons">
      <AddonCataloguePage kind={(await searchParams).kind} />
    </ClientMessages>
  );
}
