import type { Metadata } from "next";
import { MarketingPage } from "@/components/content/marketing-page";
import { PRIVACY } from "@/domains/content/pages/company";

export const metadata: Metadata = { title: "Privacy notice", description: PRIVACY.intro };

export default function PrivacyPage() {
  return <MarketingPage content={PRIVACY} />;
}
