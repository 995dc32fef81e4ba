import { StatCard, StatGrid } from "@/components/ui/card";
import { DataTable, tableHref, withCells, type TableUrlState } from "@/components/ui/data-table";
import { sortedInQuery } from "@/lib/columns";
import { FilterForm } from "@/components/ui/filter-form";
import { formatMoney } from "@/lib/money";
import { partnerBookingColumns } from "../columns";
import {
  partnerFiltersQuery,
  PARTNER_BOOKING_SORTABLE,
  type PartnerBookingList,
  type PartnerFilters,
} from "../queries";
import { partnerFilterFields, partnerFilterValues } from "./partner-filters";
import { formatNumber } from "@/lib/format";

const PATH = "/dashboard/airasia";
const money = (amountMinor: number, currency: string) =>
  formatMoney({ amountMinor, currency }, { exact: true, currencyDisplay: "code" });
const columns = withCells(partnerBookingColumns, {
  place: (row) => (
    <>
      {row.property}
      <span className="block text-xs text-muted">{row.city}</span>
    </>
  ),
  revenue: (row) => money(row.totalMinor, row.currency),
  points: { cellProps: () => ({ "data-testid": "booking-points" }) },
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
  return (
    <div className="space-y-5">
      <FilterForm
        path={PATH}
        label="Filter partner bookings"
        keep={{ sort: sort.sort, dir: sort.sort ? sort.dir : undefined }}
        fields={partnerFilterFields("Booked", { status: true })}
        values={partnerFilterValues(filters)}
        submitLabel="Filter"
        columns={5}
      />

      <section aria-label="Totals">
        <StatGrid columns={3}>
          <StatCard label="Bookings" value={data.total} valueTestId="partner-bookings-total" />
          <StatCard
            label="Revenue of sold stays"
            value={
              data.revenue.length === 0 ? (
                "None"
              ) : (
                <ul className="text-base">
                  {data.revenue.map((row) => (
                    <li key={row.currency}>
                      {money(row.totalMinor, row.currency)}{" "}
                      <span className="text-sm font-normal text-muted">
                        (rooms {money(row.roomRevenueMinor, row.currency)})
                      </span>
                    </li>
                  ))}
                </ul>
              )
            }
          />
          <StatCard
            label="Points issued"
            value={formatNumber(data.points, "en")}
            valueTestId="partner-points-total"
            action={
              <a
                href={`${PATH}/export${exportQuery ? `?${exportQuery}` : ""}`}
                className="inline-block rounded-lg border border-line px-3 py-2 text-sm font-medium hover:bg-brand-50"
                download
              >
                Export CSV
              </a>
            }
          />
        </StatGrid>
      </section>

      <DataTable
        label="Bookings made through AirAsia"
        columns={sortedInQuery(columns, PARTNER_BOOKING_SORTABLE)}
        rows={data.rows}
        rowKey={(row) => row.reference}
        rowProps={(row) => ({ "data-testid": "partner-booking", "data-reference": row.reference })}
        empty={{ title: "No bookings through AirAsia match these filters." }}
        href={(state) => tableHref(PATH, partnerFilterValues(filters), state)}
        sort={sort.sort ? { id: sort.sort, dir: sort.dir ?? "asc" } : null}
        pagination={{ page: data.page, pages: data.pages }}
        minWidth="min-w-[56rem]"
      />
    </div>
  );
}
