import type { Metadata } from "next";
import { PaymentConfirmPage } from "@/domains/bookings/components/payment-confirm-page";

export const metadata: Metadata = { title: "Confirm your payment (test gateway)", robots: { index: false } };

export default async function Page({ params }: { params: Promise<{ charge: string }> }) {
  return <PaymentConfirmPage chargeId={(await params).charge} />;
}
