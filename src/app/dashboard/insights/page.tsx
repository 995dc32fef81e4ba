import { PageFrame } from "@/components/shell/page-frame";
import { insightsChoices, insightsPeriodFrom, monthlyInsights } from "@/domains/accounts";
import { InsightsView } from "@/domains/accounts/components/insights-view";
import { requireDashboardPage } from "@/server/access/current";
import { readDb } from "@/server/db";

export default async function InsightsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const actor = await requireDashboardPage("insights");
  const choices = await insightsChoices(readDb(), { actor });
  const { subject, from, to, end, currentMonth, asOf } = insightsPeriodFrom(await searchParams, new Date(), choices);
  const result = subject
    ? await monthlyInsights(readDb(), {
        actor,
        subject: subject.startsWith("currency:") ? { currency: subject.slice(9) } : { propertyId: subject },
        from,
        to: end,
        asOf,
      })
    : null;
  return (
    <PageFrame page="insights">
      <InsightsView
        subject={subject}
        from={from}
        to={to}
        currentMonth={currentMonth}
        choices={choices}
        result={result}
      />
    </PageFrame>
  );
}
