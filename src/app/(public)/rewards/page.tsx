import type { Metadata } from "next";
import { MarketingPage } from "@/components/content/marketing-page";
import { REWARDS } from "@/domains/content/pages/products";

export const metadata: Metadata = { title: "Rewards", description: REWARDS.intro };

export default function RewardsPage() {
  return <MarketingPage content={REWARDS} />;
}
