import type { Metadata } from "next";
import { EditableMarketingPage } from "@/domains/content/components/editable-marketing-page";
import { ABOUT } from "@/domains/content/pages/company";

export const metadata: Metadata = { title: "About us", description: ABOUT.intro };

export default function AboutPage() {
  return <EditableMarketingPage content={ABOUT} introKey="about.intro" />;
}
