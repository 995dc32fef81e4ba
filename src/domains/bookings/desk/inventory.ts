/**
 * The inventory (`/dashboard/inventory`): every unit in the viewer's property scope with its status today,
 * in its property's time zone, and the day's arrivals and departures with the desk's actions.
 *
 * A unit is occupied while a stay is checked in; otherwise it is what operations last set (maintenance,
 * cleaning: a check-out leaves the unit in cleaning) or vacant (ready, nobody in).
 */
import { sql } from "drizzle-orm";
import type { Actor } from "@/server/access";
import { z } from "zod";
import type { DbOrTx } from "@/server/db";
import { rowsOf, sqlTypes } from "@/server/db/rows";
import { SOLD } from "../lifecycle";
import { unitHousekeeping } from "../schema";
import { LATEST_PAYMENT, staySelect, StayRow, toDeskStay, type DeskStay } from "./bookings";
import type { InventoryFilters, UnitStatus } from "./filters";
import { DEPARTURE_DAY, deskScopeSql, localToday } from "./scope";

export const INVENTORY_PAGE_SIZE = 60;

export interface InventoryUnit {
  id: string;
  name: string;
  property: { id: string; title: string; city: string };
  /** Today where the property is. */
  today: string;
  status: UnitStatus;
  housekeeping: {
    state: "ready" | "cleaning" | "maintenance";
    note: string;
    updatedAt: string | null;
    updatedBy: string | null;
  };
  /** The stay checked in now, unless it leaves today (then it is among the departures). */
  inHouse: DeskStay | null;
  arrivals: DeskStay[];
  departures: DeskStay[];
}

export interface InventoryCounts {
  units: number;
  occupied: number;
  vacant: number;
  cleaning: number;
  maintenance: number;
  arrivals: number;
  arrivalsDone: number;
  departures: number;
  departuresDone: number;
}

export interface Inventory {
  units: InventoryUnit[];
  /** Over every unit of the chosen property (or all), whatever the status filter. */
  counts: InventoryCounts;
  /** Units the status filter keeps, before paging. */
  matching: number;
  page: number;
  pages: number;
}

/** What to show on a stay's day: arriving, in the house, leaving (late leavers count as leaving today). A stay
 * arrives on its day once it is sold (`SOLD`), whether the guest has come yet or not. */
const ARRIVING = SOLD;

export async function inventoryToday(
  db: DbOrTx,
  { actor, filters, now = new Date() }: { actor: Actor; filters: InventoryFilters; now?: Date },
): Promise<Inventory> {
  const scope = sql`${deskScopeSql(actor)}${filters.propertyId ? sql` and p.id = ${filters.propertyId}::uuid` : sql``}`;
  const [unitRows, stayRows] = await Promise.all([
    rowsOf(
      db,
      // updated_at arrives as PostgreSQL's text, which Date reads.
      z.object({
        id: sqlTypes.uuid,
        name: sqlTypes.text,
        property_id: sqlTypes.uuid,
        title: sqlTypes.text,
        city: sqlTypes.text,
        today: sqlTypes.date,
        housekeeping: z.enum(unitHousekeeping.enumValues),
        note: sqlTypes.text,
        updated_at: sqlTypes.timestamp.nullable(),
        updated_by: sqlTypes.text.nullable(),
      }),
      sql`
      select u.id, u.name, p.id as property_id, p.title, p.city, ${localToday(now)}::text as today,
        coalesce(us.housekeeping, 'ready') as housekeeping, coalesce(us.note, '') as note, us.updated_at, us.updated_by
      from units u
      join properties p on p.id = u.property_id
      left join unit_states us on us.unit_id = u.id
      where ${scope}
      order by p.title, p.id, u.sort_order, u.id`,
    ),
    rowsOf(
      db,
      StayRow.extend({ departure_day: sqlTypes.date }),
      sql`
      select ${staySelect(now)}, ${DEPARTURE_DAY}::text as departure_day
      from bookings b
      join properties p on p.id = b.property_id
      join units u on u.id = b.unit_id
      ${LATEST_PAYMENT}
      where ${scope} and (
        b.status = 'checked_in'
        or (b.check_in = ${localToday(now)} and b.status in (${sql.join(
          ARRIVING.map((status) => sql`${status}`),
          sql`, `,
        )}))
        or (${DEPARTURE_DAY} = ${localToday(now)} and b.status = 'completed')
      )
      order by b.check_in, b.starts_at nulls first, b.reference`,
    ),
  ]);

  const byUnit = new Map<string, { inHouse: DeskStay | null; arrivals: DeskStay[]; departures: DeskStay[] }>();
  const slot = (unitId: string) => {
    let entry = byUnit.get(unitId);
    if (!entry) byUnit.set(unitId, (entry = { inHouse: null, arrivals: [], departures: [] }));
    return entry;
  };
  for (const row of stayRows) {
    const stay = toDeskStay(row, actor);
    const entry = slot(row.unit_id);
    const leaving = row.departure_day <= row.today && (row.status === "checked_in" || row.status === "completed");
    if (row.check_in === row.today && ARRIVING.has(row.status)) entry.arrivals.push(stay);
    if (leaving) entry.departures.push(stay);
    else if (row.status === "checked_in") entry.inHouse = stay;
  }

  const all: InventoryUnit[] = unitRows.map((row) => {
    const stays = byUnit.get(row.id) ?? { inHouse: null, arrivals: [], departures: [] };
    const occupied =
      stays.inHouse !== null ||
      stays.departures.some((stay) => stay.status === "checked_in") ||
      stays.arrivals.some((stay) => stay.status === "checked_in");
    const status: UnitStatus = occupied ? "occupied" : row.housekeeping === "ready" ? "vacant" : row.housekeeping;
    return {
      id: row.id,
      name: row.name,
      property: { id: row.property_id, title: row.title, city: row.city },
      today: row.today,
      status,
      housekeeping: {
        state: row.housekeeping,
        note: row.note,
        updatedAt: row.updated_at ? new Date(row.updated_at).toISOString() : null,
        updatedBy: row.updated_by,
      },
      inHouse: stays.inHouse,
      // An arrival already in the house is shown once, as the arrival.
      arrivals: stays.arrivals,
      departures: stays.departures,
    };
  });
  for (const unit of all) {
    if (unit.inHouse && unit.arrivals.some((stay) => stay.reference === unit.inHouse!.reference)) unit.inHouse = null;
  }

  const counts: InventoryCounts = {
    units: all.length,
    occupied: 0,
    vacant: 0,
    cleaning: 0,
    maintenance: 0,
    arrivals: 0,
    arrivalsDone: 0,
    departures: 0,
    departuresDone: 0,
  };
  for (const unit of all) {
    counts[unit.status]++;
    counts.arrivals += unit.arrivals.length;
    counts.arrivalsDone += unit.arrivals.filter(
      (stay) => stay.status === "checked_in" || stay.status === "completed",
    ).length;
    counts.departures += unit.departures.length;
    counts.departuresDone += unit.departures.filter((stay) => stay.status === "completed").length;
  }
  const matching = filters.status ? all.filter((unit) => unit.status === filters.status) : all;
  const pages = Math.max(1, Math.ceil(matching.length / INVENTORY_PAGE_SIZE));
  const page = Math.min(filters.page, pages);
  return {
    units: matching.slice((page - 1) * INVENTORY_PAGE_SIZE, page * INVENTORY_PAGE_SIZE),
    counts,
    matching: matching.length,
    page,
    pages,
  };
}
