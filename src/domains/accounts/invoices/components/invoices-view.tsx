import Link from "next/link";
import { formatMoney } from "@/lib/money";
import { invoicesQuery } from "../filters";
import {
  INVOICE_KIND_LABELS,
  INVOICE_KINDS,
  INVOICE_STATUS_LABELS,
  INVOICE_STATUSES,
  type InvoiceFilters,
  type InvoiceRow,
} from "../queries";
import { IssueMissingInvoicesButton } from "./invoice-actions";
import { PageLinks } from "@/components/ui/page-links";
import { controlClassDense } from "@/components/ui/styles";
const money = (amountMinor: number, currency: string) =>
  formatMoney({ amountMinor, currency }, { exact: true, currencyDisplay: "code" });

export interface InvoicesViewProps {
  data: { rows: InvoiceRow[]; total: number; page: number; pages: number };
  filters: InvoiceFilters;
  properties: { id: string; title: string }[];
  canManage: boolean;
}

/** The invoices page: filters in the URL, the list, pages; staff issue missing guest invoices. */
export function InvoicesView({ data, filters, properties, canManage }: InvoicesViewProps) {
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
      <form
        method="get"
        action="/dashboard/invoices"
        aria-label="Filter invoices"
        className="grid gap-3 rounded-2xl border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-3"
      >
        <label className="space-y-1 text-sm font-medium">
          <span className="block">Kind</span>
          <select name="kind" defaultValue={filters.kind ?? ""} className={controlClassDense}>
            <option value="">All kinds</option>
            {INVOICE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {INVOICE_KIND_LABELS[kind]}
              </option>
            ))}
          </select>
        </label>
        <label className="space-y-1 text-sm font-medium">
          <span className="block">Status</span>
          <select name="status" defaultValue={filters.status ?? ""} className={controlClassDense}>
            <option value="">All statuses</option>
            {INVOICE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {INVOICE_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </label>
        <label className="space-y-1 text-sm font-medium">
          <span className="block">Property</span>
          <select name="property" defaultValue={filters.propertyId ?? ""} className={controlClassDense}>
            <option value="">All properties</option>
            {properties.map((property) => (
              <option key={property.id} value={property.id}>
                {property.title}
              </option>
            ))}
          </select>
        </label>
        <label className="space-y-1 text-sm font-medium">
          <span className="block">Issued from</span>
          <input type="date" name="from" defaultValue={filters.from ?? ""} className={controlClassDense} />
        </label>
        <label className="space-y-1 text-sm font-medium">
          <span className="block">Issued to</span>
          <input type="date" name="to" defaultValue={filters.to ?? ""} className={controlClassDense} />
        </label>
        <div className="flex items-end gap-2">
          <button
            type="submit"
            className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
          >
            Apply
          </button>
          <Link
            href="/dashboard/invoices"
            className="rounded-lg border border-line px-4 py-2 text-sm hover:bg-brand-50"
          >
            Clear
          </Link>
        </div>
      </form>

      <p className="text-sm text-muted" role="status">
        {data.total === 0
          ? "No invoices match these filters."
          : `${data.total.toLocaleString("en")} ${data.total === 1 ? "invoice" : "invoices"}`}
      </p>

      {data.rows.length > 0 && (
        <div className="overflow-x-auto rounded-2xl border border-line bg-white">
          <table className="w-full min-w-[56rem] text-sm" aria-label="Invoices">
            <thead className="bg-brand-50 text-left text-muted">
              <tr>
                <th className="px-3 py-2 font-medium">Number</th>
                <th className="px-3 py-2 font-medium">Kind</th>
                <th className="px-3 py-2 font-medium">Issued (UTC)</th>
                <th className="px-3 py-2 font-medium">Issued by</th>
                <th className="px-3 py-2 font-medium">Bill to</th>
                <th className="px-3 py-2 font-medium">For</th>
                <th className="px-3 py-2 font-medium">Status</th>
                <th className="px-3 py-2 text-right font-medium">Total</th>
              </tr>
            </thead>
            <tbody>
              {data.rows.map((row) => (
                <tr key={row.id} className="border-t border-line" data-testid="invoice-row">
                  <td className="whitespace-nowrap px-3 py-2">
                    <Link
                      href={`/dashboard/invoices?id=${row.id}`}
                      className="font-medium text-brand-700 underline-offset-2 hover:underline"
                    >
                      {row.number}
                    </Link>
                  </td>
                  <td className="px-3 py-2">{INVOICE_KIND_LABELS[row.kind]}</td>
                  <td className="whitespace-nowrap px-3 py-2 tabular-nums">{row.issuedAt.slice(0, 10)}</td>
                  <td className="px-3 py-2">{row.issuerName}</td>
                  <td className="px-3 py-2">{row.billToName}</td>
                  <td className="px-3 py-2">
                    {row.bookingReference ?? row.settlementNumber ?? "—"}
                    {row.kind === "credit_note" && row.relatedNumber && (
                      <span className="block text-xs text-muted">credits {row.relatedNumber}</span>
                    )}
                  </td>
                  <td className="px-3 py-2">
                    {INVOICE_STATUS_LABELS[row.status]}
                    {row.status === "void" && row.relatedNumber && (
                      <span className="block text-xs text-muted">credit note {row.relatedNumber}</span>
                    )}
                  </td>
                  <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                    {money(row.totalMinor, row.currency)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <PageLinks page={data.page} pages={data.pages} href={(page) => `/dashboard/invoices${invoicesQuery({ ...filters, page })}`} />
    </div>
  );
}
