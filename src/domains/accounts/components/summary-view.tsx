import Link from "next/link";
import { useTranslations } from "next-intl";
import { formatMoney } from "@/lib/money";
import type { MonthFigures, PropertySummary } from "../insights";
import { MonthTrends } from "./month-trends";
import { summaryColumns, type SummarySort } from "../summary";
import { DataTable, withCells } from "@/components/ui/data-table";
import { ExportLink, FilterForm } from "@/components/ui/filter-form";

const PATH = "/dashboard/insightsSummary";
const money = (amountMinor: number, currency: string) =>
  formatMoney({ amountMinor, currency }, { currencyDisplay: "code" });

export function SummaryView({
  rows,
  page,
  pages,
  trends,
  currentMonth,
  from,
  to,
  sort,
  direction,
}: {
  /** The page's rows (`summaryPage`): page `page` of `pages`. */
  rows: PropertySummary[];
  page: number;
  pages: number;
  /** The portfolio's figures by month, per currency, for the charts. */
  trends: { currency: string; months: MonthFigures[] }[];
  /** The month still running, labelled "to date". */
  currentMonth: string;
  from: string;
  to: string;
  sort: SummarySort;
  direction: "asc" | "desc";
}) {
  const t = useTranslations("dashboardAccounts.summary");
  const query = (extra: Record<string, string>) => `?${new URLSearchParams({ from, to, sort, direction, ...extra })}`;
  return (
    <div className="space-y-5">
      <FilterForm
        path={PATH}
        label={t("period")}
        keep={{ sort, direction }}
        values={{ from, to }}
        fields={[
          {
            kind: "dateRange",
            unit: "month",
            from: { name: "from", label: t("fromMonth") },
            to: { name: "to", label: t("toMonth") },
          },
        ]}
        submitLabel={t("show")}
        clearLabel={null}
        actions={<ExportLink href={`${PATH}/export${query({})}`} />}
        columns={3}
      />
      {trends.map(({ currency, months }) => (
        <MonthTrends
          key={currency}
          months={months}
          currency={currency}
          currentMonth={currentMonth}
          title={trends.length > 1 ? t("inCurrency", { currency }) : undefined}
          testId={`summary-trends-${currency}`}
        />
      ))}
      <DataTable
        label={t("table")}
        columns={withCells(summaryColumns, {
          title: {
            header: t("columns.title"),
            cell: (row) => (
              <Link
                href={`/dashboard/insights?subject=${row.propertyId}&from=${from}&to=${to}`}
                className="font-medium text-brand-700 hover:underline"
              >
                {row.title}
              </Link>
            ),
          },
          city: { header: t("columns.city") },
          occupancy: { header: t("columns.occupancy") },
          adr: { header: t("columns.adr"), cell: (row) => money(row.adrMinor, row.currency) },
          revpar: { header: t("columns.revpar"), cell: (row) => money(row.revparMinor, row.currency) },
          revenue: { header: t("columns.revenue"), cell: (row) => money(row.roomRevenueMinor, row.currency) },
          bookings: { header: t("columns.bookings") },
          stay: { header: t("columns.stay") },
          lead: { header: t("columns.lead") },
          cancellations: { header: t("columns.cancellations") },
        })}
        rows={rows}
        rowKey={(row) => row.propertyId}
        rowProps={() => ({ "data-testid": "summary-row" })}
        empty={{ title: t("empty") }}
        // The order is the query's (money compares within a currency); the address says which, as `direction`.
        // A new sort starts at page 1 (DataTable passes no page then).
        sort={{ id: sort, dir: direction }}
        pagination={{ page, pages }}
        href={(state) =>
          `${PATH}${query({
            sort: state.sort ?? sort,
            direction: state.dir ?? direction,
            ...(state.page && state.page > 1 ? { page: String(state.page) } : {}),
          })}`
        }
        minWidth="min-w-[60rem]"
      />
    </div>
  );
}
