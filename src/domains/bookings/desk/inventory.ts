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
import { byLabel, orderBySql, sortableIds, type ListOrder, type ListSort } from "@/server/db/list-order";
import { rowOf, rowsOf, sqlTypes } from "@/server/db/rows";
import { SOLD } from "../lifecycle";
import { unitHousekeeping } from "../schema";
import { LATEST_PAYMENT, staySelect, StayRow, toDeskStay, type DeskStay } from "./bookings";
import { UNIT_STATUS_LABELS, UNIT_STATUSES, type InventoryFilters, type UnitStatus } from "./filters";
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

/**
 * A unit's status today as SQL over `units u` and `unit_states us`: occupied while a stay of it is checked in
 * (whether it arrived today, leaves today or stays on), otherwise what operations last set, ready being vacant.
 */
const UNIT_STATUS = sql`(case
  when exists (select 1 from bookings ib where ib.unit_id = u.id and ib.status = 'checked_in') then 'occupied'
  when coalesce(us.housekeeping, 'ready') = 'ready' then 'vacant'
  else us.housekeeping::text end)`;

/**
 * The columns the inventory sorts by in the query (its properties in title order, their units in the order the
 * supplier set, without a sort): the unit's name, its property, its status by the label the page shows.
 */
const inventoryOrder: ListOrder<"unit" | "property" | "status"> = {
  columns: {
    unit: [sql`u.name`],
    property: [sql`p.title`, sql`p.id`, sql`u.sort_order`],
    status: byLabel(UNIT_STATUS, UNIT_STATUS_LABELS),
  },
  fallback: sql`p.title, p.id, u.sort_order, u.id`,
  tieBreaker: sql`u.id`,
};
export const INVENTORY_SORTABLE = sortableIds(inventoryOrder);

// Archived units are off sale and left out; their past stays stay on the booking desks.
const UNITS = sql`units u join properties p on p.id = u.property_id and u.archived_at is null left join unit_states us on us.unit_id = u.id`;

/**
 * The inventory's page: the day's counts over every unit of the chosen property (or all) and today's stays,
 * then one page of the units the status filter keeps, paged and sorted in the query (so page 2 continues
 * page 1), with the stays of those units only.
 */
export async function inventoryToday(
  db: DbOrTx,
  { actor, filters, sort, now = new Date() }: { actor: Actor; filters: InventoryFilters; sort?: ListSort; now?: Date },
): Promise<Inventory> {
  const scope = sql`${deskScopeSql(actor)}${filters.propertyId ? sql` and p.id = ${filters.propertyId}::uuid` : sql``}`;
  const today = localToday(now);
  const sold = sql.join(
    ARRIVING.map((status) => sql`${status}`),
    sql`, `,
  );
  const [statusCounts, stayCounts] = await Promise.all([
    rowsOf(
      db,
      z.object({ status: z.enum(UNIT_STATUSES), units: sqlTypes.int }),
      sql`select ${UNIT_STATUS} as status, count(*)::int as units from ${UNITS} where ${scope} group by 1`,
    ),
    // An arrival is a stay sold for today (done once the guest is in); a departure one checked in whose day to
    // leave has come (late leavers count as leaving today) or checked out today (done).
    rowOf(
      db,
      z.object({
        arrivals: sqlTypes.int,
        arrivals_done: sqlTypes.int,
        departures: sqlTypes.int,
        departures_done: sqlTypes.int,
      }),
      sql`
      select
        count(*) filter (where b.check_in = ${today} and b.status in (${sold}))::int as arrivals,
        count(*) filter (where b.check_in = ${today} and b.status in ('checked_in', 'completed'))::int as arrivals_done,
        count(*) filter (where (${DEPARTURE_DAY} <= ${today} and b.status = 'checked_in')
          or (${DEPARTURE_DAY} = ${today} and b.status = 'completed'))::int as departures,
        count(*) filter (where ${DEPARTURE_DAY} = ${today} and b.status = 'completed')::int as departures_done
      from bookings b
      join properties p on p.id = b.property_id
      join units u on u.id = b.unit_id
      where ${scope}`,
    ),
  ]);

  const counts: InventoryCounts = {
    units: 0,
    occupied: 0,
    vacant: 0,
    cleaning: 0,
    maintenance: 0,
    arrivals: stayCounts.arrivals,
    arrivalsDone: stayCounts.arrivals_done,
    departures: stayCounts.departures,
    departuresDone: stayCounts.departures_done,
  };
  for (const row of statusCounts) {
    counts[row.status] = row.units;
    counts.units += row.units;
  }
  const matching = filters.status ? counts[filters.status] : counts.units;
  const pages = Math.max(1, Math.ceil(matching / INVENTORY_PAGE_SIZE));
  const page = Math.min(filters.page, pages);

  const unitRows = await rowsOf(
    db,
    // updated_at arrives as PostgreSQL's text, which Date reads.
    z.object({
      id: sqlTypes.uuid,
      name: sqlTypes.text,
      property_id: sqlTypes.uuid,
      title: sqlTypes.text,
      city: sqlTypes.text,
      today: sqlTypes.date,
      status: z.enum(UNIT_STATUSES),
      housekeeping: z.enum(unitHousekeeping.enumValues),
      note: sqlTypes.text,
      updated_at: sqlTypes.timestamp.nullable(),
      updated_by: sqlTypes.text.nullable(),
    }),
    sql`
    select u.id, u.name, p.id as property_id, p.title, p.city, ${today}::text as today, ${UNIT_STATUS} as status,
      coalesce(us.housekeeping, 'ready') as housekeeping, coalesce(us.note, '') as note, us.updated_at, us.updated_by
    from ${UNITS}
    where ${scope}${filters.status ? sql` and ${UNIT_STATUS} = ${filters.status}` : sql``}
    ${orderBySql(inventoryOrder, sort)}
    limit ${INVENTORY_PAGE_SIZE} offset ${(page - 1) * INVENTORY_PAGE_SIZE}`,
  );
  const stayRows =
    unitRows.length === 0
      ? []
      : await rowsOf(
          db,
          StayRow.extend({ departure_day: sqlTypes.date }),
          sql`
          select ${staySelect(now)}, ${DEPARTURE_DAY}::text as departure_day
          from bookings b
          join properties p on p.id = b.property_id
          join units u on u.id = b.unit_id
          ${LATEST_PAYMENT}
          where u.id in (${sql.join(
            unitRows.map((row) => sql`${row.id}::uuid`),
            sql`, `,
          )}) and (
            b.status = 'checked_in'
            or (b.check_in = ${today} and b.status in (${sold}))
            or (${DEPARTURE_DAY} = ${today} and b.status = 'completed')
          )
          order by b.check_in, b.starts_at nulls first, b.reference`,
        );

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

  const units: InventoryUnit[] = unitRows.map((row) => {
    const stays = byUnit.get(row.id) ?? { inHouse: null, arrivals: [], departures: [] };
    // An arrival already in the house is shown once, as the arrival.
    const inHouse =
      stays.inHouse && stays.arrivals.some((stay) => stay.reference === stays.inHouse!.reference)
        ? null
        : stays.inHouse;
    return {
      id: row.id,
      name: row.name,
      property: { id: row.property_id, title: row.title, city: row.city },
      today: row.today,
      status: row.status,
      housekeeping: {
        state: row.housekeeping,
        note: row.note,
        updatedAt: row.updated_at ? new Date(row.updated_at).toISOString() : null,
        updatedBy: row.updated_by,
      },
      inHouse,
      arrivals: stays.arrivals,
      departures: stays.departures,
    };
  });
  return { units, counts, matching, page, pages };
}

/** An archived unit in the viewer's scope, as operations' inventory lists it for Restore. */
export interface ArchivedInventoryUnit {
  id: string;
  name: string;
  propertyTitle: string;
  /** The day it was archived, on its property's calendar. */
  archivedOn: string;
}

export const ARCHIVED_UNITS_SHOWN = 50;

/**
 * The units taken off sale in the viewer's scope (of the chosen property, or all), newest first: the inventory's
 * way back for operations, who do not open the listing editor (SPEC.md §6 keeps them to their four pages).
 */
export async function archivedUnitsInScope(
  db: DbOrTx,
  { actor, filters }: { actor: Actor; filters: Pick<InventoryFilters, "propertyId"> },
): Promise<ArchivedInventoryUnit[]> {
  const rows = await rowsOf(
    db,
    z.object({ id: z.string(), name: z.string(), property_title: z.string(), archived_on: z.string() }),
    sql`
      select u.id, u.name, p.title as property_title,
        to_char((u.archived_at at time zone p.time_zone)::date, 'YYYY-MM-DD') as archived_on
      from units u join properties p on p.id = u.property_id
      where u.archived_at is not null and ${deskScopeSql(actor)}
        ${filters.propertyId ? sql`and p.id = ${filters.propertyId}::uuid` : sql``}
      order by u.archived_at desc, u.id
      limit ${ARCHIVED_UNITS_SHOWN}`,
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    propertyTitle: row.property_title,
    archivedOn: row.archived_on,
  }));
}
