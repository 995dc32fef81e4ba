import type { Metadata } from "next";
import { MarketingPage } from "@/components/content/marketing-page";
import { ABOUT } from "@/domains/content/pages/company";

export const metadata: Metadata = { title: "About us", description: ABOUT.intro };

export default function AboutPage() {
  return <MarketingPage content={ABOUT} />;
}
