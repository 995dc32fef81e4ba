import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CheckoutResultPage } from "@/domains/checkout-result-page";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("checkout");
  return { title: t("meta.yourBooking"), robots: { index: false } };
}

export default async function Page({ params }: { params: Promise<{ reference: string }> }) {
  return <CheckoutResultPage reference={decodeURIComponent((await params).reference)} />;
}
