import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { PageFrame } from "@/components/shell/page-frame";
import { ClientMessages } from "@/i18n/client-messages";
import { tableStateFrom } from "@/components/ui/data-table";
import {
  latestTransactionsExport,
  listTransactions,
  TRANSACTION_SORTABLE,
  transactionFilterChoices,
  transactionFiltersFrom,
} from "@/domains/accounts";
import { TransactionDetail } from "@/domains/accounts/components/transaction-detail";
import { TransactionsExportPanel } from "@/domains/accounts/components/transactions-export";
import { TransactionsView } from "@/domains/accounts/components/transactions-view";
import { dashboardRecords } from "@/domains/dashboard-records";
import { mayOpenPage, moneyScopeOf } from "@/server/access";
import { requireDashboardPage } from "@/server/access/current";
import { db } from "@/server/db";
import { EmptyState } from "@/components/ui/empty-state";

export default async function TransactionsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const actor = await requireDashboardPage("transactions");
  const params = await searchParams;
  const scope = moneyScopeOf(actor);
  // Accountants may not open /dashboard/txn (SPEC.md §6 confinement): one transaction opens on this page.
  const detailHref = mayOpenPage(actor.role, "txn")
    ? (id: string) => `/dashboard/txn?id=${id}`
    : (id: string) => `/dashboard/transactions?txn=${id}`;
  if (typeof params.txn === "string") {
    const found = await dashboardRecords.transaction(actor, params.txn);
    if (!found) notFound();
    return (
      <ClientMessages page="dashboardAccounts">
        <PageFrame page="transactions">
          <TransactionDetail found={found} detailHref={detailHref} />
        </PageFrame>
      </ClientMessages>
    );
  }
  if (scope.kind === "none") {
    return (
      <ClientMessages page="dashboardAccounts">
        <PageFrame page="transactions">
          <EmptyState title={(await getTranslations("dashboardAccounts.pages"))("noMoney")} />
        </PageFrame>
      </ClientMessages>
    );
  }
  const filters = transactionFiltersFrom(params);
  const sort = tableStateFrom(params, TRANSACTION_SORTABLE);
  const [data, choices, lastExport] = await Promise.all([
    listTransactions(db(), { actor, filters, sort }),
    transactionFilterChoices(db(), { actor }),
    latestTransactionsExport(db(), actor),
  ]);
  const { page: _page, ...exportFilters } = filters;
  return (
    <ClientMessages page="dashboardAccounts">
      <PageFrame page="transactions">
        <TransactionsView
          data={data}
          filters={filters}
          properties={choices.properties}
          currencies={choices.currencies}
          supplierView={scope.kind === "organisation"}
          sort={sort}
          detailHref={detailHref}
        />
        <div className="mt-5">
          <TransactionsExportPanel filters={exportFilters} lastRun={lastExport} />
        </div>
      </PageFrame>
    </ClientMessages>
  );
}
