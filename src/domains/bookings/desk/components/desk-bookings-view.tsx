import { formatMoney } from "@/lib/money";
import { describeOccupancy } from "@/domains/catalogue/inputs";
import { BOOKING_STATUS_LABELS } from "../../labels";
import { DESK_SORTABLE, PAYMENT_STATE_LABELS, type DeskKind, type DeskPage, type DeskStay } from "../bookings";
import { DESK_CHANNEL_LABELS, DESK_CHANNELS, DESK_STATUSES, type DeskFilters } from "../filters";
import { StatusPill } from "./status-pill";
import { StayActions } from "./stay-actions";
import { DataTable, tableHref, type DataColumn, type TableUrlState } from "@/components/ui/data-table";
import { sortedInQuery } from "@/lib/columns";
import { FilterForm } from "@/components/ui/filter-form";
import { plural } from "@/lib/plural";
import { daysBetween } from "@/lib/dates";
import { formatDay } from "@/lib/format";
const day = (iso: string) => formatDay(iso, "en");

/** "12 Mar 2026 → 15 Mar 2026 (3 nights)" or "12 Mar 2026, 10:00–14:00". */
export function stayDates(stay: Pick<DeskStay, "checkIn" | "checkOut" | "hours">): string {
  if (stay.hours) return `${day(stay.checkIn)}, ${stay.hours.start}–${stay.hours.end}`;
  const nights = daysBetween(stay.checkIn, stay.checkOut);
  return `${day(stay.checkIn)} → ${day(stay.checkOut)} (${plural(nights, { one: "night", other: "nights" })})`;
}

const columns: DataColumn<DeskStay>[] = [
  {
    id: "reference",
    header: "Reference",
    className: "whitespace-nowrap font-mono text-xs",
    value: (row) => row.reference,
  },
  {
    id: "guest",
    header: "Guest",
    cell: (row) => (
      <>
        {row.guestName}
        <span className="block text-xs text-muted">
          {describeOccupancy({
            adults: row.guestCount - row.childrenAges.length,
            childrenAges: row.childrenAges,
          })}
        </span>
      </>
    ),
  },
  {
    id: "place",
    header: "Property · unit",
    cell: (row) => (
      <>
        {row.property.title}
        <span className="block text-xs text-muted">
          {row.unit.name} · {row.property.city}
        </span>
      </>
    ),
  },
  { id: "stay", header: "Stay", className: "whitespace-nowrap", value: (row) => stayDates(row) },
  { id: "status", header: "Status", cell: (row) => <StatusPill status={row.status} /> },
  { id: "channel", header: "Channel", value: (row) => DESK_CHANNEL_LABELS[row.channel] },
  {
    id: "total",
    header: "Total",
    align: "right",
    className: "whitespace-nowrap tabular-nums",
    value: (row) =>
      formatMoney({ amountMinor: row.totalMinor, currency: row.currency }, { exact: true, currencyDisplay: "code" }),
    cell: (row) => (
      <>
        {formatMoney({ amountMinor: row.totalMinor, currency: row.currency }, { exact: true, currencyDisplay: "code" })}
        {row.balance && (
          // docs/DEPOSITS.md: the deposit was paid at booking; the rest is charged on its day.
          <span className="block text-xs text-muted" data-testid="desk-balance">
            {row.balance.paid
              ? "Deposit and balance paid"
              : `Balance ${formatMoney(
                  { amountMinor: row.balance.minor, currency: row.currency },
                  { exact: true, currencyDisplay: "code" },
                )} due ${row.balance.dueOn}`}
          </span>
        )}
      </>
    ),
  },
  {
    id: "payment",
    header: "Payment",
    className: "whitespace-nowrap",
    value: (row) => PAYMENT_STATE_LABELS[row.payment],
  },
  {
    id: "actions",
    header: "Actions",
    cell: (row) => <StayActions reference={row.reference} guestName={row.guestName} actions={row.actions} />,
  },
];

export interface DeskBookingsViewProps {
  desk: DeskKind;
  data: DeskPage;
  filters: DeskFilters;
  /** The sort the address asks for (`tableStateFrom` over `DESK_SORTABLE`); the query ordered the rows by it. */
  sort: TableUrlState;
  properties: { id: string; title: string; city: string }[];
}

/** A booking desk: filters in the URL, the count, the table with each booking's actions, and pages. */
export function DeskBookingsView({ desk, data, filters, sort, properties }: DeskBookingsViewProps) {
  const path = desk === "managed" ? "/dashboard/managedBookings" : "/dashboard/unmanagedBookings";
  const dated = Boolean(filters.from || filters.to);
  const values = {
    from: filters.from,
    to: filters.to,
    status: filters.status,
    channel: filters.channel,
    property: filters.propertyId,
  };
  return (
    <div className="space-y-5">
      <FilterForm
        path={path}
        label="Filter bookings"
        keep={{ sort: sort.sort, dir: sort.sort ? sort.dir : undefined }}
        values={values}
        fields={[
          { kind: "dateRange", from: { name: "from", label: "From" }, to: { name: "to", label: "To" } },
          {
            kind: "select",
            name: "status",
            label: "Status",
            all: "All statuses",
            options: DESK_STATUSES.map((status) => ({ value: status, label: BOOKING_STATUS_LABELS[status].label })),
          },
          {
            kind: "select",
            name: "channel",
            label: "Channel",
            all: "All channels",
            options: DESK_CHANNELS.map((channel) => ({ value: channel, label: DESK_CHANNEL_LABELS[channel] })),
          },
          {
            kind: "select",
            name: "property",
            label: "Property",
            all: "All properties",
            wide: true,
            options: properties.map((property) => ({
              value: property.id,
              label: `${property.title} · ${property.city}`,
            })),
          },
        ]}
        columns={6}
      />

      <p className="text-sm text-muted" role="status" data-testid="desk-total">
        {data.total === 0
          ? "No bookings match these filters."
          : `${plural(data.total, { one: "booking", other: "bookings" })}${dated ? "" : ", current and upcoming (choose dates to see past stays)"}`}
      </p>

      <DataTable
        label={desk === "managed" ? "Managed bookings" : "Unmanaged bookings"}
        columns={sortedInQuery(columns, DESK_SORTABLE)}
        rows={data.rows}
        rowKey={(row) => row.reference}
        rowProps={(row) => ({ "data-testid": "desk-booking", "data-reference": row.reference })}
        // The count above already says when nothing matches.
        empty={null}
        href={(state) => tableHref(path, values, state)}
        sort={sort.sort ? { id: sort.sort, dir: sort.dir ?? "asc" } : null}
        pagination={{ page: data.page, pages: data.pages }}
        minWidth="min-w-[64rem]"
      />
    </div>
  );
}
