import type { Metadata } from "next";
import { EditableMarketingPage } from "@/domains/content/components/editable-marketing-page";
import { STAY_CONNECT } from "@/domains/content/pages/products";

export const metadata: Metadata = { title: "StayConnect", description: STAY_CONNECT.intro };

export default function StayConnectPage() {
  return <EditableMarketingPage content={STAY_CONNECT} introKey="stay-connect.intro" />;
}
