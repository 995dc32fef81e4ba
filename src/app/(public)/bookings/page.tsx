import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { GuestBookingsPage, type GuestBookingsSearch } from "@/domains/guest-bookings-page";
import { DEFAULT_COUNTRY } from "@/lib/countries";
import { ClientMessages } from "@/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("bookings");
  return { title: t("list.title"), description: t("list.description") };
}

export default async function Page({ searchParams }: { searchParams: Promise<GuestBookingsSearch> }) {
  return (
    <ClientMessages page="bookings">
      <GuestBookingsPage country={DEFAULT_COUNTRY} search={await searchParams} />
    </ClientMessages>
  );
}
