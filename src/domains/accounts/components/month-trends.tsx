import { useTranslations } from "next-intl";
import { TrendChart } from "@/components/ui/trend-chart";
import type { MonthFigures } from "../insights";

/**
 * Occupancy, ADR with RevPAR, and room revenue by month, as the kit's TrendChart draws them: the same three
 * charts on insights, the summary, the statement of accounts and the investment portfolio. The figures come
 * computed from the server (`monthlyInsights`); the charts are client islands, each with its table beside.
 */
export function MonthTrends({
  months,
  currency,
  currentMonth,
  title,
  testId,
}: {
  months: readonly MonthFigures[];
  currency: string;
  /** The month still running, labelled "to date". */
  currentMonth?: string;
  /** Whose figures, when a page shows several sets ("Studio in Bukit Bintang", "in MYR"). */
  title?: string;
  testId?: string;
}) {
  const t = useTranslations("dashboardAccounts.trends");
  const of = title ? t("of", { title }) : "";
  const monthNames = months.map((month) => month.month);
  const money = { kind: "money", currency } as const;
  return (
    <div className="grid gap-4 lg:grid-cols-3" data-testid={testId}>
      <TrendChart
        title={t("occupancy", { of })}
        months={monthNames}
        currentMonth={currentMonth}
        format={{ kind: "percent" }}
        series={[{ key: "occupancy", label: t("occupancyLabel"), values: months.map((month) => month.occupancy) }]}
      />
      <TrendChart
        title={t("adr", { of })}
        kind="line"
        months={monthNames}
        currentMonth={currentMonth}
        format={money}
        series={[
          { key: "adr", label: t("adrLabel"), values: months.map((month) => month.adrMinor) },
          { key: "revpar", label: t("revparLabel"), values: months.map((month) => month.revparMinor) },
        ]}
      />
      <TrendChart
        title={t("revenue", { of })}
        months={monthNames}
        currentMonth={currentMonth}
        format={money}
        series={[{ key: "revenue", label: t("revenueLabel"), values: months.map((month) => month.roomRevenueMinor) }]}
      />
    </div>
  );
}
