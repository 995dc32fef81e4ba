import { useTranslations } from "next-intl";
import { StatCard, StatGrid } from "@/components/ui/card";
import { DataTable, tableHref, withCells, type TableUrlState } from "@/components/ui/data-table";
import { sortedInQuery } from "@/lib/columns";
import { FilterForm } from "@/components/ui/filter-form";
import { formatMoney } from "@/lib/money";
import { partnerBookingColumns } from "../columns";
import {
  partnerFiltersQuery,
  PARTNER_BOOKING_SORTABLE,
  type PARTNER_BOOKING_STATUSES,
  type PartnerBookingList,
  type PartnerFilters,
} from "../queries";
import { partnerFilterFields, partnerFilterValues } from "./partner-filters";
import { formatNumber } from "@/lib/format";

const PATH = "/dashboard/airasia";
const money = (amountMinor: number, currency: string) =>
  formatMoney({ amountMinor, currency }, { exact: true, currencyDisplay: "code" });
type Words = ReturnType<typeof useTranslations<"dashboardAirline">>;

/** The shared column list with the page's headings and cells (the CSV keeps its English headers). */
const columnsOf = (t: Words) =>
  withCells(partnerBookingColumns, {
    reference: { header: t("bookings.columns.reference") },
    booked: { header: t("bookings.columns.booked") },
    stay: { header: t("bookings.columns.stay") },
    place: {
      header: t("bookings.columns.place"),
      cell: (row) => (
        <>
          {row.property}
          <span className="block text-xs text-muted">{row.city}</span>
        </>
      ),
    },
    status: {
      header: t("bookings.columns.status"),
      cell: (row) => t(`statuses.${row.status as (typeof PARTNER_BOOKING_STATUSES)[number]}`),
    },
    member: { header: t("bookings.columns.member") },
    revenue: { header: t("bookings.columns.revenue"), cell: (row) => money(row.totalMinor, row.currency) },
    points: { header: t("bookings.columns.points"), cellProps: () => ({ "data-testid": "booking-points" }) },
  });

/** /dashboard/airasia: bookings made through the /airasia storefront, their revenue and the points issued. */
export function PartnerBookingsView({
  data,
  filters,
  sort,
}: {
  data: PartnerBookingList;
  filters: PartnerFilters;
  /** The sort the address asks for (`tableStateFrom` over `PARTNER_BOOKING_SORTABLE`); the query ordered the rows by it. */
  sort: TableUrlState;
}) {
  const { page: _page, ...withoutPage } = filters;
  const exportQuery = partnerFiltersQuery(withoutPage);
  const t = useTranslations("dashboardAirline");
  return (
    <div className="space-y-5">
      <FilterForm
        path={PATH}
        label={t("bookings.filter")}
        keep={{ sort: sort.sort, dir: sort.sort ? sort.dir : undefined }}
        fields={partnerFilterFields(t, "booked", { status: true })}
        values={partnerFilterValues(filters)}
        submitLabel={t("filters.submit")}
        columns={5}
      />

      <section aria-label={t("bookings.totals")}>
        <StatGrid columns={3}>
          <StatCard label={t("bookings.bookings")} value={data.total} valueTestId="partner-bookings-total" />
          <StatCard
            label={t("bookings.revenue")}
            value={
              data.revenue.length === 0 ? (
                t("bookings.none")
              ) : (
                <ul className="text-base">
                  {data.revenue.map((row) => (
                    <li key={row.currency}>
                      {money(row.totalMinor, row.currency)}{" "}
                      <span className="text-sm font-normal text-muted">
                        {t("bookings.rooms", { amount: money(row.roomRevenueMinor, row.currency) })}
                      </span>
                    </li>
                  ))}
                </ul>
              )
            }
          />
          <StatCard
            label={t("bookings.points")}
            value={formatNumber(data.points, "en")}
            valueTestId="partner-points-total"
            action={
              <a
                href={`${PATH}/export${exportQuery ? `?${exportQuery}` : ""}`}
                className="inline-block rounded-lg border border-line px-3 py-2 text-sm font-medium hover:bg-brand-50"
                download
              >
                {t("bookings.export")}
              </a>
            }
          />
        </StatGrid>
      </section>

      <DataTable
        label={t("bookings.table")}
        columns={sortedInQuery(columnsOf(t), PARTNER_BOOKING_SORTABLE)}
        rows={data.rows}
        rowKey={(row) => row.reference}
        rowProps={(row) => ({ "data-testid": "partner-booking", "data-reference": row.reference })}
        empty={{ title: t("bookings.empty") }}
        href={(state) => tableHref(PATH, partnerFilterValues(filters), state)}
        sort={sort.sort ? { id: sort.sort, dir: sort.dir ?? "asc" } : null}
        pagination={{ page: data.page, pages: data.pages }}
        minWidth="min-w-[56rem]"
      />
    </div>
  );
}
