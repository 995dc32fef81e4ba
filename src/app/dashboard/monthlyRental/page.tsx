import { PageFrame } from "@/components/shell/page-frame";
import { tableStateFrom, type TableUrlState } from "@/components/ui/data-table";
import { CONTRACT_SORTABLE, listContracts, rentableUnits } from "@/domains/rentals";
import { MonthlyRentalPanel } from "@/domains/rentals/components/monthly-rental";
import { ClientMessages } from "@/i18n/client-messages";
import { requireDashboardPage } from "@/server/access/current";
import { db } from "@/server/db";
import { HEAD_OFFICE_TIME_ZONE, todayIn } from "@/lib/dates";

const PATH = "/dashboard/monthlyRental";

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
    <ClientMessages page="dashboardRentals">
      <PageFrame page="monthlyRental">
        <MonthlyRentalPanel
          contracts={data.contracts}
          units={units}
          today={todayIn(HEAD_OFFICE_TIME_ZONE)}
          table={{ path: PATH, sort: sorted, sortable: CONTRACT_SORTABLE, page: data.page, pages: data.pages }}
        />
      </PageFrame>
    </ClientMessages>
  );
}
