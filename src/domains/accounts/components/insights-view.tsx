import Link from "next/link";
import { formatMoney } from "@/lib/money";
import type { MonthFigures } from "../insights";
import { controlClassDense } from "@/components/ui/styles";
import { StatCard, StatGrid } from "@/components/ui/card";
import { DataTable, type DataColumn } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

export interface InsightsViewProps {
  subject: string;
  from: string;
  to: string;
  choices: { properties: { id: string; title: string; city: string; currency: string }[]; currencies: string[] };
  result: { currency: string; months: MonthFigures[]; comparison: MonthFigures[] | null } | null;
}

/** Occupancy by month as bars, with similar listings' occupancy as marks: plain SVG, no chart library. */
function OccupancyChart({ months, comparison }: { months: MonthFigures[]; comparison: MonthFigures[] | null }) {
  const width = 640;
  const height = 180;
  const slot = width / Math.max(1, months.length);
  return (
    <figure className="rounded-2xl border border-line bg-white p-4">
      <figcaption className="mb-2 text-sm font-semibold">
        Occupancy by month{comparison ? " (marks: similar listings in the city)" : ""}
      </figcaption>
      <svg
        viewBox={`0 0 ${width} ${height + 24}`}
        className="h-auto w-full"
        role="img"
        aria-label={`Occupancy by month: ${months.map((month) => `${month.month} ${percent(month.occupancy)}`).join(", ")}`}
      >
        <line x1={0} y1={height} x2={width} y2={height} stroke="currentColor" className="text-line" />
        {months.map((month, index) => {
          const barHeight = Math.round(month.occupancy * height);
          const similar = comparison?.[index];
          return (
            <g key={month.month}>
              <rect
                x={index * slot + slot * 0.2}
                y={height - barHeight}
                width={slot * 0.6}
                height={barHeight}
                rx={3}
                className="fill-brand-500"
              />
              {similar && (
                <rect
                  x={index * slot + slot * 0.12}
                  y={height - Math.round(similar.occupancy * height) - 1}
                  width={slot * 0.76}
                  height={3}
                  className="fill-amber-500"
                />
              )}
              <text
                x={index * slot + slot / 2}
                y={height + 16}
                textAnchor="middle"
                className="fill-current text-[11px] text-muted"
              >
                {month.month.slice(2)}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}

/** The months' table; with similar listings' figures under occupancy and ADR where there are enough of them. */
function monthColumns(
  money: (amountMinor: number) => string,
  months: readonly MonthFigures[],
  comparison: readonly MonthFigures[] | null,
): DataColumn<MonthFigures>[] {
  // The comparison runs month for month beside the subject's months.
  const similar = (month: MonthFigures) => comparison?.[months.indexOf(month)];
  const figures = "tabular-nums";
  return [
    { id: "month", header: "Month", className: "font-medium", value: (month) => month.month },
    {
      id: "occupancy",
      header: "Occupancy",
      className: figures,
      cell: (month) => (
        <>
          {percent(month.occupancy)}
          {similar(month) && (
            <span className="block text-xs text-muted">similar {percent(similar(month)!.occupancy)}</span>
          )}
        </>
      ),
    },
    {
      id: "adr",
      header: "ADR",
      className: figures,
      cell: (month) => (
        <>
          {money(month.adrMinor)}
          {similar(month) && (
            <span className="block text-xs text-muted">similar {money(similar(month)!.adrMinor)}</span>
          )}
        </>
      ),
    },
    { id: "revpar", header: "RevPAR", className: figures, value: (month) => money(month.revparMinor) },
    { id: "revenue", header: "Room revenue", className: figures, value: (month) => money(month.roomRevenueMinor) },
    { id: "bookings", header: "Bookings", className: figures, value: (month) => month.bookings },
    { id: "stay", header: "Avg stay (nights)", className: figures, value: (month) => month.averageStayNights },
    { id: "lead", header: "Lead time (days)", className: figures, value: (month) => month.leadTimeDays },
    {
      id: "cancellations",
      header: "Cancellations",
      className: figures,
      value: (month) => percent(month.cancellationRate),
    },
  ];
}

export function InsightsView({ subject, from, to, choices, result }: InsightsViewProps) {
  if (choices.properties.length === 0) {
    return (
      <EmptyState title="There are no properties in your portfolio yet: insights appear once you have listings with stays." />
    );
  }
  const money = (amountMinor: number) =>
    formatMoney({ amountMinor, currency: result!.currency }, { currencyDisplay: "code" });
  const totals = result?.months.reduce(
    (sum, month) => ({
      available: sum.available + month.availableNights,
      booked: sum.booked + month.bookedNights,
      revenue: sum.revenue + month.roomRevenueMinor,
      bookings: sum.bookings + month.bookings,
    }),
    { available: 0, booked: 0, revenue: 0, bookings: 0 },
  );
  return (
    <div className="space-y-5">
      <form
        method="get"
        action="/dashboard/insights"
        aria-label="Choose insights"
        className="grid gap-3 rounded-2xl border border-line bg-white p-4 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end"
      >
        <label className="space-y-1 text-sm font-medium">
          <span className="block">Property</span>
          <select name="subject" defaultValue={subject} className={controlClassDense}>
            {choices.currencies.map((currency) => (
              <option key={currency} value={`currency:${currency}`}>
                All properties in {currency}
              </option>
            ))}
            {choices.properties.map((property) => (
              <option key={property.id} value={property.id}>
                {property.title} ({property.city})
              </option>
            ))}
          </select>
        </label>
        <label className="space-y-1 text-sm font-medium">
          <span className="block">From month</span>
          <input type="month" name="from" defaultValue={from} className={controlClassDense} />
        </label>
        <label className="space-y-1 text-sm font-medium">
          <span className="block">To month</span>
          <input type="month" name="to" defaultValue={to} className={controlClassDense} />
        </label>
        <button
          type="submit"
          className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
        >
          Show
        </button>
      </form>

      {!result ? (
        <p className="rounded-2xl border border-line bg-white p-6 text-muted" role="alert">
          This property is not among yours.{" "}
          <Link href="/dashboard/insights" className="text-brand-700 underline">
            Show your portfolio
          </Link>
        </p>
      ) : (
        <>
          <StatGrid columns={4} label="The period">
            <StatCard
              label="Occupancy"
              value={percent(totals!.available ? totals!.booked / totals!.available : 0)}
              valueTestId="period-occupancy"
            />
            <StatCard label="Room revenue" value={money(totals!.revenue)} />
            <StatCard label="ADR" value={money(totals!.booked ? Math.round(totals!.revenue / totals!.booked) : 0)} />
            <StatCard label="Bookings" value={totals!.bookings} />
          </StatGrid>
          <OccupancyChart months={result.months} comparison={result.comparison} />
          <DataTable
            label="Insights by month"
            columns={monthColumns(money, result.months, result.comparison)}
            rows={result.months}
            rowKey={(month) => month.month}
            empty={null}
            minWidth="min-w-[48rem]"
          />
          {!result.comparison && subject !== "" && !subject.startsWith("currency:") && (
            <p className="text-sm text-muted">
              Fewer than three similar listings in this city: no comparison is shown, so no competitor can be singled
              out.
            </p>
          )}
        </>
      )}
    </div>
  );
}
