import { PageFrame } from "@/components/shell/page-frame";
import { ClientMessages } from "@/i18n/client-messages";
import { tableStateFrom } from "@/components/ui/data-table";
import { GENERAL_SORTABLE, generalFiltersFrom, listGeneralPayments } from "@/domains/accounts";
import { GeneralPaymentsView } from "@/domains/accounts/general/components/general-view";
import { requireDashboardPage } from "@/server/access/current";
import { db } from "@/server/db";
import { utcDayOf } from "@/lib/dates";

export default async function GeneralPaymentPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const actor = await requireDashboardPage("generalpayment");
  const now = new Date();
  const params = await searchParams;
  const filters = generalFiltersFrom(params, now);
  const sort = tableStateFrom(params, GENERAL_SORTABLE);
  const data = await listGeneralPayments(db(), { actor, filters, sort });
  return (
    <ClientMessages page="dashboardAccounts">
      <PageFrame page="generalpayment">
        <GeneralPaymentsView data={data} filters={filters} sort={sort} today={utcDayOf(now)} />
      </PageFrame>
    </ClientMessages>
  );
}
