import { notFound } from "next/navigation";
import { PageFrame } from "@/components/shell/page-frame";
import { TransactionDetail } from "@/domains/accounts/components/transaction-detail";
import { dashboardRecords } from "@/domains/dashboard-records";
import { requireDashboardPage } from "@/server/access/current";

export default async function TransactionPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const actor = await requireDashboardPage("txn");
  const id = (await searchParams).id;
  const found = typeof id === "string" ? await dashboardRecords.transaction(actor, id) : null;
  if (!found) notFound();
  return (
    <PageFrame page="txn">
      <TransactionDetail found={found} detailHref={(other) => `/dashboard/txn?id=${other}`} />
    </PageFrame>
  );
}
