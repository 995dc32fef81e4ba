import type { Metadata } from "next";
import { ContactPage } from "@/domains/content/components/contact-page";

export const metadata: Metadata = {
  title: "Contact us",
  description: "Write to Staysia: we answer within one working day.",
};

export default function Page() {
  return <ContactPage country="malaysia" />;
}
