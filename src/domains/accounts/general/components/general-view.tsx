import { useTranslations } from "next-intl";
import { formatMoney } from "@/lib/money";
import { GENERAL_SORTABLE, type GeneralFilters, type GeneralPaymentRow, type GeneralTotals } from "../payments";
import { GENERAL_COUNTER_ACCOUNTS, GENERAL_COUNTER_ACCOUNT_KEYS as ACCOUNT_KEYS, GENERAL_CURRENCIES } from "../rules";
import { GeneralPaymentForm, ReversePaymentButton } from "./general-forms";
import { DataTable, tableHref, type DataColumn, type TableUrlState } from "@/components/ui/data-table";
import { sortedInQuery } from "@/lib/columns";
import { FilterForm } from "@/components/ui/filter-form";

const PATH = "/dashboard/generalpayment";
const money = (amountMinor: number, currency: string) =>
  formatMoney({ amountMinor, currency }, { exact: true, currencyDisplay: "code" });
type Words = ReturnType<typeof useTranslations<"dashboardAccounts.general">>;

const figures = "whitespace-nowrap tabular-nums";

const totalColumns = (t: Words): DataColumn<GeneralTotals>[] => [
  {
    id: "currency",
    header: t("totalsColumns.currency"),
    value: (total) => total.currency,
    className: "font-medium",
  },
  {
    id: "in",
    header: t("totalsColumns.in"),
    align: "right",
    className: figures,
    value: (total) => money(total.inMinor, total.currency),
  },
  {
    id: "out",
    header: t("totalsColumns.out"),
    align: "right",
    className: figures,
    value: (total) => money(total.outMinor, total.currency),
  },
  {
    id: "net",
    header: t("totalsColumns.net"),
    align: "right",
    className: figures,
    value: (total) => money(total.netMinor, total.currency),
  },
];

const paymentColumns = (t: Words): DataColumn<GeneralPaymentRow>[] => [
  { id: "paidOn", header: t("columns.paidOn"), value: (row) => row.paidOn, className: figures },
  {
    id: "direction",
    header: t("columns.direction"),
    value: (row) => (row.direction === "in" ? t("in") : t("out")),
  },
  {
    id: "counterparty",
    header: t("columns.counterparty"),
    cell: (row) => (
      <>
        {row.counterparty}
        <span className="block text-xs text-muted">{t("recordedBy", { name: row.recordedBy || "—" })}</span>
      </>
    ),
  },
  {
    id: "account",
    header: t("columns.account"),
    value: (row) => t(`shortAccounts.${ACCOUNT_KEYS[row.counterAccount]}`),
    cellProps: (row) => ({ title: t(`accounts.${ACCOUNT_KEYS[row.counterAccount]}`) }),
  },
  {
    id: "amount",
    header: t("columns.amount"),
    align: "right",
    className: figures,
    value: (row) => money(row.direction === "in" ? row.amountMinor : -row.amountMinor, row.currency),
  },
  {
    id: "reference",
    header: t("columns.reference"),
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
    header: t("columns.status"),
    cell: (row) =>
      row.reversal ? (
        <span>
          <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-medium text-red-800">{t("reversed")}</span>
          <span className="block text-xs">
            {t("reversedBy", { day: row.reversal.at.slice(0, 10), by: row.reversal.by })}
            {row.reversal.reason ? t("reversedReason", { reason: row.reversal.reason }) : ""}
          </span>
        </span>
      ) : (
        <ReversePaymentButton
          paymentId={row.id}
          label={t(row.direction === "in" ? "paymentFrom" : "paymentTo", {
            counterparty: row.counterparty,
            amount: money(row.amountMinor, row.currency),
          })}
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
  const t = useTranslations("dashboardAccounts.general");
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
          {t("recordHeading")}
        </h2>
        <p className="text-sm text-muted">{t("recordIntro")}</p>
        <GeneralPaymentForm today={today} />
      </section>

      <FilterForm
        path={PATH}
        label={t("filter")}
        values={values}
        keep={{ sort: sort.sort, dir: sort.sort ? sort.dir : undefined }}
        fields={[
          {
            kind: "dateRange",
            unit: "month",
            from: { name: "from", label: t("fromMonth") },
            to: { name: "to", label: t("toMonth") },
          },
          {
            kind: "select",
            name: "direction",
            label: t("direction"),
            all: t("inAndOut"),
            options: [
              { value: "in", label: t("in") },
              { value: "out", label: t("out") },
            ],
          },
          {
            kind: "select",
            name: "account",
            label: t("account"),
            all: t("allAccounts"),
            options: GENERAL_COUNTER_ACCOUNTS.map((account) => ({
              value: account,
              label: t(`shortAccounts.${ACCOUNT_KEYS[account]}`),
            })),
          },
          {
            kind: "select",
            name: "currency",
            label: t("currency"),
            all: t("allCurrencies"),
            options: GENERAL_CURRENCIES.map((code) => ({ value: code, label: code })),
          },
        ]}
        columns={5}
      />

      <section aria-labelledby="general-totals-heading" className="rounded-2xl border border-line bg-white p-4">
        <h2 id="general-totals-heading" className="text-base font-semibold">
          {t("totals")}
        </h2>
        <p className="text-sm text-muted" role="status">
          {data.total === 0
            ? t("noneMatch")
            : t("count", { count: data.total, from: filters.from ?? "", to: filters.to ?? "" })}
        </p>
        {data.totals.length > 0 && (
          <DataTable
            className="mt-3"
            plain
            testId="general-totals"
            label={t("totalsTable")}
            columns={totalColumns(t)}
            rows={data.totals}
            rowKey={(total) => total.currency}
            empty={null}
            minWidth="min-w-[28rem]"
          />
        )}
      </section>

      <DataTable
        label={t("table")}
        columns={sortedInQuery(paymentColumns(t), GENERAL_SORTABLE)}
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
