import type { Metadata } from "next";
import { GuestBookingsPage, type GuestBookingsSearch } from "@/domains/guest-bookings-page";
import { DEFAULT_COUNTRY } from "@/lib/countries";

export const metadata: Metadata = {
  title: "Your bookings",
  description: "See your stays with Staysia, or find a booking by its reference.",
};

export default async function Page({ searchParams }: { searchParams: Promise<GuestBookingsSearch> }) {
  return <GuestBookingsPage country={DEFAULT_COUNTRY} search={await searchParams} />;
}
