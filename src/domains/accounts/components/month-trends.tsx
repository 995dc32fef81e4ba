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
  const of = title ? `, ${title}` : "";
  const monthNames = months.map((month) => month.month);
  const money = { kind: "money", currency } as const;
  return (
    <div className="grid gap-4 lg:grid-cols-3" data-testid={testId}>
      <TrendChart
        title={`Occupancy by month${of}`}
        months={monthNames}
        currentMonth={currentMonth}
        format={{ kind: "percent" }}
        series={[{ key: "occupancy", label: "Occupancy", values: months.map((month) => month.occupancy) }]}
      />
      <TrendChart
        title={`ADR and RevPAR by month${of}`}
        kind="line"
        months={monthNames}
        currentMonth={currentMonth}
        format={money}
        series={[
          { key: "adr", label: "ADR", values: months.map((month) => month.adrMinor) },
          { key: "revpar", label: "RevPAR", values: months.map((month) => month.revparMinor) },
        ]}
      />
      <TrendChart
        title={`Room revenue by month${of}`}
        months={monthNames}
        currentMonth={currentMonth}
        format={money}
        series={[{ key: "revenue", label: "Room revenue", values: months.map((month) => month.roomRevenueMinor) }]}
      />
    </div>
  );
}
