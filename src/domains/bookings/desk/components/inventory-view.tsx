import { useTranslations } from "next-intl";
import type { DeskStay } from "../bookings";
import { UNIT_STATUSES, type InventoryFilters, type UnitStatus } from "../filters";
import { INVENTORY_SORTABLE, type ArchivedInventoryUnit, type Inventory, type InventoryUnit } from "../inventory";
import { stayDates, type DeskWords } from "./desk-bookings-view";
import { HousekeepingForm } from "./housekeeping-form";
import { InventoryArchiveButton } from "./inventory-archive";
import { StatusPill } from "./status-pill";
import { StayActions } from "./stay-actions";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { DataTable, tableHref, type DataColumn, type TableUrlState } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { FilterForm } from "@/components/ui/filter-form";
import { ArchivedUnits } from "@/domains/catalogue/components/unit-archive";
import { sortedInQuery } from "@/lib/columns";
import { formatNumber } from "@/lib/format";

const PATH = "/dashboard/inventory";

const UNIT_TONES: Record<UnitStatus, BadgeTone> = {
  occupied: "brand",
  vacant: "success",
  cleaning: "warning",
  maintenance: "danger",
};

type StayKind = "arrival" | "departure" | "in-house";

type Words = ReturnType<typeof useTranslations<"dashboardBookings.inventory">>;
type HousekeepingWords = ReturnType<typeof useTranslations<"dashboardBookings.housekeeping">>;

/** A unit's stays of the day, in the order the desk works them: who is in, who comes, who leaves. */
function staysOf(unit: InventoryUnit): { kind: StayKind; stay: DeskStay }[] {
  return [
    ...(unit.inHouse ? [{ kind: "in-house" as const, stay: unit.inHouse }] : []),
    ...unit.arrivals.map((stay) => ({ kind: "arrival" as const, stay })),
    ...unit.departures.map((stay) => ({ kind: "departure" as const, stay })),
  ];
}

function Count({ label, value, detail, testId }: { label: string; value: number; detail?: string; testId: string }) {
  return (
    <div className="rounded-2xl border border-line bg-white p-3">
      <dt className="text-xs font-medium text-muted">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums" data-testid={testId}>
        {formatNumber(value, "en")}
      </dd>
      {detail && <dd className="text-xs text-muted">{detail}</dd>}
    </div>
  );
}

const columns = (t: Words, desks: DeskWords, housekeeping: HousekeepingWords): DataColumn<InventoryUnit>[] => [
  {
    id: "property",
    header: t("columns.property"),
    rowHeader: true,
    className: "min-w-[10rem]",
    cell: (unit) => (
      <>
        {unit.property.title}
        <span className="block text-xs text-muted">
          {t("cityToday", { city: unit.property.city, day: unit.today })}
        </span>
      </>
    ),
  },
  {
    id: "unit",
    header: t("columns.unit"),
    rowHeader: true,
    className: "font-medium",
    value: (unit) => unit.name,
    cellProps: () => ({ "data-testid": "unit-name" }),
  },
  {
    id: "status",
    header: t("columns.status"),
    cell: (unit) => (
      <Badge tone={UNIT_TONES[unit.status]} data-testid="unit-status">
        {t(`statuses.${unit.status}`)}
      </Badge>
    ),
  },
  {
    id: "stays",
    header: t("columns.stays"),
    className: "min-w-[16rem]",
    cell: (unit) => {
      const stays = staysOf(unit);
      if (stays.length === 0) return <span className="text-muted">{t("noneToday")}</span>;
      return (
        <ul className="space-y-2">
          {stays.map(({ kind, stay }) => (
            <li key={`${kind}-${stay.reference}`} data-testid={`unit-${kind}`} data-reference={stay.reference}>
              <span className="block text-xs font-semibold uppercase tracking-wide text-muted">
                {t(`kinds.${kind}`)}
              </span>
              <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span className="font-medium">{stay.guestName}</span>
                <span className="font-mono text-xs text-muted">{stay.reference}</span>
                <StatusPill status={stay.status} />
              </span>
              <span className="block text-xs text-muted">
                {stayDates(desks, stay)} · {t("guests", { count: stay.guestCount })}
              </span>
            </li>
          ))}
        </ul>
      );
    },
  },
  {
    id: "housekeeping",
    header: t("columns.housekeeping"),
    className: "min-w-[20rem]",
    cell: (unit) => (
      <div className="space-y-1.5">
        <p className="text-xs text-muted" data-testid="unit-housekeeping">
          {housekeeping(`states.${unit.housekeeping.state}`)}
          {unit.housekeeping.note && <> · {t("note", { note: unit.housekeeping.note })}</>}
        </p>
        <HousekeepingForm
          unitId={unit.id}
          unitName={unit.name}
          current={unit.housekeeping.state}
          note={unit.housekeeping.note}
        />
      </div>
    ),
  },
  {
    id: "actions",
    header: t("columns.actions"),
    className: "min-w-[12rem]",
    cell: (unit) => {
      const stays = staysOf(unit).filter(({ stay }) => stay.actions.length > 0);
      return (
        <div className="space-y-2">
          {stays.map(({ kind, stay }) => (
            <div key={`${kind}-${stay.reference}`} data-testid={`unit-${kind}-actions`} data-reference={stay.reference}>
              <StayActions reference={stay.reference} guestName={stay.guestName} actions={stay.actions} />
            </div>
          ))}
          {/* Taking a unit off sale for good; the server refuses while a stay is current or upcoming, naming it. */}
          <InventoryArchiveButton unitId={unit.id} name={`${unit.name} (${unit.property.title})`} />
        </div>
      );
    },
  },
];

/**
 * The inventory: counts for the day, the filters, and a row per unit with today's stays, its housekeeping and
 * the desk's actions (archiving a unit among them; archived ones are listed below with Restore). Sorted and paged in the query (`desk/inventory.ts`); the headings and pages are links.
 */
export function InventoryView({
  inventory,
  filters,
  properties,
  sort = {},
  archived = [],
}: {
  inventory: Inventory;
  /** Units taken off sale in the viewer's scope, with Restore. */
  archived?: ArchivedInventoryUnit[];
  filters: InventoryFilters;
  /** The order the address asks for (`tableStateFrom` over `INVENTORY_SORTABLE`), sorted in the query. */
  sort?: TableUrlState;
  properties: { id: string; title: string; city: string }[];
}) {
  const t = useTranslations("dashboardBookings.inventory");
  const desks = useTranslations("dashboardBookings.desks");
  const housekeeping = useTranslations("dashboardBookings.housekeeping");
  const { counts } = inventory;
  const values = { property: filters.propertyId, status: filters.status };
  const filtered = Boolean(filters.propertyId || filters.status);
  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" aria-label={t("counts")}>
        <Count label={t("statuses.occupied")} value={counts.occupied} testId="count-occupied" />
        <Count label={t("statuses.vacant")} value={counts.vacant} testId="count-vacant" />
        <Count label={t("statuses.cleaning")} value={counts.cleaning} testId="count-cleaning" />
        <Count label={t("statuses.maintenance")} value={counts.maintenance} testId="count-maintenance" />
        <Count
          label={t("arrivals")}
          value={counts.arrivals}
          detail={t("checkedIn", { count: counts.arrivalsDone })}
          testId="count-arrivals"
        />
        <Count
          label={t("departures")}
          value={counts.departures}
          detail={t("checkedOut", { count: counts.departuresDone })}
          testId="count-departures"
        />
      </dl>

      <FilterForm
        path={PATH}
        label={t("filter")}
        keep={{ sort: sort.sort, dir: sort.sort ? sort.dir : undefined }}
        values={values}
        fields={[
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
          {
            kind: "select",
            name: "status",
            label: t("columns.status"),
            all: t("allStatuses"),
            options: UNIT_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
          },
        ]}
        columns={3}
      />

      {inventory.matching > 0 && (
        <p className="text-sm text-muted" role="status" data-testid="inventory-total">
          {t("total", { count: inventory.matching, units: formatNumber(counts.units, "en") })}
        </p>
      )}

      <DataTable
        label={t("table")}
        columns={sortedInQuery(columns(t, desks, housekeeping), INVENTORY_SORTABLE)}
        rows={inventory.units}
        rowKey={(unit) => unit.id}
        rowProps={(unit) => ({ "data-testid": "inventory-unit", "data-unit-id": unit.id })}
        empty={
          <EmptyState
            role="status"
            title={filtered ? t("noneMatch") : t("none")}
            description={filtered ? t("noneMatchHint", { count: counts.units }) : t("noneHint")}
            action={filtered ? { href: PATH, label: t("clear") } : undefined}
          />
        }
        href={(state) => tableHref(PATH, values, state)}
        sort={sort.sort ? { id: sort.sort, dir: sort.dir ?? "asc" } : null}
        pagination={{ page: inventory.page, pages: inventory.pages }}
        minWidth="min-w-[72rem]"
      />

      <ArchivedUnits units={archived} />
    </div>
  );
}
