import Link from "next/link";
import { formatMoney } from "@/lib/money";
import { BOOKING_STATUS_LABELS } from "../../labels";
import { PAYMENT_STATE_LABELS, type DeskKind, type DeskPage, type DeskStay } from "../bookings";
import { DESK_CHANNEL_LABELS, DESK_CHANNELS, DESK_STATUSES, deskQuery, type DeskFilters } from "../filters";
import { StatusPill } from "./status-pill";
import { StayActions } from "./stay-actions";
import { PageLinks } from "@/components/ui/page-links";
import { controlClassDense } from "@/components/ui/styles";
const dayFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});
const day = (iso: string) => dayFormat.format(new Date(`${iso}T00:00:00Z`));

/** "12 Mar 2026 → 15 Mar 2026 (3 nights)" or "12 Mar 2026, 10:00–14:00". */
export function stayDates(stay: Pick<DeskStay, "checkIn" | "checkOut" | "hours">): string {
  if (stay.hours) return `${day(stay.checkIn)}, ${stay.hours.start}–${stay.hours.end}`;
  const nights = Math.round(
    (Date.parse(`${stay.checkOut}T00:00:00Z`) - Date.parse(`${stay.checkIn}T00:00:00Z`)) / 86_400_000,
  );
  return `${day(stay.checkIn)} → ${day(stay.checkOut)} (${nights} ${nights === 1 ? "night" : "nights"})`;
}

export interface DeskBookingsViewProps {
  desk: DeskKind;
  data: DeskPage;
  filters: DeskFilters;
  properties: { id: string; title: string; city: string }[];
}

/** A booking desk: filters in the URL, the count, the table with each booking's actions, and pages. */
export function DeskBookingsView({ desk, data, filters, properties }: DeskBookingsViewProps) {
  const path = desk === "managed" ? "/dashboard/managedBookings" : "/dashboard/unmanagedBookings";
  const dated = Boolean(filters.from || filters.to);
  return (
    <div className="space-y-5">
      <form
        method="get"
        action={path}
        aria-label="Filter bookings"
        className="grid gap-3 rounded-2xl border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-6"
      >
        <label className="space-y-1 text-sm font-medium">
          <span className="block">From</span>
          <input type="date" name="from" defaultValue={filters.from ?? ""} className={controlClassDense} />
        </label>
        <label className="space-y-1 text-sm font-medium">
          <span className="block">To</span>
          <input type="date" name="to" defaultValue={filters.to ?? ""} className={controlClassDense} />
        </label>
        <label className="space-y-1 text-sm font-medium">
          <span className="block">Status</span>
          <select name="status" defaultValue={filters.status ?? ""} className={controlClassDense}>
            <option value="">All statuses</option>
            {DESK_STATUSES.map((status) => (
              <option key={status} value={status}>
                {BOOKING_STATUS_LABELS[status].label}
              </option>
            ))}
          </select>
        </label>
        <label className="space-y-1 text-sm font-medium">
          <span className="block">Channel</span>
          <select name="channel" defaultValue={filters.channel ?? ""} className={controlClassDense}>
            <option value="">All channels</option>
            {DESK_CHANNELS.map((channel) => (
              <option key={channel} value={channel}>
                {DESK_CHANNEL_LABELS[channel]}
              </option>
            ))}
          </select>
        </label>
        <label className="space-y-1 text-sm font-medium sm:col-span-2">
          <span className="block">Property</span>
          <select name="property" defaultValue={filters.propertyId ?? ""} className={controlClassDense}>
            <option value="">All properties</option>
            {properties.map((property) => (
              <option key={property.id} value={property.id}>
                {property.title} · {property.city}
              </option>
            ))}
          </select>
        </label>
        <div className="flex items-end gap-2 lg:col-span-6">
          <button
            type="submit"
            className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
          >
            Apply
          </button>
          <Link href={path} className="rounded-lg border border-line px-4 py-2 text-sm hover:bg-brand-50">
            Clear
          </Link>
        </div>
      </form>

      <p className="text-sm text-muted" role="status" data-testid="desk-total">
        {data.total === 0
          ? "No bookings match these filters."
          : `${data.total.toLocaleString("en")} ${data.total === 1 ? "booking" : "bookings"}${dated ? "" : ", current and upcoming (choose dates to see past stays)"}`}
      </p>

      {data.rows.length > 0 && (
        <div className="overflow-x-auto rounded-2xl border border-line bg-white">
          <table
            className="w-full min-w-[64rem] text-sm"
            aria-label={desk === "managed" ? "Managed bookings" : "Unmanaged bookings"}
          >
            <thead className="bg-brand-50 text-left text-muted">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  Reference
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Guest
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Property · unit
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Stay
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Status
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Channel
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Total
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Payment
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody>
              {data.rows.map((row) => (
                <tr
                  key={row.reference}
                  className="border-t border-line align-top"
                  data-testid="desk-booking"
                  data-reference={row.reference}
                >
                  <td className="whitespace-nowrap px-3 py-2 font-mono text-xs">{row.reference}</td>
                  <td className="px-3 py-2">
                    {row.guestName}
                    <span className="block text-xs text-muted">
                      {row.guestCount} {row.guestCount === 1 ? "guest" : "guests"}
                    </span>
                  </td>
                  <td className="px-3 py-2">
                    {row.property.title}
                    <span className="block text-xs text-muted">
                      {row.unit.name} · {row.property.city}
                    </span>
                  </td>
                  <td className="whitespace-nowrap px-3 py-2">{stayDates(row)}</td>
                  <td className="px-3 py-2">
                    <StatusPill status={row.status} />
                  </td>
                  <td className="px-3 py-2">{DESK_CHANNEL_LABELS[row.channel]}</td>
                  <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                    {formatMoney(
                      { amountMinor: row.totalMinor, currency: row.currency },
                      { exact: true, currencyDisplay: "code" },
                    )}
                  </td>
                  <td className="whitespace-nowrap px-3 py-2">{PAYMENT_STATE_LABELS[row.payment]}</td>
                  <td className="px-3 py-2">
                    <StayActions reference={row.reference} guestName={row.guestName} actions={row.actions} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <PageLinks page={data.page} pages={data.pages} href={(page) => `${path}${deskQuery({ ...filters, page })}`} />
    </div>
  );
}
