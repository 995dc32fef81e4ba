/**
 * Rental contracts sort in their query: page 2 of a sort continues page 1 (no contract twice, none lost, ties
 * in one order), and a sort the list does not know leaves current contracts first, latest start first.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { testDb } from "@tests/support/db";
import { actorOfNewOrganisation, bothPages as pagesOf, oneNightBookings, tieBy } from "@tests/support/list-order";
import { createBooking, createProperty } from "@tests/factories";
import { addDays, todayIn } from "@/lib/dates";
import type { Actor } from "@/server/access";
import type { ListSort } from "@/server/db/list-order";
import { rentalContracts } from "@/server/db/schema";
import { CONTRACTS_PAGE_SIZE, listContracts, type RentalContractView } from "./queries";

const db = testDb();
const COUNT = CONTRACTS_PAGE_SIZE + 5;
let supplier: Actor;

const list = (sort?: ListSort) => (page: number) => listContracts(db, { actor: supplier, page, sort });

const bothPages = (sort?: ListSort) =>
  pagesOf(async (page) => (await list(sort)(page)).contracts, { pageSize: CONTRACTS_PAGE_SIZE, count: COUNT });

const ids = (rows: RentalContractView[]) => rows.map((row) => row.id);
const byIdThen = (compare: (a: RentalContractView, b: RentalContractView) => number) =>
  tieBy((row: RentalContractView) => row.id, compare);

beforeAll(async () => {
  // A supplier of its own: its scope is its organisation's properties, so only these contracts.
  const supplierOf = await actorOfNewOrganisation(db, { emailPrefix: "rental-order" });
  supplier = supplierOf.actor;
  const made = await oneNightBookings(db, {
    count: COUNT,
    from: "2037-01-01",
    organisationId: supplierOf.organisationId,
    guest: { name: "Tenant", email: "rental-order@example.test" },
    values: () => ({ totalMinor: 300_000 }),
  });
  await db.insert(rentalContracts).values(
    made.map((booking, n) => ({
      propertyId: booking.propertyId,
      unitId: booking.unitId,
      bookingId: booking.id,
      tenantName: `Tenant ${String.fromCharCode(65 + ((n * 3) % 5))}`,
      tenantEmail: "rental-order@example.test",
      currency: "MYR",
      monthlyRentMinor: 300_000 + ((n * 7) % 4) * 10_000,
      depositMinor: 0,
      // Some have ended (before today), the others run on; starts repeat, so ties need the tie-breaker.
      startsOn: n % 3 === 0 ? addDays("2020-01-01", n % 4) : addDays("2037-01-01", n % 6),
      endsOn: n % 3 === 0 ? addDays("2020-06-01", n) : addDays("2038-01-01", n),
    })),
  );
});

describe("listContracts' order", () => {
  it("sorts by monthly rent, highest first, across pages, ties by id", async () => {
    const rows = await bothPages({ sort: "rent", dir: "desc" });
    expect(ids(rows)).toEqual(
      ids([...rows].sort(byIdThen((a, b) => a.monthlyRentMinor - b.monthlyRentMinor)).reverse()),
    );
    expect(new Set(ids(rows)).size).toBe(COUNT);
  });

  it("sorts by the tenant's name ascending across pages", async () => {
    const rows = await bothPages({ sort: "tenant" });
    expect(ids(rows)).toEqual(ids([...rows].sort(byIdThen((a, b) => a.tenantName.localeCompare(b.tenantName)))));
  });

  it("keeps current contracts first, latest start first, without a sort or with an unknown one", async () => {
    const rows = await bothPages();
    const ended = rows.map((row) => row.endsOn < "2030-01-01");
    expect(ended).toEqual([...ended].sort((a, b) => Number(a) - Number(b)));
    const current = rows.filter((row) => row.endsOn > "2030-01-01").map((row) => row.startsOn);
    expect(current).toEqual([...current].sort().reverse());
    expect(ids(await bothPages({ sort: "tenantEmail", dir: "desc" }))).toEqual(ids(rows));
  });
});

describe("a contract's end, on the property's calendar", () => {
  // Kiritimati (UTC+14) is a day ahead of UTC for most of the day and Pago Pago (UTC-11) a day behind for most of
  // it: whatever the hour, one of these contracts would be put on the wrong side by the database's UTC date.
  it("puts a contract that ended yesterday there after one that ends today there", async () => {
    const { actor, organisationId } = await actorOfNewOrganisation(db, { emailPrefix: "rental-zone" });
    const contractIn = async (timeZone: string, endsOn: string, days: number) => {
      const { property, units } = await createProperty(db, { organisationId, timeZone });
      const booking = await createBooking(db, {
        propertyId: property.id,
        unitId: units[0]!.id,
        checkIn: addDays(endsOn, -days),
        checkOut: endsOn,
      });
      const [contract] = await db
        .insert(rentalContracts)
        .values({
          propertyId: property.id,
          unitId: units[0]!.id,
          bookingId: booking.id,
          tenantName: `Tenant in ${timeZone}`,
          tenantEmail: "rental-zone@example.test",
          currency: "MYR",
          monthlyRentMinor: 300_000,
          depositMinor: 0,
          startsOn: addDays(endsOn, -days),
          endsOn,
        })
        .returning();
      return contract!.id;
    };
    // The ended one started a month later, so only "has it ended?" can put it second.
    const ended = await contractIn("Pacific/Kiritimati", addDays(todayIn("Pacific/Kiritimati"), -1), 30);
    const current = await contractIn("Pacific/Pago_Pago", todayIn("Pacific/Pago_Pago"), 60);
    const rows = (await listContracts(db, { actor, page: 1 })).contracts;
    expect(ids(rows)).toEqual([current, ended]);
    expect(rows.map((row) => row.today)).toEqual([todayIn("Pacific/Pago_Pago"), todayIn("Pacific/Kiritimati")]);
  });
});
