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
import { decide } from "@/server/access";
import { requireDashboardPage } from "@/server/access/current";
import { db } from "@/server/db";

const BASE = "/dashboard/management/payouts";

/**
 * Owners' payouts (settlements) under Management: SPEC.md §6 confines accountants to five pages without
 * /dashboard/settlements, so they create, review, approve and pay the month's settlements here.
 */
export default async function ManagementPayoutsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const actor = await requireDashboardPage("management");
  const params = await searchParams;
  const canManage = decide(actor, "manageSettlements") === "allowed";
  if (typeof params.id === "string") {
    const found = await dashboardRecords.settlement(actor, params.id);
    if (!found) notFound();
    return (
      <ClientMessages page="dashboardAccounts">
        <PageFrame page="management">
          <SettlementDetail found={found} canManage={canManage} basePath={BASE} />
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
      <PageFrame page="management">
        <SettlementsView
          data={data}
          filters={filters}
          sort={sort}
          canManage={canManage}
          supplierView={false}
          lastMonth={previousMonth(new Date())}
          lastRun={lastRun}
          basePath={BASE}
        />
      </PageFrame>
    </ClientMessages>
  );
}
