import { getTranslations } from "next-intl/server";
import { PageFrame } from "@/components/shell/page-frame";
import { tableStateFrom } from "@/components/ui/data-table";
import { HOST_TRANSACTION_SORTABLE, hostTransactionFiltersFrom, listHostTransactions } from "@/domains/accounts";
import { HostTransactionsView } from "@/domains/accounts/settlements/components/host-transactions-view";
import { mayOpenPage, moneyScopeOf } from "@/server/access";
import { requireDashboardPage } from "@/server/access/current";
import { db } from "@/server/db";
import { EmptyState } from "@/components/ui/empty-state";

export default async function HostTransactionsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const actor = await requireDashboardPage("hostTransactions");
  const scope = moneyScopeOf(actor);
  if (scope.kind === "none") {
    return (
      <PageFrame page="hostTransactions">
        <EmptyState title={(await getTranslations("dashboardAccounts.pages"))("noEarnings")} />
      </PageFrame>
    );
  }
  const params = await searchParams;
  const filters = hostTransactionFiltersFrom(params);
  const sort = tableStateFrom(params, HOST_TRANSACTION_SORTABLE);
  const data = await listHostTransactions(db(), { actor, filters, sort });
  return (
    <PageFrame page="hostTransactions">
      <HostTransactionsView
        data={data}
        filters={filters}
        sort={sort}
        linkSettlements={mayOpenPage(actor.role, "settlements")}
        showSupplier={scope.kind === "all"}
      />
    </PageFrame>
  );
}
