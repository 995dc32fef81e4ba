import { getTranslations } from "next-intl/server";
import { PageFrame } from "@/components/shell/page-frame";
import { tableStateFrom } from "@/components/ui/data-table";
import { listPolicies, POLICY_SORTABLE, policyFiltersFrom } from "@/domains/insurance";
import { PoliciesView } from "@/domains/insurance/components/policies-view";
import { ClientMessages } from "@/i18n/client-messages";
import { requireDashboardPage } from "@/server/access/current";
import { db } from "@/server/db";

export default async function TravelInsurancePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const actor = await requireDashboardPage("travelInsurance");
  const params = await searchParams;
  const filters = policyFiltersFrom(params);
  const sort = tableStateFrom(params, POLICY_SORTABLE);
  const [data, t] = await Promise.all([
    listPolicies(db(), { actor, filters, sort }),
    getTranslations("dashboardInsurance.policies"),
  ]);
  return (
    <ClientMessages page="dashboardInsurance">
      <PageFrame page="travelInsurance">
        {data ? (
          <PoliciesView data={data} filters={filters} sort={sort} />
        ) : (
          <p className="rounded-2xl border border-line bg-white p-6 text-muted">{t("noneUnderwritten")}</p>
        )}
      </PageFrame>
    </ClientMessages>
  );
}
