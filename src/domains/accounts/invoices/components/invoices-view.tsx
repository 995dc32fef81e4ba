import Link from "next/link";
import { formatMoney } from "@/lib/money";
import {
  INVOICE_KIND_LABELS,
  INVOICE_KINDS,
  INVOICE_SORTABLE,
  INVOICE_STATUS_LABELS,
  INVOICE_STATUSES,
  type InvoiceFilters,
  type InvoiceRow,
} from "../queries";
import { IssueMissingInvoicesButton } from "./invoice-actions";
import { DataTable, tableHref, type DataColumn, type TableUrlState } from "@/components/ui/data-table";
import { sortedInQuery } from "@/lib/columns";
import { FilterForm } from "@/components/ui/filter-form";
import { plural } from "@/lib/plural";

const PATH = "/dashboard/invoices";
const money = (amountMinor: number, currency: string) =>
  formatMoney({ amountMinor, currency }, { exact: true, currencyDisplay: "code" });

const columns: DataColumn<InvoiceRow>[] = [
  {
    id: "number",
    header: "Number",
    className: "whitespace-nowrap",
    cell: (row) => (
      <Link
        href={`/dashboard/invoices?id=${row.id}`}
        className="font-medium text-brand-700 underline-offset-2 hover:underline"
      >
        {row.number}
      </Link>
    ),
  },
  { id: "kind", header: "Kind", value: (row) => INVOICE_KIND_LABELS[row.kind] },
  {
    id: "issued",
    header: "Issued (UTC)",
    value: (row) => row.issuedAt.slice(0, 10),
    className: "whitespace-nowrap tabular-nums",
  },
  { id: "issuer", header: "Issued by", value: (row) => row.issuerName },
  { id: "billTo", header: "Bill to", value: (row) => row.billToName },
  {
    id: "for",
    header: "For",
    cell: (row) => (
      <>
        {row.bookingReference ?? row.settlementNumber ?? "—"}
        {row.kind === "credit_note" && row.relatedNumber && (
          <span className="block text-xs text-muted">credits {row.relatedNumber}</span>
        )}
      </>
    ),
  },
  {
    id: "status",
    header: "Status",
    cell: (row) => (
      <>
        {INVOICE_STATUS_LABELS[row.status]}
        {row.status === "void" && row.relatedNumber && (
          <span className="block text-xs text-muted">credit note {row.relatedNumber}</span>
        )}
      </>
    ),
  },
  {
    id: "total",
    header: "Total",
    align: "right",
    className: "whitespace-nowrap tabular-nums",
    value: (row) => money(row.totalMinor, row.currency),
  },
];

export interface InvoicesViewProps {
  data: { rows: InvoiceRow[]; total: number; page: number; pages: number };
  filters: InvoiceFilters;
  /** The sort the address asks for (`tableStateFrom` over `INVOICE_SORTABLE`); the query ordered the rows by it. */
  sort: TableUrlState;
  properties: { id: string; title: string }[];
  canManage: boolean;
}

/** The invoices page: filters in the URL, the list, pages; staff issue missing guest invoices. */
export function InvoicesView({ data, filters, sort, properties, canManage }: InvoicesViewProps) {
  const values = {
    kind: filters.kind,
    status: filters.status,
    property: filters.propertyId,
    from: filters.from,
    to: filters.to,
  };
  return (
    <div className="space-y-5">
      {canManage && (
        <section aria-labelledby="missing-heading" className="space-y-2 rounded-2xl border border-line bg-white p-4">
          <h2 id="missing-heading" className="text-base font-semibold">
            Guest invoices
          </h2>
          <p className="text-sm text-muted">
            A guest invoice is issued in the supplier&apos;s name when a booking&apos;s sale is recorded. Bookings paid
            before invoicing began can get theirs here.
          </p>
          <IssueMissingInvoicesButton />
        </section>
      )}
      <FilterForm
        path={PATH}
        label="Filter invoices"
        values={values}
        keep={{ sort: sort.sort, dir: sort.sort ? sort.dir : undefined }}
        fields={[
          {
            kind: "select",
            name: "kind",
            label: "Kind",
            all: "All kinds",
            options: INVOICE_KINDS.map((kind) => ({ value: kind, label: INVOICE_KIND_LABELS[kind] })),
          },
          {
            kind: "select",
            name: "status",
            label: "Status",
            all: "All statuses",
            options: INVOICE_STATUSES.map((status) => ({ value: status, label: INVOICE_STATUS_LABELS[status] })),
          },
          {
            kind: "select",
            name: "property",
            label: "Property",
            all: "All properties",
            options: properties.map((property) => ({ value: property.id, label: property.title })),
          },
          { kind: "dateRange", from: { name: "from", label: "Issued from" }, to: { name: "to", label: "Issued to" } },
        ]}
        columns={3}
      />

      <p className="text-sm text-muted" role="status">
        {data.total === 0
          ? "No invoices match these filters."
          : plural(data.total, { one: "invoice", other: "invoices" })}
      </p>

      <DataTable
        label="Invoices"
        columns={sortedInQuery(columns, INVOICE_SORTABLE)}
        rows={data.rows}
        rowKey={(row) => row.id}
        rowProps={() => ({ "data-testid": "invoice-row" })}
        // The count above already says when nothing matches.
        empty={null}
        href={(state) => tableHref(PATH, values, state)}
        sort={sort.sort ? { id: sort.sort, dir: sort.dir ?? "asc" } : null}
        pagination={{ page: data.page, pages: data.pages }}
        minWidth="min-w-[56rem]"
      />
    </div>
  );
}
