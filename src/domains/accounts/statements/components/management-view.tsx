import Link from "next/link";
import { formatMoney } from "@/lib/money";
import { describePeriod, monthsOf, type MonthPeriod } from "../period";
import { statementQuery, type ManagementFeeRow } from "../queries";
import { DataTable, type DataColumn } from "@/components/ui/data-table";
import { FilterForm } from "@/components/ui/filter-form";
import { EmptyState } from "@/components/ui/empty-state";
import { plural } from "@/lib/plural";
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
    { id: "owner", header: "Owner", rowHeader: true, className: "font-medium", value: (line) => line.name },
    { id: "currency", header: "Currency", value: (line) => line.currency },
    ...months.map((inMonth): DataColumn<FeeLine> => ({
      id: `month-${inMonth}`,
      header: describePeriod({ from: inMonth, to: inMonth }),
      align: "right",
      className: figures,
      value: (line) => money(feeIn(line, inMonth), line.currency),
    })),
    {
      id: "total",
      header: "Total",
      align: "right",
      className: `${figures} font-semibold`,
      value: (line) => money(feeIn(line, null), line.currency),
    },
  ];
  return (
    <div className="space-y-5">
      <p className="rounded-2xl border border-line bg-white p-4 text-sm">
        <Link href="/dashboard/management/payouts" className="font-medium text-brand-700 hover:underline">
          Owners&apos; payouts (settlements) →
        </Link>{" "}
        <span className="text-muted">create the month&apos;s settlements, review, approve and mark them paid.</span>
        <br />
        <Link href="/dashboard/management/investorPayouts" className="font-medium text-brand-700 hover:underline">
          StayInvest payouts →
        </Link>{" "}
        <span className="text-muted">pay micro-investors what the monthly distributions owe them.</span>
      </p>
      <FilterForm
        path="/dashboard/management"
        label="Choose the months"
        values={{ from: period.from, to: period.to, month: statementMonth }}
        fields={[
          {
            kind: "dateRange",
            unit: "month",
            from: { name: "from", label: "From month" },
            to: { name: "to", label: "To month" },
          },
          { kind: "text", name: "month", label: "Owner statements for", input: { type: "month" } },
        ]}
        clearLabel={null}
        columns={4}
      />

      <section aria-labelledby="fees-heading" className="rounded-2xl border border-line bg-white">
        <h2 id="fees-heading" className="border-b border-line px-4 py-3 font-semibold">
          Management fees earned, {describePeriod(period)}
        </h2>
        <DataTable
          plain
          testId="management-fees"
          label="Management fees per owner and month"
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
              name: "Total",
              currency,
              organisationId: null,
            })),
          ]}
          rowKey={(line) => line.key}
          rowProps={(line) => ({ className: line.kind === "total" ? "bg-brand-50 font-semibold" : undefined })}
          empty={<EmptyState role="status" title="No management fees were earned in these months." />}
          minWidth="min-w-[40rem]"
        />
      </section>

      <section aria-labelledby="owners-heading" className="rounded-2xl border border-line bg-white">
        <h2 id="owners-heading" className="border-b border-line px-4 py-3 font-semibold">
          Owner statements, {describePeriod(month)}
        </h2>
        {owners.length === 0 ? (
          <EmptyState size="inline" title="No owner has managed properties." className="p-4" />
        ) : (
          <ul className="divide-y divide-line">
            {owners.map((owner) => {
              const query = statementQuery({ kind: "organisation", id: owner.id, managedOnly: true }, month);
              return (
                <li key={owner.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
                  <span>
                    <span className="font-medium">{owner.name}</span>
                    <span className="block text-xs text-muted">
                      {plural(owner.properties, { one: "managed property", other: "managed properties" })}
                    </span>
                  </span>
                  <span className="flex gap-2">
                    <Link
                      href={`/dashboard/incomestatement${query}`}
                      className="rounded-lg border border-line px-3 py-1.5 hover:bg-brand-50"
                      aria-label={`Statement of ${owner.name}`}
                    >
                      Statement
                    </Link>
                    <a
                      href={`/dashboard/incomestatement/pdf${query}`}
                      className="rounded-lg border border-line px-3 py-1.5 hover:bg-brand-50"
                      aria-label={`PDF statement of ${owner.name}`}
                      download
                    >
                      PDF
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
