import type { Metadata } from "next";
import { MarketingPage } from "@/components/content/marketing-page";
import { STAY_INVEST } from "@/domains/content/pages/products";

export const metadata: Metadata = { title: "StayInvest", description: STAY_INVEST.intro };

export default function StayInvestPage() {
  return <MarketingPage content={STAY_INVEST} />;
}
