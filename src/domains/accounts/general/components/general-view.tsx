import { formatMoney } from "@/lib/money";
import { GENERAL_SORTABLE, type GeneralFilters, type GeneralPaymentRow, type GeneralTotals } from "../payments";
import { GENERAL_COUNTER_ACCOUNT_LABELS, GENERAL_COUNTER_ACCOUNTS, GENERAL_CURRENCIES } from "../rules";
import { GeneralPaymentForm, ReversePaymentButton } from "./general-forms";
import { DataTable, tableHref, type DataColumn, type TableUrlState } from "@/components/ui/data-table";
import { sortedInQuery } from "@/lib/columns";
import { FilterForm } from "@/components/ui/filter-form";
import { plural } from "@/lib/plural";

const PATH = "/dashboard/generalpayment";
const money = (amountMinor: number, currency: string) =>
  formatMoney({ amountMinor, currency }, { exact: true, currencyDisplay: "code" });
const SHORT_ACCOUNT = {
  deposits_held: "Deposits held",
  "expense:general": "General expense",
  "revenue:other": "Other income",
} as const;

const figures = "whitespace-nowrap tabular-nums";

const totalColumns: DataColumn<GeneralTotals>[] = [
  { id: "currency", header: "Currency", value: (total) => total.currency, className: "font-medium" },
  {
    id: "in",
    header: "Money in",
    align: "right",
    className: figures,
    value: (total) => money(total.inMinor, total.currency),
  },
  {
    id: "out",
    header: "Money out",
    align: "right",
    className: figures,
    value: (total) => money(total.outMinor, total.currency),
  },
  {
    id: "net",
    header: "Net",
    align: "right",
    className: figures,
    value: (total) => money(total.netMinor, total.currency),
  },
];

const columns: DataColumn<GeneralPaymentRow>[] = [
  { id: "paidOn", header: "Date", value: (row) => row.paidOn, className: figures },
  { id: "direction", header: "Direction", value: (row) => (row.direction === "in" ? "Money in" : "Money out") },
  {
    id: "counterparty",
    header: "Counterparty",
    cell: (row) => (
      <>
        {row.counterparty}
        <span className="block text-xs text-muted">Recorded by {row.recordedBy || "—"}</span>
      </>
    ),
  },
  {
    id: "account",
    header: "Account",
    value: (row) => SHORT_ACCOUNT[row.counterAccount],
    cellProps: (row) => ({ title: GENERAL_COUNTER_ACCOUNT_LABELS[row.counterAccount] }),
  },
  {
    id: "amount",
    header: "Amount",
    align: "right",
    className: figures,
    value: (row) => money(row.direction === "in" ? row.amountMinor : -row.amountMinor, row.currency),
  },
  {
    id: "reference",
    header: "Reference and note",
    className: "max-w-[16rem]",
    cell: (row) => (
      <>
        {row.reference || "—"}
        {row.note && <span className="block text-xs text-muted">{row.note}</span>}
      </>
    ),
  },
  {
    id: "status",
    header: "Status",
    cell: (row) =>
      row.reversal ? (
        <span>
          <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-medium text-red-800">Reversed</span>
          <span className="block text-xs">
            {row.reversal.at.slice(0, 10)} by {row.reversal.by}
            {row.reversal.reason ? `: ${row.reversal.reason}` : ""}
          </span>
        </span>
      ) : (
        <ReversePaymentButton
          paymentId={row.id}
          label={`the payment ${row.direction === "in" ? "from" : "to"} ${row.counterparty} of ${money(row.amountMinor, row.currency)}`}
        />
      ),
  },
];

export interface GeneralPaymentsViewProps {
  data: { rows: GeneralPaymentRow[]; total: number; page: number; pages: number; totals: GeneralTotals[] };
  filters: GeneralFilters;
  /** The sort the address asks for (`tableStateFrom` over `GENERAL_SORTABLE`); the query ordered the rows by it. */
  sort: TableUrlState;
  today: string;
}

/** The general payments page: record one, filters, totals per currency, the list with reversals. */
export function GeneralPaymentsView({ data, filters, sort, today }: GeneralPaymentsViewProps) {
  const values = {
    from: filters.from,
    to: filters.to,
    direction: filters.direction,
    account: filters.counterAccount,
    currency: filters.currency,
  };
  return (
    <div className="space-y-5">
      <section
        aria-labelledby="general-record-heading"
        className="space-y-3 rounded-2xl border border-line bg-white p-4 sm:p-5"
      >
        <h2 id="general-record-heading" className="text-base font-semibold">
          Record a payment
        </h2>
        <p className="text-sm text-muted">
          Money in or out of the bank that is not a booking&apos;s: a security deposit received, a vendor paid, other
          income.
        </p>
        <GeneralPaymentForm today={today} />
      </section>

      <FilterForm
        path={PATH}
        label="Filter payments"
        values={values}
        keep={{ sort: sort.sort, dir: sort.sort ? sort.dir : undefined }}
        fields={[
          {
            kind: "dateRange",
            unit: "month",
            from: { name: "from", label: "From month" },
            to: { name: "to", label: "To month" },
          },
          {
            kind: "select",
            name: "direction",
            label: "Direction",
            all: "In and out",
            options: [
              { value: "in", label: "Money in" },
              { value: "out", label: "Money out" },
            ],
          },
          {
            kind: "select",
            name: "account",
            label: "Counter-account",
            all: "All accounts",
            options: GENERAL_COUNTER_ACCOUNTS.map((account) => ({ value: account, label: SHORT_ACCOUNT[account] })),
          },
          {
            kind: "select",
            name: "currency",
            label: "Currency",
            all: "All currencies",
            options: GENERAL_CURRENCIES.map((code) => ({ value: code, label: code })),
          },
        ]}
        columns={5}
      />

      <section aria-labelledby="general-totals-heading" className="rounded-2xl border border-line bg-white p-4">
        <h2 id="general-totals-heading" className="text-base font-semibold">
          Totals
        </h2>
        <p className="text-sm text-muted" role="status">
          {data.total === 0
            ? "No payments match these filters."
            : `${plural(data.total, { one: "payment", other: "payments" })} from ${filters.from} to ${filters.to}; reversed payments are not counted in the totals.`}
        </p>
        {data.totals.length > 0 && (
          <DataTable
            className="mt-3"
            plain
            testId="general-totals"
            label="Totals per currency"
            columns={totalColumns}
            rows={data.totals}
            rowKey={(total) => total.currency}
            empty={null}
            minWidth="min-w-[28rem]"
          />
        )}
      </section>

      <DataTable
        label="General payments"
        columns={sortedInQuery(columns, GENERAL_SORTABLE)}
        rows={data.rows}
        rowKey={(row) => row.id}
        rowProps={(row) => ({ "data-testid": "general-row", className: row.reversal ? "text-muted" : undefined })}
        // The totals above already say when nothing matches.
        empty={null}
        href={(state) => tableHref(PATH, values, state)}
        sort={sort.sort ? { id: sort.sort, dir: sort.dir ?? "asc" } : null}
        pagination={{ page: data.page, pages: data.pages }}
        minWidth="min-w-[56rem]"
      />
    </div>
  );
}
