import Link from "next/link";
import { formatMoney } from "@/lib/money";
import { describePeriod, monthsOf, type MonthPeriod } from "../period";
import { statementQuery, type ManagementFeeRow } from "../queries";
import { controlClassDense } from "@/components/ui/styles";
const money = (amountMinor: number, currency: string) =>
  formatMoney({ amountMinor, currency }, { exact: true, currencyDisplay: "code" });

export interface ManagementViewProps {
  fees: ManagementFeeRow[];
  owners: { id: string; name: string; properties: number }[];
  period: MonthPeriod;
  /** The month whose owner statements are listed. */
  statementMonth: string;
}

/** Managed properties: management fees per owner and month, and each owner's statement for a month. */
export function ManagementView({ fees, owners, period, statementMonth }: ManagementViewProps) {
  const months = monthsOf(period);
  const rows = [
    ...new Map(
      fees.map((fee) => [
        `${fee.organisationId}|${fee.currency}`,
        { organisationId: fee.organisationId, name: fee.organisationName, currency: fee.currency },
      ]),
    ).values(),
  ];
  const feeOf = (organisationId: string, currency: string, month: string) =>
    fees.find((fee) => fee.organisationId === organisationId && fee.currency === currency && fee.month === month)
      ?.feeMinor ?? 0;
  const currencies = [...new Set(fees.map((fee) => fee.currency))].sort();
  const month = { from: statementMonth, to: statementMonth };
  return (
    <div className="space-y-5">
      <p className="rounded-2xl border border-line bg-white p-4 text-sm">
        <Link href="/dashboard/management/payouts" className="font-medium text-brand-700 hover:underline">
          Owners&apos; payouts (settlements) →
        </Link>{" "}
        <span className="text-muted">create the month&apos;s settlements, review, approve and mark them paid.</span>
      </p>
      <form
        method="get"
        action="/dashboard/management"
        aria-label="Choose the months"
        className="grid gap-3 rounded-2xl border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        <label className="space-y-1 text-sm font-medium">
          <span className="block">From month</span>
          <input type="month" name="from" defaultValue={period.from} className={controlClassDense} />
        </label>
        <label className="space-y-1 text-sm font-medium">
          <span className="block">To month</span>
          <input type="month" name="to" defaultValue={period.to} className={controlClassDense} />
        </label>
        <label className="space-y-1 text-sm font-medium">
          <span className="block">Owner statements for</span>
          <input type="month" name="month" defaultValue={statementMonth} className={controlClassDense} />
        </label>
        <div className="flex items-end">
          <button
            type="submit"
            className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
          >
            Apply
          </button>
        </div>
      </form>

      <section aria-labelledby="fees-heading" className="rounded-2xl border border-line bg-white">
        <h2 id="fees-heading" className="border-b border-line px-4 py-3 font-semibold">
          Management fees earned, {describePeriod(period)}
        </h2>
        {rows.length === 0 ? (
          <p className="p-4 text-sm text-muted" role="status">
            No management fees were earned in these months.
          </p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[40rem] text-sm" data-testid="management-fees">
              <thead className="text-left text-muted">
                <tr>
                  <th className="px-4 py-2 font-medium">Owner</th>
                  <th className="px-4 py-2 font-medium">Currency</th>
                  {months.map((month) => (
                    <th key={month} className="px-4 py-2 text-right font-medium">
                      {describePeriod({ from: month, to: month })}
                    </th>
                  ))}
                  <th className="px-4 py-2 text-right font-medium">Total</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={`${row.organisationId}|${row.currency}`} className="border-t border-line">
                    <th scope="row" className="px-4 py-2 text-left font-medium">
                      {row.name}
                    </th>
                    <td className="px-4 py-2">{row.currency}</td>
                    {months.map((month) => (
                      <td key={month} className="whitespace-nowrap px-4 py-2 text-right tabular-nums">
                        {money(feeOf(row.organisationId, row.currency, month), row.currency)}
                      </td>
                    ))}
                    <td className="whitespace-nowrap px-4 py-2 text-right font-semibold tabular-nums">
                      {money(
                        months.reduce((sum, month) => sum + feeOf(row.organisationId, row.currency, month), 0),
                        row.currency,
                      )}
                    </td>
                  </tr>
                ))}
                {currencies.map((currency) => (
                  <tr key={currency} className="border-t border-line bg-brand-50 font-semibold">
                    <th scope="row" className="px-4 py-2 text-left">
                      Total
                    </th>
                    <td className="px-4 py-2">{currency}</td>
                    {months.map((month) => (
                      <td key={month} className="whitespace-nowrap px-4 py-2 text-right tabular-nums">
                        {money(
                          fees
                            .filter((fee) => fee.currency === currency && fee.month === month)
                            .reduce((sum, fee) => sum + fee.feeMinor, 0),
                          currency,
                        )}
                      </td>
                    ))}
                    <td className="whitespace-nowrap px-4 py-2 text-right tabular-nums">
                      {money(
                        fees.filter((fee) => fee.currency === currency).reduce((sum, fee) => sum + fee.feeMinor, 0),
                        currency,
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section aria-labelledby="owners-heading" className="rounded-2xl border border-line bg-white">
        <h2 id="owners-heading" className="border-b border-line px-4 py-3 font-semibold">
          Owner statements, {describePeriod(month)}
        </h2>
        {owners.length === 0 ? (
          <p className="p-4 text-sm text-muted">No owner has managed properties.</p>
        ) : (
          <ul className="divide-y divide-line">
            {owners.map((owner) => {
              const query = statementQuery({ kind: "organisation", id: owner.id, managedOnly: true }, month);
              return (
                <li key={owner.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
                  <span>
                    <span className="font-medium">{owner.name}</span>
                    <span className="block text-xs text-muted">
                      {owner.properties} managed {owner.properties === 1 ? "property" : "properties"}
                    </span>
                  </span>
                  <span className="flex gap-2">
                    <Link
                      href={`/dashboard/incomestatement${query}`}
                      className="rounded-lg border border-line px-3 py-1.5 hover:bg-brand-50"
                      aria-label={`Statement of ${owner.name}`}
                    >
                      Statement
                    </Link>
                    <a
                      href={`/dashboard/incomestatement/pdf${query}`}
                      className="rounded-lg border border-line px-3 py-1.5 hover:bg-brand-50"
                      aria-label={`PDF statement of ${owner.name}`}
                      download
                    >
                      PDF
                    </a>
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
