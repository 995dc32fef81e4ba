import Link from "next/link";
import { useTranslations } from "next-intl";
import { formatMoney } from "@/lib/money";
import { describePeriod, monthsOf, type MonthPeriod } from "../period";
import { statementQuery, type ManagementFeeRow } from "../queries";
import { DataTable, type DataColumn } from "@/components/ui/data-table";
import { FilterForm } from "@/components/ui/filter-form";
import { EmptyState } from "@/components/ui/empty-state";
const money = (amountMinor: number, currency: string) =>
  formatMoney({ amountMinor, currency }, { exact: true, currencyDisplay: "code" });

/** A line of the fees table: one owner in one currency, or the total of a currency. */
interface FeeLine {
  kind: "owner" | "total";
  key: string;
  name: string;
  currency: string;
  organisationId: string | null;
}

export interface ManagementViewProps {
  fees: ManagementFeeRow[];
  owners: { id: string; name: string; properties: number }[];
  period: MonthPeriod;
  /** The month whose owner statements are listed. */
  statementMonth: string;
}

/** Managed properties: management fees per owner and month, and each owner's statement for a month. */
export function ManagementView({ fees, owners, period, statementMonth }: ManagementViewProps) {
  const t = useTranslations("dashboardAccounts.management");
  const months = monthsOf(period);
  const rows = [
    ...new Map(
      fees.map((fee) => [
        `${fee.organisationId}|${fee.currency}`,
        { organisationId: fee.organisationId, name: fee.organisationName, currency: fee.currency },
      ]),
    ).values(),
  ];
  const currencies = [...new Set(fees.map((fee) => fee.currency))].sort();
  const month = { from: statementMonth, to: statementMonth };
  // An owner's fee in a month, or every owner's in that currency on a total line.
  const feeIn = (line: FeeLine, inMonth: string | null) =>
    fees
      .filter(
        (fee) =>
          fee.currency === line.currency &&
          (line.organisationId === null || fee.organisationId === line.organisationId) &&
          (inMonth === null || fee.month === inMonth),
      )
      .reduce((sum, fee) => sum + fee.feeMinor, 0);
  const figures = "whitespace-nowrap tabular-nums";
  const feeColumns: DataColumn<FeeLine>[] = [
    { id: "owner", header: t("owner"), rowHeader: true, className: "font-medium", value: (line) => line.name },
    { id: "currency", header: t("currency"), value: (line) => line.currency },
    ...months.map((inMonth): DataColumn<FeeLine> => ({
      id: `month-${inMonth}`,
      header: describePeriod({ from: inMonth, to: inMonth }),
      align: "right",
      className: figures,
      value: (line) => money(feeIn(line, inMonth), line.currency),
    })),
    {
      id: "total",
      header: t("total"),
      align: "right",
      className: `${figures} font-semibold`,
      value: (line) => money(feeIn(line, null), line.currency),
    },
  ];
  return (
    <div className="space-y-5">
      <p className="rounded-2xl border border-line bg-white p-4 text-sm">
        <Link href="/dashboard/management/payouts" className="font-medium text-brand-700 hover:underline">
          {t("payouts")}
        </Link>{" "}
        <span className="text-muted">{t("payoutsHint")}</span>
        <br />
        <Link href="/dashboard/management/investorPayouts" className="font-medium text-brand-700 hover:underline">
          {t("investorPayouts")}
        </Link>{" "}
        <span className="text-muted">{t("investorPayoutsHint")}</span>
      </p>
      <FilterForm
        path="/dashboard/management"
        label={t("chooseMonths")}
        values={{ from: period.from, to: period.to, month: statementMonth }}
        fields={[
          {
            kind: "dateRange",
            unit: "month",
            from: { name: "from", label: t("fromMonth") },
            to: { name: "to", label: t("toMonth") },
          },
          { kind: "text", name: "month", label: t("statementsFor"), input: { type: "month" } },
        ]}
        clearLabel={null}
        columns={4}
      />

      <section aria-labelledby="fees-heading" className="rounded-2xl border border-line bg-white">
        <h2 id="fees-heading" className="border-b border-line px-4 py-3 font-semibold">
          {t("feesHeading", { period: describePeriod(period) })}
        </h2>
        <DataTable
          plain
          testId="management-fees"
          label={t("feesTable")}
          labelledBy="fees-heading"
          columns={feeColumns}
          rows={[
            ...rows.map((row): FeeLine => ({
              kind: "owner",
              key: `${row.organisationId}|${row.currency}`,
              name: row.name,
              currency: row.currency,
              organisationId: row.organisationId,
            })),
            ...currencies.map((currency): FeeLine => ({
              kind: "total",
              key: `total|${currency}`,
              name: t("total"),
              currency,
              organisationId: null,
            })),
          ]}
          rowKey={(line) => line.key}
          rowProps={(line) => ({ className: line.kind === "total" ? "bg-brand-50 font-semibold" : undefined })}
          empty={<EmptyState role="status" title={t("noFees")} />}
          minWidth="min-w-[40rem]"
        />
      </section>

      <section aria-labelledby="owners-heading" className="rounded-2xl border border-line bg-white">
        <h2 id="owners-heading" className="border-b border-line px-4 py-3 font-semibold">
          {t("ownersHeading", { period: describePeriod(month) })}
        </h2>
        {owners.length === 0 ? (
          <EmptyState size="inline" title={t("noOwners")} className="p-4" />
        ) : (
          <ul className="divide-y divide-line">
            {owners.map((owner) => {
              const query = statementQuery({ kind: "organisation", id: owner.id, managedOnly: true }, month);
              return (
                <li key={owner.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
                  <span>
                    <span className="font-medium">{owner.name}</span>
                    <span className="block text-xs text-muted">
                      {t("managedProperties", { count: owner.properties })}
                    </span>
                  </span>
                  <span className="flex gap-2">
                    <Link
                      href={`/dashboard/incomestatement${query}`}
                      className="rounded-lg border border-line px-3 py-1.5 hover:bg-brand-50"
                      aria-label={t("statementOf", { name: owner.name })}
                    >
                      {t("statement")}
                    </Link>
                    <a
                      href={`/dashboard/incomestatement/pdf${query}`}
                      className="rounded-lg border border-line px-3 py-1.5 hover:bg-brand-50"
                      aria-label={t("pdfOf", { name: owner.name })}
                      download
                    >
                      {t("pdf")}
                    </a>
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
