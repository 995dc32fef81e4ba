import Link from "next/link";
import { formatMoney } from "@/lib/money";
import type { PropertySummary } from "../insights";
import type { SummarySort } from "../summary";
import { controlClassDense } from "@/components/ui/styles";
const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

const COLUMNS: { sort: SummarySort; label: string; numeric: boolean }[] = [
  { sort: "title", label: "Property", numeric: false },
  { sort: "city", label: "City", numeric: false },
  { sort: "occupancy", label: "Occupancy", numeric: true },
  { sort: "adr", label: "ADR", numeric: true },
  { sort: "revpar", label: "RevPAR", numeric: true },
  { sort: "revenue", label: "Room revenue", numeric: true },
  { sort: "bookings", label: "Bookings", numeric: true },
  { sort: "stay", label: "Avg stay", numeric: true },
  { sort: "lead", label: "Lead time", numeric: true },
  { sort: "cancellations", label: "Cancellations", numeric: true },
];

export function SummaryView({
  rows,
  from,
  to,
  sort,
  direction,
}: {
  rows: PropertySummary[];
  from: string;
  to: string;
  sort: SummarySort;
  direction: "asc" | "desc";
}) {
  const query = (extra: Record<string, string>) => `?${new URLSearchParams({ from, to, sort, direction, ...extra })}`;
  return (
    <div className="space-y-5">
      <form
        method="get"
        action="/dashboard/insightsSummary"
        aria-label="Choose the period"
        className="grid gap-3 rounded-2xl border border-line bg-white p-4 sm:grid-cols-[1fr_1fr_auto_auto] sm:items-end"
      >
        <input type="hidden" name="sort" value={sort} />
        <input type="hidden" name="direction" value={direction} />
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
        <a
          href={`/dashboard/insightsSummary/export${query({})}`}
          download
          className="rounded-lg border border-line px-4 py-2 text-center text-sm hover:bg-brand-50"
        >
          Export CSV
        </a>
      </form>
      {rows.length === 0 ? (
        <p className="rounded-2xl border border-line bg-white p-6 text-muted">
          No properties in your portfolio had nights to sell in this period.
        </p>
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-line bg-white">
          <table className="w-full min-w-[60rem] text-sm" aria-label="Portfolio summary">
            <thead className="bg-brand-50 text-left text-muted">
              <tr>
                {COLUMNS.map((column) => {
                  const active = column.sort === sort;
                  const next =
                    active && direction === "desc" ? "asc" : active ? "desc" : column.numeric ? "desc" : "asc";
                  return (
                    <th
                      key={column.sort}
                      className="px-3 py-2 font-medium"
                      aria-sort={active ? (direction === "asc" ? "ascending" : "descending") : undefined}
                    >
                      <Link
                        href={`/dashboard/insightsSummary${query({ sort: column.sort, direction: next })}`}
                        className="hover:text-ink hover:underline"
                      >
                        {column.label}
                        {active ? (direction === "asc" ? " ▲" : " ▼") : ""}
                      </Link>
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const money = (amountMinor: number) =>
                  formatMoney({ amountMinor, currency: row.currency }, { currencyDisplay: "code" });
                return (
                  <tr key={row.propertyId} className="border-t border-line" data-testid="summary-row">
                    <td className="px-3 py-2">
                      <Link
                        href={`/dashboard/insights?subject=${row.propertyId}&from=${from}&to=${to}`}
                        className="font-medium text-brand-700 hover:underline"
                      >
                        {row.title}
                      </Link>
                    </td>
                    <td className="px-3 py-2">{row.city}</td>
                    <td className="px-3 py-2 tabular-nums">{percent(row.occupancy)}</td>
                    <td className="px-3 py-2 tabular-nums">{money(row.adrMinor)}</td>
                    <td className="px-3 py-2 tabular-nums">{money(row.revparMinor)}</td>
                    <td className="px-3 py-2 tabular-nums">{money(row.roomRevenueMinor)}</td>
                    <td className="px-3 py-2 tabular-nums">{row.bookings}</td>
                    <td className="px-3 py-2 tabular-nums">{row.averageStayNights}</td>
                    <td className="px-3 py-2 tabular-nums">{row.leadTimeDays}</td>
                    <td className="px-3 py-2 tabular-nums">{percent(row.cancellationRate)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
