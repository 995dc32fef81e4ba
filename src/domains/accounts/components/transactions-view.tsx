import Link from "next/link";
import { useTranslations } from "next-intl";
import { DataTable, tableHref, withCells, type DataColumn, type TableUrlState } from "@/components/ui/data-table";
import { ExportLink, FilterForm } from "@/components/ui/filter-form";
import { sortedInQuery } from "@/lib/columns";
import { formatMoney } from "@/lib/money";
import { transactionsQuery } from "../filters";
import {
  TRANSACTION_KINDS,
  TRANSACTION_SORTABLE,
  TRANSACTION_STATUSES,
  type CurrencyTotals,
  type TransactionFilters,
  type TransactionRow,
} from "../transactions";
import { transactionColumns } from "../transaction-columns";

const PATH = "/dashboard/transactions";
const money = (amountMinor: number, currency: string) =>
  formatMoney({ amountMinor, currency }, { exact: true, currencyDisplay: "code" });

const figures = "whitespace-nowrap tabular-nums";

type Words = ReturnType<typeof useTranslations<"dashboardAccounts">>;

function totalColumns(t: Words, supplierView: boolean): DataColumn<CurrencyTotals>[] {
  const columns: DataColumn<CurrencyTotals>[] = [
    {
      id: "currency",
      header: t("transactions.totalsColumns.currency"),
      value: (total) => total.currency,
      className: "font-medium",
    },
    {
      id: "cash",
      header: t("transactions.totalsColumns.cash"),
      align: "right",
      className: figures,
      value: (total) => money(total.cashMinor, total.currency),
    },
    {
      id: "supplier",
      header: supplierView
        ? t("transactions.totalsColumns.yourEarnings")
        : t("transactions.totalsColumns.supplierEarnings"),
      align: "right",
      className: figures,
      value: (total) => money(total.supplierMinor, total.currency),
    },
  ];
  if (!supplierView)
    columns.push({
      id: "platform",
      header: t("transactions.totalsColumns.platform"),
      align: "right",
      className: figures,
      value: (total) => money(total.platformMinor, total.currency),
    });
  return columns;
}

export interface TransactionsViewProps {
  data: { rows: TransactionRow[]; total: number; page: number; pages: number; totals: CurrencyTotals[] };
  filters: TransactionFilters;
  properties: { id: string; title: string }[];
  currencies: string[];
  supplierView: boolean;
  /** The sort the address asks for (`tableStateFrom` over `TRANSACTION_SORTABLE`); the query ordered the rows by it. */
  sort: TableUrlState;
  /** Where one transaction opens (accountants are confined to this page, so theirs opens here). */
  detailHref: (id: string) => string;
}

/** The transactions page: filters in the URL, totals per currency, the table, pages, and the CSV of the same view. */
export function TransactionsView({
  data,
  filters,
  properties,
  currencies,
  supplierView,
  sort,
  detailHref,
}: TransactionsViewProps) {
  const t = useTranslations("dashboardAccounts");
  const { page: _page, ...withoutPage } = filters;
  const values = {
    from: filters.from,
    to: filters.to,
    kind: filters.kind,
    status: filters.status,
    property: filters.propertyId,
    currency: filters.currency,
  };
  // The shared column list (its CSV keeps English headers) with the page's headings and words.
  const columns = withCells(sortedInQuery(transactionColumns({ supplierView }), TRANSACTION_SORTABLE), {
    at: { header: t("transactions.columns.at") },
    kind: {
      header: t("transactions.columns.kind"),
      cell: (row) => (
        <Link href={detailHref(row.id)} className="font-medium text-brand-700 underline-offset-2 hover:underline">
          {t(`transactionKinds.${row.kind}`)}
        </Link>
      ),
    },
    booking: { header: t("transactions.columns.booking") },
    property: { header: t("transactions.columns.property") },
    status: {
      header: t("transactions.columns.status"),
      cell: (row) => t(`transactionStatuses.${row.status}`),
    },
    amount: { header: t("transactions.columns.amount") },
    supplier: {
      header: supplierView ? t("transactions.columns.yourEarnings") : t("transactions.columns.supplier"),
    },
    ...(supplierView ? {} : { platform: { header: t("transactions.columns.platform") } }),
  });
  return (
    <div className="space-y-5">
      <FilterForm
        path={PATH}
        label={t("transactions.filter")}
        values={values}
        keep={{ sort: sort.sort, dir: sort.sort ? sort.dir : undefined }}
        fields={[
          {
            kind: "dateRange",
            from: { name: "from", label: t("transactions.from") },
            to: { name: "to", label: t("transactions.to") },
          },
          {
            kind: "select",
            name: "kind",
            label: t("transactions.type"),
            all: t("transactions.allTypes"),
            options: TRANSACTION_KINDS.map((kind) => ({ value: kind, label: t(`transactionKinds.${kind}`) })),
          },
          {
            kind: "select",
            name: "status",
            label: t("transactions.status"),
            all: t("transactions.allStatuses"),
            options: TRANSACTION_STATUSES.map((status) => ({
              value: status,
              label: t(`transactionStatuses.${status}`),
            })),
          },
          {
            kind: "select",
            name: "property",
            label: t("transactions.property"),
            all: t("transactions.allProperties"),
            wide: true,
            options: properties.map((property) => ({ value: property.id, label: property.title })),
          },
          {
            kind: "select",
            name: "currency",
            label: t("transactions.currency"),
            all: t("transactions.allCurrencies"),
            options: currencies.map((currency) => ({ value: currency, label: currency })),
          },
        ]}
        actions={<ExportLink href={`${PATH}/export${transactionsQuery(withoutPage)}`} />}
      />

      <section aria-labelledby="totals-heading" className="rounded-2xl border border-line bg-white p-4">
        <h2 id="totals-heading" className="text-base font-semibold">
          {t("transactions.totals")}
        </h2>
        <p className="text-sm text-muted" role="status">
          {data.total === 0 ? t("transactions.noneMatch") : t("transactions.count", { count: data.total })}
        </p>
        <DataTable
          className="mt-3"
          plain
          testId="currency-totals"
          label={t("transactions.totalsTable")}
          columns={totalColumns(t, supplierView)}
          rows={data.totals}
          rowKey={(total) => total.currency}
          empty={null}
          minWidth=""
        />
      </section>

      <DataTable
        label={t("transactions.table")}
        columns={columns}
        rows={data.rows}
        rowKey={(row) => row.id}
        rowProps={() => ({ "data-testid": "transaction-row" })}
        // The totals above already say when nothing matches.
        empty={null}
        href={(state) => tableHref(PATH, values, state)}
        sort={sort.sort ? { id: sort.sort, dir: sort.dir ?? "asc" } : null}
        pagination={{ page: data.page, pages: data.pages }}
        minWidth="min-w-[52rem]"
      />
    </div>
  );
}
