import type { Metadata } from "next";
import { MarketingPage } from "@/components/content/marketing-page";
import { TERMS } from "@/domains/content/pages/company";

export const metadata: Metadata = { title: "Terms of use", description: TERMS.intro };

export default function TermsOfUsePage() {
  return <MarketingPage content={TERMS} />;
}
