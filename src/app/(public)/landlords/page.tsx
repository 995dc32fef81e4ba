import type { Metadata } from "next";
import { EditableMarketingPage } from "@/domains/content/components/editable-marketing-page";
import { landlords } from "@/domains/content/pages/products";

const content = landlords("malaysia");
export const metadata: Metadata = { title: "Property owners", description: content.intro };

export default function LandlordsPage() {
  return <EditableMarketingPage content={content} introKey="landlords.intro" />;
}
