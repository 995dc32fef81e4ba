import type { Metadata } from "next";
import { MarketingPage } from "@/components/content/marketing-page";
import { STAY_CONNECT } from "@/domains/content/pages/products";

export const metadata: Metadata = { title: "StayConnect", description: STAY_CONNECT.intro };

export default function StayConnectPage() {
  return <MarketingPage content={STAY_CONNECT} />;
}
