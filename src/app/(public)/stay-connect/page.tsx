import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { EditableMarketingPage } from "@/domains/content/components/editable-marketing-page";
import { stayConnect } from "@/domains/content/pages/products";
import type { Locale } from "@/lib/locales";

export async function generateMetadata(): Promise<Metadata> {
  const [t, locale] = await Promise.all([getTranslations("marketing"), getLocale() as Promise<Locale>]);
  return { title: t("stayConnect.metaTitle"), description: stayConnect(locale).intro };
}

export default async function StayConnectPage() {
  const locale = (await getLocale()) as Locale;
  return <EditableMarketingPage content={stayConnect(locale)} introKey="stay-connect.intro" />;
}
