import { PageFrame } from "@/components/shell/page-frame";
import { deskPropertyChoices, inventoryFiltersFrom, inventoryToday } from "@/domains/bookings/desk";
import { InventoryView } from "@/domains/bookings/desk/components/inventory-view";
import { requireDashboardPage } from "@/server/access/current";
import { db } from "@/server/db";

/** Every unit in the viewer's scope with its status today, arrivals and departures: operations' desk. */
export default async function InventoryPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const actor = await requireDashboardPage("inventory");
  const filters = inventoryFiltersFrom(await searchParams);
  const [inventory, properties] = await Promise.all([
    inventoryToday(db(), { actor, filters }),
    deskPropertyChoices(db(), { actor, desk: "all" }),
  ]);
  return (
    <PageFrame page="inventory">
      <InventoryView inventory={inventory} filters={filters} properties={properties} />
    </PageFrame>
  );
}
