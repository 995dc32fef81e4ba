import type { Metadata } from "next";
import { MarketingPage } from "@/components/content/marketing-page";
import { STAY_TOGETHER } from "@/domains/content/pages/products";

export const metadata: Metadata = { title: "StayTogether", description: STAY_TOGETHER.intro };

export default function StayTogetherPage() {
  return <MarketingPage content={STAY_TOGETHER} />;
}
