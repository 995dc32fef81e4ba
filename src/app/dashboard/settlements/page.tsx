import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { PageFrame } from "@/components/shell/page-frame";
import { ClientMessages } from "@/i18n/client-messages";
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
      <ClientMessages page="dashboardAccounts">
        <PageFrame page="settlements">
          <SettlementDetail found={found} canManage={canManage} />
        </PageFrame>
      </ClientMessages>
    );
  }
  if (scope.kind === "none") {
    return (
      <ClientMessages page="dashboardAccounts">
        <PageFrame page="settlements">
          <EmptyState title={(await getTranslations("dashboardAccounts.pages"))("noSettlements")} />
        </PageFrame>
      </ClientMessages>
    );
  }
  const filters = settlementFiltersFrom(params);
  const sort = tableStateFrom(params, SETTLEMENT_SORTABLE);
  const [data, lastRun] = await Promise.all([
    listSettlements(db(), { actor, filters, sort }),
    canManage ? latestSettlementRun(db(), actor) : null,
  ]);
  return (
    <ClientMessages page="dashboardAccounts">
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
    </ClientMessages>
  );
}
