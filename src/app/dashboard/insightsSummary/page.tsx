import { PageFrame } from "@/components/shell/page-frame";
import { insightsPeriodFrom, portfolioSummary, sortSummary, summarySortFrom } from "@/domains/accounts";
import { SummaryView } from "@/domains/accounts/components/summary-view";
import { requireDashboardPage } from "@/server/access/current";
import { db } from "@/server/db";

export default async function InsightsSummaryPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const actor = await requireDashboardPage("insightsSummary");
  const params = await searchParams;
  const { from, to, end } = insightsPeriodFrom(params, new Date(), { currencies: [] });
  const { sort, direction } = summarySortFrom(params);
  const rows = sortSummary(await portfolioSummary(db(), { actor, from, to: end }), sort, direction);
  return (
    <PageFrame page="insightsSummary">
      <SummaryView rows={rows} from={from} to={to} sort={sort} direction={direction} />
    </PageFrame>
  );
}
