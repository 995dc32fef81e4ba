import { useTranslations } from "next-intl";
import { DataTable, type DataColumn } from "@/components/ui/data-table";
import { formatMoney } from "@/lib/money";
import type { AffiliateMonth, AffiliateSummary } from "../affiliate-queries";
import { PayoutStatusBadge } from "@/components/payouts/payout-status-badge";
import { AffiliateActiveButton, NewAffiliateForm, PrepareStatementButton, StatementActions } from "./affiliate-forms";
import { formatMonth, formatNumber } from "@/lib/format";

const monthName = (month: string) => formatMonth(month, "en");
// "12.5%": as many decimals as the rate has, up to two (formatPercent always writes the same number of them).
const percent = (basisPoints: number) => `${formatNumber(basisPoints / 100, "en", { maximumFractionDigits: 2 })}%`;

type Words = ReturnType<typeof useTranslations<"dashboardMarketing.affiliates">>;

const affiliateColumns = (t: Words): DataColumn<AffiliateSummary>[] => [
  {
    id: "affiliate",
    header: t("columns.affiliate"),
    cell: (affiliate) => (
      <>
        <span className="font-medium">{affiliate.name}</span>
        {!affiliate.active && (
          <span className="ml-2 rounded-full bg-amber-50 px-2 py-0.5 text-xs text-amber-900">{t("off")}</span>
        )}
        <span className="block text-muted">{affiliate.contactEmail}</span>
      </>
    ),
  },
  {
    id: "link",
    header: t("columns.link"),
    className: "font-mono text-xs",
    value: (affiliate) => `?aff=${affiliate.code}`,
  },
  {
    id: "clicks",
    header: t("columns.clicks"),
    align: "right",
    className: "tabular-nums",
    value: (affiliate) => affiliate.clicks,
    cellProps: () => ({ "data-label": "clicks" }),
  },
  {
    id: "conversions",
    header: t("columns.conversions"),
    align: "right",
    className: "tabular-nums",
    value: (affiliate) => affiliate.conversions,
    cellProps: () => ({ "data-label": "conversions" }),
  },
  { id: "commission", header: t("columns.commission"), value: (affiliate) => percent(affiliate.commissionBasisPoints) },
  {
    id: "actions",
    header: t("columns.actions"),
    hideHeader: true,
    cell: (affiliate) => <AffiliateActiveButton id={affiliate.id} name={affiliate.name} active={affiliate.active} />,
  },
];

function monthColumns(
  t: Words,
  names: Map<string, string>,
  currentMonth: string,
  mayPay: boolean,
): DataColumn<AffiliateMonth>[] {
  return [
    { id: "month", header: t("columns.month"), className: "whitespace-nowrap", value: (row) => monthName(row.month) },
    { id: "affiliate", header: t("columns.affiliate"), value: (row) => names.get(row.affiliateId) },
    {
      id: "bookings",
      header: t("columns.bookings"),
      align: "right",
      className: "tabular-nums",
      value: (row) => row.conversions,
    },
    {
      id: "revenue",
      header: t("columns.revenue"),
      align: "right",
      className: "whitespace-nowrap tabular-nums",
      value: (row) => formatMoney({ amountMinor: row.roomRevenueMinor, currency: row.currency }),
    },
    {
      id: "owed",
      header: t("columns.owed"),
      align: "right",
      className: "whitespace-nowrap font-medium tabular-nums",
      value: (row) => formatMoney({ amountMinor: row.commissionMinor, currency: row.currency }, { exact: true }),
    },
    {
      id: "paid",
      header: t("columns.statement"),
      cell: (row) => {
        const label = t("statementLabel", {
          month: monthName(row.month),
          currency: row.currency,
          name: names.get(row.affiliateId) ?? t("thisAffiliate"),
        });
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
            <span className="text-muted">{t("monthNotEnded")}</span>
          );
        const amount = formatMoney({ amountMinor: statement.amountMinor, currency: row.currency }, { exact: true });
        return (
          <div className="space-y-2" data-testid="affiliate-statement" data-status={statement.status}>
            <div className="flex flex-wrap items-center gap-2">
              <PayoutStatusBadge status={statement.status} label={t(`statuses.${statement.status}`)} />
              {row.paid && (
                <span>
                  {t("paid", {
                    amount: formatMoney({ amountMinor: row.paid.amountMinor, currency: row.currency }, { exact: true }),
                  })}{" "}
                  <span className="text-muted">· {row.paid.reference}</span>
                </span>
              )}
              <a
                href={`/dashboard/affiliates/payouts/${statement.id}/pdf`}
                className="text-brand-700 underline"
                download
              >
                {t("pdf")}
              </a>
            </div>
            {statement.amountMinor !== row.commissionMinor && (
              <span className="block text-xs text-amber-800">{t("changed")}</span>
            )}
            {statement.status !== "paid" && !mayPay && (
              <span className="block text-xs text-muted">{t("financePays")}</span>
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
  const t = useTranslations("dashboardMarketing.affiliates");
  const names = new Map(affiliates.map((affiliate) => [affiliate.id, affiliate.name]));
  return (
    <div className="space-y-6">
      <section aria-labelledby="affiliates-heading" className="space-y-3">
        <h2 id="affiliates-heading" className="text-lg font-semibold">
          {t("partnersHeading")}
        </h2>
        <DataTable
          label={t("partnersTable")}
          columns={affiliateColumns(t)}
          rows={affiliates}
          rowKey={(affiliate) => affiliate.id}
          rowProps={(affiliate) => ({ "data-affiliate": affiliate.code })}
          empty={{ title: t("noAffiliates") }}
        />
      </section>

      <section aria-labelledby="commission-heading" className="space-y-3">
        <h2 id="commission-heading" className="text-lg font-semibold">
          {t("commissionHeading")}
        </h2>
        <p className="text-sm text-muted">{t("commissionIntro")}</p>
        <DataTable
          label={t("commissionTable")}
          columns={monthColumns(t, names, currentMonth, mayPay)}
          rows={months}
          rowKey={(row) => `${row.affiliateId}-${row.month}-${row.currency}`}
          rowProps={(row) => ({ "data-commission-month": `${row.affiliateId}-${row.month}-${row.currency}` })}
          empty={{ title: t("noBookings") }}
        />
      </section>

      <NewAffiliateForm commissionPercent={percent(defaultBasisPoints)} />
    </div>
  );
}
