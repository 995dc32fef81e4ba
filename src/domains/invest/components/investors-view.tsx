import Link from "next/link";
import { useTranslations } from "next-intl";
import type { RunView } from "@/lib/runs";
import { DataTable, tableHref, type DataColumn } from "@/components/ui/data-table";
import { formatMoney } from "@/lib/money";
import type { DistributionRow } from "../distribution-run";
import type { OfferingRow, SubscriptionRow } from "../offerings";
import { REMAINDER_RULE } from "../split";
import { DistributionRunner, NewOfferingForm, OfferingStatusButton } from "./admin-forms";
import { EmptyState } from "@/components/ui/empty-state";

const money = (amountMinor: number, currency: string) =>
  formatMoney({ amountMinor, currency }, { exact: true, currencyDisplay: "code" });
const card = "rounded-2xl border border-line bg-white p-4";

const figures = "whitespace-nowrap tabular-nums";

type Words = ReturnType<typeof useTranslations<"dashboardInvest">>;

const offeringColumns = (t: Words): DataColumn<OfferingRow>[] => [
  {
    id: "property",
    header: t("investors.columns.property"),
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
  {
    id: "status",
    header: t("investors.columns.status"),
    value: (offering) => t(`offeringStatuses.${offering.status}`),
  },
  {
    id: "sold",
    header: t("investors.columns.sold"),
    align: "right",
    className: "tabular-nums",
    value: (offering) => `${offering.unitsPaid} / ${offering.unitsIssued}`,
  },
  {
    id: "price",
    header: t("investors.columns.price"),
    align: "right",
    className: figures,
    value: (offering) => money(offering.unitPriceMinor, offering.currency),
  },
  {
    id: "share",
    header: t("investors.columns.share"),
    align: "right",
    className: "tabular-nums",
    value: (offering) => `${offering.investorShareBasisPoints / 100}%`,
  },
  {
    id: "raised",
    header: t("investors.columns.raised"),
    align: "right",
    className: figures,
    value: (offering) => money(offering.raisedMinor, offering.currency),
  },
  {
    id: "holders",
    header: t("investors.columns.holders"),
    align: "right",
    className: "tabular-nums",
    value: (offering) => offering.holders,
  },
];

const subscriptionColumns = (t: Words): DataColumn<SubscriptionRow>[] => [
  {
    id: "date",
    header: t("investors.columns.date"),
    className: "whitespace-nowrap",
    value: (row) => row.createdAt.slice(0, 10),
  },
  {
    id: "investor",
    header: t("investors.columns.investor"),
    cell: (row) => (
      <>
        {row.investorName} <span className="text-muted">({row.investorEmail})</span>
      </>
    ),
  },
  {
    id: "units",
    header: t("investors.columns.units"),
    align: "right",
    className: "tabular-nums",
    value: (row) => row.units,
  },
  {
    id: "amount",
    header: t("investors.columns.amount"),
    align: "right",
    className: figures,
    value: (row) => money(row.amountMinor, row.currency),
  },
  {
    id: "payment",
    header: t("investors.columns.payment"),
    cell: (row) => (
      <>
        {t(`investors.payments.${row.status === "paid" ? "paid" : row.status === "failed" ? "failed" : "pending"}`)}
        {row.cardLast4 ? <span className="text-muted">{t("investors.card", { last4: row.cardLast4 })}</span> : null}
      </>
    ),
  },
];

const distributionColumns = (t: Words): DataColumn<DistributionRow>[] => [
  { id: "month", header: t("investors.columns.month"), value: (row) => row.month },
  {
    id: "income",
    header: t("investors.columns.income"),
    align: "right",
    className: figures,
    value: (row) => money(row.netIncomeMinor, row.currency),
  },
  {
    id: "distributed",
    header: t("investors.columns.distributed"),
    align: "right",
    className: figures,
    value: (row) => money(row.distributedMinor, row.currency),
  },
  {
    id: "units",
    header: t("investors.columns.unitsHeld"),
    align: "right",
    className: "tabular-nums",
    value: (row) => row.unitsHeld,
  },
  {
    id: "holders",
    header: t("investors.columns.holders"),
    align: "right",
    className: "tabular-nums",
    value: (row) => row.holders,
  },
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
  const t = useTranslations("dashboardInvest");
  return (
    <div className="space-y-6">
      <section aria-labelledby="offerings-heading" className={card}>
        <h2 id="offerings-heading" className="mb-3 text-lg font-semibold">
          {t("investors.offerings")}
        </h2>
        <DataTable
          plain
          testId="offerings"
          label={t("investors.offerings")}
          columns={offeringColumns(t)}
          rows={offerings}
          rowKey={(offering) => offering.id}
          rowProps={(offering) => ({ className: selected?.offering.id === offering.id ? "bg-brand-50" : undefined })}
          empty={
            <EmptyState
              role="status"
              title={t("investors.noOfferings")}
              description={t("investors.noOfferingsDescription")}
            />
          }
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
          {t("investors.newOffering")}
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
  const t = useTranslations("dashboardInvest");
  const { offering, rows, total, page, pageSize } = selected;
  return (
    <section aria-labelledby="offering-heading" className={`${card} space-y-5`} data-testid="offering-detail">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="offering-heading" className="text-lg font-semibold">
            {offering.propertyTitle}
          </h2>
          <p className="text-sm text-muted">
            {t("investors.summary", {
              status: t(`offeringStatuses.${offering.status}`),
              paid: String(offering.unitsPaid),
              issued: offering.unitsIssued,
              beingPaid:
                offering.unitsSold > offering.unitsPaid
                  ? t("investors.beingPaid", { count: String(offering.unitsSold - offering.unitsPaid) })
                  : "",
              price: money(offering.unitPriceMinor, offering.currency),
              share: String(offering.investorShareBasisPoints / 100),
            })}
          </p>
          {offering.summary && <p className="mt-1 text-sm">{offering.summary}</p>}
        </div>
        <div className="flex gap-2">
          {offering.status === "draft" && (
            <OfferingStatusButton offeringId={offering.id} event="open" label={t("investors.open")} />
          )}
          {offering.status !== "closed" && (
            <OfferingStatusButton offeringId={offering.id} event="close" label={t("investors.close")} />
          )}
        </div>
      </div>

      <div className="space-y-2">
        <h3 className="font-semibold">{t("investors.subscriptions")}</h3>
        <DataTable
          plain
          testId="subscriptions"
          label={t("investors.subscriptions")}
          columns={subscriptionColumns(t)}
          rows={rows}
          rowKey={(row) => row.id}
          empty={<EmptyState size="inline" role="status" title={t("investors.noSubscriptions")} />}
          href={(state) => tableHref("/dashboard/investors", { offering: offering.id }, state)}
          pagination={{ page, pages: Math.ceil(total / pageSize) }}
          minWidth="min-w-[40rem]"
        />
      </div>

      <div className="space-y-2">
        <h3 className="font-semibold">{t("investors.monthly")}</h3>
        {offering.status === "draft" ? (
          <p className="text-sm text-muted">{t("investors.draftFirst")}</p>
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
          label={t("investors.posted")}
          columns={distributionColumns(t)}
          rows={distributions}
          rowKey={(row) => row.id}
          empty={null}
          minWidth="min-w-[36rem]"
        />
      </div>
    </section>
  );
}
