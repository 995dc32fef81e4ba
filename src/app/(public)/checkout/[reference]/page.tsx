import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CheckoutResultPage } from "@/domains/checkout-result-page";
import { ClientMessages } from "@/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("checkout");
  return { title: t("meta.yourBooking"), robots: { index: false } };
}

export default async function Page({ params }: { params: Promise<{ reference: string }> }) {
  return (
    <ClientMessages page="payment">
      <CheckoutResultPage reference={decodeURIComponent((await params).reference)} />
    </ClientMessages>
  );
}
