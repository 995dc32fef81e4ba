import Link from "next/link";
import { useTranslations } from "next-intl";
import { TEST_CARDS } from "@/domains/payments";
import { ClientMessages } from "@/i18n/client-messages";
import type { DeskBookableProperty } from "../bookable";
import { DeskBookingForm } from "./desk-booking-form";

type SearchParams = Record<string, string | string[] | undefined>;
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The address of the "New booking" form on a desk page, with what was picked (a property, a unit, nights). */
export function deskBookingHref(
  basePath: string,
  picked: { property?: string; unit?: string; checkIn?: string; checkOut?: string; keep?: Record<string, string> } = {},
): string {
  const params = new URLSearchParams({ ...picked.keep, book: "1" });
  for (const key of ["property", "unit", "checkIn", "checkOut"] as const) {
    const value = picked[key];
    if (value) params.set(key, value);
  }
  return `${basePath}?${params}#new-booking`;
}

/**
 * "New booking" on a desk page (the calendar, the inventory, the booking desks): a link while closed, the form
 * when the address asks for it (`?book=1`, with the property, unit and nights picked on the calendar). Offered
 * only for the properties the actor takes desk bookings for (docs/FRONT-DESK.md).
 */
export function DeskBookingSection({
  properties,
  searchParams,
  basePath,
  keep,
}: {
  /** `deskBookableProperties` of the page's actor (and desk). */
  properties: DeskBookableProperty[];
  searchParams: SearchParams;
  basePath: string;
  /** The page's own parameters the form's address keeps (the calendar's month). */
  keep?: Record<string, string>;
}) {
  const t = useTranslations("dashboardBookings.desk");
  if (properties.length === 0) return null;
  const open = one(searchParams.book) === "1";
  if (!open)
    return (
      <p className="mb-4">
        <Link
          href={deskBookingHref(basePath, { property: one(searchParams.property), keep })}
          className="inline-flex items-center rounded-lg border border-line bg-white px-3 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50"
        >
          {t("heading")}
        </Link>
      </p>
    );
  return (
    <div id="new-booking" className="mb-6 max-w-2xl">
      {/* The form's words, and the card fields' (the checkout's): src/i18n/client-namespaces.ts. */}
      <ClientMessages page="deskBooking">
        <DeskBookingForm
          properties={properties}
          initial={{
            propertyId: one(searchParams.property),
            unitId: one(searchParams.unit),
            checkIn: one(searchParams.checkIn),
            checkOut: one(searchParams.checkOut),
          }}
          testCards={TEST_CARDS}
        />
      </ClientMessages>
    </div>
  );
}
