import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
// The page finds an add-on order's charge through the card confirmation's hooks, which this registers.
import "@/domains/booking-hooks";
import { PaymentConfirmPage } from "@/domains/bookings/components/payment-confirm-page";
import { ClientMessages } from "@/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("checkout");
  return { title: t("meta.gateway"), robots: { index: false } };
}

export default async function Page({ params }: { params: Promise<{ charge: string }> }) {
  return (
    <ClientMessages page="payment">
      <PaymentConfirmPage chargeId={(await params).charge} />
    </ClientMessages>
  );
}
