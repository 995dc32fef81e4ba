import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ContactPage } from "@/domains/content/components/contact-page";
import { countryVariant } from "@/lib/countries";

export const metadata: Metadata = { title: "Contact us" };

export default async function Page({ params }: { params: Promise<{ country: string }> }) {
  const country = countryVariant((await params).country);
  if (!country) notFound();
  return <ContactPage country={country} />;
}
