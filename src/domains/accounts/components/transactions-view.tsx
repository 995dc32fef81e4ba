import { PageLinks } from "@/components/ui/page-links";
import Link from "next/link";
import { formatMoney } from "@/lib/money";
import { transactionsQuery } from "../filters";
import {
  TRANSACTION_KIND_LABELS,
  TRANSACTION_KINDS,
  TRANSACTION_STATUS_LABELS,
  TRANSACTION_STATUSES,
  type CurrencyTotals,
  type TransactionFilters,
  type TransactionRow,
} from "../transactions";
import { controlClassDense } from "@/components/ui/styles";
const money = (amountMinor: number, currency: string) =>
  formatMoney({ amountMinor, currency }, { exact: true, currencyDisplay: "code" });

export interface TransactionsViewProps {
  data: { rows: TransactionRow[]; total: number; page: number; pages: number; totals: CurrencyTotals[] };
  filters: TransactionFilters;
  properties: { id: string; title: string }[];
  currencies: string[];
  supplierView: boolean;
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
  detailHref,
}: TransactionsViewProps) {
  const { page: _page, ...withoutPage } = filters;
  return (
    <div className="space-y-5">
      <form
        method="get"
        action="/dashboard/transactions"
        aria-label="Filter transactions"
        className="grid gap-3 rounded-2xl border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        <label className="space-y-1 text-sm font-medium">
          <span className="block">From</span>
          <input type="date" name="from" defaultValue={filters.from ?? ""} className={controlClassDense} />
        </label>
        <label className="space-y-1 text-sm font-medium">
          <span className="block">To</span>
          <input type="date" name="to" defaultValue={filters.to ?? ""} className={controlClassDense} />
        </label>
        <label className="space-y-1 text-sm font-medium">
          <span className="block">Type</span>
          <select name="kind" defaultValue={filters.kind ?? ""} className={controlClassDense}>
            <option value="">All types</option>
            {TRANSACTION_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {TRANSACTION_KIND_LABELS[kind]}
              </option>
            ))}
          </select>
        </label>
        <label className="space-y-1 text-sm font-medium">
          <span className="block">Status</span>
          <select name="status" defaultValue={filters.status ?? ""} className={controlClassDense}>
            <option value="">All statuses</option>
            {TRANSACTION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {TRANSACTION_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </label>
        <label className="space-y-1 text-sm font-medium lg:col-span-2">
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
          <span className="block">Currency</span>
          <select name="currency" defaultValue={filters.currency ?? ""} className={controlClassDense}>
            <option value="">All currencies</option>
            {currencies.map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </select>
        </label>
        <div className="flex items-end gap-2">
          <button
            type="submit"
            className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
          >
            Apply
          </button>
          <Link
            href="/dashboard/transactions"
            className="rounded-lg border border-line px-4 py-2 text-sm hover:bg-brand-50"
          >
            Clear
          </Link>
          <a
            href={`/dashboard/transactions/export${transactionsQuery(withoutPage)}`}
            className="rounded-lg border border-line px-4 py-2 text-sm hover:bg-brand-50"
            download
          >
            Export CSV
          </a>
        </div>
      </form>

      <section aria-labelledby="totals-heading" className="rounded-2xl border border-line bg-white p-4">
        <h2 id="totals-heading" className="text-base font-semibold">
          Totals
        </h2>
        <p className="text-sm text-muted" role="status">
          {data.total === 0
            ? "No transactions match these filters."
            : `${data.total.toLocaleString("en")} ${data.total === 1 ? "transaction" : "transactions"}`}
        </p>
        {data.totals.length > 0 && (
          <table className="mt-3 w-full text-sm" data-testid="currency-totals">
            <thead className="text-left text-muted">
              <tr>
                <th className="py-1 pr-4 font-medium">Currency</th>
                <th className="py-1 pr-4 text-right font-medium">Cash in, net of refunds</th>
                <th className="py-1 pr-4 text-right font-medium">
                  {supplierView ? "Your earnings" : "Supplier earnings"}
                </th>
                {!supplierView && <th className="py-1 text-right font-medium">Platform revenue</th>}
              </tr>
            </thead>
            <tbody>
              {data.totals.map((total) => (
                <tr key={total.currency} className="border-t border-line">
                  <td className="py-1.5 pr-4 font-medium">{total.currency}</td>
                  <td className="py-1.5 pr-4 text-right tabular-nums">{money(total.cashMinor, total.currency)}</td>
                  <td className="py-1.5 pr-4 text-right tabular-nums">{money(total.supplierMinor, total.currency)}</td>
                  {!supplierView && (
                    <td className="py-1.5 text-right tabular-nums">{money(total.platformMinor, total.currency)}</td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      {data.rows.length > 0 && (
        <div className="overflow-x-auto rounded-2xl border border-line bg-white">
          <table className="w-full min-w-[52rem] text-sm" aria-label="Transactions">
            <thead className="bg-brand-50 text-left text-muted">
              <tr>
                <th className="px-3 py-2 font-medium">Date (UTC)</th>
                <th className="px-3 py-2 font-medium">Type</th>
                <th className="px-3 py-2 font-medium">Booking</th>
                <th className="px-3 py-2 font-medium">Property</th>
                <th className="px-3 py-2 font-medium">Status</th>
                <th className="px-3 py-2 text-right font-medium">Amount</th>
                <th className="px-3 py-2 text-right font-medium">{supplierView ? "Your earnings" : "Supplier"}</th>
                {!supplierView && <th className="px-3 py-2 text-right font-medium">Platform</th>}
              </tr>
            </thead>
            <tbody>
              {data.rows.map((row) => (
                <tr key={row.id} className="border-t border-line" data-testid="transaction-row">
                  <td className="whitespace-nowrap px-3 py-2 tabular-nums">{row.at.slice(0, 16).replace("T", " ")}</td>
                  <td className="px-3 py-2">
                    <Link
                      href={detailHref(row.id)}
                      className="font-medium text-brand-700 underline-offset-2 hover:underline"
                    >
                      {TRANSACTION_KIND_LABELS[row.kind]}
                    </Link>
                  </td>
                  <td className="px-3 py-2">
                    {row.booking ? `${row.booking.reference} · ${row.booking.guestName}` : row.memo || "—"}
                  </td>
                  <td className="px-3 py-2">{row.property?.title ?? "—"}</td>
                  <td className="px-3 py-2">{TRANSACTION_STATUS_LABELS[row.status]}</td>
                  <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                    {money(row.kind === "refund" ? -row.grossMinor : row.grossMinor, row.currency)}
                  </td>
                  <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                    {row.supplierMinor === 0 ? "—" : money(row.supplierMinor, row.currency)}
                  </td>
                  {!supplierView && (
                    <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                      {row.platformMinor === 0 ? "—" : money(row.platformMinor, row.currency)}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <PageLinks page={data.page} pages={data.pages} href={(page) => `/dashboard/transactions${transactionsQuery({ ...filters, page })}`} />
    </div>
  );
}
