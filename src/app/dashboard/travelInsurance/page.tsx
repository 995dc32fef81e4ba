import { PageFrame } from "@/components/shell/page-frame";
import { listPolicies, policyFiltersFrom } from "@/domains/insurance";
import { PoliciesView } from "@/domains/insurance/components/policies-view";
import { requireDashboardPage } from "@/server/access/current";
import { db } from "@/server/db";

export default async function TravelInsurancePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const actor = await requireDashboardPage("travelInsurance");
  const filters = policyFiltersFrom(await searchParams);
  const data = await listPolicies(db(), { actor, filters });
  return (
    <PageFrame page="travelInsurance">
      {data ? (
        <PoliciesView data={data} filters={filters} />
      ) : (
        <p className="rounded-2xl border border-line bg-white p-6 text-muted">
          Your account does not underwrite any policies.
        </p>
      )}
    </PageFrame>
  );
}
