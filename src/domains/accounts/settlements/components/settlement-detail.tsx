import Link from "next/link";
import { DataTable, type DataColumn } from "@/components/ui/data-table";
import { FiguresTable } from "@/components/ui/figures-table";
import { formatMoney } from "@/lib/money";
import { SETTLEMENT_LINE_LABELS, settlementLineText } from "../documents";
import { monthLabel } from "../figures";
import type { FoundSettlement } from "../queries";
import { SettlementActions } from "./settlement-actions";
import { StatusBadge } from "./settlements-view";

type Line = FoundSettlement["lines"][number];

function lineColumns(currency: string): DataColumn<Line>[] {
  const figures = "whitespace-nowrap tabular-nums";
  const orDash = (amountMinor: number, shown: number) => (amountMinor === 0 ? "—" : money(shown, currency));
  return [
    { id: "kind", header: "Line", value: (line) => SETTLEMENT_LINE_LABELS[line.kind] },
    { id: "what", header: "Booking or expense", value: (line) => settlementLineText(line) || "—" },
    { id: "property", header: "Property", value: (line) => line.propertyTitle ?? "—" },
    {
      id: "date",
      header: "Check-out or date",
      className: figures,
      value: (line) => line.checkOut ?? line.at.slice(0, 10),
    },
    {
      id: "gross",
      header: "Gross",
      align: "right",
      className: figures,
      value: (line) => orDash(line.grossMinor, line.grossMinor),
    },
    {
      id: "fee",
      header: "Fee",
      align: "right",
      className: figures,
      value: (line) => orDash(line.feeMinor, -line.feeMinor),
    },
    {
      id: "refunds",
      header: "Refund or opex",
      align: "right",
      className: figures,
      value: (line) => orDash(line.refundsMinor + line.opexMinor, -(line.refundsMinor + line.opexMinor)),
    },
    {
      id: "payable",
      header: "Payable",
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
  const { settlement, lines, commissionInvoice } = found;
  const currency = settlement.currency;
  const figures: [string, number][] = [
    ["Gross sales", settlement.grossMinor],
    ["Refunds to guests", -settlement.refundsMinor],
    ["Commission", -settlement.commissionMinor],
    ["Management fee", -settlement.managementFeeMinor],
    ["Expenses charged (opex)", -settlement.opexMinor],
  ];
  return (
    <div className="space-y-5">
      <Link href={basePath} className="text-sm text-brand-700 hover:underline">
        ← All settlements
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
            Download PDF
          </a>
        </div>
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-muted">Supplier</dt>
          <dd>{settlement.organisationName}</dd>
          <dt className="text-muted">Period</dt>
          <dd>
            {monthLabel(settlement.month)} ({settlement.periodStart} to {settlement.periodEnd})
          </dd>
          <dt className="text-muted">Status</dt>
          <dd data-testid="settlement-status">
            <StatusBadge status={settlement.status} />
            {settlement.paidAt && (
              <span className="ml-2">
                Paid on {settlement.paidAt.slice(0, 10)}, reference {settlement.paymentReference}
              </span>
            )}
            {settlement.status === "approved" && settlement.approvedAt && (
              <span className="ml-2">Approved on {settlement.approvedAt.slice(0, 10)}, payment to follow</span>
            )}
          </dd>
          {commissionInvoice && (
            <>
              <dt className="text-muted">Commission invoice</dt>
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
          caption="Figures"
          density="compact"
          ruled
          className="max-w-lg"
          rows={[
            ...figures.map(([label, amount]) => ({ key: label, label, figures: [money(amount, currency)] })),
            {
              key: "net",
              label: "Net payable",
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
          Lines ({lines.length})
        </h2>
        <DataTable
          label="Settlement lines"
          columns={lineColumns(currency)}
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
