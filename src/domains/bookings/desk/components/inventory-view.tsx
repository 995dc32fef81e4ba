import clsx from "clsx";
import Link from "next/link";
import type { DeskStay } from "../bookings";
import { inventoryQuery, UNIT_STATUS_LABELS, UNIT_STATUSES, type InventoryFilters, type UnitStatus } from "../filters";
import type { Inventory, InventoryUnit } from "../inventory";
import { stayDates } from "./desk-bookings-view";
import { HousekeepingForm } from "./housekeeping-form";
import { StatusPill } from "./status-pill";
import { StayActions } from "./stay-actions";
import { PageLinks } from "@/components/ui/page-links";
import { controlClassDense } from "@/components/ui/styles";
import { plural } from "@/lib/plural";
import type { ListSort } from "@/server/db/list-order";

const UNIT_TONES: Record<UnitStatus, string> = {
  occupied: "bg-brand-600 text-white",
  vacant: "bg-emerald-50 text-emerald-800",
  cleaning: "bg-amber-50 text-amber-900",
  maintenance: "bg-rose-50 text-rose-800",
};

function Count({ label, value, detail, testId }: { label: string; value: number; detail?: string; testId: string }) {
  return (
    <div className="rounded-2xl border border-line bg-white p-3">
      <dt className="text-xs font-medium text-muted">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums" data-testid={testId}>
        {value.toLocaleString("en")}
      </dd>
      {detail && <dd className="text-xs text-muted">{detail}</dd>}
    </div>
  );
}

function StayLine({ stay, kind }: { stay: DeskStay; kind: "arrival" | "departure" | "in-house" }) {
  return (
    <li
      className="space-y-1.5 rounded-xl border border-line p-2.5"
      data-testid={`unit-${kind}`}
      data-reference={stay.reference}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm">
          <span className="font-medium">{stay.guestName}</span>{" "}
          <span className="font-mono text-xs text-muted">{stay.reference}</span>
        </p>
        <StatusPill status={stay.status} />
      </div>
      <p className="text-xs text-muted">
        {stayDates(stay)} · {plural(stay.guestCount, { one: "guest", other: "guests" })}
      </p>
      <StayActions reference={stay.reference} guestName={stay.guestName} actions={stay.actions} />
    </li>
  );
}

function UnitCard({ unit }: { unit: InventoryUnit }) {
  const headingId = `unit-${unit.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="space-y-3 rounded-2xl border border-line bg-white p-4"
      data-testid="inventory-unit"
      data-unit-id={unit.id}
    >
      <header className="flex items-start justify-between gap-3">
        <div>
          <h3 id={headingId} className="font-semibold">
            {unit.name}
          </h3>
          <p className="text-xs text-muted">
            {unit.property.title} · {unit.property.city}
          </p>
        </div>
        <span
          className={clsx(
            "whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold",
            UNIT_TONES[unit.status],
          )}
          data-testid="unit-status"
        >
          {UNIT_STATUS_LABELS[unit.status]}
        </span>
      </header>
      {unit.housekeeping.note && <p className="text-sm text-muted">Note: {unit.housekeeping.note}</p>}
      {unit.inHouse && (
        <section aria-label="In house">
          <h4 className="mb-1 text-xs font-semibold uppercase tracking-wide text-muted">In house</h4>
          <ul>
            <StayLine stay={unit.inHouse} kind="in-house" />
          </ul>
        </section>
      )}
      {unit.arrivals.length > 0 && (
        <section aria-label="Arrivals today">
          <h4 className="mb-1 text-xs font-semibold uppercase tracking-wide text-muted">Arriving today</h4>
          <ul className="space-y-2">
            {unit.arrivals.map((stay) => (
              <StayLine key={stay.reference} stay={stay} kind="arrival" />
            ))}
          </ul>
        </section>
      )}
      {unit.departures.length > 0 && (
        <section aria-label="Departures today">
          <h4 className="mb-1 text-xs font-semibold uppercase tracking-wide text-muted">Leaving today</h4>
          <ul className="space-y-2">
            {unit.departures.map((stay) => (
              <StayLine key={stay.reference} stay={stay} kind="departure" />
            ))}
          </ul>
        </section>
      )}
      <HousekeepingForm
        unitId={unit.id}
        unitName={unit.name}
        current={unit.housekeeping.state}
        note={unit.housekeeping.note}
      />
    </article>
  );
}

/** The inventory: counts for the day, filters and order, and a card per unit (a phone shows one column). */
export function InventoryView({
  inventory,
  filters,
  properties,
  sort = {},
}: {
  inventory: Inventory;
  filters: InventoryFilters;
  /** The order the address asks for (`?sort=unit`), sorted in the query; kept by the pages' links. */
  sort?: ListSort;
  properties: { id: string; title: string; city: string }[];
}) {
  const { counts } = inventory;
  // Units are grouped under their property, in the order the query gives.
  const groups: { property: InventoryUnit["property"]; today: string; units: InventoryUnit[] }[] = [];
  for (const unit of inventory.units) {
    const last = groups.at(-1);
    if (last && last.property.id === unit.property.id) last.units.push(unit);
    else groups.push({ property: unit.property, today: unit.today, units: [unit] });
  }
  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" aria-label="Today's counts">
        <Count label="Occupied" value={counts.occupied} testId="count-occupied" />
        <Count label="Vacant" value={counts.vacant} testId="count-vacant" />
        <Count label="Cleaning" value={counts.cleaning} testId="count-cleaning" />
        <Count label="Maintenance" value={counts.maintenance} testId="count-maintenance" />
        <Count
          label="Arrivals"
          value={counts.arrivals}
          detail={`${counts.arrivalsDone} checked in`}
          testId="count-arrivals"
        />
        <Count
          label="Departures"
          value={counts.departures}
          detail={`${counts.departuresDone} checked out`}
          testId="count-departures"
        />
      </dl>

      <form
        method="get"
        action="/dashboard/inventory"
        aria-label="Filter units"
        className="grid gap-3 rounded-2xl border border-line bg-white p-4 sm:grid-cols-[2fr_1fr_1fr_auto]"
      >
        <label className="space-y-1 text-sm font-medium">
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
        <label className="space-y-1 text-sm font-medium">
          <span className="block">Status today</span>
          <select name="status" defaultValue={filters.status ?? ""} className={controlClassDense}>
            <option value="">All statuses</option>
            {UNIT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {UNIT_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </label>
        <label className="space-y-1 text-sm font-medium">
          <span className="block">Order</span>
          <select name="sort" defaultValue={sort.sort ?? ""} className={controlClassDense}>
            <option value="">By property</option>
            <option value="unit">By unit name</option>
            <option value="status">By status today</option>
          </select>
        </label>
        <div className="flex items-end gap-2">
          <button
            type="submit"
            className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
          >
            Apply
          </button>
          <Link
            href="/dashboard/inventory"
            className="rounded-lg border border-line px-4 py-2 text-sm hover:bg-brand-50"
          >
            Clear
          </Link>
        </div>
      </form>

      <p className="text-sm text-muted" role="status">
        {inventory.matching === 0
          ? "No units match these filters."
          : plural(inventory.matching, { one: "unit", other: "units" })}{" "}
        of {counts.units.toLocaleString("en")}
      </p>

      {groups.map((group) => (
        <section key={group.property.id} aria-labelledby={`property-${group.property.id}`} className="space-y-3">
          <h2 id={`property-${group.property.id}`} className="text-lg font-semibold">
            {group.property.title}{" "}
            <span className="text-sm font-normal text-muted">
              · {group.property.city} · today {group.today}
            </span>
          </h2>
          <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
            {group.units.map((unit) => (
              <UnitCard key={unit.id} unit={unit} />
            ))}
          </div>
        </section>
      ))}

      <PageLinks
        page={inventory.page}
        pages={inventory.pages}
        href={(page) => `/dashboard/inventory${inventoryQuery({ ...filters, page }, sort)}`}
      />
    </div>
  );
}
