import { PageFrame } from "@/components/shell/page-frame";
import { tableHref, tableStateFrom, type TableUrlState } from "@/components/ui/data-table";
import { PageLinks } from "@/components/ui/page-links";
import { SortLinks } from "@/components/ui/sort-links";
import { CONTRACT_SORTABLE, listContracts, rentableUnits } from "@/domains/rentals";
import { MonthlyRentalPanel } from "@/domains/rentals/components/monthly-rental";
import { sortedInQuery } from "@/lib/columns";
import { requireDashboardPage } from "@/server/access/current";
import { db } from "@/server/db";

const PATH = "/dashboard/monthlyRental";
/** What a contract card can be sorted by, as a table's headings would be. */
const SORT_CHOICES = sortedInQuery(
  [
    { id: "starts", header: "Start date", sortFirst: "desc" as const },
    { id: "ends", header: "End date" },
    { id: "tenant", header: "Tenant" },
    { id: "place", header: "Property · unit" },
    { id: "rent", header: "Monthly rent", sortFirst: "desc" as const },
    { id: "booking", header: "Booking" },
  ],
  CONTRACT_SORTABLE,
);

export default async function MonthlyRentalPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const actor = await requireDashboardPage("monthlyRental");
  const params = await searchParams;
  const raw = params.page;
  const page = Math.max(1, Math.min(10_000, Number.parseInt(typeof raw === "string" ? raw : "1", 10) || 1));
  const { sort, dir } = tableStateFrom(params, CONTRACT_SORTABLE);
  const sorted: TableUrlState = { sort, dir };
  const [data, units] = await Promise.all([
    listContracts(db(), { actor, page, sort: sorted }),
    rentableUnits(db(), { actor }),
  ]);
  return (
    <PageFrame page="monthlyRental">
      <MonthlyRentalPanel
        contracts={data.contracts}
        units={units}
        today={new Date().toISOString().slice(0, 10)}
        sorting={
          data.total > 1 ? (
            <SortLinks
              label="Sort contracts"
              choices={SORT_CHOICES}
              sort={sorted}
              href={(state) => tableHref(PATH, {}, state)}
              defaultLabel="Current first"
            />
          ) : null
        }
      />
      <PageLinks page={data.page} pages={data.pages} href={(n) => tableHref(PATH, {}, { ...sorted, page: n })} />
    </PageFrame>
  );
}
