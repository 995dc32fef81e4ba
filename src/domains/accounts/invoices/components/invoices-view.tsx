import Link from "next/link";
import { useTranslations } from "next-intl";
import { formatMoney } from "@/lib/money";
import { INVOICE_KINDS, INVOICE_SORTABLE, INVOICE_STATUSES, type InvoiceFilters, type InvoiceRow } from "../queries";
import { IssueMissingInvoicesButton } from "./invoice-actions";
import { DataTable, tableHref, type DataColumn, type TableUrlState } from "@/components/ui/data-table";
import { sortedInQuery } from "@/lib/columns";
import { FilterForm } from "@/components/ui/filter-form";

const PATH = "/dashboard/invoices";
const money = (amountMinor: number, currency: string) =>
  formatMoney({ amountMinor, currency }, { exact: true, currencyDisplay: "code" });

type Words = ReturnType<typeof useTranslations<"dashboardAccounts.invoices">>;

const columnsOf = (t: Words): DataColumn<InvoiceRow>[] => [
  {
    id: "number",
    header: t("columns.number"),
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
  { id: "kind", header: t("columns.kind"), value: (row) => t(`kinds.${row.kind}`) },
  {
    id: "issued",
    header: t("columns.issued"),
    value: (row) => row.issuedAt.slice(0, 10),
    className: "whitespace-nowrap tabular-nums",
  },
  { id: "issuer", header: t("columns.issuer"), value: (row) => row.issuerName },
  { id: "billTo", header: t("columns.billTo"), value: (row) => row.billToName },
  {
    id: "for",
    header: t("columns.for"),
    cell: (row) => (
      <>
        {row.bookingReference ?? row.settlementNumber ?? "—"}
        {row.kind === "credit_note" && row.relatedNumber && (
          <span className="block text-xs text-muted">{t("credits", { number: row.relatedNumber })}</span>
        )}
      </>
    ),
  },
  {
    id: "status",
    header: t("columns.status"),
    cell: (row) => (
      <>
        {t(`statuses.${row.status}`)}
        {row.status === "void" && row.relatedNumber && (
          <span className="block text-xs text-muted">{t("creditNote", { number: row.relatedNumber })}</span>
        )}
      </>
    ),
  },
  {
    id: "total",
    header: t("columns.total"),
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
  const t = useTranslations("dashboardAccounts.invoices");
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
            {t("guestHeading")}
          </h2>
          <p className="text-sm text-muted">{t("guestIntro")}</p>
          <IssueMissingInvoicesButton />
        </section>
      )}
      <FilterForm
        path={PATH}
        label={t("filter")}
        values={values}
        keep={{ sort: sort.sort, dir: sort.sort ? sort.dir : undefined }}
        fields={[
          {
            kind: "select",
            name: "kind",
            label: t("kind"),
            all: t("allKinds"),
            options: INVOICE_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) })),
          },
          {
            kind: "select",
            name: "status",
            label: t("status"),
            all: t("allStatuses"),
            options: INVOICE_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
          },
          {
            kind: "select",
            name: "property",
            label: t("property"),
            all: t("allProperties"),
            options: properties.map((property) => ({ value: property.id, label: property.title })),
          },
          {
            kind: "dateRange",
            from: { name: "from", label: t("issuedFrom") },
            to: { name: "to", label: t("issuedTo") },
          },
        ]}
        columns={3}
      />

      <p className="text-sm text-muted" role="status">
        {data.total === 0 ? t("noneMatch") : t("count", { count: data.total })}
      </p>

      <DataTable
        label={t("table")}
        columns={sortedInQuery(columnsOf(t), INVOICE_SORTABLE)}
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
