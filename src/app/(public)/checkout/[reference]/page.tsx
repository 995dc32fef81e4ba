import type { Metadata } from "next";
import { CheckoutResultPage } from "@/domains/checkout-result-page";

export const metadata: Metadata = { title: "Your booking", robots: { index: false } };

export default async function Page({ params }: { params: Promise<{ reference: string }> }) {
  return <CheckoutResultPage reference={decodeURIComponent((await params).reference)} />;
}
