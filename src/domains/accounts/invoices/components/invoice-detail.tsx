import Link from "next/link";
import { DataTable } from "@/components/ui/data-table";
import { formatMoney } from "@/lib/money";
import { INVOICE_KIND_LABELS, INVOICE_STATUS_LABELS, type FoundInvoice } from "../queries";
import { VoidInvoiceForm } from "./invoice-actions";

const money = (amountMinor: number, currency: string) =>
  formatMoney({ amountMinor, currency }, { exact: true, currencyDisplay: "code" });

/** One invoice or credit note with its lines, its PDF and (for staff) voiding. */
export function InvoiceDetail({ found, canManage }: { found: FoundInvoice; canManage: boolean }) {
  const { invoice, lines } = found;
  const relatedId = invoice.relatedId;
  return (
    <div className="space-y-5">
      <Link href="/dashboard/invoices" className="text-sm text-brand-700 hover:underline">
        ← All invoices
      </Link>
      <section aria-labelledby="invoice-heading" className="space-y-3 rounded-2xl border border-line bg-white p-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="invoice-heading" className="text-lg font-semibold">
            {INVOICE_KIND_LABELS[invoice.kind]} {invoice.number}
          </h2>
          <a
            href={`/dashboard/invoices/${invoice.id}/pdf`}
            className="rounded-lg border border-line px-4 py-2 text-sm hover:bg-brand-50"
            download
          >
            Download PDF
          </a>
        </div>
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-muted">Issued</dt>
          <dd>{invoice.issuedAt.slice(0, 10)}</dd>
          <dt className="text-muted">Issued by</dt>
          <dd>{invoice.issuerName}</dd>
          <dt className="text-muted">Bill to</dt>
          <dd>
            {invoice.billToName}
            {found.billToEmail && <span className="text-muted"> · {found.billToEmail}</span>}
          </dd>
          {invoice.bookingReference && (
            <>
              <dt className="text-muted">Booking</dt>
              <dd>{invoice.bookingReference}</dd>
            </>
          )}
          {invoice.settlementNumber && (
            <>
              <dt className="text-muted">Settlement</dt>
              <dd>{invoice.settlementNumber}</dd>
            </>
          )}
          <dt className="text-muted">Status</dt>
          <dd data-testid="invoice-status">
            {INVOICE_STATUS_LABELS[invoice.status]}
            {invoice.status === "void" && found.voidReason && <span className="text-muted"> ({found.voidReason})</span>}
          </dd>
          {invoice.relatedNumber && (
            <>
              <dt className="text-muted">{invoice.kind === "credit_note" ? "Credits invoice" : "Credit note"}</dt>
              <dd>
                {relatedId ? (
                  <Link href={`/dashboard/invoices?id=${relatedId}`} className="text-brand-700 hover:underline">
                    {invoice.relatedNumber}
                  </Link>
                ) : (
                  invoice.relatedNumber
                )}
              </dd>
            </>
          )}
        </dl>
        <DataTable
          plain
          label="Invoice lines"
          columns={[
            { id: "label", header: "Description", value: (line) => line.label },
            {
              id: "quantity",
              header: "Qty",
              align: "right",
              className: "tabular-nums",
              value: (line) => line.quantity ?? "",
            },
            {
              id: "unit",
              header: "Unit price",
              align: "right",
              className: "tabular-nums",
              value: (line) =>
                line.unitAmountMinor === undefined ? "" : money(line.unitAmountMinor, invoice.currency),
            },
            {
              id: "amount",
              header: "Amount",
              align: "right",
              className: "tabular-nums",
              value: (line) => money(line.amountMinor, invoice.currency),
            },
          ]}
          rows={lines}
          rowKey={(line) => String(lines.indexOf(line))}
          empty={null}
          minWidth="min-w-[36rem]"
          footer={
            <tr className="border-t-2 border-ink font-semibold">
              <td className="px-3 py-1.5" colSpan={3}>
                Total
              </td>
              <td className="px-3 py-1.5 text-right tabular-nums">{money(invoice.totalMinor, invoice.currency)}</td>
            </tr>
          }
        />
      </section>
      {canManage && invoice.kind !== "credit_note" && (
        <VoidInvoiceForm id={invoice.id} number={invoice.number} status={invoice.status} />
      )}
    </div>
  );
}
