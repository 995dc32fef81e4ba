import type { Metadata } from "next";
import { MarketingPage } from "@/components/content/marketing-page";
import { HOME_STYLING } from "@/domains/content/pages/company";

export const metadata: Metadata = { title: "Home styling", description: HOME_STYLING.intro };

export default function HomestylingPage() {
  return <MarketingPage content={HOME_STYLING} />;
}
