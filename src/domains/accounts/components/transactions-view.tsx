import Link from "next/link";
import { DataTable, tableHref, withCells, type DataColumn, type TableUrlState } from "@/components/ui/data-table";
import { ExportLink, FilterForm } from "@/components/ui/filter-form";
import { sortedInQuery } from "@/lib/columns";
import { formatMoney } from "@/lib/money";
import { transactionsQuery } from "../filters";
import {
  TRANSACTION_KIND_LABELS,
  TRANSACTION_KINDS,
  TRANSACTION_SORTABLE,
  TRANSACTION_STATUS_LABELS,
  TRANSACTION_STATUSES,
  type CurrencyTotals,
  type TransactionFilters,
  type TransactionRow,
} from "../transactions";
import { transactionColumns } from "../transaction-columns";
import { plural } from "@/lib/plural";

const PATH = "/dashboard/transactions";
const money = (amountMinor: number, currency: string) =>
  formatMoney({ amountMinor, currency }, { exact: true, currencyDisplay: "code" });

const figures = "whitespace-nowrap tabular-nums";

function totalColumns(supplierView: boolean): DataColumn<CurrencyTotals>[] {
  const columns: DataColumn<CurrencyTotals>[] = [
    { id: "currency", header: "Currency", value: (total) => total.currency, className: "font-medium" },
    {
      id: "cash",
      header: "Cash in, net of refunds",
      align: "right",
      className: figures,
      value: (total) => money(total.cashMinor, total.currency),
    },
    {
      id: "supplier",
      header: supplierView ? "Your earnings" : "Supplier earnings",
      align: "right",
      className: figures,
      value: (total) => money(total.supplierMinor, total.currency),
    },
  ];
  if (!supplierView)
    columns.push({
      id: "platform",
      header: "Platform revenue",
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
  const { page: _page, ...withoutPage } = filters;
  const values = {
    from: filters.from,
    to: filters.to,
    kind: filters.kind,
    status: filters.status,
    property: filters.propertyId,
    currency: filters.currency,
  };
  const columns = withCells(sortedInQuery(transactionColumns({ supplierView }), TRANSACTION_SORTABLE), {
    kind: (row) => (
      <Link href={detailHref(row.id)} className="font-medium text-brand-700 underline-offset-2 hover:underline">
        {TRANSACTION_KIND_LABELS[row.kind]}
      </Link>
    ),
  });
  return (
    <div className="space-y-5">
      <FilterForm
        path={PATH}
        label="Filter transactions"
        values={values}
        keep={{ sort: sort.sort, dir: sort.sort ? sort.dir : undefined }}
        fields={[
          { kind: "dateRange", from: { name: "from", label: "From" }, to: { name: "to", label: "To" } },
          {
            kind: "select",
            name: "kind",
            label: "Type",
            all: "All types",
            options: TRANSACTION_KINDS.map((kind) => ({ value: kind, label: TRANSACTION_KIND_LABELS[kind] })),
          },
          {
            kind: "select",
            name: "status",
            label: "Status",
            all: "All statuses",
            options: TRANSACTION_STATUSES.map((status) => ({
              value: status,
              label: TRANSACTION_STATUS_LABELS[status],
            })),
          },
          {
            kind: "select",
            name: "property",
            label: "Property",
            all: "All properties",
            wide: true,
            options: properties.map((property) => ({ value: property.id, label: property.title })),
          },
          {
            kind: "select",
            name: "currency",
            label: "Currency",
            all: "All currencies",
            options: currencies.map((currency) => ({ value: currency, label: currency })),
          },
        ]}
        actions={<ExportLink href={`${PATH}/export${transactionsQuery(withoutPage)}`} />}
      />

      <section aria-labelledby="totals-heading" className="rounded-2xl border border-line bg-white p-4">
        <h2 id="totals-heading" className="text-base font-semibold">
          Totals
        </h2>
        <p className="text-sm text-muted" role="status">
          {data.total === 0
            ? "No transactions match these filters."
            : plural(data.total, { one: "transaction", other: "transactions" })}
        </p>
        <DataTable
          className="mt-3"
          plain
          testId="currency-totals"
          label="Totals per currency"
          columns={totalColumns(supplierView)}
          rows={data.totals}
          rowKey={(total) => total.currency}
          empty={null}
          minWidth=""
        />
      </section>

      <DataTable
        label="Transactions"
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
