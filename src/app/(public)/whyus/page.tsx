import type { Metadata } from "next";
import { EditableMarketingPage } from "@/domains/content/components/editable-marketing-page";
import { whyUs } from "@/domains/content/pages/company";

const content = whyUs("malaysia");
export const metadata: Metadata = { title: "Why Staysia", description: content.intro };

export default function WhyUsPage() {
  return <EditableMarketingPage content={content} introKey="whyus.intro" />;
}
