import { notFound } from "next/navigation";
import { PageFrame } from "@/components/shell/page-frame";
import { ClientMessages } from "@/i18n/client-messages";
import { previousMonth } from "@/domains/accounts";
import { INVESTOR_PAYOUTS_PAGE_SIZE, listInvestorPayouts } from "@/domains/invest";
import { InvestorPayoutDetail, InvestorPayoutsView } from "@/domains/invest/components/investor-payouts-view";
import { dashboardRecords } from "@/domains/dashboard-records";
import { requireDashboardPage } from "@/server/access/current";
import { db } from "@/server/db";

const BASE = "/dashboard/management/investorPayouts";
const pdfHref = (id: string) => `${BASE}/${id}/pdf`;

/**
 * StayInvest payouts under Management, beside the owners' payouts: finance (staff and accountants, SPEC.md §6's
 * confinement keeps accountants to Management) prepares, approves and pays what the monthly distributions owe
 * each micro-investor, the same flow as a supplier's settlement.
 */
export default async function InvestorPayoutsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const actor = await requireDashboardPage("management");
  const params = await searchParams;
  if (typeof params.id === "string") {
    const statement = await dashboardRecords.investorPayout(actor, params.id);
    if (!statement) notFound();
    return (
      <ClientMessages page="dashboardInvest">
        <PageFrame page="management">
          <InvestorPayoutDetail statement={statement} basePath={BASE} pdfHref={pdfHref} />
        </PageFrame>
      </ClientMessages>
    );
  }
  const page = Math.max(1, Math.min(100_000, Number.parseInt(String(params.page ?? "1"), 10) || 1));
  const data = await listInvestorPayouts(db(), { actor, page });
  return (
    <ClientMessages page="dashboardInvest">
      <PageFrame page="management">
        <InvestorPayoutsView
          data={data}
          page={page}
          pageSize={INVESTOR_PAYOUTS_PAGE_SIZE}
          defaultMonth={previousMonth(new Date())}
          basePath={BASE}
          pdfHref={pdfHref}
        />
      </PageFrame>
    </ClientMessages>
  );
}
