import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ContactPage } from "@/domains/content/components/contact-page";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("marketing");
  return { title: t("contact.metaTitle"), description: t("contact.metaDescription") };
}

export default function Page() {
  return <ContactPage country="malaysia" />;
}
