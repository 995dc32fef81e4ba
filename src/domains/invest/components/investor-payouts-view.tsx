import Link from "next/link";
import { useTranslations } from "next-intl";
import { PayoutStatusBadge } from "@/components/payouts/payout-status-badge";
import { DataTable, type DataColumn } from "@/components/ui/data-table";
import { formatMonth } from "@/lib/format";
import { formatMoney } from "@/lib/money";
import type { InvestorPayoutStatus } from "../payout-lifecycle";
import type { InvestorPayoutRow, InvestorPayoutStatement } from "../payouts";
import { InvestorPayoutActions, PrepareInvestorPayoutsForm } from "./investor-payout-actions";

const money = (amountMinor: number, currency: string) =>
  formatMoney({ amountMinor, currency }, { exact: true, currencyDisplay: "code" });
const figures = "whitespace-nowrap tabular-nums";

function StatusBadge({ status }: { status: InvestorPayoutStatus }) {
  const t = useTranslations("dashboardInvest.statuses");
  return <PayoutStatusBadge status={status} label={t(status)} />;
}

/** Where a payout's PDF is: finance's page and the investor's portfolio each have a route (same document). */
export type PayoutPdfHref = (id: string) => string;

type Words = ReturnType<typeof useTranslations<"dashboardInvest.payouts">>;

function payoutColumns(t: Words, detailHref: (id: string) => string, pdfHref: PayoutPdfHref, finance: boolean) {
  const columns: DataColumn<InvestorPayoutRow>[] = [
    {
      id: "through",
      header: t("columns.through"),
      rowHeader: true,
      cell: (row) =>
        finance ? (
          <Link href={detailHref(row.id)} className="font-medium text-brand-700 hover:underline">
            {formatMonth(row.throughMonth, "en")}
          </Link>
        ) : (
          formatMonth(row.throughMonth, "en")
        ),
      value: (row) => row.throughMonth,
    },
  ];
  if (finance)
    columns.push({
      id: "investor",
      header: t("columns.investor"),
      value: (row) => `${row.holderName} · ${row.holderEmail}`,
    });
  columns.push(
    { id: "items", header: t("columns.items"), align: "right", className: figures, value: (row) => String(row.items) },
    {
      id: "amount",
      header: t("columns.amount"),
      align: "right",
      className: figures,
      value: (row) => money(row.amountMinor, row.currency),
      cellProps: () => ({ "data-testid": "payout-amount" }),
    },
    {
      id: "status",
      header: t("columns.status"),
      cell: (row) => <StatusBadge status={row.status} />,
      value: (row) => row.status,
    },
    {
      id: "paid",
      header: t("columns.paid"),
      value: (row) => (row.paidAt ? `${row.paidAt.slice(0, 10)} · ${row.reference}` : "—"),
    },
    {
      id: "pdf",
      header: t("columns.pdf"),
      hideHeader: true,
      cell: (row) => (
        <a href={pdfHref(row.id)} className="text-brand-700 hover:underline" download>
          {t("pdf")}
        </a>
      ),
      value: () => t("pdf"),
    },
  );
  return columns;
}

/** Finance's investor payouts: prepare, then the list (newest first) with a page per payout. */
export function InvestorPayoutsView({
  data,
  page,
  pageSize,
  defaultMonth,
  basePath,
  pdfHref,
}: {
  data: { rows: InvestorPayoutRow[]; total: number };
  page: number;
  pageSize: number;
  defaultMonth: string;
  basePath: string;
  pdfHref: PayoutPdfHref;
}) {
  const t = useTranslations("dashboardInvest.payouts");
  const pages = Math.max(1, Math.ceil(data.total / pageSize));
  return (
    <div className="space-y-5">
      <PrepareInvestorPayoutsForm defaultMonth={defaultMonth} />
      <p className="text-sm text-muted" role="status">
        {data.total === 0 ? t("none") : t("count", { count: data.total })}
      </p>
      <DataTable
        label={t("table")}
        columns={payoutColumns(t, (id) => `${basePath}?id=${id}`, pdfHref, true)}
        rows={data.rows}
        rowKey={(row) => row.id}
        rowProps={() => ({ "data-testid": "investor-payout-row" })}
        empty={null}
        href={(state) => (state.page && state.page > 1 ? `${basePath}?page=${state.page}` : basePath)}
        pagination={{ page, pages }}
        minWidth="min-w-[52rem]"
      />
    </div>
  );
}

/** An investor's own payouts (approved: on its way; paid: with the transfer's reference), with their PDFs. */
export function HolderPayoutsList({ rows, pdfHref }: { rows: InvestorPayoutRow[]; pdfHref: PayoutPdfHref }) {
  const t = useTranslations("dashboardInvest.payouts");
  return (
    <section aria-labelledby="my-payouts-heading" className="space-y-2">
      <h2 id="my-payouts-heading" className="text-lg font-semibold">
        {t("yours")}
      </h2>
      <DataTable
        labelledBy="my-payouts-heading"
        label={t("yours")}
        columns={payoutColumns(t, () => "", pdfHref, false)}
        rows={rows}
        rowKey={(row) => row.id}
        rowProps={() => ({ "data-testid": "my-payout-row" })}
        empty={{
          title: t("noneYours"),
          description: t("noneYoursDescription"),
        }}
      />
    </section>
  );
}

/** One payout for finance: who, how much, where to, what it pays, and what may be done next. */
export function InvestorPayoutDetail({
  statement,
  basePath,
  pdfHref,
}: {
  statement: InvestorPayoutStatement;
  basePath: string;
  pdfHref: PayoutPdfHref;
}) {
  const t = useTranslations("dashboardInvest.payouts");
  const { payout, lines, bank } = statement;
  return (
    <div className="space-y-5">
      <Link href={basePath} className="text-sm text-brand-700 hover:underline">
        {t("all")}
      </Link>
      <section aria-labelledby="payout-heading" className="space-y-3 rounded-2xl border border-line bg-white p-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="payout-heading" className="text-lg font-semibold">
            {payout.holderName}: {money(payout.amountMinor, payout.currency)}
          </h2>
          <a
            href={pdfHref(payout.id)}
            className="rounded-lg border border-line px-4 py-2 text-sm hover:bg-brand-50"
            download
          >
            {t("download")}
          </a>
        </div>
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-muted">{t("investor")}</dt>
          <dd>{payout.holderEmail}</dd>
          <dt className="text-muted">{t("through")}</dt>
          <dd>{formatMonth(payout.throughMonth, "en")}</dd>
          <dt className="text-muted">{t("bankAccount")}</dt>
          <dd>{bank ? `${bank.bankName} ${bank.accountMasked}` : t("noBank")}</dd>
          <dt className="text-muted">{t("status")}</dt>
          <dd data-testid="payout-status">
            <StatusBadge status={payout.status} />
            {payout.paidAt && (
              <span className="ml-2">
                {t("paidOn", { day: payout.paidAt.slice(0, 10), reference: payout.reference ?? "" })}
              </span>
            )}
            {payout.status === "approved" && payout.approvedAt && (
              <span className="ml-2">{t("approvedOn", { day: payout.approvedAt.slice(0, 10) })}</span>
            )}
          </dd>
        </dl>
      </section>
      <InvestorPayoutActions
        id={payout.id}
        status={payout.status}
        amountMinor={payout.amountMinor}
        currency={payout.currency}
        holderName={payout.holderName}
        basePath={basePath}
      />
      <section aria-labelledby="payout-lines-heading" className="space-y-2">
        <h2 id="payout-lines-heading" className="text-base font-semibold">
          {t("lines", { count: String(lines.length) })}
        </h2>
        <DataTable
          labelledBy="payout-lines-heading"
          label={t("linesTable")}
          columns={[
            { id: "month", header: t("lineColumns.month"), value: (line) => formatMonth(line.month, "en") },
            { id: "property", header: t("lineColumns.property"), value: (line) => line.property },
            {
              id: "units",
              header: t("lineColumns.units"),
              align: "right",
              className: figures,
              value: (line) => String(line.units),
            },
            {
              id: "amount",
              header: t("lineColumns.amount"),
              align: "right",
              className: figures,
              value: (line) => money(line.amountMinor, payout.currency),
            },
          ]}
          rows={lines}
          rowKey={(line) => `${line.month}-${line.property}`}
          empty={null}
        />
      </section>
    </div>
  );
}
