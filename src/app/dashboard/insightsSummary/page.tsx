import { PageFrame } from "@/components/shell/page-frame";
import {
  insightsPeriodFrom,
  monthlyInsights,
  portfolioSummary,
  sortSummary,
  summaryPage,
  summarySortFrom,
} from "@/domains/accounts";
import { SummaryView } from "@/domains/accounts/components/summary-view";
import { requireDashboardPage } from "@/server/access/current";
import { readDb } from "@/server/db";

export default async function InsightsSummaryPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const actor = await requireDashboardPage("insightsSummary");
  const params = await searchParams;
  const { from, to, end, currentMonth, asOf } = insightsPeriodFrom(params, new Date(), { currencies: [] });
  const { sort, direction, page } = summarySortFrom(params);
  const rows = sortSummary(await portfolioSummary(readDb(), { actor, from, to: end, asOf }), sort, direction);
  // The trends of the same period, one set of charts per currency of the portfolio (money does not add across).
  const currencies = [...new Set(rows.map((row) => row.currency))].sort();
  const trends = (
    await Promise.all(
      currencies.map((currency) => monthlyInsights(readDb(), { actor, subject: { currency }, from, to: end, asOf })),
    )
  ).flatMap((insights) => (insights ? [{ currency: insights.currency, months: insights.months }] : []));
  return (
    <PageFrame page="insightsSummary">
      <SummaryView
        {...summaryPage(rows, page)}
        trends={trends}
        currentMonth={currentMonth}
        from={from}
        to={to}
        sort={sort}
        direction={direction}
      />
    </PageFrame>
  );
}
