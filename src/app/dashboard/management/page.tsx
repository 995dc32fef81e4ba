import { PageFrame } from "@/components/shell/page-frame";
import { managedOwners, managementFees, periodFrom } from "@/domains/accounts";
import { ManagementView } from "@/domains/accounts/statements/components/management-view";
import { requireDashboardPage } from "@/server/access/current";
import { db } from "@/server/db";

export default async function ManagementPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const actor = await requireDashboardPage("management");
  const params = await searchParams;
  const now = new Date();
  const period = periodFrom(params, now, 6);
  const statementMonth = periodFrom({ from: params.month, to: params.month }, now).to;
  const [fees, owners] = await Promise.all([managementFees(db(), { actor, period }), managedOwners(db(), { actor })]);
  return (
    <PageFrame page="management">
      <ManagementView fees={fees} owners={owners} period={period} statementMonth={statementMonth} />
    </PageFrame>
  );
}
