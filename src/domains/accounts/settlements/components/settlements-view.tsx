import Link from "next/link";
import { useTranslations } from "next-intl";
import { formatMoney } from "@/lib/money";
import type { RunView } from "@/lib/runs";
import { monthLabel } from "../figures";
import { SETTLEMENT_SORTABLE, SETTLEMENT_STATUSES, type SettlementFilters, type SettlementRow } from "../queries";
import { CreateSettlementsForm } from "./settlement-actions";
import { PayoutStatusBadge } from "@/components/payouts/payout-status-badge";
import { DataTable, tableHref, type DataColumn, type TableUrlState } from "@/components/ui/data-table";
import { sortedInQuery } from "@/lib/columns";
import { FilterForm } from "@/components/ui/filter-form";
const money = (amountMinor: number, currency: string) =>
  formatMoney({ amountMinor, currency }, { exact: true, currencyDisplay: "code" });
const figures = "whitespace-nowrap tabular-nums";

type Words = ReturnType<typeof useTranslations<"dashboardAccounts.settlements">>;

function settlementColumns(t: Words, basePath: string, supplierView: boolean): DataColumn<SettlementRow>[] {
  const columns: (DataColumn<SettlementRow> | false)[] = [
    {
      id: "number",
      header: t("columns.number"),
      className: "whitespace-nowrap",
      cell: (row) => (
        <Link
          href={`${basePath}?id=${row.id}`}
          className="font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          {row.number}
        </Link>
      ),
    },
    { id: "month", header: t("columns.month"), className: "whitespace-nowrap", value: (row) => monthLabel(row.month) },
    !supplierView && { id: "supplier", header: t("columns.supplier"), value: (row) => row.organisationName },
    {
      id: "status",
      header: t("columns.status"),
      cell: (row) => (
        <>
          <StatusBadge status={row.status} />
          {row.paidAt && <span className="ml-2 text-xs text-muted">{row.paidAt.slice(0, 10)}</span>}
        </>
      ),
    },
    {
      id: "gross",
      header: t("columns.gross"),
      align: "right",
      className: figures,
      value: (row) => money(row.grossMinor, row.currency),
    },
    {
      id: "fees",
      header: t("columns.fees"),
      align: "right",
      className: figures,
      value: (row) => money(-(row.commissionMinor + row.managementFeeMinor), row.currency),
    },
    {
      id: "refunds",
      header: t("columns.refunds"),
      align: "right",
      className: figures,
      value: (row) => (row.refundsMinor === 0 ? "—" : money(-row.refundsMinor, row.currency)),
    },
    {
      id: "opex",
      header: t("columns.opex"),
      align: "right",
      className: figures,
      value: (row) => (row.opexMinor === 0 ? "—" : money(-row.opexMinor, row.currency)),
    },
    {
      id: "net",
      header: t("columns.net"),
      align: "right",
      className: `${figures} font-medium`,
      value: (row) => money(row.netMinor, row.currency),
    },
  ];
  return columns.filter((column) => column !== false);
}

export function StatusBadge({ status }: { status: SettlementRow["status"] }) {
  const t = useTranslations("dashboardAccounts.settlements.statuses");
  return <PayoutStatusBadge status={status} label={t(status)} />;
}

export interface SettlementsViewProps {
  data: { rows: SettlementRow[]; total: number; page: number; pages: number };
  filters: SettlementFilters;
  /** The sort the address asks for (`tableStateFrom` over `SETTLEMENT_SORTABLE`); the query ordered the rows by it. */
  sort: TableUrlState;
  canManage: boolean;
  supplierView: boolean;
  /** The month proposed for a run (last month) and the latest one allowed. */
  lastMonth: string;
  /** The page the list is on: /dashboard/settlements, or accountants' /dashboard/management/payouts. */
  basePath?: string;
  /** The viewer's latest settlement run (followed until it ends, then its result), for those who manage. */
  lastRun?: RunView | null;
}

/** The settlements page: the month's run (staff), filters, the list and pages. */
export function SettlementsView({
  data,
  filters,
  sort,
  canManage,
  supplierView,
  lastMonth,
  basePath = "/dashboard/settlements",
  lastRun = null,
}: SettlementsViewProps) {
  const t = useTranslations("dashboardAccounts.settlements");
  return (
    <div className="space-y-5">
      {canManage && (
        <CreateSettlementsForm defaultMonth={lastMonth} maxMonth={lastMonth} lastRun={lastRun} basePath={basePath} />
      )}
      {supplierView && (
        <p className="rounded-2xl border border-line bg-white p-4 text-sm text-muted">{t("supplierIntro")}</p>
      )}
      <FilterForm
        path={basePath}
        label={t("filter")}
        values={{ month: filters.month, status: filters.status }}
        keep={{ sort: sort.sort, dir: sort.sort ? sort.dir : undefined }}
        fields={[
          { kind: "text", name: "month", label: t("month"), input: { type: "month" } },
          {
            kind: "select",
            name: "status",
            label: t("status"),
            all: t("allStatuses"),
            options: SETTLEMENT_STATUSES.filter((status) => !supplierView || status !== "draft").map((status) => ({
              value: status,
              label: t(`statuses.${status}`),
            })),
          },
        ]}
        columns={3}
      />

      <p className="text-sm text-muted" role="status">
        {data.total === 0 ? t("noneMatch") : t("count", { count: data.total })}
      </p>

      <DataTable
        label={t("table")}
        columns={sortedInQuery(settlementColumns(t, basePath, supplierView), SETTLEMENT_SORTABLE)}
        rows={data.rows}
        rowKey={(row) => row.id}
        rowProps={() => ({ "data-testid": "settlement-row" })}
        // The count above already says when nothing matches.
        empty={null}
        href={(state) => tableHref(basePath, { month: filters.month, status: filters.status }, state)}
        sort={sort.sort ? { id: sort.sort, dir: sort.dir ?? "asc" } : null}
        pagination={{ page: data.page, pages: data.pages }}
        minWidth="min-w-[56rem]"
      />
    </div>
  );
}
