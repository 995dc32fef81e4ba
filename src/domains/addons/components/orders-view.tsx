import Link from "next/link";
import { useTranslations } from "next-intl";
import { DataTable, type DataColumn, type TableUrlState } from "@/components/ui/data-table";
import { FilterForm, type FilterFieldSpec } from "@/components/ui/filter-form";
import { sortedInQuery } from "@/lib/columns";
import { formatMoney } from "@/lib/money";
import { ORDER_STATUSES, type AddonKind } from "../pricing";
import { ADDON_ORDER_SORTABLE, ORDERS_PAGE_SIZE, type AddonOrderRow, type OrderFilters } from "../queries";
import { OrderActions } from "./order-actions";

type Words = ReturnType<typeof useTranslations<"dashboardAddons.orders">>;

/** Where a filter, a sort or a page leads: the same page with the changed parameters. */
function hrefOf(path: string, filters: OrderFilters, change: Partial<OrderFilters>, sort: TableUrlState): string {
  const next = { ...filters, ...change };
  const params = new URLSearchParams();
  if (next.when !== "upcoming") params.set("when", next.when);
  if (next.status) params.set("status", next.status);
  if (next.organisationId) params.set("supplier", next.organisationId);
  if (sort.sort) params.set("sort", sort.sort);
  if (sort.sort && sort.dir === "desc") params.set("dir", "desc");
  if (next.page > 1) params.set("page", String(next.page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

function orderColumns(t: Words, transfer: boolean, showSupplier: boolean): DataColumn<AddonOrderRow>[] {
  const columns: (DataColumn<AddonOrderRow> | false)[] = [
    { id: "reference", header: t("columns.reference"), className: "font-mono", value: (row) => row.reference },
    {
      id: "when",
      header: t("columns.when"),
      className: "whitespace-nowrap",
      value: (row) => `${row.day} ${row.pickupTime ?? row.startTime}`,
    },
    {
      id: "product",
      header: t("columns.product"),
      cell: (row) => (
        <>
          {row.productTitle}
          {showSupplier && <div className="text-xs text-muted">{row.organisationName}</div>}
        </>
      ),
    },
    {
      id: "guest",
      header: t("columns.guest"),
      cell: (row) => (
        <>
          {row.guestName}
          <div className="text-xs text-muted">
            {row.guestEmail} · {row.guestPhone}
          </div>
          {row.note && <div className="text-xs">“{row.note}”</div>}
        </>
      ),
    },
    {
      id: "quantity",
      header: transfer ? t("columns.vehicles") : t("columns.participants"),
      value: (row) => row.quantity,
    },
    transfer && {
      id: "flight",
      header: t("columns.flight"),
      cell: (row) => (
        <>
          {row.flightNumber}
          <div className="text-xs text-muted">
            {t("pickup", { time: row.pickupTime ?? "", zone: row.pickupZone ?? "" })}
          </div>
        </>
      ),
    },
    {
      id: "total",
      header: t("columns.total"),
      className: "whitespace-nowrap",
      value: (row) => formatMoney({ amountMinor: row.totalMinor, currency: row.currency }),
    },
    {
      id: "status",
      header: t("columns.status"),
      cell: (row) => (
        <>
          {t(`statuses.${row.status}`)}
          {row.statusNote && <div className="text-xs text-muted">{row.statusNote}</div>}
        </>
      ),
    },
    {
      id: "actions",
      header: t("columns.actions"),
      hideHeader: true,
      cell: (row) => <OrderActions reference={row.reference} actions={row.actions} />,
    },
  ];
  return columns.filter((column) => column !== false);
}

/**
 * The orders of tours, transfers or meals: upcoming (soonest first) or past, with the guests, the
 * participants, and for transfers the flight, pickup time and place; the supplier closes each one.
 */
export function OrdersView({
  kind,
  data,
  filters,
  sort,
  suppliers,
  path,
  heading,
}: {
  kind: AddonKind;
  data: { rows: AddonOrderRow[]; total: number };
  filters: OrderFilters;
  /** The sort the address asks for (`tableStateFrom` over `ADDON_ORDER_SORTABLE`); the query ordered the rows by it. */
  sort: TableUrlState;
  suppliers: { id: string; name: string }[];
  path: string;
  heading?: string;
}) {
  const t = useTranslations("dashboardAddons.orders");
  const transfer = kind === "airport_transfer";
  const pages = Math.max(1, Math.ceil(data.total / ORDERS_PAGE_SIZE));
  return (
    <section className="space-y-4" aria-labelledby="orders-heading">
      {heading && (
        <h2 id="orders-heading" className="text-lg font-semibold">
          {heading}
        </h2>
      )}
      {!heading && (
        <h2 id="orders-heading" className="sr-only">
          {t("heading")}
        </h2>
      )}
      <nav aria-label={t("whenLabel")} className="flex gap-2 text-sm">
        {(["upcoming", "past"] as const).map((when) => (
          <Link
            key={when}
            href={hrefOf(path, filters, { when, page: 1 }, sort)}
            aria-current={filters.when === when ? "page" : undefined}
            className={`rounded-lg border px-3 py-1.5 ${filters.when === when ? "border-brand-600 bg-brand-50 font-medium" : "border-line bg-white hover:bg-brand-50"}`}
          >
            {when === "upcoming" ? t("upcoming") : t("past")}
          </Link>
        ))}
      </nav>
      <FilterForm
        path={path}
        label={t("filter")}
        keep={{ when: filters.when, sort: sort.sort, dir: sort.sort ? sort.dir : undefined }}
        values={{ status: filters.status, supplier: filters.organisationId }}
        fields={[
          {
            kind: "select",
            name: "status",
            label: t("status"),
            all: t("anyStatus"),
            options: ORDER_STATUSES.filter((status) => status !== "held").map((status) => ({
              value: status,
              label: t(`statuses.${status}`),
            })),
          },
          ...(suppliers.length > 0
            ? [
                {
                  kind: "select",
                  name: "supplier",
                  label: t("supplier"),
                  all: t("allSuppliers"),
                  options: suppliers.map((supplier) => ({ value: supplier.id, label: supplier.name })),
                } satisfies FilterFieldSpec,
              ]
            : []),
        ]}
        submitLabel={t("submit")}
        clearLabel={null}
        columns={4}
      />
      <DataTable
        label={t("count", { count: data.total })}
        columns={sortedInQuery(orderColumns(t, transfer, suppliers.length > 0), ADDON_ORDER_SORTABLE)}
        rows={data.rows}
        rowKey={(row) => row.id}
        empty={{ title: filters.when === "upcoming" ? t("noUpcoming") : t("noPast") }}
        // The table's links carry the sort (a heading's without a page: a new sort starts at page 1).
        href={(state) => hrefOf(path, filters, { page: state.page ?? 1 }, state)}
        sort={sort.sort ? { id: sort.sort, dir: sort.dir ?? "asc" } : null}
        pagination={{ page: filters.page, pages }}
        minWidth="min-w-[56rem]"
      />
    </section>
  );
}
