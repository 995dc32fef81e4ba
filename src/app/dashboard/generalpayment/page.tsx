import { PageFrame } from "@/components/shell/page-frame";
import { generalFiltersFrom, listGeneralPayments } from "@/domains/accounts";
import { GeneralPaymentsView } from "@/domains/accounts/general/components/general-view";
import { requireDashboardPage } from "@/server/access/current";
import { db } from "@/server/db";

export default async function GeneralPaymentPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const actor = await requireDashboardPage("generalpayment");
  const now = new Date();
  const filters = generalFiltersFrom(await searchParams, now);
  const data = await listGeneralPayments(db(), { actor, filters });
  return (
    <PageFrame page="generalpayment">
      <GeneralPaymentsView data={data} filters={filters} today={now.toISOString().slice(0, 10)} />
    </PageFrame>
  );
}
