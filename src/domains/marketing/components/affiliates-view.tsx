import { DataTable, type DataColumn } from "@/components/ui/data-table";
import { formatMoney } from "@/lib/money";
import type { AffiliateMonth, AffiliateSummary } from "../affiliate-queries";
import { PayoutStatusBadge } from "@/components/payouts/payout-status-badge";
import { AFFILIATE_PAYOUT_STATUS_LABELS } from "../payout-lifecycle";
import { AffiliateActiveButton, NewAffiliateForm, PrepareStatementButton, StatementActions } from "./affiliate-forms";
import { formatMonth, formatNumber } from "@/lib/format";

const monthName = (month: string) => formatMonth(month, "en");
// "12.5%": as many decimals as the rate has, up to two (formatPercent always writes the same number of them).
const percent = (basisPoints: number) => `${formatNumber(basisPoints / 100, "en", { maximumFractionDigits: 2 })}%`;

const affiliateColumns: DataColumn<AffiliateSummary>[] = [
  {
    id: "affiliate",
    header: "Affiliate",
    cell: (affiliate) => (
      <>
        <span className="font-medium">{affiliate.name}</span>
        {!affiliate.active && (
          <span className="ml-2 rounded-full bg-amber-50 px-2 py-0.5 text-xs text-amber-900">Off</span>
        )}
        <span className="block text-muted">{affiliate.contactEmail}</span>
      </>
    ),
  },
  {
    id: "link",
    header: "Tracking link",
    className: "font-mono text-xs",
    value: (affiliate) => `?aff=${affiliate.code}`,
  },
  {
    id: "clicks",
    header: "Clicks",
    align: "right",
    className: "tabular-nums",
    value: (affiliate) => affiliate.clicks,
    cellProps: () => ({ "data-label": "clicks" }),
  },
  {
    id: "conversions",
    header: "Conversions",
    align: "right",
    className: "tabular-nums",
    value: (affiliate) => affiliate.conversions,
    cellProps: () => ({ "data-label": "conversions" }),
  },
  { id: "commission", header: "Commission", value: (affiliate) => percent(affiliate.commissionBasisPoints) },
  {
    id: "actions",
    header: "Actions",
    hideHeader: true,
    cell: (affiliate) => <AffiliateActiveButton id={affiliate.id} name={affiliate.name} active={affiliate.active} />,
  },
];

function monthColumns(names: Map<string, string>, currentMonth: string, mayPay: boolean): DataColumn<AffiliateMonth>[] {
  return [
    { id: "month", header: "Month", className: "whitespace-nowrap", value: (row) => monthName(row.month) },
    { id: "affiliate", header: "Affiliate", value: (row) => names.get(row.affiliateId) },
    { id: "bookings", header: "Bookings", align: "right", className: "tabular-nums", value: (row) => row.conversions },
    {
      id: "revenue",
      header: "Room revenue",
      align: "right",
      className: "whitespace-nowrap tabular-nums",
      value: (row) => formatMoney({ amountMinor: row.roomRevenueMinor, currency: row.currency }),
    },
    {
      id: "owed",
      header: "Commission owed",
      align: "right",
      className: "whitespace-nowrap font-medium tabular-nums",
      value: (row) => formatMoney({ amountMinor: row.commissionMinor, currency: row.currency }, { exact: true }),
    },
    {
      id: "paid",
      header: "Statement",
      cell: (row) => {
        const label = `${monthName(row.month)} ${row.currency} for ${names.get(row.affiliateId) ?? "this affiliate"}`;
        const statement = row.statement;
        if (!statement)
          return row.month.slice(0, 7) < currentMonth ? (
            <PrepareStatementButton
              affiliateId={row.affiliateId}
              month={row.month.slice(0, 7)}
              currency={row.currency}
              label={label}
            />
          ) : (
            <span className="text-muted">Month not ended</span>
          );
        const amount = formatMoney({ amountMinor: statement.amountMinor, currency: row.currency }, { exact: true });
        return (
          <div className="space-y-2" data-testid="affiliate-statement" data-status={statement.status}>
            <div className="flex flex-wrap items-center gap-2">
              <PayoutStatusBadge status={statement.status} label={AFFILIATE_PAYOUT_STATUS_LABELS[statement.status]} />
              {row.paid && (
                <span>
                  {formatMoney({ amountMinor: row.paid.amountMinor, currency: row.currency }, { exact: true })} paid{" "}
                  <span className="text-muted">· {row.paid.reference}</span>
                </span>
              )}
              <a
                href={`/dashboard/affiliates/payouts/${statement.id}/pdf`}
                className="text-brand-700 underline"
                download
              >
                PDF
              </a>
            </div>
            {statement.amountMinor !== row.commissionMinor && (
              <span className="block text-xs text-amber-800">
                Bookings changed after the statement: the difference is settled next time.
              </span>
            )}
            {statement.status !== "paid" && !mayPay && (
              <span className="block text-xs text-muted">Finance approves and pays it.</span>
            )}
            {statement.status !== "paid" && mayPay && (
              <StatementActions id={statement.id} status={statement.status} amount={amount} label={label} />
            )}
          </div>
        );
      },
    },
  ];
}

/** /dashboard/affiliates: partners and their codes, clicks and conversions, and commission owed per month. */
export function AffiliatesView({
  affiliates,
  months,
  defaultBasisPoints,
  currentMonth,
  mayPay,
}: {
  affiliates: AffiliateSummary[];
  months: AffiliateMonth[];
  defaultBasisPoints: number;
  currentMonth: string;
  /** Whether the viewer approves and pays statements (finance); marketing only prepares them. */
  mayPay: boolean;
}) {
  const names = new Map(affiliates.map((affiliate) => [affiliate.id, affiliate.name]));
  return (
    <div className="space-y-6">
      <section aria-labelledby="affiliates-heading" className="space-y-3">
        <h2 id="affiliates-heading" className="text-lg font-semibold">
          Affiliate partners
        </h2>
        <DataTable
          label="Affiliates with their clicks and conversions"
          columns={affiliateColumns}
          rows={affiliates}
          rowKey={(affiliate) => affiliate.id}
          rowProps={(affiliate) => ({ "data-affiliate": affiliate.code })}
          empty={{ title: "No affiliates yet. Add the first one below." }}
        />
      </section>

      <section aria-labelledby="commission-heading" className="space-y-3">
        <h2 id="commission-heading" className="text-lg font-semibold">
          Commission by month
        </h2>
        <p className="text-sm text-muted">
          Bookings count while they are confirmed, checked in or completed. Once a month has ended, prepare its
          statement; finance approves it and marks it paid with the transfer&apos;s reference.
        </p>
        <DataTable
          label="Commission owed per affiliate and month"
          columns={monthColumns(names, currentMonth, mayPay)}
          rows={months}
          rowKey={(row) => `${row.affiliateId}-${row.month}-${row.currency}`}
          rowProps={(row) => ({ "data-commission-month": `${row.affiliateId}-${row.month}-${row.currency}` })}
          empty={{ title: "No bookings have come from affiliates yet." }}
        />
      </section>

      <NewAffiliateForm commissionPercent={percent(defaultBasisPoints)} />
    </div>
  );
}
