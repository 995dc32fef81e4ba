import Link from "next/link";
import { formatMoney } from "@/lib/money";
import { generalQuery } from "../filters";
import type { GeneralFilters, GeneralPaymentRow, GeneralTotals } from "../payments";
import { GENERAL_COUNTER_ACCOUNT_LABELS, GENERAL_COUNTER_ACCOUNTS, GENERAL_CURRENCIES } from "../rules";
import { GeneralPaymentForm, ReversePaymentButton } from "./general-forms";
import { PageLinks } from "@/components/ui/page-links";
import { controlClassDense } from "@/components/ui/styles";
const money = (amountMinor: number, currency: string) =>
  formatMoney({ amountMinor, currency }, { exact: true, currencyDisplay: "code" });
const SHORT_ACCOUNT = {
  deposits_held: "Deposits held",
  "expense:general": "General expense",
  "revenue:other": "Other income",
} as const;

export interface GeneralPaymentsViewProps {
  data: { rows: GeneralPaymentRow[]; total: number; page: number; pages: number; totals: GeneralTotals[] };
  filters: GeneralFilters;
  today: string;
}

/** The general payments page: record one, filters, totals per currency, the list with reversals. */
export function GeneralPaymentsView({ data, filters, today }: GeneralPaymentsViewProps) {
  return (
    <div className="space-y-5">
      <section
        aria-labelledby="general-record-heading"
        className="space-y-3 rounded-2xl border border-line bg-white p-4 sm:p-5"
      >
        <h2 id="general-record-heading" className="text-base font-semibold">
          Record a payment
        </h2>
        <p className="text-sm text-muted">
          Money in or out of the bank that is not a booking&apos;s: a security deposit received, a vendor paid, other
          income.
        </p>
        <GeneralPaymentForm today={today} />
      </section>

      <form
        method="get"
        action="/dashboard/generalpayment"
        aria-label="Filter payments"
        className="grid gap-3 rounded-2xl border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-5"
      >
        <label className="space-y-1 text-sm font-medium">
          <span className="block">From month</span>
          <input type="month" name="from" defaultValue={filters.from} className={controlClassDense} />
        </label>
        <label className="space-y-1 text-sm font-medium">
          <span className="block">To month</span>
          <input type="month" name="to" defaultValue={filters.to} className={controlClassDense} />
        </label>
        <label className="space-y-1 text-sm font-medium">
          <span className="block">Direction</span>
          <select name="direction" defaultValue={filters.direction ?? ""} className={controlClassDense}>
            <option value="">In and out</option>
            <option value="in">Money in</option>
            <option value="out">Money out</option>
          </select>
        </label>
        <label className="space-y-1 text-sm font-medium">
          <span className="block">Counter-account</span>
          <select name="account" defaultValue={filters.counterAccount ?? ""} className={controlClassDense}>
            <option value="">All accounts</option>
            {GENERAL_COUNTER_ACCOUNTS.map((account) => (
              <option key={account} value={account}>
                {SHORT_ACCOUNT[account]}
              </option>
            ))}
          </select>
        </label>
        <label className="space-y-1 text-sm font-medium">
          <span className="block">Currency</span>
          <select name="currency" defaultValue={filters.currency ?? ""} className={controlClassDense}>
            <option value="">All currencies</option>
            {GENERAL_CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </label>
        <div className="flex items-end gap-2 lg:col-span-5">
          <button
            type="submit"
            className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
          >
            Apply
          </button>
          <Link
            href="/dashboard/generalpayment"
            className="rounded-lg border border-line px-4 py-2 text-sm hover:bg-brand-50"
          >
            Clear
          </Link>
        </div>
      </form>

      <section aria-labelledby="general-totals-heading" className="rounded-2xl border border-line bg-white p-4">
        <h2 id="general-totals-heading" className="text-base font-semibold">
          Totals
        </h2>
        <p className="text-sm text-muted" role="status">
          {data.total === 0
            ? "No payments match these filters."
            : `${data.total.toLocaleString("en")} ${data.total === 1 ? "payment" : "payments"} from ${filters.from} to ${filters.to}; reversed payments are not counted in the totals.`}
        </p>
        {data.totals.length > 0 && (
          <div className="mt-3 overflow-x-auto">
            <table className="w-full min-w-[28rem] text-sm" data-testid="general-totals">
              <thead className="text-left text-muted">
                <tr>
                  <th className="py-1 pr-4 font-medium">Currency</th>
                  <th className="py-1 pr-4 text-right font-medium">Money in</th>
                  <th className="py-1 pr-4 text-right font-medium">Money out</th>
                  <th className="py-1 text-right font-medium">Net</th>
                </tr>
              </thead>
              <tbody>
                {data.totals.map((total) => (
                  <tr key={total.currency} className="border-t border-line">
                    <td className="py-1.5 pr-4 font-medium">{total.currency}</td>
                    <td className="py-1.5 pr-4 text-right tabular-nums">{money(total.inMinor, total.currency)}</td>
                    <td className="py-1.5 pr-4 text-right tabular-nums">{money(total.outMinor, total.currency)}</td>
                    <td className="py-1.5 text-right tabular-nums">{money(total.netMinor, total.currency)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      {data.rows.length > 0 && (
        <div className="overflow-x-auto rounded-2xl border border-line bg-white">
          <table className="w-full min-w-[56rem] text-sm" aria-label="General payments">
            <thead className="bg-brand-50 text-left text-muted">
              <tr>
                <th className="px-3 py-2 font-medium">Date</th>
                <th className="px-3 py-2 font-medium">Direction</th>
                <th className="px-3 py-2 font-medium">Counterparty</th>
                <th className="px-3 py-2 font-medium">Account</th>
                <th className="px-3 py-2 text-right font-medium">Amount</th>
                <th className="px-3 py-2 font-medium">Reference and note</th>
                <th className="px-3 py-2 font-medium">Status</th>
              </tr>
            </thead>
            <tbody>
              {data.rows.map((row) => (
                <tr
                  key={row.id}
                  className={`border-t border-line align-top ${row.reversal ? "text-muted" : ""}`}
                  data-testid="general-row"
                >
                  <td className="whitespace-nowrap px-3 py-2 tabular-nums">{row.paidOn}</td>
                  <td className="px-3 py-2">{row.direction === "in" ? "Money in" : "Money out"}</td>
                  <td className="px-3 py-2">
                    {row.counterparty}
                    <span className="block text-xs text-muted">Recorded by {row.recordedBy || "—"}</span>
                  </td>
                  <td className="px-3 py-2" title={GENERAL_COUNTER_ACCOUNT_LABELS[row.counterAccount]}>
                    {SHORT_ACCOUNT[row.counterAccount]}
                  </td>
                  <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                    {money(row.direction === "in" ? row.amountMinor : -row.amountMinor, row.currency)}
                  </td>
                  <td className="max-w-[16rem] px-3 py-2">
                    {row.reference || "—"}
                    {row.note && <span className="block text-xs text-muted">{row.note}</span>}
                  </td>
                  <td className="px-3 py-2">
                    {row.reversal ? (
                      <span>
                        <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-medium text-red-800">
                          Reversed
                        </span>
                        <span className="block text-xs">
                          {row.reversal.at.slice(0, 10)} by {row.reversal.by}
                          {row.reversal.reason ? `: ${row.reversal.reason}` : ""}
                        </span>
                      </span>
                    ) : (
                      <ReversePaymentButton
                        paymentId={row.id}
                        label={`the payment ${row.direction === "in" ? "from" : "to"} ${row.counterparty} of ${money(row.amountMinor, row.currency)}`}
                      />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <PageLinks page={data.page} pages={data.pages} href={(page) => `/dashboard/generalpayment${generalQuery({ ...filters, page })}`} />
    </div>
  );
}
