import Link from "next/link";
import type { RunView } from "@/lib/runs";
import { DataTable, tableHref, type DataColumn } from "@/components/ui/data-table";
import { formatMoney } from "@/lib/money";
import type { DistributionRow } from "../distribution-run";
import { OFFERING_STATUS_LABELS } from "../lifecycle";
import type { OfferingRow, SubscriptionRow } from "../offerings";
import { REMAINDER_RULE } from "../split";
import { DistributionRunner, NewOfferingForm, OfferingStatusButton } from "./admin-forms";
import { EmptyState } from "@/components/ui/empty-state";
import { plural } from "@/lib/plural";

const money = (amountMinor: number, currency: string) =>
  formatMoney({ amountMinor, currency }, { exact: true, currencyDisplay: "code" });
const card = "rounded-2xl border border-line bg-white p-4";

const figures = "whitespace-nowrap tabular-nums";

const offeringColumns: DataColumn<OfferingRow>[] = [
  {
    id: "property",
    header: "Property",
    cell: (offering) => (
      <>
        <Link
          href={`/dashboard/investors?offering=${offering.id}`}
          className="font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          {offering.propertyTitle}
        </Link>
        <span className="block text-xs text-muted">{offering.city}</span>
      </>
    ),
  },
  { id: "status", header: "Status", value: (offering) => OFFERING_STATUS_LABELS[offering.status] },
  {
    id: "sold",
    header: "Units sold",
    align: "right",
    className: "tabular-nums",
    value: (offering) => `${offering.unitsPaid} / ${offering.unitsIssued}`,
  },
  {
    id: "price",
    header: "Unit price",
    align: "right",
    className: figures,
    value: (offering) => money(offering.unitPriceMinor, offering.currency),
  },
  {
    id: "share",
    header: "Investors' share",
    align: "right",
    className: "tabular-nums",
    value: (offering) => `${offering.investorShareBasisPoints / 100}%`,
  },
  {
    id: "raised",
    header: "Raised",
    align: "right",
    className: figures,
    value: (offering) => money(offering.raisedMinor, offering.currency),
  },
  {
    id: "holders",
    header: "Holders",
    align: "right",
    className: "tabular-nums",
    value: (offering) => offering.holders,
  },
];

const subscriptionColumns: DataColumn<SubscriptionRow>[] = [
  { id: "date", header: "Date", className: "whitespace-nowrap", value: (row) => row.createdAt.slice(0, 10) },
  {
    id: "investor",
    header: "Investor",
    cell: (row) => (
      <>
        {row.investorName} <span className="text-muted">({row.investorEmail})</span>
      </>
    ),
  },
  { id: "units", header: "Units", align: "right", className: "tabular-nums", value: (row) => row.units },
  {
    id: "amount",
    header: "Amount",
    align: "right",
    className: figures,
    value: (row) => money(row.amountMinor, row.currency),
  },
  {
    id: "payment",
    header: "Payment",
    cell: (row) => (
      <>
        {row.status === "paid" ? "Paid" : row.status === "failed" ? "Failed" : "Being paid"}
        {row.cardLast4 ? <span className="text-muted"> · card •••• {row.cardLast4}</span> : null}
      </>
    ),
  },
];

const distributionColumns: DataColumn<DistributionRow>[] = [
  { id: "month", header: "Month", value: (row) => row.month },
  {
    id: "income",
    header: "Net operating income",
    align: "right",
    className: figures,
    value: (row) => money(row.netIncomeMinor, row.currency),
  },
  {
    id: "distributed",
    header: "Distributed",
    align: "right",
    className: figures,
    value: (row) => money(row.distributedMinor, row.currency),
  },
  { id: "units", header: "Units held", align: "right", className: "tabular-nums", value: (row) => row.unitsHeld },
  { id: "holders", header: "Holders", align: "right", className: "tabular-nums", value: (row) => row.holders },
];

export interface InvestorsViewProps {
  offerings: OfferingRow[];
  properties: { id: string; title: string; city: string; currency: string }[];
  defaultSharePercent: number;
  selected: { offering: OfferingRow; rows: SubscriptionRow[]; total: number; page: number; pageSize: number } | null;
  distributions: DistributionRow[];
  defaultMonth: string;
  /** The viewer's latest distribution run of the selected offering (followed while it goes). */
  lastDistributionRun?: RunView | null;
}

/** /dashboard/investors: every offering, a new one, and the chosen one's subscriptions and distributions. */
export function InvestorsView({
  offerings,
  properties,
  defaultSharePercent,
  selected,
  distributions,
  defaultMonth,
  lastDistributionRun = null,
}: InvestorsViewProps) {
  return (
    <div className="space-y-6">
      <section aria-labelledby="offerings-heading" className={card}>
        <h2 id="offerings-heading" className="mb-3 text-lg font-semibold">
          Offerings
        </h2>
        <DataTable
          plain
          testId="offerings"
          label="Offerings"
          columns={offeringColumns}
          rows={offerings}
          rowKey={(offering) => offering.id}
          rowProps={(offering) => ({ className: selected?.offering.id === offering.id ? "bg-brand-50" : undefined })}
          empty={<EmptyState role="status" title="No offerings yet." description="Make the first one below." />}
          minWidth="min-w-[48rem]"
        />
      </section>

      {selected && (
        <OfferingDetail
          selected={selected}
          distributions={distributions}
          defaultMonth={defaultMonth}
          lastRun={lastDistributionRun}
        />
      )}

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
  lastRun,
}: {
  selected: NonNullable<InvestorsViewProps["selected"]>;
  distributions: DistributionRow[];
  defaultMonth: string;
  lastRun: RunView | null;
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
            {OFFERING_STATUS_LABELS[offering.status]} · {offering.unitsPaid} of{" "}
            {plural(offering.unitsIssued, { one: "unit paid", other: "units paid" })}
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
        <DataTable
          plain
          testId="subscriptions"
          label="Subscriptions"
          columns={subscriptionColumns}
          rows={rows}
          rowKey={(row) => row.id}
          empty={<EmptyState size="inline" role="status" title="Nobody has bought units yet." />}
          href={(state) => tableHref("/dashboard/investors", { offering: offering.id }, state)}
          pagination={{ page, pages: Math.ceil(total / pageSize) }}
          minWidth="min-w-[40rem]"
        />
      </div>

      <div className="space-y-2">
        <h3 className="font-semibold">Monthly distributions</h3>
        {offering.status === "draft" ? (
          <p className="text-sm text-muted">Open the offering first: a draft has no holders.</p>
        ) : (
          <DistributionRunner
            offeringId={offering.id}
            defaultMonth={defaultMonth}
            remainderRule={REMAINDER_RULE}
            lastRun={lastRun}
          />
        )}
        <DataTable
          plain
          testId="distributions"
          label="Posted distributions"
          columns={distributionColumns}
          rows={distributions}
          rowKey={(row) => row.id}
          empty={null}
          minWidth="min-w-[36rem]"
        />
      </div>
    </section>
  );
}
