import Link from "next/link";
import { formatMoney } from "@/lib/money";
import { opexQuery } from "../filters";
import type { OpexCategoryTotal, OpexFilters, OpexRevision, OpexRow } from "../queries";
import { OPEX_CATEGORIES, OPEX_CATEGORY_LABELS } from "../rules";
import { OpexForm, OpexRowActions } from "./opex-form";
import { PageLinks } from "@/components/ui/page-links";
import { controlClassDense } from "@/components/ui/styles";
const money = (amountMinor: number, currency: string) =>
  formatMoney({ amountMinor, currency }, { exact: true, currencyDisplay: "code" });

export interface OpexViewProps {
  data: { rows: OpexRow[]; total: number; page: number; pages: number; totals: OpexCategoryTotal[] };
  filters: OpexFilters;
  properties: { id: string; title: string; currency: string }[];
  /** Staff, operators and accountants record and correct; suppliers read their own. */
  canWrite: boolean;
  today: string;
}

function describeValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (field === "amount" && typeof value === "object" && value && "amountMinor" in value) {
    const amount = value as { amountMinor: number; currency: string };
    return money(amount.amountMinor, amount.currency);
  }
  if (field === "category" && typeof value === "string" && value in OPEX_CATEGORY_LABELS)
    return OPEX_CATEGORY_LABELS[value as keyof typeof OPEX_CATEGORY_LABELS];
  return String(value);
}

const FIELD_LABELS: Record<string, string> = {
  property: "Property",
  category: "Category",
  incurredOn: "Date incurred",
  amount: "Amount",
  note: "Note",
  receipt: "Receipt",
  status: "Status",
  reason: "Reason",
};
const ACTION_LABELS = { recorded: "Recorded", edited: "Edited", voided: "Voided" } as const;

function History({ history }: { history: OpexRevision[] }) {
  return (
    <ol className="space-y-2 text-xs" aria-label="History">
      {history.map((revision, index) => (
        <li key={index} data-testid="opex-revision">
          <p className="font-medium">
            {ACTION_LABELS[revision.action]} by {revision.by} on {revision.at.slice(0, 16).replace("T", " ")} UTC
          </p>
          {revision.action !== "recorded" && (
            <ul className="ml-3 list-disc pl-3 text-muted">
              {Object.entries(revision.changes).map(([field, change]) => (
                <li key={field}>
                  {FIELD_LABELS[field] ?? field}: {describeValue(field, change.from)} →{" "}
                  {describeValue(field, change.to)}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}

/** The opex page: record an expense, filters in the URL, totals by category per currency, the list with history. */
export function OpexView({ data, filters, properties, canWrite, today }: OpexViewProps) {
  const currencies = [...new Set(data.totals.map((total) => total.currency))];
  return (
    <div className="space-y-5">
      {canWrite && (
        <section
          aria-labelledby="record-heading"
          className="space-y-3 rounded-2xl border border-line bg-white p-4 sm:p-5"
        >
          <h2 id="record-heading" className="text-base font-semibold">
            Record an expense
          </h2>
          <p className="text-sm text-muted">
            The expense is charged to the property&apos;s owner and appears in the statement of accounts of the month it
            is recorded.
          </p>
          <OpexForm
            properties={properties}
            initial={{
              propertyId: filters.propertyId ?? "",
              category: "cleaning",
              incurredOn: today,
              amountMinor: null,
              currency: "",
              note: "",
              receiptName: null,
            }}
          />
        </section>
      )}

      <form
        method="get"
        action="/dashboard/opex"
        aria-label="Filter expenses"
        className="grid gap-3 rounded-2xl border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-5"
      >
        <label className="space-y-1 text-sm font-medium lg:col-span-2">
          <span className="block">Property</span>
          <select name="property" defaultValue={filters.propertyId ?? ""} className={controlClassDense}>
            <option value="">All properties</option>
            {properties.map((property) => (
              <option key={property.id} value={property.id}>
                {property.title}
              </option>
            ))}
          </select>
        </label>
        <label className="space-y-1 text-sm font-medium">
          <span className="block">Category</span>
          <select name="category" defaultValue={filters.category ?? ""} className={controlClassDense}>
            <option value="">All categories</option>
            {OPEX_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {OPEX_CATEGORY_LABELS[category]}
              </option>
            ))}
          </select>
        </label>
        <label className="space-y-1 text-sm font-medium">
          <span className="block">From month</span>
          <input type="month" name="from" defaultValue={filters.from} className={controlClassDense} />
        </label>
        <label className="space-y-1 text-sm font-medium">
          <span className="block">To month</span>
          <input type="month" name="to" defaultValue={filters.to} className={controlClassDense} />
        </label>
        <div className="flex items-end gap-2 lg:col-span-5">
          <button
            type="submit"
            className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
          >
            Apply
          </button>
          <Link href="/dashboard/opex" className="rounded-lg border border-line px-4 py-2 text-sm hover:bg-brand-50">
            Clear
          </Link>
        </div>
      </form>

      <section aria-labelledby="opex-totals-heading" className="rounded-2xl border border-line bg-white p-4">
        <h2 id="opex-totals-heading" className="text-base font-semibold">
          Totals by category
        </h2>
        <p className="text-sm text-muted" role="status">
          {data.total === 0
            ? "No expenses match these filters."
            : `${data.total.toLocaleString("en")} ${data.total === 1 ? "expense" : "expenses"} incurred ${filters.from} to ${filters.to} (voided ones are not counted).`}
        </p>
        {currencies.map((currency) => {
          const rows = data.totals.filter((total) => total.currency === currency);
          return (
            <div key={currency} className="mt-3 overflow-x-auto">
              <table className="w-full min-w-[20rem] text-sm" data-testid={`opex-totals-${currency}`}>
                <caption className="text-left font-medium">In {currency}</caption>
                <thead className="text-left text-muted">
                  <tr>
                    <th className="py-1 pr-4 font-medium">Category</th>
                    <th className="py-1 pr-4 text-right font-medium">Expenses</th>
                    <th className="py-1 text-right font-medium">Amount</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((total) => (
                    <tr key={total.category} className="border-t border-line">
                      <td className="py-1.5 pr-4">{OPEX_CATEGORY_LABELS[total.category]}</td>
                      <td className="py-1.5 pr-4 text-right tabular-nums">{total.count}</td>
                      <td className="py-1.5 text-right tabular-nums">{money(total.amountMinor, currency)}</td>
                    </tr>
                  ))}
                  <tr className="border-t border-line font-semibold">
                    <td className="py-1.5 pr-4">Total</td>
                    <td className="py-1.5 pr-4 text-right tabular-nums">
                      {rows.reduce((sum, row) => sum + row.count, 0)}
                    </td>
                    <td className="py-1.5 text-right tabular-nums">
                      {money(
                        rows.reduce((sum, row) => sum + row.amountMinor, 0),
                        currency,
                      )}
                    </td>
                  </tr>
                </tbody>
              </table>
            </div>
          );
        })}
      </section>

      {data.rows.length > 0 && (
        <div className="overflow-x-auto rounded-2xl border border-line bg-white">
          <table className="w-full min-w-[60rem] text-sm" aria-label="Expenses">
            <thead className="bg-brand-50 text-left text-muted">
              <tr>
                <th className="px-3 py-2 font-medium">Date incurred</th>
                <th className="px-3 py-2 font-medium">Property</th>
                <th className="px-3 py-2 font-medium">Category</th>
                <th className="px-3 py-2 text-right font-medium">Amount</th>
                <th className="px-3 py-2 font-medium">Note</th>
                <th className="px-3 py-2 font-medium">Receipt</th>
                <th className="px-3 py-2 font-medium">History</th>
                {canWrite && <th className="px-3 py-2 font-medium">Actions</th>}
              </tr>
            </thead>
            <tbody>
              {data.rows.map((row) => {
                const label = `${OPEX_CATEGORY_LABELS[row.category].toLowerCase()} expense of ${money(row.amountMinor, row.currency)} on ${row.incurredOn}`;
                return (
                  <tr
                    key={row.id}
                    className={`border-t border-line align-top ${row.voidedAt ? "text-muted" : ""}`}
                    data-testid="opex-row"
                  >
                    <td className="whitespace-nowrap px-3 py-2 tabular-nums">{row.incurredOn}</td>
                    <td className="px-3 py-2">
                      {row.property.title}
                      <span className="block text-xs text-muted">{row.organisationName}</span>
                    </td>
                    <td className="px-3 py-2">
                      {OPEX_CATEGORY_LABELS[row.category]}
                      {row.voidedAt && (
                        <span className="ml-2 rounded-full bg-red-50 px-2 py-0.5 text-xs font-medium text-red-800">
                          Voided
                        </span>
                      )}
                    </td>
                    <td
                      className={`whitespace-nowrap px-3 py-2 text-right tabular-nums ${row.voidedAt ? "line-through" : ""}`}
                    >
                      {money(row.amountMinor, row.currency)}
                    </td>
                    <td className="max-w-[16rem] px-3 py-2">{row.note || "—"}</td>
                    <td className="px-3 py-2">
                      {row.receipt ? (
                        <a
                          href={`/dashboard/opex/receipt?id=${row.id}`}
                          className="font-medium text-brand-700 underline-offset-2 hover:underline"
                          download
                        >
                          {row.receipt.name}
                        </a>
                      ) : (
                        "—"
                      )}
                    </td>
                    <td className="px-3 py-2">
                      <details>
                        <summary className="cursor-pointer text-brand-700">
                          {row.history.length === 1 ? "1 change" : `${row.history.length} changes`}
                        </summary>
                        <div className="mt-2 min-w-[16rem]">
                          <History history={row.history} />
                        </div>
                      </details>
                    </td>
                    {canWrite && (
                      <td className="px-3 py-2">
                        {row.voidedAt ? (
                          <span className="text-xs">Voided {row.voidedAt.slice(0, 10)}</span>
                        ) : (
                          <OpexRowActions
                            label={label}
                            properties={properties}
                            values={{
                              id: row.id,
                              propertyId: row.property.id,
                              category: row.category,
                              incurredOn: row.incurredOn,
                              amountMinor: row.amountMinor,
                              currency: row.currency,
                              note: row.note,
                              receiptName: row.receipt?.name ?? null,
                            }}
                          />
                        )}
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}

      <PageLinks page={data.page} pages={data.pages} href={(page) => `/dashboard/opex${opexQuery({ ...filters, page })}`} />
    </div>
  );
}
