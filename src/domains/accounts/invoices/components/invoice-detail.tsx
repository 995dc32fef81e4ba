import Link from "next/link";
import { useTranslations } from "next-intl";
import { DataTable } from "@/components/ui/data-table";
import { formatMoney } from "@/lib/money";
import type { FoundInvoice } from "../queries";
import { VoidInvoiceForm } from "./invoice-actions";

const money = (amountMinor: number, currency: string) =>
  formatMoney({ amountMinor, currency }, { exact: true, currencyDisplay: "code" });

/** One invoice or credit note with its lines, its PDF and (for staff) voiding. */
export function InvoiceDetail({ found, canManage }: { found: FoundInvoice; canManage: boolean }) {
  const t = useTranslations("dashboardAccounts.invoices");
  const { invoice, lines } = found;
  const relatedId = invoice.relatedId;
  return (
    <div className="space-y-5">
      <Link href="/dashboard/invoices" className="text-sm text-brand-700 hover:underline">
        {t("detail.all")}
      </Link>
      <section aria-labelledby="invoice-heading" className="space-y-3 rounded-2xl border border-line bg-white p-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="invoice-heading" className="text-lg font-semibold">
            {t("detail.heading", { kind: t(`kinds.${invoice.kind}`), number: invoice.number })}
          </h2>
          <a
            href={`/dashboard/invoices/${invoice.id}/pdf`}
            className="rounded-lg border border-line px-4 py-2 text-sm hover:bg-brand-50"
            download
          >
            {t("detail.pdf")}
          </a>
        </div>
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-muted">{t("detail.issued")}</dt>
          <dd>{invoice.issuedAt.slice(0, 10)}</dd>
          <dt className="text-muted">{t("detail.issuedBy")}</dt>
          <dd>{invoice.issuerName}</dd>
          <dt className="text-muted">{t("detail.billTo")}</dt>
          <dd>
            {invoice.billToName}
            {found.billToEmail && <span className="text-muted"> · {found.billToEmail}</span>}
          </dd>
          {invoice.bookingReference && (
            <>
              <dt className="text-muted">{t("detail.booking")}</dt>
              <dd>{invoice.bookingReference}</dd>
            </>
          )}
          {invoice.settlementNumber && (
            <>
              <dt className="text-muted">{t("detail.settlement")}</dt>
              <dd>{invoice.settlementNumber}</dd>
            </>
          )}
          <dt className="text-muted">{t("detail.status")}</dt>
          <dd data-testid="invoice-status">
            {t(`statuses.${invoice.status}`)}
            {invoice.status === "void" && found.voidReason && <span className="text-muted"> ({found.voidReason})</span>}
          </dd>
          {invoice.relatedNumber && (
            <>
              <dt className="text-muted">
                {invoice.kind === "credit_note" ? t("detail.creditsInvoice") : t("detail.creditNote")}
              </dt>
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
          label={t("detail.lines")}
          columns={[
            { id: "label", header: t("detail.columns.label"), value: (line) => line.label },
            {
              id: "quantity",
              header: t("detail.columns.quantity"),
              align: "right",
              className: "tabular-nums",
              value: (line) => line.quantity ?? "",
            },
            {
              id: "unit",
              header: t("detail.columns.unit"),
              align: "right",
              className: "tabular-nums",
              value: (line) =>
                line.unitAmountMinor === undefined ? "" : money(line.unitAmountMinor, invoice.currency),
            },
            {
              id: "amount",
              header: t("detail.columns.amount"),
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
                {t("detail.total")}
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
