import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { PageFrame } from "@/components/shell/page-frame";
import { ClientMessages } from "@/i18n/client-messages";
import { CalendarScreen } from "@/domains/catalogue/calendar/components/calendar-screen";
import { mayOpenPage } from "@/server/access";
import { requireDashboardPage } from "@/server/access/current";
import { deskBookableProperties } from "@/domains/bookings/desk";
import { DeskBookingSection } from "@/domains/bookings/desk/components/desk-booking-section";
import { db } from "@/server/db";

/** The supplier's and operations' calendar: one property at a time, by the night (or by the hour for day rooms). */
export default async function CalendarPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const actor = await requireDashboardPage("calendar");
  const params = await searchParams;
  // The desk's "New booking" (docs/FRONT-DESK.md): the properties this person takes bookings for at the desk.
  const bookable = await deskBookableProperties(db(), { actor });
  const month = typeof params.month === "string" ? params.month : undefined;
  const t = await getTranslations("dashboardCatalogue.calendar");
  return (
    <ClientMessages page="dashboardCatalogue">
      <PageFrame page="calendar">
        {/* SPEC.md §6's operations menu has no Inventory item, yet operations users do their check-ins there. */}
        {actor.role === "operationsUser" && mayOpenPage(actor.role, "inventory") && (
          <p className="mb-4 text-sm">
            <Link href="/dashboard/inventory" className="font-medium text-brand-700 hover:underline">
              {t("inventoryLink")}
            </Link>
          </p>
        )}
        <DeskBookingSection
          properties={bookable}
          searchParams={params}
          basePath="/dashboard/calendar"
          keep={month ? { month } : undefined}
        />
        <CalendarScreen
          actor={actor}
          searchParams={params}
          variant="calendar"
          deskBookable={bookable.map((property) => property.id)}
        />
      </PageFrame>
    </ClientMessages>
  );
}
