import Link from "next/link";
import { PageLinks } from "@/components/ui/page-links";
import { formatMoney } from "@/lib/money";
import type { DistributionRow } from "../distribution-run";
import { OFFERING_STATUS_LABELS } from "../lifecycle";
import type { OfferingRow, SubscriptionRow } from "../offerings";
import { REMAINDER_RULE } from "../split";
import { DistributionRunner, NewOfferingForm, OfferingStatusButton } from "./admin-forms";

const money = (amountMinor: number, currency: string) =>
  formatMoney({ amountMinor, currency }, { exact: true, currencyDisplay: "code" });
const card = "rounded-2xl border border-line bg-white p-4";

export interface InvestorsViewProps {
  offerings: OfferingRow[];
  properties: { id: string; title: string; city: string; currency: string }[];
  defaultSharePercent: number;
  selected: { offering: OfferingRow; rows: SubscriptionRow[]; total: number; page: number; pageSize: number } | null;
  distributions: DistributionRow[];
  defaultMonth: string;
}

/** /dashboard/investors: every offering, a new one, and the chosen one's subscriptions and distributions. */
export function InvestorsView({
  offerings,
  properties,
  defaultSharePercent,
  selected,
  distributions,
  defaultMonth,
}: InvestorsViewProps) {
  return (
    <div className="space-y-6">
      <section aria-labelledby="offerings-heading" className={card}>
        <h2 id="offerings-heading" className="mb-3 text-lg font-semibold">
          Offerings
        </h2>
        {offerings.length === 0 ? (
          <p className="text-muted" role="status">
            No offerings yet. Make the first one below.
          </p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[48rem] text-sm" data-testid="offerings">
              <thead className="text-left text-muted">
                <tr>
                  <th className="px-3 py-2 font-medium">Property</th>
                  <th className="px-3 py-2 font-medium">Status</th>
                  <th className="px-3 py-2 text-right font-medium">Units sold</th>
                  <th className="px-3 py-2 text-right font-medium">Unit price</th>
                  <th className="px-3 py-2 text-right font-medium">Investors&apos; share</th>
                  <th className="px-3 py-2 text-right font-medium">Raised</th>
                  <th className="px-3 py-2 text-right font-medium">Holders</th>
                </tr>
              </thead>
              <tbody>
                {offerings.map((offering) => (
                  <tr
                    key={offering.id}
                    className={`border-t border-line ${selected?.offering.id === offering.id ? "bg-brand-50" : ""}`}
                  >
                    <td className="px-3 py-2">
                      <Link
                        href={`/dashboard/investors?offering=${offering.id}`}
                        className="font-medium text-brand-700 underline-offset-2 hover:underline"
                      >
                        {offering.propertyTitle}
                      </Link>
                      <span className="block text-xs text-muted">{offering.city}</span>
                    </td>
                    <td className="px-3 py-2">{OFFERING_STATUS_LABELS[offering.status]}</td>
                    <td className="px-3 py-2 text-right tabular-nums">
                      {offering.unitsPaid} / {offering.unitsIssued}
                    </td>
                    <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                      {money(offering.unitPriceMinor, offering.currency)}
                    </td>
                    <td className="px-3 py-2 text-right tabular-nums">{offering.investorShareBasisPoints / 100}%</td>
                    <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                      {money(offering.raisedMinor, offering.currency)}
                    </td>
                    <td className="px-3 py-2 text-right tabular-nums">{offering.holders}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      {selected && <OfferingDetail selected={selected} distributions={distributions} defaultMonth={defaultMonth} />}

      <section aria-labelledby="new-offering-heading" className={card}>
        <h2 id="new-offering-heading" className="mb-3 text-lg font-semibold">
          New offering
        </h2>
        <NewOfferingForm properties={properties} defaultSharePercent={defaultSharePercent} />
      </section>
    </div>
  );
}

function OfferingDetail({
  selected,
  distributions,
  defaultMonth,
}: {
  selected: NonNullable<InvestorsViewProps["selected"]>;
  distributions: DistributionRow[];
  defaultMonth: string;
}) {
  const { offering, rows, total, page, pageSize } = selected;
  return (
    <section aria-labelledby="offering-heading" className={`${card} space-y-5`} data-testid="offering-detail">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="offering-heading" className="text-lg font-semibold">
            {offering.propertyTitle}
          </h2>
          <p className="text-sm text-muted">
            {OFFERING_STATUS_LABELS[offering.status]} · {offering.unitsPaid} of {offering.unitsIssued} units paid
            {offering.unitsSold > offering.unitsPaid
              ? ` (${offering.unitsSold - offering.unitsPaid} being paid)`
              : ""}{" "}
            · {money(offering.unitPriceMinor, offering.currency)} a unit · {offering.investorShareBasisPoints / 100}% of
            net operating income to investors
          </p>
          {offering.summary && <p className="mt-1 text-sm">{offering.summary}</p>}
        </div>
        <div className="flex gap-2">
          {offering.status === "draft" && (
            <OfferingStatusButton offeringId={offering.id} event="open" label="Open for sale" />
          )}
          {offering.status !== "closed" && (
            <OfferingStatusButton offeringId={offering.id} event="close" label="Close offering" />
          )}
        </div>
      </div>

      <div className="space-y-2">
        <h3 className="font-semibold">Subscriptions</h3>
        {rows.length === 0 ? (
          <p className="text-sm text-muted" role="status">
            Nobody has bought units yet.
          </p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[40rem] text-sm" data-testid="subscriptions">
              <thead className="text-left text-muted">
                <tr>
                  <th className="px-3 py-2 font-medium">Date</th>
                  <th className="px-3 py-2 font-medium">Investor</th>
                  <th className="px-3 py-2 text-right font-medium">Units</th>
                  <th className="px-3 py-2 text-right font-medium">Amount</th>
                  <th className="px-3 py-2 font-medium">Payment</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id} className="border-t border-line">
                    <td className="whitespace-nowrap px-3 py-2">{row.createdAt.slice(0, 10)}</td>
                    <td className="px-3 py-2">
                      {row.investorName} <span className="text-muted">({row.investorEmail})</span>
                    </td>
                    <td className="px-3 py-2 text-right tabular-nums">{row.units}</td>
                    <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                      {money(row.amountMinor, row.currency)}
                    </td>
                    <td className="px-3 py-2">
                      {row.status === "paid" ? "Paid" : row.status === "failed" ? "Failed" : "Being paid"}
                      {row.cardLast4 ? <span className="text-muted"> · card •••• {row.cardLast4}</span> : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <PageLinks
          page={page}
          pages={Math.ceil(total / pageSize)}
          href={(next) => `/dashboard/investors?offering=${offering.id}&page=${next}`}
        />
      </div>

      <div className="space-y-2">
        <h3 className="font-semibold">Monthly distributions</h3>
        {offering.status === "draft" ? (
          <p className="text-sm text-muted">Open the offering first: a draft has no holders.</p>
        ) : (
          <DistributionRunner offeringId={offering.id} defaultMonth={defaultMonth} remainderRule={REMAINDER_RULE} />
        )}
        {distributions.length > 0 && (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[36rem] text-sm" data-testid="distributions">
              <caption className="sr-only">Posted distributions</caption>
              <thead className="text-left text-muted">
                <tr>
                  <th className="px-3 py-2 font-medium">Month</th>
                  <th className="px-3 py-2 text-right font-medium">Net operating income</th>
                  <th className="px-3 py-2 text-right font-medium">Distributed</th>
                  <th className="px-3 py-2 text-right font-medium">Units held</th>
                  <th className="px-3 py-2 text-right font-medium">Holders</th>
                </tr>
              </thead>
              <tbody>
                {distributions.map((row) => (
                  <tr key={row.id} className="border-t border-line">
                    <td className="px-3 py-2">{row.month}</td>
                    <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                      {money(row.netIncomeMinor, row.currency)}
                    </td>
                    <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                      {money(row.distributedMinor, row.currency)}
                    </td>
                    <td className="px-3 py-2 text-right tabular-nums">{row.unitsHeld}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{row.holders}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </section>
  );
}
