import Link from "next/link";
import { PayoutStatusBadge } from "@/components/payouts/payout-status-badge";
import { DataTable, type DataColumn } from "@/components/ui/data-table";
import { formatMonth } from "@/lib/format";
import { formatMoney } from "@/lib/money";
import { plural } from "@/lib/plural";
import { INVESTOR_PAYOUT_STATUS_LABELS, type InvestorPayoutStatus } from "../payout-lifecycle";
import type { InvestorPayoutRow, InvestorPayoutStatement } from "../payouts";
import { InvestorPayoutActions, PrepareInvestorPayoutsForm } from "./investor-payout-actions";

const money = (amountMinor: number, currency: string) =>
  formatMoney({ amountMinor, currency }, { exact: true, currencyDisplay: "code" });
const figures = "whitespace-nowrap tabular-nums";

function StatusBadge({ status }: { status: InvestorPayoutStatus }) {
  return <PayoutStatusBadge status={status} label={INVESTOR_PAYOUT_STATUS_LABELS[status]} />;
}

/** Where a payout's PDF is: finance's page and the investor's portfolio each have a route (same document). */
export type PayoutPdfHref = (id: string) => string;

function payoutColumns(detailHref: (id: string) => string, pdfHref: PayoutPdfHref, finance: boolean) {
  const columns: DataColumn<InvestorPayoutRow>[] = [
    {
      id: "through",
      header: "Through",
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
    columns.push({ id: "investor", header: "Investor", value: (row) => `${row.holderName} · ${row.holderEmail}` });
  columns.push(
    { id: "items", header: "Distributions", align: "right", className: figures, value: (row) => String(row.items) },
    {
      id: "amount",
      header: "Amount",
      align: "right",
      className: figures,
      value: (row) => money(row.amountMinor, row.currency),
      cellProps: () => ({ "data-testid": "payout-amount" }),
    },
    {
      id: "status",
      header: "Status",
      cell: (row) => <StatusBadge status={row.status} />,
      value: (row) => row.status,
    },
    {
      id: "paid",
      header: "Paid",
      value: (row) => (row.paidAt ? `${row.paidAt.slice(0, 10)} · ${row.reference}` : "—"),
    },
    {
      id: "pdf",
      header: "Statement",
      hideHeader: true,
      cell: (row) => (
        <a href={pdfHref(row.id)} className="text-brand-700 hover:underline" download>
          PDF
        </a>
      ),
      value: () => "PDF",
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
  const pages = Math.max(1, Math.ceil(data.total / pageSize));
  return (
    <div className="space-y-5">
      <PrepareInvestorPayoutsForm defaultMonth={defaultMonth} />
      <p className="text-sm text-muted" role="status">
        {data.total === 0
          ? "No investor payouts yet."
          : plural(data.total, { one: "investor payout", other: "investor payouts" })}
      </p>
      <DataTable
        label="Investor payouts"
        columns={payoutColumns((id) => `${basePath}?id=${id}`, pdfHref, true)}
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
  return (
    <section aria-labelledby="my-payouts-heading" className="space-y-2">
      <h2 id="my-payouts-heading" className="text-lg font-semibold">
        Your payouts
      </h2>
      <DataTable
        labelledBy="my-payouts-heading"
        label="Your payouts"
        columns={payoutColumns(() => "", pdfHref, false)}
        rows={rows}
        rowKey={(row) => row.id}
        rowProps={() => ({ "data-testid": "my-payout-row" })}
        empty={{
          title: "No payouts yet",
          description: "Your monthly distributions are paid to your bank account once finance has approved them.",
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
  const { payout, lines, bank } = statement;
  return (
    <div className="space-y-5">
      <Link href={basePath} className="text-sm text-brand-700 hover:underline">
        ← All investor payouts
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
            Download PDF
          </a>
        </div>
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-muted">Investor</dt>
          <dd>{payout.holderEmail}</dd>
          <dt className="text-muted">Distributions through</dt>
          <dd>{formatMonth(payout.throughMonth, "en")}</dd>
          <dt className="text-muted">Bank account</dt>
          <dd>{bank ? `${bank.bankName} ${bank.accountMasked}` : "None on file: ask the investor to add one"}</dd>
          <dt className="text-muted">Status</dt>
          <dd data-testid="payout-status">
            <StatusBadge status={payout.status} />
            {payout.paidAt && (
              <span className="ml-2">
                Paid on {payout.paidAt.slice(0, 10)}, reference {payout.reference}
              </span>
            )}
            {payout.status === "approved" && payout.approvedAt && (
              <span className="ml-2">Approved on {payout.approvedAt.slice(0, 10)}, payment to follow</span>
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
          Distributions ({lines.length})
        </h2>
        <DataTable
          labelledBy="payout-lines-heading"
          label="Distributions"
          columns={[
            { id: "month", header: "Month", value: (line) => formatMonth(line.month, "en") },
            { id: "property", header: "Property", value: (line) => line.property },
            { id: "units", header: "Units", align: "right", className: figures, value: (line) => String(line.units) },
            {
              id: "amount",
              header: "Amount",
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
