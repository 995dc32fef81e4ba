import { PageFrame } from "@/components/shell/page-frame";
import { allPropertiesLabel, periodFrom, statementChoices, statementOfAccounts, subjectFrom } from "@/domains/accounts";
import { StatementView } from "@/domains/accounts/statements/components/statement-view";
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
  const [statement, choices] = await Promise.all([
    statementOfAccounts(db(), { actor, subject, period }),
    statementChoices(db(), { actor }),
  ]);
  return (
    <PageFrame page="incomestatement">
      <StatementView
        statement={statement}
        subject={subject}
        period={period}
        choices={choices}
        allLabel={allPropertiesLabel(actor)}
      />
    </PageFrame>
  );
}
