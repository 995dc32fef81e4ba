import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { GuestBookingsPage, type GuestBookingsSearch } from "@/domains/guest-bookings-page";
import { countryVariant } from "@/lib/countries";

export const metadata: Metadata = {
  title: "Your bookings",
  description: "See your stays with Staysia, or find a booking by its reference.",
};

export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ country: string }>;
  searchParams: Promise<GuestBookingsSearch>;
}) {
  const country = countryVariant((await params).country);
  if (!country) notFound();
  return <GuestBookingsPage country={country} search={await searchParams} />;
}
