import type { Metadata } from "next";
import { ContactPage } from "@/domains/content/components/contact-page";

export const metadata: Metadata = {
  title: "Contact us",
  description: "Write to Staysia about a stay, listing a property or a partnership: our team answers by email.",
};

export default function Page() {
  return <ContactPage country="malaysia" />;
}
