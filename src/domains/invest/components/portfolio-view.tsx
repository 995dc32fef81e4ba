import { type Insights, type Statement } from "@/domains/accounts";
import { MonthTrends } from "@/domains/accounts/components/month-trends";
import { StatementTables } from "@/domains/accounts/statements/components/statement-view";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { DataTable, type DataColumn } from "@/components/ui/data-table";
import { formatMoney } from "@/lib/money";
import type { PortfolioHolding } from "../portfolio";
import { EmptyState } from "@/components/ui/empty-state";

const money = (amountMinor: number, currency: string) =>
  formatMoney({ amountMinor, currency }, { exact: true, currencyDisplay: "code" });

/** Totals per currency (holdings in several currencies are never added together). */
function totalsByCurrency(holdings: PortfolioHolding[]) {
  const totals = new Map<string, { investedMinor: number; distributedMinor: number }>();
  for (const holding of holdings) {
    const total = totals.get(holding.currency) ?? { investedMinor: 0, distributedMinor: 0 };
    total.investedMinor += holding.investedMinor;
    total.distributedMinor += holding.distributedMinor;
    totals.set(holding.currency, total);
  }
  return [...totals.entries()].sort(([a], [b]) => a.localeCompare(b));
}

const figures = "whitespace-nowrap tabular-nums";

type Words = ReturnType<typeof useTranslations<"dashboardInvest.portfolio">>;

const holdingColumns = (t: Words): DataColumn<PortfolioHolding>[] => [
  {
    id: "property",
    header: t("columns.property"),
    cell: (holding) => (
      <>
        <span className="font-medium">{holding.propertyTitle}</span>
        <span className="block text-xs text-muted">
          {t("offering", { city: holding.city, status: t(`offeringStatuses.${holding.status}`) })}
        </span>
      </>
    ),
  },
  {
    id: "units",
    header: t("columns.units"),
    align: "right",
    className: "tabular-nums",
    value: (holding) => t("unitsOf", { units: String(holding.units), issued: String(holding.unitsIssued) }),
  },
  {
    id: "invested",
    header: t("columns.invested"),
    align: "right",
    className: figures,
    value: (holding) => money(holding.investedMinor, holding.currency),
  },
  {
    id: "distributed",
    header: t("columns.distributed"),
    align: "right",
    className: figures,
    value: (holding) => money(holding.distributedMinor, holding.currency),
  },
  {
    id: "yield",
    header: t("columns.yield"),
    align: "right",
    className: "tabular-nums",
    value: (holding) => (holding.yieldPercent === null ? "—" : `${holding.yieldPercent.toFixed(2)}%`),
  },
];

const distributionColumns = (t: Words, currency: string): DataColumn<PortfolioHolding["distributions"][number]>[] => [
  { id: "month", header: t("columns.month"), value: (payment) => payment.month },
  {
    id: "units",
    header: t("columns.units"),
    align: "right",
    className: "tabular-nums",
    value: (payment) => payment.units,
  },
  {
    id: "amount",
    header: t("columns.amount"),
    align: "right",
    className: "tabular-nums",
    value: (payment) => (payment.amountMinor === 0 ? t("nothing") : money(payment.amountMinor, currency)),
  },
];

/** /dashboard/investmentPortfolio: holdings, amounts invested, distributions, yield, and each property's statement. */
export function PortfolioView({
  holdings,
  statements,
  trends,
  currentMonth,
  periodLabel,
}: {
  holdings: PortfolioHolding[];
  statements: Map<string, Statement | null>;
  /** Each held property's figures by month (insights), for its charts. */
  trends: Map<string, Insights | null>;
  /** The month still running, labelled "to date". */
  currentMonth: string;
  periodLabel: string;
}) {
  const t = useTranslations("dashboardInvest.portfolio");
  if (holdings.length === 0) {
    return (
      <div className="rounded-2xl border border-line bg-white p-6" role="status">
        <p className="font-medium">{t("noUnits")}</p>
        <p className="mt-1 text-sm text-muted">
          {t.rich("browse", {
            link: (chunks) => (
              <Link href="/stay-invest" className="text-brand-700 underline">
                {chunks}
              </Link>
            ),
          })}
        </p>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <section aria-labelledby="totals-heading" className="grid gap-3 sm:grid-cols-3">
        <h2 id="totals-heading" className="sr-only">
          {t("totals")}
        </h2>
        {totalsByCurrency(holdings).map(([currency, total]) => (
          <div key={currency} className="rounded-2xl border border-line bg-white p-4 sm:col-span-3 lg:col-span-1">
            <p className="text-sm text-muted">{t("investedIn", { currency })}</p>
            <p className="text-xl font-semibold tabular-nums">{money(total.investedMinor, currency)}</p>
            <p className="mt-1 text-sm text-muted">
              {t("received")}{" "}
              <span className="font-medium text-ink tabular-nums">{money(total.distributedMinor, currency)}</span>
            </p>
          </div>
        ))}
      </section>

      <section aria-labelledby="holdings-heading" className="rounded-2xl border border-line bg-white p-4">
        <h2 id="holdings-heading" className="mb-3 text-lg font-semibold">
          {t("holdings")}
        </h2>
        <DataTable
          plain
          testId="holdings"
          label={t("holdings")}
          columns={holdingColumns(t)}
          rows={holdings}
          rowKey={(holding) => holding.offeringId}
          empty={null}
          minWidth="min-w-[44rem]"
        />
        <p className="mt-2 text-xs text-muted">{t("yieldNote")}</p>
      </section>

      {holdings.map((holding) => {
        const statement = statements.get(holding.propertyId);
        return (
          <section key={holding.offeringId} aria-labelledby={`property-${holding.offeringId}`} className="space-y-3">
            <h2 id={`property-${holding.offeringId}`} className="text-lg font-semibold">
              {holding.propertyTitle}
            </h2>
            {holding.distributions.length > 0 ? (
              <DataTable
                showCaption
                testId={`distributions-${holding.offeringId}`}
                label={t("distributions")}
                columns={distributionColumns(t, holding.currency)}
                rows={holding.distributions}
                rowKey={(payment) => payment.month}
                empty={null}
                minWidth="min-w-[24rem]"
              />
            ) : (
              <EmptyState size="inline" title={t("noDistributions")} />
            )}
            {trends.get(holding.propertyId) && (
              <MonthTrends
                months={trends.get(holding.propertyId)!.months}
                currency={trends.get(holding.propertyId)!.currency}
                currentMonth={currentMonth}
                title={holding.propertyTitle}
                testId={`trends-${holding.offeringId}`}
              />
            )}
            <h3 className="font-semibold">{t("statement", { period: periodLabel })}</h3>
            {statement && statement.currencies.length > 0 ? (
              <StatementTables statement={statement} idPrefix={`statement-${holding.offeringId}`} />
            ) : (
              <EmptyState title={t("noStatement")} />
            )}
          </section>
        );
      })}
    </div>
  );
}
