import { useTranslations } from "next-intl";
import { formatMoney } from "@/lib/money";
import type { MonthPeriod } from "../period";
import { statementQuery, type Statement, type StatementSubject } from "../queries";
import { controlClassDense } from "@/components/ui/styles";
import { EmptyState } from "@/components/ui/empty-state";
import { FiguresTable } from "@/components/ui/figures-table";
const money = (amountMinor: number, currency: string) =>
  formatMoney({ amountMinor, currency }, { exact: true, currencyDisplay: "code" });

export interface StatementViewProps {
  statement: Statement | null;
  subject: StatementSubject;
  period: MonthPeriod;
  choices: { properties: { id: string; title: string; city: string }[]; organisations: { id: string; name: string }[] };
  /** What "every property in scope" is called for this viewer ("Every organisation", "All your properties"). */
  allLabel: string;
}

const subjectValue = (subject: StatementSubject) => (subject.kind === "all" ? "all" : `${subject.kind}:${subject.id}`);

/** The statement of accounts: choose whose and which months; per currency, the lines against the period before. */
export function StatementView({ statement, subject, period, choices, allLabel }: StatementViewProps) {
  const t = useTranslations("dashboardAccounts.statements");
  const query = statementQuery(subject, period);
  return (
    <div className="space-y-5">
      <form
        method="get"
        action="/dashboard/incomestatement"
        aria-label={t("choose")}
        className="grid gap-3 rounded-2xl border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        <label className="space-y-1 text-sm font-medium lg:col-span-2">
          <span className="block">{t("of")}</span>
          <select name="subject" defaultValue={subjectValue(subject)} className={controlClassDense}>
            <option value="all">{allLabel}</option>
            {choices.organisations.length > 1 && (
              <optgroup label={t("organisations")}>
                {choices.organisations.map((organisation) => (
                  <option key={organisation.id} value={`organisation:${organisation.id}`}>
                    {organisation.name}
                  </option>
                ))}
              </optgroup>
            )}
            <optgroup label={t("properties")}>
              {choices.properties.map((property) => (
                <option key={property.id} value={`property:${property.id}`}>
                  {t("property", { title: property.title, city: property.city })}
                </option>
              ))}
            </optgroup>
          </select>
        </label>
        {subject.kind === "organisation" && subject.managedOnly && <input type="hidden" name="managed" value="1" />}
        <label className="space-y-1 text-sm font-medium">
          <span className="block">{t("fromMonth")}</span>
          <input type="month" name="from" defaultValue={period.from} className={controlClassDense} />
        </label>
        <label className="space-y-1 text-sm font-medium">
          <span className="block">{t("toMonth")}</span>
          <input type="month" name="to" defaultValue={period.to} className={controlClassDense} />
        </label>
        <div className="flex flex-wrap items-end gap-2 lg:col-span-4">
          <button
            type="submit"
            className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
          >
            {t("show")}
          </button>
          {statement && (
            <>
              <a
                href={`/dashboard/incomestatement/export${query}`}
                className="rounded-lg border border-line px-4 py-2 text-sm hover:bg-brand-50"
                download
              >
                {t("csv")}
              </a>
              <a
                href={`/dashboard/incomestatement/pdf${query}`}
                className="rounded-lg border border-line px-4 py-2 text-sm hover:bg-brand-50"
                download
              >
                {t("pdf")}
              </a>
            </>
          )}
        </div>
      </form>

      {!statement ? (
        <EmptyState role="status" title={t("notYours")} />
      ) : (
        <>
          <div>
            <h2 className="text-lg font-semibold" data-testid="statement-title">
              {statement.title}
            </h2>
            <p className="text-sm text-muted">
              {t("compared", { period: statement.periodLabel, previous: statement.previousLabel })}
            </p>
          </div>
          {statement.currencies.length === 0 && <EmptyState role="status" title={t("nothing")} />}
          <StatementTables statement={statement} />
        </>
      )}
    </div>
  );
}

/** A statement's tables, one per currency (also shown in investors' portfolios). */
export function StatementTables({ statement, idPrefix = "statement" }: { statement: Statement; idPrefix?: string }) {
  const t = useTranslations("dashboardAccounts.statements");
  return (
    <>
      {statement.currencies.map((currency) => (
        <section
          key={currency.currency}
          aria-labelledby={`${idPrefix}-${currency.currency}`}
          className="rounded-2xl border border-line bg-white"
        >
          <h3 id={`${idPrefix}-${currency.currency}`} className="border-b border-line px-4 py-3 font-semibold">
            {t("inCurrency", { currency: currency.currency })}
          </h3>
          <FiguresTable
            labelledBy={`${idPrefix}-${currency.currency}`}
            testId={`${idPrefix}-${currency.currency}`}
            minWidth="min-w-[40rem]"
            ruled
            labelHeader={t("line")}
            columns={[
              { header: statement.periodLabel },
              { header: statement.previousLabel, muted: true },
              { header: t("change") },
              { header: t("changePercent") },
            ]}
            rows={currency.lines.map((line) => ({
              key: line.key,
              label: line.label,
              emphasis: line.total ? "subtotal" : undefined,
              indent: !line.total,
              highlight: line.key === "net",
              rowProps: { "data-testid": `line-${line.key}` },
              figures: [
                money(line.currentMinor, currency.currency),
                money(line.previousMinor, currency.currency),
                money(line.changeMinor, currency.currency),
                line.changePercent === null
                  ? "—"
                  : `${line.changePercent > 0 ? "+" : ""}${line.changePercent.toFixed(1)}%`,
              ],
            }))}
          />
        </section>
      ))}
    </>
  );
}
