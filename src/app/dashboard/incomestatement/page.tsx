import { getTranslations } from "next-intl/server";
import { PageFrame } from "@/components/shell/page-frame";
import {
  allPropertiesLabel,
  monthlyInsights,
  periodFrom,
  statementChoices,
  statementOfAccounts,
  subjectFrom,
} from "@/domains/accounts";
import { MonthTrends } from "@/domains/accounts/components/month-trends";
import { StatementView } from "@/domains/accounts/statements/components/statement-view";
import { addMonthsToMonth, todayIn } from "@/lib/dates";
import { requireDashboardPage } from "@/server/access/current";
import { db } from "@/server/db";

export default async function IncomeStatementPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const actor = await requireDashboardPage("incomestatement");
  const params = await searchParams;
  const subject = subjectFrom(params);
  const period = periodFrom(params, new Date());
  const [statement, choices, t] = await Promise.all([
    statementOfAccounts(db(), { actor, subject, period }),
    statementChoices(db(), { actor }),
    getTranslations("dashboardAccounts.statements"),
  ]);
  // The statement's properties' occupancy, ADR, RevPAR and room revenue over its months, per currency.
  const asOf = todayIn("UTC");
  const end = addMonthsToMonth(period.to, 1);
  const trends = (
    await Promise.all(
      (statement?.currencies ?? []).map(({ currency }) =>
        monthlyInsights(db(), {
          actor,
          subject:
            subject.kind === "property"
              ? { propertyId: subject.id }
              : subject.kind === "organisation"
                ? { currency, organisationId: subject.id, managedOnly: subject.managedOnly }
                : { currency },
          from: period.from,
          to: end,
          asOf,
        }),
      ),
    )
  ).flatMap((insights) => (insights ? [insights] : []));
  return (
    <PageFrame page="incomestatement">
      <StatementView
        statement={statement}
        subject={subject}
        period={period}
        choices={choices}
        allLabel={allPropertiesLabel(actor)}
      />
      {trends.length > 0 && (
        <section aria-labelledby="statement-trends" className="mt-6 space-y-3">
          <h2 id="statement-trends" className="text-lg font-semibold">
            {t("trends")}
          </h2>
          {trends.map((insights) => (
            <MonthTrends
              key={insights.currency}
              months={insights.months}
              currency={insights.currency}
              currentMonth={asOf.slice(0, 7)}
              title={trends.length > 1 ? t("trendsIn", { currency: insights.currency }) : undefined}
              testId={`statement-trends-${insights.currency}`}
            />
          ))}
        </section>
      )}
    </PageFrame>
  );
}
