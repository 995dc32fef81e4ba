import type { Metadata } from "next";
import { MarketingPage } from "@/components/content/marketing-page";
import { landlords } from "@/domains/content/pages/products";

const content = landlords("malaysia");
export const metadata: Metadata = { title: "Property owners", description: content.intro };

export default function LandlordsPage() {
  return <MarketingPage content={content} />;
}
