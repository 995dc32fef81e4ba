import Link from "next/link";
import { useTranslations } from "next-intl";
import { DataTable, type DataColumn } from "@/components/ui/data-table";
import { FiguresTable } from "@/components/ui/figures-table";
import { formatMoney } from "@/lib/money";
import { settlementLineText } from "../documents";
import { monthLabel } from "../figures";
import type { FoundSettlement } from "../queries";
import { SettlementActions } from "./settlement-actions";
import { StatusBadge } from "./settlements-view";

type Line = FoundSettlement["lines"][number];

type Words = ReturnType<typeof useTranslations<"dashboardAccounts.settlements.detail">>;

function lineColumns(t: Words, currency: string): DataColumn<Line>[] {
  const figures = "whitespace-nowrap tabular-nums";
  const orDash = (amountMinor: number, shown: number) => (amountMinor === 0 ? "—" : money(shown, currency));
  return [
    { id: "kind", header: t("columns.kind"), value: (line) => t(`lineKinds.${line.kind}`) },
    { id: "what", header: t("columns.what"), value: (line) => settlementLineText(line) || "—" },
    { id: "property", header: t("columns.property"), value: (line) => line.propertyTitle ?? "—" },
    {
      id: "date",
      header: t("columns.date"),
      className: figures,
      value: (line) => line.checkOut ?? line.at.slice(0, 10),
    },
    {
      id: "gross",
      header: t("columns.gross"),
      align: "right",
      className: figures,
      value: (line) => orDash(line.grossMinor, line.grossMinor),
    },
    {
      id: "fee",
      header: t("columns.fee"),
      align: "right",
      className: figures,
      value: (line) => orDash(line.feeMinor, -line.feeMinor),
    },
    {
      id: "refunds",
      header: t("columns.refunds"),
      align: "right",
      className: figures,
      value: (line) => orDash(line.refundsMinor + line.opexMinor, -(line.refundsMinor + line.opexMinor)),
    },
    {
      id: "payable",
      header: t("columns.payable"),
      align: "right",
      className: figures,
      value: (line) => money(line.payableMinor, currency),
    },
  ];
}

const money = (amountMinor: number, currency: string) =>
  formatMoney({ amountMinor, currency }, { exact: true, currencyDisplay: "code" });

/** One settlement: its figures, what may be done next, and its lines per booking entry and expense. */
export function SettlementDetail({
  found,
  canManage,
  basePath = "/dashboard/settlements",
}: {
  found: FoundSettlement;
  canManage: boolean;
  basePath?: string;
}) {
  const t = useTranslations("dashboardAccounts.settlements.detail");
  const { settlement, lines, commissionInvoice } = found;
  const currency = settlement.currency;
  const figures: [string, number][] = [
    [t("gross"), settlement.grossMinor],
    [t("refunds"), -settlement.refundsMinor],
    [t("commission"), -settlement.commissionMinor],
    [t("managementFee"), -settlement.managementFeeMinor],
    [t("opex"), -settlement.opexMinor],
  ];
  return (
    <div className="space-y-5">
      <Link href={basePath} className="text-sm text-brand-700 hover:underline">
        {t("all")}
      </Link>
      <section aria-labelledby="settlement-heading" className="space-y-3 rounded-2xl border border-line bg-white p-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="settlement-heading" className="text-lg font-semibold">
            {settlement.number}
          </h2>
          <a
            href={`/dashboard/settlements/${settlement.id}/pdf`}
            className="rounded-lg border border-line px-4 py-2 text-sm hover:bg-brand-50"
            download
          >
            {t("pdf")}
          </a>
        </div>
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-muted">{t("supplier")}</dt>
          <dd>{settlement.organisationName}</dd>
          <dt className="text-muted">{t("period")}</dt>
          <dd>
            {t("periodValue", {
              month: monthLabel(settlement.month),
              start: settlement.periodStart,
              end: settlement.periodEnd,
            })}
          </dd>
          <dt className="text-muted">{t("status")}</dt>
          <dd data-testid="settlement-status">
            <StatusBadge status={settlement.status} />
            {settlement.paidAt && (
              <span className="ml-2">
                {t("paid", { day: settlement.paidAt.slice(0, 10), reference: settlement.paymentReference ?? "" })}
              </span>
            )}
            {settlement.status === "approved" && settlement.approvedAt && (
              <span className="ml-2">{t("approved", { day: settlement.approvedAt.slice(0, 10) })}</span>
            )}
          </dd>
          {commissionInvoice && (
            <>
              <dt className="text-muted">{t("commissionInvoice")}</dt>
              <dd>
                <Link
                  href={`/dashboard/invoices?id=${commissionInvoice.id}`}
                  className="text-brand-700 hover:underline"
                >
                  {commissionInvoice.number}
                </Link>
              </dd>
            </>
          )}
        </dl>
        <FiguresTable
          caption={t("figures")}
          density="compact"
          ruled
          className="max-w-lg"
          rows={[
            ...figures.map(([label, amount]) => ({ key: label, label, figures: [money(amount, currency)] })),
            {
              key: "net",
              label: t("net"),
              emphasis: "total" as const,
              figures: [money(settlement.netMinor, currency)],
              figureProps: [{ "data-testid": "settlement-net" }],
            },
          ]}
        />
      </section>

      {canManage && (
        <SettlementActions
          basePath={basePath}
          id={settlement.id}
          number={settlement.number}
          status={settlement.status}
          netMinor={settlement.netMinor}
          currency={currency}
        />
      )}

      <section aria-labelledby="lines-heading" className="space-y-2">
        <h2 id="lines-heading" className="text-base font-semibold">
          {t("lines", { count: lines.length })}
        </h2>
        <DataTable
          label={t("linesTable")}
          columns={lineColumns(t, currency)}
          rows={lines}
          rowKey={(line) => line.entryId}
          rowProps={() => ({ "data-testid": "settlement-line" })}
          empty={null}
          minWidth="min-w-[52rem]"
        />
      </section>
    </div>
  );
}
