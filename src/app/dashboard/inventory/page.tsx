import { PageFrame } from "@/components/shell/page-frame";
import { ClientMessages } from "@/i18n/client-messages";
import { tableStateFrom } from "@/components/ui/data-table";
import {
  archivedUnitsInScope,
  deskPropertyChoices,
  INVENTORY_SORTABLE,
  inventoryFiltersFrom,
  inventoryToday,
  deskBookableProperties,
} from "@/domains/bookings/desk";
import { DeskBookingSection } from "@/domains/bookings/desk/components/desk-booking-section";
import { InventoryView } from "@/domains/bookings/desk/components/inventory-view";
import { requireDashboardPage } from "@/server/access/current";
import { db } from "@/server/db";

/**
 * Every unit in the viewer's scope with its status today, arrivals and departures: operations' desk; units are
 * archived and restored here too.
 */
export default async function InventoryPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const actor = await requireDashboardPage("inventory");
  const params = await searchParams;
  const filters = inventoryFiltersFrom(params);
  const sort = tableStateFrom(params, INVENTORY_SORTABLE);
  const [inventory, properties, archived, bookable] = await Promise.all([
    inventoryToday(db(), { actor, filters, sort }),
    deskPropertyChoices(db(), { actor, desk: "all" }),
    archivedUnitsInScope(db(), { actor, filters }),
    // Operations' desk takes walk-in and telephone guests here too (docs/FRONT-DESK.md).
    deskBookableProperties(db(), { actor }),
  ]);
  return (
    <ClientMessages page="dashboardInventory">
      <PageFrame page="inventory">
        <DeskBookingSection properties={bookable} searchParams={params} basePath="/dashboard/inventory" />
        <InventoryView
          inventory={inventory}
          filters={filters}
          properties={properties}
          sort={sort}
          archived={archived}
        />
      </PageFrame>
    </ClientMessages>
  );
}
