import { notFound } from "next/navigation";
import { PageFrame } from "@/components/shell/page-frame";
import { tableStateFrom } from "@/components/ui/data-table";
import {
  latestSettlementRun,
  listSettlements,
  previousMonth,
  SETTLEMENT_SORTABLE,
  settlementFiltersFrom,
} from "@/domains/accounts";
import { SettlementDetail } from "@/domains/accounts/settlements/components/settlement-detail";
import { SettlementsView } from "@/domains/accounts/settlements/components/settlements-view";
import { dashboardRecords } from "@/domains/dashboard-records";
import { decide, moneyScopeOf } from "@/server/access";
import { requireDashboardPage } from "@/server/access/current";
import { db } from "@/server/db";
import { EmptyState } from "@/components/ui/empty-state";

export default async function SettlementsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const actor = await requireDashboardPage("settlements");
  const params = await searchParams;
  const scope = moneyScopeOf(actor);
  const canManage = decide(actor, "manageSettlements") === "allowed";
  if (typeof params.id === "string") {
    const found = await dashboardRecords.settlement(actor, params.id);
    if (!found) notFound();
    return (
      <PageFrame page="settlements">
        <SettlementDetail found={found} canManage={canManage} />
      </PageFrame>
    );
  }
  if (scope.kind === "none") {
    return (
      <PageFrame page="settlements">
        <EmptyState title="There are no settlements to show for your account." />
      </PageFrame>
    );
  }
  const filters = settlementFiltersFrom(params);
  const sort = tableStateFrom(params, SETTLEMENT_SORTABLE);
  const [data, lastRun] = await Promise.all([
    listSettlements(db(), { actor, filters, sort }),
    canManage ? latestSettlementRun(db(), actor) : null,
  ]);
  return (
    <PageFrame page="settlements">
      <SettlementsView
        data={data}
        filters={filters}
        sort={sort}
        canManage={canManage}
        supplierView={scope.kind === "organisation"}
        lastMonth={previousMonth(new Date())}
        lastRun={lastRun}
      />
    </PageFrame>
  );
}
