import { useTranslations } from "next-intl";
import { formatMoney } from "@/lib/money";
import { describeOccupancy } from "@/domains/catalogue/inputs";
import { BOOKING_STATUS_LABELS } from "../../labels";
import { DESK_SORTABLE, type DeskKind, type DeskPage, type DeskStay } from "../bookings";
import { DESK_CHANNELS, DESK_STATUSES, type DeskFilters } from "../filters";
import { StatusPill } from "./status-pill";
import { StayActions } from "./stay-actions";
import { DataTable, tableHref, type DataColumn, type TableUrlState } from "@/components/ui/data-table";
import { sortedInQuery } from "@/lib/columns";
import { FilterForm } from "@/components/ui/filter-form";
import { daysBetween } from "@/lib/dates";
import { formatDay } from "@/lib/format";
const day = (iso: string) => formatDay(iso, "en");

/** The desks' words (a server component's translator; the inventory reads them too). */
export type DeskWords = ReturnType<typeof useTranslations<"dashboardBookings.desks">>;

/** "12 Mar 2026 → 15 Mar 2026 (3 nights)" or "12 Mar 2026, 10:00–14:00". */
export function stayDates(t: DeskWords, stay: Pick<DeskStay, "checkIn" | "checkOut" | "hours">): string {
  if (stay.hours) return `${day(stay.checkIn)}, ${stay.hours.start}–${stay.hours.end}`;
  const nights = daysBetween(stay.checkIn, stay.checkOut);
  return t("nights", { from: day(stay.checkIn), to: day(stay.checkOut), count: nights });
}

const columns = (t: DeskWords): DataColumn<DeskStay>[] => [
  {
    id: "reference",
    header: t("columns.reference"),
    className: "whitespace-nowrap font-mono text-xs",
    value: (row) => row.reference,
  },
  {
    id: "guest",
    header: t("columns.guest"),
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
    header: t("columns.place"),
    cell: (row) => (
      <>
        {row.property.title}
        <span className="block text-xs text-muted">
          {row.unit.name} · {row.property.city}
        </span>
      </>
    ),
  },
  { id: "stay", header: t("columns.stay"), className: "whitespace-nowrap", value: (row) => stayDates(t, row) },
  { id: "status", header: t("columns.status"), cell: (row) => <StatusPill status={row.status} /> },
  { id: "channel", header: t("columns.channel"), value: (row) => t(`channels.${row.channel}`) },
  {
    id: "total",
    header: t("columns.total"),
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
              ? t("balancePaid")
              : t("balanceDue", {
                  amount: formatMoney(
                    { amountMinor: row.balance.minor, currency: row.currency },
                    { exact: true, currencyDisplay: "code" },
                  ),
                  day: row.balance.dueOn,
                })}
          </span>
        )}
      </>
    ),
  },
  {
    id: "payment",
    header: t("columns.payment"),
    className: "whitespace-nowrap",
    value: (row) => t(`payments.${row.payment}`),
  },
  {
    id: "actions",
    header: t("columns.actions"),
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
  const t = useTranslations("dashboardBookings.desks");
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
        label={t("filter")}
        keep={{ sort: sort.sort, dir: sort.sort ? sort.dir : undefined }}
        values={values}
        fields={[
          { kind: "dateRange", from: { name: "from", label: t("from") }, to: { name: "to", label: t("to") } },
          {
            kind: "select",
            name: "status",
            label: t("status"),
            all: t("allStatuses"),
            options: DESK_STATUSES.map((status) => ({ value: status, label: BOOKING_STATUS_LABELS[status].label })),
          },
          {
            kind: "select",
            name: "channel",
            label: t("channel"),
            all: t("allChannels"),
            options: DESK_CHANNELS.map((channel) => ({ value: channel, label: t(`channels.${channel}`) })),
          },
          {
            kind: "select",
            name: "property",
            label: t("property"),
            all: t("allProperties"),
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
          ? t("noneMatch")
          : `${t("count", { count: data.total })}${dated ? "" : t("currentAndUpcoming")}`}
      </p>

      <DataTable
        label={desk === "managed" ? t("managed") : t("unmanaged")}
        columns={sortedInQuery(columns(t), DESK_SORTABLE)}
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
