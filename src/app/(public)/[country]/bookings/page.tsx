import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { GuestBookingsPage, type GuestBookingsSearch } from "@/domains/guest-bookings-page";
import { countryVariant } from "@/lib/countries";
import { ClientMessages } from "@/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("bookings");
  return { title: t("list.title"), description: t("list.description") };
}

export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ country: string }>;
  searchParams: Promise<GuestBookingsSearch>;
}) {
  const country = countryVariant((await params).country);
  if (!country) notFound();
  return (
    <ClientMessages page="bookings">
      <GuestBookingsPage country={country} search={await searchParams} />
    </ClientMessages>
  );
}
