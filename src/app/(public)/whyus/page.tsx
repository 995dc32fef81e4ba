import type { Metadata } from "next";
import { MarketingPage } from "@/components/content/marketing-page";
import { whyUs } from "@/domains/content/pages/company";

const content = whyUs("malaysia");
export const metadata: Metadata = { title: "Why Staysia", description: content.intro };

export default function WhyUsPage() {
  return <MarketingPage content={content} />;
}
