import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { currentInsurer } from "@/domains/insurance";
import { settingsInForce } from "@/domains/platform";
import { PolicyWording } from "@/domains/insurance/components/policy-wording";
import { db } from "@/server/db";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("marketing");
  return { title: t("travelInsurance.metaTitle"), description: t("travelInsurance.metaDescription") };
}
export const dynamic = "force-dynamic";

export default async function TravelInsurancePage() {
  const [insurer, { settings }] = await Promise.all([currentInsurer(db()), settingsInForce(db())]);
  return <PolicyWording insurerName={insurer?.name ?? null} settings={settings.travelInsurance} />;
}
