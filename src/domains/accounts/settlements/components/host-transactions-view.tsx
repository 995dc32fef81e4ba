import Link from "next/link";
import { useTranslations } from "next-intl";
import { DataTable, tableHref, withCells, type DataColumn, type TableUrlState } from "@/components/ui/data-table";
import { ExportLink, FilterForm } from "@/components/ui/filter-form";
import { sortedInQuery } from "@/lib/columns";
import { formatMoney } from "@/lib/money";
import { hostTransactionsQuery } from "../filters";
import {
  HOST_TRANSACTION_SORTABLE,
  PAYOUT_STATUSES,
  type HostTotals,
  type HostTransactionFilters,
  type HostTransactionRow,
} from "../host-transactions";
import { hostTransactionColumns } from "../host-transaction-columns";

const PATH = "/dashboard/hostTransactions";
const money = (amountMinor: number, currency: string) =>
  formatMoney({ amountMinor, currency }, { exact: true, currencyDisplay: "code" });

function PayoutStatus({ row, linkSettlements }: { row: HostTransactionRow; linkSettlements: boolean }) {
  const t = useTranslations("dashboardAccounts.hostTransactions");
  if (!row.settlement) return <span className="text-muted">{t("payoutStatuses.unsettled")}</span>;
  const number = linkSettlements ? (
    <Link href={`/dashboard/settlements?id=${row.settlement.id}`} className="text-brand-700 hover:underline">
      {row.settlement.number}
    </Link>
  ) : (
    row.settlement.number
  );
  if (row.payoutStatus === "paid") {
    return (
      <span>
        {t.rich("paid", {
          strong: (chunks) => <span className="font-medium text-green-800">{chunks}</span>,
          day: row.settlement.paidAt?.slice(0, 10) ?? "",
          reference: row.settlement.paymentReference ?? "",
          number: () => number,
        })}
      </span>
    );
  }
  return (
    <span>
      {t.rich("inSettlement", {
        number: () => number,
        state: row.payoutStatus === "draft" ? "draft" : "approved",
      })}
    </span>
  );
}

const figures = "whitespace-nowrap tabular-nums";

type Words = ReturnType<typeof useTranslations<"dashboardAccounts.hostTransactions">>;

const totalColumns = (t: Words): DataColumn<HostTotals>[] => [
  {
    id: "currency",
    header: t("totalsColumns.currency"),
    value: (total) => total.currency,
    className: "font-medium",
  },
  {
    id: "gross",
    header: t("totalsColumns.gross"),
    align: "right",
    className: figures,
    value: (total) => money(total.grossMinor, total.currency),
  },
  {
    id: "commission",
    header: t("totalsColumns.commission"),
    align: "right",
    className: figures,
    value: (total) => money(-total.commissionMinor, total.currency),
  },
  {
    id: "refunds",
    header: t("totalsColumns.refunds"),
    align: "right",
    className: figures,
    value: (total) => money(-total.refundsMinor, total.currency),
  },
  {
    id: "net",
    header: t("totalsColumns.net"),
    align: "right",
    className: `${figures} font-medium`,
    value: (total) => money(total.netMinor, total.currency),
  },
  {
    id: "paid",
    header: t("totalsColumns.paid"),
    align: "right",
    className: figures,
    value: (total) => money(total.paidMinor, total.currency),
  },
];

export interface HostTransactionsViewProps {
  data: { rows: HostTransactionRow[]; total: number; page: number; pages: number; totals: HostTotals[] };
  filters: HostTransactionFilters;
  /** The sort the address asks for (`tableStateFrom` over `HOST_TRANSACTION_SORTABLE`); the query ordered the rows by it. */
  sort: TableUrlState;
  /** Whether the viewer may open the settlements page (links to the settlement). */
  linkSettlements: boolean;
  showSupplier: boolean;
}

/** Transactions (Host): earnings per booking with their payout status, totals per currency, CSV. */
export function HostTransactionsView({
  data,
  filters,
  sort,
  linkSettlements,
  showSupplier,
}: HostTransactionsViewProps) {
  const t = useTranslations("dashboardAccounts.hostTransactions");
  const { page: _page, ...withoutPage } = filters;
  return (
    <div className="space-y-5">
      <FilterForm
        path={PATH}
        label={t("filter")}
        values={{ from: filters.from, to: filters.to, status: filters.status }}
        keep={{ sort: sort.sort, dir: sort.sort ? sort.dir : undefined }}
        fields={[
          {
            kind: "dateRange",
            from: { name: "from", label: t("from") },
            to: { name: "to", label: t("to") },
          },
          {
            kind: "select",
            name: "status",
            label: t("status"),
            all: t("all"),
            options: PAYOUT_STATUSES.map((status) => ({ value: status, label: t(`payoutStatuses.${status}`) })),
          },
        ]}
        actions={<ExportLink href={`${PATH}/export${hostTransactionsQuery(withoutPage)}`} />}
      />

      <section aria-labelledby="host-totals-heading" className="rounded-2xl border border-line bg-white p-4">
        <h2 id="host-totals-heading" className="text-base font-semibold">
          {t("totals")}
        </h2>
        <p className="text-sm text-muted" role="status">
          {data.total === 0 ? t("noneMatch") : t("count", { count: data.total })}
        </p>
        <DataTable
          className="mt-3"
          plain
          testId="host-totals"
          label={t("totalsTable")}
          columns={totalColumns(t)}
          rows={data.totals}
          rowKey={(total) => total.currency}
          empty={null}
          minWidth="min-w-[36rem]"
        />
      </section>

      <DataTable
        label={t("table")}
        columns={withCells(sortedInQuery(hostTransactionColumns, HOST_TRANSACTION_SORTABLE), {
          reference: {
            header: t("columns.reference"),
            cell: (row) => (
              <>
                {row.reference}
                {row.bookingStatus === "cancelled" || row.bookingStatus === "no_show" ? (
                  <span className="ml-1 text-xs text-muted">({row.bookingStatus.replace("_", "-")})</span>
                ) : null}
              </>
            ),
          },
          guest: { header: t("columns.guest") },
          stay: { header: t("columns.stay") },
          property: {
            header: t("columns.property"),
            cell: (row) => (
              <>
                {row.propertyTitle}
                {showSupplier && <span className="block text-xs text-muted">{row.organisationName}</span>}
              </>
            ),
          },
          gross: {
            header: t("columns.gross"),
            cell: (row) => (
              <>
                {money(row.grossMinor, row.currency)}
                {row.refundsMinor !== 0 && (
                  <span className="block text-xs text-muted">
                    {t("refunded", { amount: money(row.refundsMinor, row.currency) })}
                  </span>
                )}
              </>
            ),
          },
          commission: { header: t("columns.commission") },
          net: { header: t("columns.net") },
          payout: {
            header: t("columns.payout"),
            cell: (row) => <PayoutStatus row={row} linkSettlements={linkSettlements} />,
            cellProps: () => ({ "data-testid": "payout-status" }),
          },
        })}
        rows={data.rows}
        rowKey={(row) => row.bookingId}
        rowProps={() => ({ "data-testid": "host-transaction-row" })}
        // The totals above already say when nothing matches.
        empty={null}
        href={(state) => tableHref(PATH, { from: filters.from, to: filters.to, status: filters.status }, state)}
        sort={sort.sort ? { id: sort.sort, dir: sort.dir ?? "asc" } : null}
        pagination={{ page: data.page, pages: data.pages }}
        minWidth="min-w-[64rem]"
      />
    </div>
  );
}
