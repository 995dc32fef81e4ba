import { PageFrame } from "@/components/shell/page-frame";
import { ClientMessages } from "@/i18n/client-messages";
import {
  insightsPeriodFrom,
  monthlyInsights,
  periodFrom,
  statementOfAccounts,
  type Insights,
  type Statement,
} from "@/domains/accounts";
import { listInvestorPayouts, portfolioOf } from "@/domains/invest";
import { HolderPayoutsList } from "@/domains/invest/components/investor-payouts-view";
import { PortfolioView } from "@/domains/invest/components/portfolio-view";
import { requireDashboardPage } from "@/server/access/current";
import { db } from "@/server/db";

/** The micro-investor's portfolio, with each held property's statement of the last three months. */
export default async function InvestmentPortfolioPage() {
  const actor = await requireDashboardPage("investmentPortfolio");
  // Their payouts: approved (on its way) and paid, newest first (listInvestorPayouts reads only their own).
  const [holdings, payouts] = await Promise.all([portfolioOf(db(), { actor }), listInvestorPayouts(db(), { actor })]);
  const period = periodFrom({}, new Date(), 3);
  const propertyIds = [...new Set(holdings.map((holding) => holding.propertyId))];
  // The statements are read in the actor's report scope: a micro-investor's is the properties they hold units of.
  const statements = new Map<string, Statement | null>(
    await Promise.all(
      propertyIds.map(
        async (id) =>
          [id, await statementOfAccounts(db(), { actor, subject: { kind: "property", id }, period })] as const,
      ),
    ),
  );
  // Each held property's trends over the insights' default window: the last twelve complete months and this one.
  const trendWindow = insightsPeriodFrom({}, new Date(), { currencies: [] });
  const trends = new Map<string, Insights | null>(
    await Promise.all(
      propertyIds.map(
        async (id) =>
          [
            id,
            await monthlyInsights(db(), {
              actor,
              subject: { propertyId: id },
              from: trendWindow.from,
              to: trendWindow.end,
              asOf: trendWindow.asOf,
            }),
          ] as const,
      ),
    ),
  );
  const periodLabel = statements.values().next().value?.periodLabel ?? `${period.from} to ${period.to}`;
  return (
    <ClientMessages page="dashboardInvest">
      <PageFrame page="investmentPortfolio">
        <PortfolioView
          holdings={holdings}
          statements={statements}
          trends={trends}
          currentMonth={trendWindow.currentMonth}
          periodLabel={periodLabel}
        />
        <div className="mt-6">
          <HolderPayoutsList rows={payouts.rows} pdfHref={(id) => `/dashboard/investmentPortfolio/payouts/${id}/pdf`} />
        </div>
      </PageFrame>
    </ClientMessages>
  );
}
