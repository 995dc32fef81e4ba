import type { Metadata } from "next";
// The page finds an add-on order's charge through the card confirmation's hooks, which this registers.
import "@/domains/booking-hooks";
import { PaymentConfirmPage } from "@/domains/bookings/components/payment-confirm-page";

export const metadata: Metadata = { title: "Confirm your payment (test gateway)", robots: { index: false } };

export default async function Page({ params }: { params: Promise<{ charge: string }> }) {
  return <PaymentConfirmPage chargeId={(await params).charge} />;
}
