import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { EditableMarketingPage } from "@/domains/content/components/editable-marketing-page";
import { about } from "@/domains/content/pages/company";
import { settingsInForce } from "@/domains/platform";
import { db } from "@/server/db";
import type { Locale } from "@/lib/locales";

// The introduction holds placeholders the page fills from the database; the description states no count.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("marketing");
  return { title: t("about.metaTitle"), description: t("about.metaDescription") };
}

export default async function AboutPage() {
  const locale = (await getLocale()) as Locale;
  // The fees the page states are the business settings in force, as every quote charges them.
  const { settings } = await settingsInForce(db());
  return <EditableMarketingPage content={about(locale, settings)} introKey="about.intro" />;
}
