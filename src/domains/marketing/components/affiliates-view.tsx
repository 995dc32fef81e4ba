import { formatMoney } from "@/lib/money";
import type { AffiliateMonth, AffiliateSummary } from "../affiliate-queries";
import { AffiliateActiveButton, MarkPaidForm, NewAffiliateForm } from "./affiliate-forms";

const monthName = (month: string) =>
  new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${month}T00:00:00Z`),
  );
const percent = (basisPoints: number) =>
  `${(basisPoints / 100).toLocaleString("en-GB", { maximumFractionDigits: 2 })}%`;

/** /dashboard/affiliates: partners and their codes, clicks and conversions, and commission owed per month. */
export function AffiliatesView({
  affiliates,
  months,
  defaultBasisPoints,
  currentMonth,
}: {
  affiliates: AffiliateSummary[];
  months: AffiliateMonth[];
  defaultBasisPoints: number;
  currentMonth: string;
}) {
  const names = new Map(affiliates.map((affiliate) => [affiliate.id, affiliate.name]));
  return (
    <div className="space-y-6">
      <section aria-labelledby="affiliates-heading" className="space-y-3">
        <h2 id="affiliates-heading" className="text-lg font-semibold">
          Affiliate partners
        </h2>
        {affiliates.length === 0 ? (
          <p className="rounded-2xl border border-line bg-white p-6 text-muted">
            No affiliates yet. Add the first one below.
          </p>
        ) : (
          <div className="overflow-x-auto rounded-2xl border border-line bg-white">
            <table className="w-full text-left text-sm">
              <thead className="border-b border-line text-muted">
                <tr>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Affiliate
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Tracking link
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-medium">
                    Clicks
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-medium">
                    Conversions
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Commission
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {affiliates.map((affiliate) => (
                  <tr key={affiliate.id} className="border-b border-line last:border-0" data-affiliate={affiliate.code}>
                    <td className="px-4 py-3">
                      <span className="font-medium">{affiliate.name}</span>
                      {!affiliate.active && (
                        <span className="ml-2 rounded-full bg-amber-50 px-2 py-0.5 text-xs text-amber-900">Off</span>
                      )}
                      <span className="block text-muted">{affiliate.contactEmail}</span>
                    </td>
                    <td className="px-4 py-3 font-mono text-xs">?aff={affiliate.code}</td>
                    <td className="px-4 py-3 text-right tabular-nums" data-label="clicks">
                      {affiliate.clicks}
                    </td>
                    <td className="px-4 py-3 text-right tabular-nums" data-label="conversions">
                      {affiliate.conversions}
                    </td>
                    <td className="px-4 py-3">{percent(affiliate.commissionBasisPoints)}</td>
                    <td className="px-4 py-3">
                      <AffiliateActiveButton id={affiliate.id} name={affiliate.name} active={affiliate.active} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section aria-labelledby="commission-heading" className="space-y-3">
        <h2 id="commission-heading" className="text-lg font-semibold">
          Commission by month
        </h2>
        <p className="text-sm text-muted">
          Bookings count while they are confirmed, checked in or completed; a month can be paid once it has ended.
        </p>
        {months.length === 0 ? (
          <p className="rounded-2xl border border-line bg-white p-6 text-muted">
            No bookings have come from affiliates yet.
          </p>
        ) : (
          <div className="overflow-x-auto rounded-2xl border border-line bg-white">
            <table className="w-full text-left text-sm">
              <thead className="border-b border-line text-muted">
                <tr>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Month
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Affiliate
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-medium">
                    Bookings
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-medium">
                    Room revenue
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-medium">
                    Commission owed
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Paid
                  </th>
                </tr>
              </thead>
              <tbody>
                {months.map((row) => {
                  const label = `${monthName(row.month)} ${row.currency} for ${names.get(row.affiliateId) ?? "this affiliate"}`;
                  return (
                    <tr
                      key={`${row.affiliateId}-${row.month}-${row.currency}`}
                      className="border-b border-line last:border-0"
                    >
                      <td className="whitespace-nowrap px-4 py-3">{monthName(row.month)}</td>
                      <td className="px-4 py-3">{names.get(row.affiliateId)}</td>
                      <td className="px-4 py-3 text-right tabular-nums">{row.conversions}</td>
                      <td className="whitespace-nowrap px-4 py-3 text-right tabular-nums">
                        {formatMoney({ amountMinor: row.roomRevenueMinor, currency: row.currency })}
                      </td>
                      <td className="whitespace-nowrap px-4 py-3 text-right font-medium tabular-nums">
                        {formatMoney({ amountMinor: row.commissionMinor, currency: row.currency }, { exact: true })}
                      </td>
                      <td className="px-4 py-3">
                        {row.paid ? (
                          <span>
                            {formatMoney(
                              { amountMinor: row.paid.amountMinor, currency: row.currency },
                              { exact: true },
                            )}{" "}
                            paid <span className="text-muted">· {row.paid.reference}</span>
                            {row.paid.amountMinor !== row.commissionMinor && (
                              <span className="block text-xs text-amber-800">
                                Bookings changed after payment: the difference is settled next time.
                              </span>
                            )}
                          </span>
                        ) : row.month.slice(0, 7) < currentMonth ? (
                          <MarkPaidForm
                            affiliateId={row.affiliateId}
                            month={row.month.slice(0, 7)}
                            currency={row.currency}
                            label={label}
                          />
                        ) : (
                          <span className="text-muted">Month not ended</span>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <NewAffiliateForm commissionPercent={percent(defaultBasisPoints)} />
    </div>
  );
}
