import { PageFrame } from "@/components/shell/page-frame";
import { ClientMessages } from "@/i18n/client-messages";
import { affiliateReport } from "@/domains/marketing";
import { AffiliatesView } from "@/domains/marketing/components/affiliates-view";
import { BUSINESS_SETTINGS } from "@/domains/platform/settings";
import { decide } from "@/server/access";
import { requireDashboardPage } from "@/server/access/current";
import { db } from "@/server/db";

export default async function AffiliatesPage() {
  const actor = await requireDashboardPage("affiliates");
  const report = await affiliateReport(db(), { actor });
  return (
    <ClientMessages page="dashboardMarketing">
      <PageFrame page="affiliates">
        <AffiliatesView
          affiliates={report.affiliates}
          months={report.months}
          defaultBasisPoints={BUSINESS_SETTINGS.affiliateCommissionBasisPoints}
          currentMonth={new Date().toISOString().slice(0, 7)}
          // Marketing prepares statements; approving and paying them is finance's (staff).
          mayPay={decide(actor, "manageSettlements") === "allowed"}
        />
      </PageFrame>
    </ClientMessages>
  );
}
