import { formatMoney } from "@/lib/money";
import { OPEX_SORTABLE, type OpexCategoryTotal, type OpexFilters, type OpexRevision, type OpexRow } from "../queries";
import { OPEX_CATEGORIES, OPEX_CATEGORY_LABELS } from "../rules";
import { OpexForm, OpexRowActions } from "./opex-form";
import { DataTable, tableHref, type DataColumn, type TableUrlState } from "@/components/ui/data-table";
import { sortedInQuery } from "@/lib/columns";
import { FilterForm } from "@/components/ui/filter-form";
import { plural } from "@/lib/plural";

const PATH = "/dashboard/opex";
const money = (amountMinor: number, currency: string) =>
  formatMoney({ amountMinor, currency }, { exact: true, currencyDisplay: "code" });

export interface OpexViewProps {
  data: { rows: OpexRow[]; total: number; page: number; pages: number; totals: OpexCategoryTotal[] };
  filters: OpexFilters;
  /** The sort the address asks for (`tableStateFrom` over `OPEX_SORTABLE`); the query ordered the rows by it. */
  sort: TableUrlState;
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

const figures = "whitespace-nowrap tabular-nums";

const totalColumns: DataColumn<OpexCategoryTotal>[] = [
  { id: "category", header: "Category", value: (total) => OPEX_CATEGORY_LABELS[total.category] },
  { id: "count", header: "Expenses", align: "right", className: figures, value: (total) => total.count },
  {
    id: "amount",
    header: "Amount",
    align: "right",
    className: figures,
    value: (total) => money(total.amountMinor, total.currency),
  },
];

function rowColumns(canWrite: boolean, properties: OpexViewProps["properties"]): DataColumn<OpexRow>[] {
  const columns: DataColumn<OpexRow>[] = [
    { id: "incurredOn", header: "Date incurred", value: (row) => row.incurredOn, className: figures },
    {
      id: "property",
      header: "Property",
      cell: (row) => (
        <>
          {row.property.title}
          <span className="block text-xs text-muted">{row.organisationName}</span>
        </>
      ),
    },
    {
      id: "category",
      header: "Category",
      cell: (row) => (
        <>
          {OPEX_CATEGORY_LABELS[row.category]}
          {row.voidedAt && (
            <span className="ml-2 rounded-full bg-red-50 px-2 py-0.5 text-xs font-medium text-red-800">Voided</span>
          )}
        </>
      ),
    },
    {
      id: "amount",
      header: "Amount",
      align: "right",
      className: figures,
      cell: (row) => (
        <span className={row.voidedAt ? "line-through" : undefined}>{money(row.amountMinor, row.currency)}</span>
      ),
    },
    { id: "note", header: "Note", className: "max-w-[16rem]", value: (row) => row.note || "—" },
    {
      id: "receipt",
      header: "Receipt",
      cell: (row) =>
        row.receipt ? (
          <a
            href={`/dashboard/opex/receipt?id=${row.id}`}
            className="font-medium text-brand-700 underline-offset-2 hover:underline"
            download
          >
            {row.receipt.name}
          </a>
        ) : (
          "—"
        ),
    },
    {
      id: "history",
      header: "History",
      cell: (row) => (
        <details>
          <summary className="cursor-pointer text-brand-700">
            {plural(row.history.length, { one: "change", other: "changes" })}
          </summary>
          <div className="mt-2 min-w-[16rem]">
            <History history={row.history} />
          </div>
        </details>
      ),
    },
  ];
  if (canWrite)
    columns.push({
      id: "actions",
      header: "Actions",
      cell: (row) =>
        row.voidedAt ? (
          <span className="text-xs">Voided {row.voidedAt.slice(0, 10)}</span>
        ) : (
          <OpexRowActions
            label={`${OPEX_CATEGORY_LABELS[row.category].toLowerCase()} expense of ${money(row.amountMinor, row.currency)} on ${row.incurredOn}`}
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
        ),
    });
  return columns;
}

/** The opex page: record an expense, filters in the URL, totals by category per currency, the list with history. */
export function OpexView({ data, filters, sort, properties, canWrite, today }: OpexViewProps) {
  const currencies = [...new Set(data.totals.map((total) => total.currency))];
  const values = { property: filters.propertyId, category: filters.category, from: filters.from, to: filters.to };
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

      <FilterForm
        path={PATH}
        label="Filter expenses"
        values={values}
        keep={{ sort: sort.sort, dir: sort.sort ? sort.dir : undefined }}
        fields={[
          {
            kind: "select",
            name: "property",
            label: "Property",
            all: "All properties",
            wide: true,
            options: properties.map((property) => ({ value: property.id, label: property.title })),
          },
          {
            kind: "select",
            name: "category",
            label: "Category",
            all: "All categories",
            options: OPEX_CATEGORIES.map((category) => ({ value: category, label: OPEX_CATEGORY_LABELS[category] })),
          },
          {
            kind: "dateRange",
            unit: "month",
            from: { name: "from", label: "From month" },
            to: { name: "to", label: "To month" },
          },
        ]}
        columns={5}
      />

      <section aria-labelledby="opex-totals-heading" className="rounded-2xl border border-line bg-white p-4">
        <h2 id="opex-totals-heading" className="text-base font-semibold">
          Totals by category
        </h2>
        <p className="text-sm text-muted" role="status">
          {data.total === 0
            ? "No expenses match these filters."
            : `${plural(data.total, { one: "expense", other: "expenses" })} incurred ${filters.from} to ${filters.to} (voided ones are not counted).`}
        </p>
        {currencies.map((currency) => {
          const rows = data.totals.filter((total) => total.currency === currency);
          return (
            <DataTable
              key={currency}
              className="mt-3"
              plain
              showCaption
              testId={`opex-totals-${currency}`}
              label={`In ${currency}`}
              columns={totalColumns}
              rows={rows}
              rowKey={(total) => total.category}
              empty={null}
              minWidth="min-w-[20rem]"
              footer={
                <tr className="border-t border-line font-semibold">
                  <td className="px-3 py-1.5">Total</td>
                  <td className="px-3 py-1.5 text-right tabular-nums">
                    {rows.reduce((sum, row) => sum + row.count, 0)}
                  </td>
                  <td className="px-3 py-1.5 text-right tabular-nums">
                    {money(
                      rows.reduce((sum, row) => sum + row.amountMinor, 0),
                      currency,
                    )}
                  </td>
                </tr>
              }
            />
          );
        })}
      </section>

      <DataTable
        label="Expenses"
        columns={sortedInQuery(rowColumns(canWrite, properties), OPEX_SORTABLE)}
        rows={data.rows}
        rowKey={(row) => row.id}
        rowProps={(row) => ({ "data-testid": "opex-row", className: row.voidedAt ? "text-muted" : undefined })}
        // The totals above already say when nothing matches.
        empty={null}
        href={(state) => tableHref(PATH, values, state)}
        sort={sort.sort ? { id: sort.sort, dir: sort.dir ?? "asc" } : null}
        pagination={{ page: data.page, pages: data.pages }}
        minWidth="min-w-[60rem]"
      />
    </div>
  );
}
