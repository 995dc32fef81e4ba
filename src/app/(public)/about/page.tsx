import type { Metadata } from "next";
import { EditableMarketingPage } from "@/domains/content/components/editable-marketing-page";
import { ABOUT } from "@/domains/content/pages/company";

// The introduction holds placeholders the page fills from the database; the description states no count.
export const metadata: Metadata = {
  title: "About us",
  description: "Staysia, a marketplace for homes in Malaysia, the Philippines, Indonesia and Thailand.",
};

export default function AboutPage() {
  return <EditableMarketingPage content={ABOUT} introKey="about.intro" />;
}
