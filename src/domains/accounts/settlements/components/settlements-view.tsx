import Link from "next/link";
import { formatMoney } from "@/lib/money";
import { monthLabel } from "../figures";
import { settlementsQuery } from "../filters";
import { SETTLEMENT_STATUS_LABELS, SETTLEMENT_STATUSES, type SettlementFilters, type SettlementRow } from "../queries";
import { CreateSettlementsForm } from "./settlement-actions";
import { PageLinks } from "@/components/ui/page-links";
import { controlClassDense } from "@/components/ui/styles";
const money = (amountMinor: number, currency: string) =>
  formatMoney({ amountMinor, currency }, { exact: true, currencyDisplay: "code" });

export function StatusBadge({ status }: { status: SettlementRow["status"] }) {
  const tone =
    status === "paid"
      ? "bg-green-50 text-green-800"
      : status === "approved"
        ? "bg-brand-50 text-brand-800"
        : "bg-amber-50 text-amber-800";
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${tone}`}>{SETTLEMENT_STATUS_LABELS[status]}</span>
  );
}

export interface SettlementsViewProps {
  data: { rows: SettlementRow[]; total: number; page: number; pages: number };
  filters: SettlementFilters;
  canManage: boolean;
  supplierView: boolean;
  /** The month proposed for a run (last month) and the latest one allowed. */
  lastMonth: string;
  /** The page the list is on: /dashboard/settlements, or accountants' /dashboard/management/payouts. */
  basePath?: string;
}

/** The settlements page: the month's run (staff), filters, the list and pages. */
export function SettlementsView({ data, filters, canManage, supplierView, lastMonth, basePath = "/dashboard/settlements" }: SettlementsViewProps) {
  return (
    <div className="space-y-5">
      {canManage && <CreateSettlementsForm defaultMonth={lastMonth} maxMonth={lastMonth} basePath={basePath} />}
      {supplierView && (
        <p className="rounded-2xl border border-line bg-white p-4 text-sm text-muted">
          Your payout statements, one per month and currency: the stays that checked out that month, less our commission
          or management fee, refunds and any expenses charged to you. When expenses and refunds are above earnings,
          nothing is paid that month and the balance is carried into the next statement.
        </p>
      )}
      <form
        method="get"
        action={basePath}
        aria-label="Filter settlements"
        className="flex flex-wrap items-end gap-3 rounded-2xl border border-line bg-white p-4"
      >
        <label className="space-y-1 text-sm font-medium">
          <span className="block">Month</span>
          <input type="month" name="month" defaultValue={filters.month ?? ""} className={controlClassDense} />
        </label>
        <label className="space-y-1 text-sm font-medium">
          <span className="block">Status</span>
          <select name="status" defaultValue={filters.status ?? ""} className={controlClassDense}>
            <option value="">All statuses</option>
            {SETTLEMENT_STATUSES.filter((status) => !supplierView || status !== "draft").map((status) => (
              <option key={status} value={status}>
                {SETTLEMENT_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </label>
        <button
          type="submit"
          className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
        >
          Apply
        </button>
        <Link
          href={basePath}
          className="rounded-lg border border-line px-4 py-2 text-sm hover:bg-brand-50"
        >
          Clear
        </Link>
      </form>

      <p className="text-sm text-muted" role="status">
        {data.total === 0
          ? "No settlements match these filters."
          : `${data.total.toLocaleString("en")} ${data.total === 1 ? "settlement" : "settlements"}`}
      </p>

      {data.rows.length > 0 && (
        <div className="overflow-x-auto rounded-2xl border border-line bg-white">
          <table className="w-full min-w-[56rem] text-sm" aria-label="Settlements">
            <thead className="bg-brand-50 text-left text-muted">
              <tr>
                <th className="px-3 py-2 font-medium">Settlement</th>
                <th className="px-3 py-2 font-medium">Month</th>
                {!supplierView && <th className="px-3 py-2 font-medium">Supplier</th>}
                <th className="px-3 py-2 font-medium">Status</th>
                <th className="px-3 py-2 text-right font-medium">Gross</th>
                <th className="px-3 py-2 text-right font-medium">Fees</th>
                <th className="px-3 py-2 text-right font-medium">Refunds</th>
                <th className="px-3 py-2 text-right font-medium">Opex</th>
                <th className="px-3 py-2 text-right font-medium">Net payable</th>
              </tr>
            </thead>
            <tbody>
              {data.rows.map((row) => (
                <tr key={row.id} className="border-t border-line" data-testid="settlement-row">
                  <td className="whitespace-nowrap px-3 py-2">
                    <Link
                      href={`${basePath}?id=${row.id}`}
                      className="font-medium text-brand-700 underline-offset-2 hover:underline"
                    >
                      {row.number}
                    </Link>
                  </td>
                  <td className="whitespace-nowrap px-3 py-2">{monthLabel(row.month)}</td>
                  {!supplierView && <td className="px-3 py-2">{row.organisationName}</td>}
                  <td className="px-3 py-2">
                    <StatusBadge status={row.status} />
                    {row.paidAt && <span className="ml-2 text-xs text-muted">{row.paidAt.slice(0, 10)}</span>}
                  </td>
                  <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                    {money(row.grossMinor, row.currency)}
                  </td>
                  <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                    {money(-(row.commissionMinor + row.managementFeeMinor), row.currency)}
                  </td>
                  <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                    {row.refundsMinor === 0 ? "—" : money(-row.refundsMinor, row.currency)}
                  </td>
                  <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                    {row.opexMinor === 0 ? "—" : money(-row.opexMinor, row.currency)}
                  </td>
                  <td className="whitespace-nowrap px-3 py-2 text-right font-medium tabular-nums">
                    {money(row.netMinor, row.currency)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <PageLinks page={data.page} pages={data.pages} href={(page) => `${basePath}${settlementsQuery({ ...filters, page })}`} />
    </div>
  );
}
