import type { Metadata } from "next";
import { EditableMarketingPage } from "@/domains/content/components/editable-marketing-page";
import { STAY_TOGETHER } from "@/domains/content/pages/products";

export const metadata: Metadata = { title: "StayTogether", description: STAY_TOGETHER.intro };

export default function StayTogetherPage() {
  return <EditableMarketingPage content={STAY_TOGETHER} introKey="stay-together.intro" />;
}
