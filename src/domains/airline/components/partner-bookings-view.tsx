import { PageLinks } from "@/components/ui/page-links";
import { formatMoney } from "@/lib/money";
import {
  PARTNER_BOOKING_STATUSES,
  partnerFiltersQuery,
  type PartnerBookingList,
  type PartnerFilters,
} from "../queries";
import { filterInput, PartnerFilterForm } from "./partner-filters";
import { StatCard, StatGrid } from "@/components/ui/card";

const PATH = "/dashboard/airasia";
const money = (amountMinor: number, currency: string) =>
  formatMoney({ amountMinor, currency }, { exact: true, currencyDisplay: "code" });
const words = (status: string) => (status.charAt(0).toUpperCase() + status.slice(1)).replace("_", " ");

/** /dashboard/airasia: bookings made through the /airasia storefront, their revenue and the points issued. */
export function PartnerBookingsView({ data, filters }: { data: PartnerBookingList; filters: PartnerFilters }) {
  const { page: _page, ...withoutPage } = filters;
  const exportQuery = partnerFiltersQuery(withoutPage);
  return (
    <div className="space-y-5">
      <PartnerFilterForm path={PATH} label="Filter partner bookings" filters={filters} periodLabel="Booked">
        <label className="space-y-1 text-sm font-medium">
          <span className="block">Status</span>
          <select name="status" defaultValue={filters.status ?? ""} className={filterInput}>
            <option value="">All statuses</option>
            {PARTNER_BOOKING_STATUSES.map((status) => (
              <option key={status} value={status}>
                {words(status)}
              </option>
            ))}
          </select>
        </label>
      </PartnerFilterForm>

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
            value={data.points.toLocaleString("en")}
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

      {data.rows.length === 0 ? (
        <p className="rounded-2xl border border-line bg-white p-6 text-muted">
          No bookings through AirAsia match these filters.
        </p>
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-line bg-white">
          <table className="w-full min-w-[56rem] text-sm">
            <caption className="sr-only">Bookings made through AirAsia</caption>
            <thead className="bg-canvas text-left text-muted">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  Booking
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Booked
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Stay
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Place
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Status
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Member ID
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Revenue
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Points
                </th>
              </tr>
            </thead>
            <tbody>
              {data.rows.map((row) => (
                <tr
                  key={row.reference}
                  className="border-t border-line"
                  data-testid="partner-booking"
                  data-reference={row.reference}
                >
                  <td className="px-3 py-2 font-mono">{row.reference}</td>
                  <td className="px-3 py-2">{row.bookedAt.slice(0, 10)}</td>
                  <td className="px-3 py-2">
                    {row.checkIn} → {row.checkOut}
                  </td>
                  <td className="px-3 py-2">
                    {row.property}
                    <span className="block text-xs text-muted">{row.city}</span>
                  </td>
                  <td className="px-3 py-2">{words(row.status)}</td>
                  <td className="px-3 py-2 font-mono">{row.memberId ?? "—"}</td>
                  <td className="px-3 py-2 text-right">{money(row.totalMinor, row.currency)}</td>
                  <td className="px-3 py-2 text-right font-semibold" data-testid="booking-points">
                    {row.points}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <PageLinks
        page={data.page}
        pages={data.pages}
        href={(page) => `${PATH}?${partnerFiltersQuery({ ...withoutPage, page })}`}
      />
    </div>
  );
}
