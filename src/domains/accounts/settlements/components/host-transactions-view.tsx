import { PageLinks } from "@/components/ui/page-links";
import Link from "next/link";
import { formatMoney } from "@/lib/money";
import { hostTransactionsQuery } from "../filters";
import {
  PAYOUT_STATUS_LABELS,
  PAYOUT_STATUSES,
  type HostTotals,
  type HostTransactionFilters,
  type HostTransactionRow,
} from "../host-transactions";
import { controlClassDense } from "@/components/ui/styles";
const money = (amountMinor: number, currency: string) =>
  formatMoney({ amountMinor, currency }, { exact: true, currencyDisplay: "code" });

function PayoutStatus({ row, linkSettlements }: { row: HostTransactionRow; linkSettlements: boolean }) {
  if (!row.settlement) return <span className="text-muted">{PAYOUT_STATUS_LABELS.unsettled}</span>;
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
        <span className="font-medium text-green-800">Paid</span> on {row.settlement.paidAt?.slice(0, 10)} · ref{" "}
        {row.settlement.paymentReference} · {number}
      </span>
    );
  }
  return (
    <span>
      In settlement {number} ({row.payoutStatus === "draft" ? "draft" : "approved"})
    </span>
  );
}

export interface HostTransactionsViewProps {
  data: { rows: HostTransactionRow[]; total: number; page: number; pages: number; totals: HostTotals[] };
  filters: HostTransactionFilters;
  /** Whether the viewer may open the settlements page (links to the settlement). */
  linkSettlements: boolean;
  showSupplier: boolean;
}

/** Transactions (Host): earnings per booking with their payout status, totals per currency, CSV. */
export function HostTransactionsView({ data, filters, linkSettlements, showSupplier }: HostTransactionsViewProps) {
  const { page: _page, ...withoutPage } = filters;
  return (
    <div className="space-y-5">
      <form
        method="get"
        action="/dashboard/hostTransactions"
        aria-label="Filter host transactions"
        className="grid gap-3 rounded-2xl border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        <label className="space-y-1 text-sm font-medium">
          <span className="block">Check-out from</span>
          <input type="date" name="from" defaultValue={filters.from ?? ""} className={controlClassDense} />
        </label>
        <label className="space-y-1 text-sm font-medium">
          <span className="block">Check-out to</span>
          <input type="date" name="to" defaultValue={filters.to ?? ""} className={controlClassDense} />
        </label>
        <label className="space-y-1 text-sm font-medium">
          <span className="block">Payout status</span>
          <select name="status" defaultValue={filters.status ?? ""} className={controlClassDense}>
            <option value="">All</option>
            {PAYOUT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {PAYOUT_STATUS_LABELS[status]}
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
            href="/dashboard/hostTransactions"
            className="rounded-lg border border-line px-4 py-2 text-sm hover:bg-brand-50"
          >
            Clear
          </Link>
          <a
            href={`/dashboard/hostTransactions/export${hostTransactionsQuery(withoutPage)}`}
            className="rounded-lg border border-line px-4 py-2 text-sm hover:bg-brand-50"
            download
          >
            Export CSV
          </a>
        </div>
      </form>

      <section aria-labelledby="host-totals-heading" className="rounded-2xl border border-line bg-white p-4">
        <h2 id="host-totals-heading" className="text-base font-semibold">
          Totals
        </h2>
        <p className="text-sm text-muted" role="status">
          {data.total === 0
            ? "No bookings match these filters."
            : `${data.total.toLocaleString("en")} ${data.total === 1 ? "booking" : "bookings"}`}
        </p>
        {data.totals.length > 0 && (
          <div className="overflow-x-auto">
            <table className="mt-3 w-full min-w-[36rem] text-sm" data-testid="host-totals">
              <thead className="text-left text-muted">
                <tr>
                  <th className="py-1 pr-4 font-medium">Currency</th>
                  <th className="py-1 pr-4 text-right font-medium">Gross</th>
                  <th className="py-1 pr-4 text-right font-medium">Commission</th>
                  <th className="py-1 pr-4 text-right font-medium">Refunds</th>
                  <th className="py-1 pr-4 text-right font-medium">Net</th>
                  <th className="py-1 text-right font-medium">Of which paid out</th>
                </tr>
              </thead>
              <tbody>
                {data.totals.map((total) => (
                  <tr key={total.currency} className="border-t border-line">
                    <td className="py-1.5 pr-4 font-medium">{total.currency}</td>
                    <td className="py-1.5 pr-4 text-right tabular-nums">{money(total.grossMinor, total.currency)}</td>
                    <td className="py-1.5 pr-4 text-right tabular-nums">
                      {money(-total.commissionMinor, total.currency)}
                    </td>
                    <td className="py-1.5 pr-4 text-right tabular-nums">
                      {money(-total.refundsMinor, total.currency)}
                    </td>
                    <td className="py-1.5 pr-4 text-right font-medium tabular-nums">
                      {money(total.netMinor, total.currency)}
                    </td>
                    <td className="py-1.5 text-right tabular-nums">{money(total.paidMinor, total.currency)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      {data.rows.length > 0 && (
        <div className="overflow-x-auto rounded-2xl border border-line bg-white">
          <table className="w-full min-w-[64rem] text-sm" aria-label="Host transactions">
            <thead className="bg-brand-50 text-left text-muted">
              <tr>
                <th className="px-3 py-2 font-medium">Booking</th>
                <th className="px-3 py-2 font-medium">Guest</th>
                <th className="px-3 py-2 font-medium">Stay</th>
                <th className="px-3 py-2 font-medium">Property</th>
                <th className="px-3 py-2 text-right font-medium">Gross</th>
                <th className="px-3 py-2 text-right font-medium">Commission</th>
                <th className="px-3 py-2 text-right font-medium">Net</th>
                <th className="px-3 py-2 font-medium">Payout</th>
              </tr>
            </thead>
            <tbody>
              {data.rows.map((row) => (
                <tr key={row.bookingId} className="border-t border-line" data-testid="host-transaction-row">
                  <td className="whitespace-nowrap px-3 py-2 font-medium">
                    {row.reference}
                    {row.bookingStatus === "cancelled" || row.bookingStatus === "no_show" ? (
                      <span className="ml-1 text-xs text-muted">({row.bookingStatus.replace("_", "-")})</span>
                    ) : null}
                  </td>
                  <td className="px-3 py-2">{row.guestName}</td>
                  <td className="whitespace-nowrap px-3 py-2 tabular-nums">
                    {row.checkIn} → {row.checkOut}
                  </td>
                  <td className="px-3 py-2">
                    {row.propertyTitle}
                    {showSupplier && <span className="block text-xs text-muted">{row.organisationName}</span>}
                  </td>
                  <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                    {money(row.grossMinor, row.currency)}
                    {row.refundsMinor !== 0 && (
                      <span className="block text-xs text-muted">refunded {money(row.refundsMinor, row.currency)}</span>
                    )}
                  </td>
                  <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                    {money(-row.commissionMinor, row.currency)}
                  </td>
                  <td className="whitespace-nowrap px-3 py-2 text-right font-medium tabular-nums">
                    {money(row.netMinor, row.currency)}
                  </td>
                  <td className="px-3 py-2" data-testid="payout-status">
                    <PayoutStatus row={row} linkSettlements={linkSettlements} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <PageLinks page={data.page} pages={data.pages} href={(page) => `/dashboard/hostTransactions${hostTransactionsQuery({ ...filters, page })}`} />
    </div>
  );
}
