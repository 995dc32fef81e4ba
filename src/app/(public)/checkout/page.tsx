import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CheckoutPage } from "@/domains/checkout-page";
import type { CheckoutParams } from "@/domains/bookings";
import { ClientMessages } from "@/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("checkout");
  return { title: t("meta.checkout"), robots: { index: false } };
}

export default async function Page({ searchParams }: { searchParams: Promise<CheckoutParams> }) {
  return (
    <ClientMessages page="checkout">
      <CheckoutPage search={await searchParams} />
    </ClientMessages>
  );
}
