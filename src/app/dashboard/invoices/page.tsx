import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { PageFrame } from "@/components/shell/page-frame";
import { ClientMessages } from "@/i18n/client-messages";
import { tableStateFrom } from "@/components/ui/data-table";
import { INVOICE_SORTABLE, invoiceFiltersFrom, invoicePropertyChoices, listInvoices } from "@/domains/accounts";
import { InvoiceDetail } from "@/domains/accounts/invoices/components/invoice-detail";
import { InvoicesView } from "@/domains/accounts/invoices/components/invoices-view";
import { dashboardRecords } from "@/domains/dashboard-records";
import { decide, invoiceScopeOf } from "@/server/access";
import { requireDashboardPage } from "@/server/access/current";
import { db } from "@/server/db";
import { EmptyState } from "@/components/ui/empty-state";

export default async function InvoicesPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const actor = await requireDashboardPage("invoices");
  const params = await searchParams;
  const canManage = decide(actor, "manageSettlements") === "allowed";
  if (typeof params.id === "string") {
    const found = await dashboardRecords.invoice(actor, params.id);
    if (!found) notFound();
    return (
      <ClientMessages page="dashboardAccounts">
        <PageFrame page="invoices">
          <InvoiceDetail found={found} canManage={canManage} />
        </PageFrame>
      </ClientMessages>
    );
  }
  if (invoiceScopeOf(actor).kind === "none") {
    return (
      <ClientMessages page="dashboardAccounts">
        <PageFrame page="invoices">
          <EmptyState title={(await getTranslations("dashboardAccounts.pages"))("noInvoices")} />
        </PageFrame>
      </ClientMessages>
    );
  }
  const filters = invoiceFiltersFrom(params);
  const sort = tableStateFrom(params, INVOICE_SORTABLE);
  const [data, properties] = await Promise.all([
    listInvoices(db(), { actor, filters, sort }),
    invoicePropertyChoices(db(), { actor }),
  ]);
  return (
    <ClientMessages page="dashboardAccounts">
      <PageFrame page="invoices">
        <InvoicesView data={data} filters={filters} sort={sort} properties={properties} canManage={canManage} />
      </PageFrame>
    </ClientMessages>
  );
}
