import type { Metadata } from "next";
import { CheckoutPage } from "@/domains/checkout-page";
import type { CheckoutParams } from "@/domains/bookings";

export const metadata: Metadata = { title: "Checkout", robots: { index: false } };

export default async function Page({ searchParams }: { searchParams: Promise<CheckoutParams> }) {
  return <CheckoutPage search={await searchParams} />;
}
