import Link from "next/link";
import { useTranslations } from "next-intl";
import { DataTable } from "@/components/ui/data-table";
import { formatMoney } from "@/lib/money";
import type { findTransaction } from "../transactions";
import { EmptyState } from "@/components/ui/empty-state";
import { taxBasisWords } from "@/domains/catalogue";

type Found = NonNullable<Awaited<ReturnType<typeof findTransaction>>>;

const money = (amountMinor: number, currency: string) =>
  formatMoney({ amountMinor, currency }, { exact: true, currencyDisplay: "code" });

/** One transaction: what it is, its journal lines (debits equal credits), its booking and that booking's history. */
export function TransactionDetail({ found, detailHref }: { found: Found; detailHref: (id: string) => string }) {
  const t = useTranslations("dashboardAccounts");
  const { transaction, lines, booking, history, related } = found;
  const debits = lines.reduce((total, line) => total + line.debitMinor, 0);
  const credits = lines.reduce((total, line) => total + line.creditMinor, 0);
  return (
    <div className="space-y-6">
      <p>
        <Link href="/dashboard/transactions" className="text-sm text-brand-700 underline">
          {t("transaction.all")}
        </Link>
      </p>
      <section aria-labelledby="txn-heading" className="rounded-2xl border border-line bg-white p-5">
        <h2 id="txn-heading" className="text-xl font-semibold">
          {t(`transactionKinds.${transaction.kind}`)} · {money(transaction.grossMinor, transaction.currency)}
        </h2>
        <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-muted">{t("transaction.date")}</dt>
            <dd>{transaction.at.slice(0, 19).replace("T", " ")}</dd>
          </div>
          <div>
            <dt className="text-muted">{t("transaction.status")}</dt>
            <dd>{t(`transactionStatuses.${transaction.status}`)}</dd>
          </div>
          <div>
            <dt className="text-muted">{t("transaction.property")}</dt>
            <dd>{transaction.property?.title ?? "—"}</dd>
          </div>
          <div>
            <dt className="text-muted">{t("transaction.reference")}</dt>
            <dd className="break-all font-mono text-xs">{transaction.id}</dd>
          </div>
          {transaction.memo && (
            <div className="sm:col-span-2">
              <dt className="text-muted">{t("transaction.memo")}</dt>
              <dd>{transaction.memo}</dd>
            </div>
          )}
        </dl>
      </section>

      <section aria-labelledby="lines-heading" className="overflow-x-auto rounded-2xl border border-line bg-white">
        <h2 id="lines-heading" className="px-4 pt-4 text-base font-semibold">
          {t("transaction.lines")}
        </h2>
        <DataTable
          className="mt-2"
          plain
          label={t("transaction.lines")}
          labelledBy="lines-heading"
          columns={[
            { id: "account", header: t("transaction.columns.account"), value: (line) => line.label },
            {
              id: "debit",
              header: t("transaction.columns.debit"),
              align: "right",
              className: "tabular-nums",
              value: (line) => (line.debitMinor ? money(line.debitMinor, line.currency) : ""),
            },
            {
              id: "credit",
              header: t("transaction.columns.credit"),
              align: "right",
              className: "tabular-nums",
              value: (line) => (line.creditMinor ? money(line.creditMinor, line.currency) : ""),
            },
          ]}
          rows={lines}
          rowKey={(line) => String(lines.indexOf(line))}
          empty={null}
          minWidth=""
          footer={
            debits === credits && (
              <tr className="border-t-2 border-line font-medium">
                <td className="px-3 py-2">{t("transaction.total")}</td>
                <td className="px-3 py-2 text-right tabular-nums">{money(debits, transaction.currency)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{money(credits, transaction.currency)}</td>
              </tr>
            )
          }
        />
      </section>

      {booking && (
        <section aria-labelledby="booking-heading" className="rounded-2xl border border-line bg-white p-5">
          <h2 id="booking-heading" className="text-base font-semibold">
            {t("transaction.booking", { reference: booking.reference })}
          </h2>
          <p className="mt-1 text-sm">
            {t("transaction.bookingLine", {
              guest: booking.guestName,
              checkIn: booking.checkIn,
              checkOut: booking.checkOut,
              status: booking.status.replace("_", " "),
              total: money(booking.totalMinor, booking.currency),
            })}
            {booking.refundedMinor > 0
              ? t("transaction.refunded", { amount: money(booking.refundedMinor, booking.currency) })
              : ""}
          </p>
          {booking.taxBasis && (
            <>
              <h3 className="mt-4 text-sm font-semibold">{t("transaction.taxBasis")}</h3>
              <ul className="mt-1 space-y-1 text-sm" data-testid="tax-basis">
                {taxBasisWords(booking.taxBasis).map((words) => (
                  <li key={words}>{words}</li>
                ))}
              </ul>
            </>
          )}
          <h3 className="mt-4 text-sm font-semibold">{t("transaction.history")}</h3>
          {history.length === 0 && <EmptyState size="inline" title={t("transaction.noHistory")} className="mt-1" />}
          <ol className="mt-1 space-y-1 text-sm" aria-label={t("transaction.historyList")}>
            {history.map((event, index) => (
              <li key={index}>
                <span className="tabular-nums text-muted">{event.at.slice(0, 16).replace("T", " ")}</span> {event.what}
              </li>
            ))}
          </ol>
          <h3 className="mt-4 text-sm font-semibold">{t("transaction.related")}</h3>
          <ul className="mt-1 space-y-1 text-sm">
            {related.map((row) => (
              <li key={row.id}>
                {row.id === transaction.id ? (
                  <span className="font-medium">
                    {t("transaction.thisOne", { kind: t(`transactionKinds.${row.kind}`) })}
                  </span>
                ) : (
                  <Link href={detailHref(row.id)} className="text-brand-700 underline">
                    {t(`transactionKinds.${row.kind}`)}
                  </Link>
                )}{" "}
                · {money(row.grossMinor, row.currency)} · {row.at.slice(0, 10)}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
