import { useTranslations } from "next-intl";
import { formatMoney } from "@/lib/money";
import { OPEX_SORTABLE, type OpexCategoryTotal, type OpexFilters, type OpexRevision, type OpexRow } from "../queries";
import { OPEX_CATEGORIES, OPEX_CATEGORY_LABELS, type OpexCategory } from "../rules";
import { OpexForm, OpexRowActions } from "./opex-form";
import { DataTable, tableHref, type DataColumn, type TableUrlState } from "@/components/ui/data-table";
import { sortedInQuery } from "@/lib/columns";
import { FilterForm } from "@/components/ui/filter-form";

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

type Words = ReturnType<typeof useTranslations<"dashboardAccounts.opex">>;

function describeValue(t: Words, field: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (field === "amount" && typeof value === "object" && value && "amountMinor" in value) {
    const amount = value as { amountMinor: number; currency: string };
    return money(amount.amountMinor, amount.currency);
  }
  if (field === "category" && typeof value === "string" && value in OPEX_CATEGORY_LABELS)
    return t(`categories.${value as OpexCategory}`);
  return String(value);
}

/** The fields a revision may change, as the catalogue names them. */
const FIELDS = ["property", "category", "incurredOn", "amount", "note", "receipt", "status", "reason"] as const;
const isField = (field: string): field is (typeof FIELDS)[number] => (FIELDS as readonly string[]).includes(field);

function History({ history }: { history: OpexRevision[] }) {
  const t = useTranslations("dashboardAccounts.opex");
  return (
    <ol className="space-y-2 text-xs" aria-label={t("history")}>
      {history.map((revision, index) => (
        <li key={index} data-testid="opex-revision">
          <p className="font-medium">
            {t("revision", {
              action: t(`actions.${revision.action}`),
              by: revision.by,
              at: revision.at.slice(0, 16).replace("T", " "),
            })}
          </p>
          {revision.action !== "recorded" && (
            <ul className="ml-3 list-disc pl-3 text-muted">
              {Object.entries(revision.changes).map(([field, change]) => (
                <li key={field}>
                  {isField(field) ? t(`fields.${field}`) : field}: {describeValue(t, field, change.from)} →{" "}
                  {describeValue(t, field, change.to)}
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

const totalColumns = (t: Words): DataColumn<OpexCategoryTotal>[] => [
  { id: "category", header: t("totalsColumns.category"), value: (total) => t(`categories.${total.category}`) },
  {
    id: "count",
    header: t("totalsColumns.count"),
    align: "right",
    className: figures,
    value: (total) => total.count,
  },
  {
    id: "amount",
    header: t("totalsColumns.amount"),
    align: "right",
    className: figures,
    value: (total) => money(total.amountMinor, total.currency),
  },
];

function rowColumns(t: Words, canWrite: boolean, properties: OpexViewProps["properties"]): DataColumn<OpexRow>[] {
  const columns: DataColumn<OpexRow>[] = [
    { id: "incurredOn", header: t("columns.incurredOn"), value: (row) => row.incurredOn, className: figures },
    {
      id: "property",
      header: t("columns.property"),
      cell: (row) => (
        <>
          {row.property.title}
          <span className="block text-xs text-muted">{row.organisationName}</span>
        </>
      ),
    },
    {
      id: "category",
      header: t("columns.category"),
      cell: (row) => (
        <>
          {t(`categories.${row.category}`)}
          {row.voidedAt && (
            <span className="ml-2 rounded-full bg-red-50 px-2 py-0.5 text-xs font-medium text-red-800">
              {t("voided")}
            </span>
          )}
        </>
      ),
    },
    {
      id: "amount",
      header: t("columns.amount"),
      align: "right",
      className: figures,
      cell: (row) => (
        <span className={row.voidedAt ? "line-through" : undefined}>{money(row.amountMinor, row.currency)}</span>
      ),
    },
    { id: "note", header: t("columns.note"), className: "max-w-[16rem]", value: (row) => row.note || "—" },
    {
      id: "receipt",
      header: t("columns.receipt"),
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
      header: t("columns.history"),
      cell: (row) => (
        <details>
          <summary className="cursor-pointer text-brand-700">{t("changes", { count: row.history.length })}</summary>
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
      header: t("columns.actions"),
      cell: (row) =>
        row.voidedAt ? (
          <span className="text-xs">{t("voidedOn", { day: row.voidedAt.slice(0, 10) })}</span>
        ) : (
          <OpexRowActions
            label={t("rowLabel", {
              category: t(`categoriesLower.${row.category}`),
              amount: money(row.amountMinor, row.currency),
              day: row.incurredOn,
            })}
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
  const t = useTranslations("dashboardAccounts.opex");
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
            {t("recordHeading")}
          </h2>
          <p className="text-sm text-muted">{t("recordIntro")}</p>
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
        label={t("filter")}
        values={values}
        keep={{ sort: sort.sort, dir: sort.sort ? sort.dir : undefined }}
        fields={[
          {
            kind: "select",
            name: "property",
            label: t("property"),
            all: t("allProperties"),
            wide: true,
            options: properties.map((property) => ({ value: property.id, label: property.title })),
          },
          {
            kind: "select",
            name: "category",
            label: t("category"),
            all: t("allCategories"),
            options: OPEX_CATEGORIES.map((category) => ({ value: category, label: t(`categories.${category}`) })),
          },
          {
            kind: "dateRange",
            unit: "month",
            from: { name: "from", label: t("fromMonth") },
            to: { name: "to", label: t("toMonth") },
          },
        ]}
        columns={5}
      />

      <section aria-labelledby="opex-totals-heading" className="rounded-2xl border border-line bg-white p-4">
        <h2 id="opex-totals-heading" className="text-base font-semibold">
          {t("totals")}
        </h2>
        <p className="text-sm text-muted" role="status">
          {data.total === 0
            ? t("noneMatch")
            : t("count", { count: data.total, from: filters.from ?? "", to: filters.to ?? "" })}
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
              label={t("inCurrency", { currency })}
              columns={totalColumns(t)}
              rows={rows}
              rowKey={(total) => total.category}
              empty={null}
              minWidth="min-w-[20rem]"
              footer={
                <tr className="border-t border-line font-semibold">
                  <td className="px-3 py-1.5">{t("total")}</td>
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
        label={t("table")}
        columns={sortedInQuery(rowColumns(t, canWrite, properties), OPEX_SORTABLE)}
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
