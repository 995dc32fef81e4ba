/**
 * The inventory pages and sorts in its query: page 2 of a sort continues page 1 (no unit twice, none lost, ties
 * in one order), the status filter and the counts are the query's, and a column it does not know leaves the
 * default order (properties by title, their units in the supplier's order).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { createOrganisation, createProperty, createUser, uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { bothPages as pagesOf, tieBy } from "@tests/support/list-order";
import { actorForUser, type Actor } from "@/server/access";
import type { ListSort } from "@/server/db/list-order";
import { unitStates } from "@/server/db/schema";
import { UNIT_STATUS_LABELS, type UnitStatus } from "./filters";
import { INVENTORY_PAGE_SIZE, inventoryToday, type InventoryUnit } from "./inventory";

const db = testDb();
const COUNT = INVENTORY_PAGE_SIZE + 9;
let staff: Actor;
let propertyId: string;
let unitIdsInOrder: string[];

const list = (sort?: ListSort, status?: UnitStatus) => (page: number) =>
  inventoryToday(db, { actor: staff, filters: { propertyId, status, page }, sort });

async function bothPages(sort?: ListSort): Promise<InventoryUnit[]> {
  const second = await list(sort)(2);
  expect([second.page, second.pages, second.matching]).toEqual([2, 2, COUNT]);
  return pagesOf(async (page) => (await list(sort)(page)).units, { pageSize: INVENTORY_PAGE_SIZE, count: COUNT });
}

const ids = (units: InventoryUnit[]) => units.map((unit) => unit.id);
const byIdThen = (compare: (a: InventoryUnit, b: InventoryUnit) => number) =>
  tieBy((unit: InventoryUnit) => unit.id, compare);

beforeAll(async () => {
  const { user } = await createUser(db, { email: `inventory-order-${uniqueSuffix()}@example.test` });
  const actor = await actorForUser(db, { id: user.id, email: user.email, emailVerified: true });
  staff = { ...actor, role: "staff", organisation: null } as Actor;
  const organisation = await createOrganisation(db);
  // Rooms whose names repeat (ties to break) and whose supplier's order is not their names' order.
  const { property, units } = await createProperty(db, {
    organisationId: organisation.id,
    managed: true,
    units: Array.from({ length: COUNT }, (_, n) => ({
      name: `Room ${String.fromCharCode(65 + ((n * 7) % 6))}`,
      kind: "room" as const,
    })),
  });
  propertyId = property.id;
  unitIdsInOrder = units.map((unit) => unit.id);
  // Every third room is being cleaned, every fifth (not a third) is in maintenance; the rest are vacant.
  const stateOf = (n: number): "cleaning" | "maintenance" | null =>
    n % 3 === 0 ? "cleaning" : n % 5 === 0 ? "maintenance" : null;
  await db.insert(unitStates).values(
    units.flatMap((unit, n) => {
      const housekeeping = stateOf(n);
      return housekeeping ? [{ unitId: unit.id, housekeeping }] : [];
    }),
  );
});

describe("inventoryToday's order and pages", () => {
  it("sorts by the unit's name, last first, across pages, ties by id", async () => {
    const units = await bothPages({ sort: "unit", dir: "desc" });
    expect(ids(units)).toEqual(ids([...units].sort(byIdThen((a, b) => a.name.localeCompare(b.name))).reverse()));
    expect(new Set(ids(units)).size).toBe(COUNT);
  });

  it("sorts the status by the label the page shows", async () => {
    const units = await bothPages({ sort: "status" });
    const label = (unit: InventoryUnit) => UNIT_STATUS_LABELS[unit.status];
    expect(ids(units)).toEqual(ids([...units].sort(byIdThen((a, b) => label(a).localeCompare(label(b))))));
    expect(units.map(label).filter((each, n, all) => all.indexOf(each) === n)).toEqual([
      "Cleaning",
      "Maintenance",
      "Vacant",
    ]);
  });

  it("keeps the supplier's order without a sort or with a column it does not sort by", async () => {
    expect(ids(await bothPages())).toEqual(unitIdsInOrder);
    expect(ids(await bothPages({ sort: "guest", dir: "desc" }))).toEqual(unitIdsInOrder);
  });

  it("filters by status in the query, counting every unit of the day", async () => {
    const cleaning = await list(undefined, "cleaning")(1);
    const expected = unitIdsInOrder.filter((_, n) => n % 3 === 0);
    expect(ids(cleaning.units)).toEqual(expected);
    expect(cleaning.matching).toBe(expected.length);
    expect(cleaning.counts).toMatchObject({
      units: COUNT,
      cleaning: expected.length,
      maintenance: unitIdsInOrder.filter((_, n) => n % 3 !== 0 && n % 5 === 0).length,
      occupied: 0,
      arrivals: 0,
      departures: 0,
    });
    // A page past the last shows the last.
    expect((await list(undefined, "cleaning")(9)).page).toBe(1);
  });
});
