import { PageFrame } from "@/components/shell/page-frame";
import { ClientMessages } from "@/i18n/client-messages";
import { tableStateFrom } from "@/components/ui/data-table";
import {
  deskBookableProperties,
  DESK_SORTABLE,
  deskFiltersFrom,
  deskPropertyChoices,
  listDeskBookings,
} from "@/domains/bookings/desk";
import { DeskBookingSection } from "@/domains/bookings/desk/components/desk-booking-section";
import { DeskBookingsView } from "@/domains/bookings/desk/components/desk-bookings-view";
import { requireDashboardPage } from "@/server/access/current";
import { db } from "@/server/db";

/** The bookings of managed properties in the viewer's scope, with the desk's actions. */
export default async function ManagedBookingsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const actor = await requireDashboardPage("managedBookings");
  const params = await searchParams;
  const filters = deskFiltersFrom(params);
  const sort = tableStateFrom(params, DESK_SORTABLE);
  const [data, properties, bookable] = await Promise.all([
    listDeskBookings(db(), { actor, desk: "managed", filters, sort }),
    deskPropertyChoices(db(), { actor, desk: "managed" }),
    // The desk's "New booking" (docs/FRONT-DESK.md) for this desk's properties.
    deskBookableProperties(db(), { actor, desk: "managed" }),
  ]);
  return (
    <ClientMessages page="dashboardBookings">
      <PageFrame page="managedBookings">
        <DeskBookingSection properties={bookable} searchParams={params} basePath="/dashboard/managedBookings" />
        <DeskBookingsView desk="managed" data={data} filters={filters} sort={sort} properties={properties} />
      </PageFrame>
    </ClientMessages>
  );
}
