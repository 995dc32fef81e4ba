import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CorporateStaysPage } from "@/domains/content/components/corporate-stays-page";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("marketing");
  return { title: t("corporate.metaTitle"), description: t("corporate.metaDescription") };
}

export default function Page() {
  return <CorporateStaysPage country="malaysia" />;
}
