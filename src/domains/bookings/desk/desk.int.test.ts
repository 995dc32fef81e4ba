import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createBooking, createOrganisation, createProperty, createUser, uniqueSuffix } from "@tests/factories";
import type { CreateUserOptions } from "@tests/factories/identity";
import { testDb } from "@tests/support/db";
import { bearer, callFunction, errorOf, resultOf, signIn } from "@tests/support/functions";
import { bookingReference } from "@/lib/ids";
import { actorForUser, type Actor, type UserActor } from "@/server/access";
import { bookingEvents, bookings, calendarDays, payments, unitStates } from "@/server/db/schema";
import { DESK_PAGE_SIZE, listDeskBookings } from "./bookings";
import { deskFiltersFrom } from "./filters";
import { archivedUnitsInScope, inventoryToday } from "./inventory";
import { liveCountToday } from "./live-count";
import { addDays, todayIn } from "@/lib/dates";

const db = testDb();
const WAIT = { timeout: 10_000, interval: 20 };

/** Today in a time zone, as the database and the desk read it. */

async function userActor(profile: CreateUserOptions["profile"]) {
  const email = `desk-${uniqueSuffix()}@example.test`;
  const { user } = await createUser(db, { email, profile });
  const actor = (await actorForUser(db, { id: user.id, email, emailVerified: true })) as UserActor;
  return { email, actor };
}

/** Two suppliers, each with a managed and an unmanaged flat; an operations user; staff. */
let a: {
  organisationId: string;
  managed: { id: string; unitId: string };
  unmanaged: { id: string; unitId: string };
  actor: UserActor;
};
let b: typeof a;
let ops: { email: string; actor: UserActor; token: string };
let staff: Actor;

async function supplier() {
  const organisation = await createOrganisation(db);
  const flat = async (managed: boolean) => {
    const { property, units } = await createProperty(db, {
      organisationId: organisation.id,
      managed,
      title: `Desk ${managed ? "managed" : "own"} flat ${uniqueSuffix()}`,
    });
    return { id: property.id, unitId: units[0]!.id };
  };
  const { actor } = await userActor({ organisationId: organisation.id });
  return { organisationId: organisation.id, managed: await flat(true), unmanaged: await flat(false), actor };
}

beforeAll(async () => {
  a = await supplier();
  b = await supplier();
  const internal = await createOrganisation(db, { kind: "internal" });
  const opsUser = await userActor({ organisationId: internal.id, operationsUser: true });
  ops = { ...opsUser, token: await signIn(opsUser.email) };
  expect(ops.actor.role).toBe("operationsUser");
  staff = { ...a.actor, role: "staff", organisation: null };

  // A's managed flat: 55 one-night stays from 2032-01-01, every fifth by AirAsia, the last three cancelled.
  await db.insert(bookings).values(
    Array.from({ length: DESK_PAGE_SIZE + 5 }, (_, n) => ({
      reference: bookingReference(),
      propertyId: a.managed.id,
      unitId: a.managed.unitId,
      guestName: `Guest ${String(n).padStart(2, "0")}`,
      guestEmail: "desk-guest@example.test",
      checkIn: addDays("2032-01-01", n),
      checkOut: addDays("2032-01-01", n + 1),
      status: n >= DESK_PAGE_SIZE + 2 ? ("cancelled" as const) : ("confirmed" as const),
      channel: n % 5 === 0 ? ("airasia" as const) : ("direct" as const),
      currency: "MYR",
      totalMinor: 30_000,
    })),
  );
  await createBooking(db, {
    propertyId: b.managed.id,
    unitId: b.managed.unitId,
    checkIn: "2032-01-03",
    checkOut: "2032-01-06",
  });
  await createBooking(db, {
    propertyId: b.managed.id,
    unitId: b.managed.unitId,
    checkIn: "2032-02-01",
    checkOut: "2032-02-03",
  });
  await createBooking(db, {
    propertyId: a.unmanaged.id,
    unitId: a.unmanaged.unitId,
    checkIn: "2032-01-02",
    checkOut: "2032-01-04",
  });
  await createBooking(db, {
    propertyId: b.unmanaged.id,
    unitId: b.unmanaged.unitId,
    checkIn: "2032-01-02",
    checkOut: "2032-01-04",
  });
});

const year2032 = { from: "2032-01-01", to: "2032-12-31" };
const filters = (params: Record<string, string>) => deskFiltersFrom({ ...year2032, ...params });

describe("the booking desks' scope", () => {
  it("shows a supplier the bookings of its own managed properties only", async () => {
    const page = await listDeskBookings(db, { actor: a.actor, desk: "managed", filters: filters({}) });
    expect(page.total).toBe(DESK_PAGE_SIZE + 5);
    expect(new Set(page.rows.map((row) => row.property.id))).toEqual(new Set([a.managed.id]));
    // Another supplier's property, even asked for by id, shows nothing.
    expect(
      (await listDeskBookings(db, { actor: a.actor, desk: "managed", filters: filters({ property: b.managed.id }) }))
        .total,
    ).toBe(0);
    // A managed property's owner watches; operations run the stays: no actions for the owner.
    expect(page.rows.every((row) => row.actions.length === 0)).toBe(true);
  });

  it("shows operations users managed properties only, of every owner, and no unmanaged bookings", async () => {
    const theirs = await listDeskBookings(db, {
      actor: ops.actor,
      desk: "managed",
      filters: filters({ property: b.managed.id }),
    });
    expect(theirs.rows.map((row) => row.checkIn)).toEqual(["2032-01-03", "2032-02-01"]);
    expect((await listDeskBookings(db, { actor: ops.actor, desk: "unmanaged", filters: filters({}) })).total).toBe(0);
    expect(
      (
        await listDeskBookings(db, {
          actor: ops.actor,
          desk: "managed",
          filters: filters({ property: a.unmanaged.id }),
        })
      ).total,
    ).toBe(0);
  });

  it("shows staff the unmanaged desk, and a supplier's unmanaged desk is its own", async () => {
    const page = await listDeskBookings(db, {
      actor: staff,
      desk: "unmanaged",
      filters: filters({ property: a.unmanaged.id }),
    });
    expect(page.total).toBe(1);
    const own = await listDeskBookings(db, { actor: b.actor, desk: "unmanaged", filters: filters({}) });
    expect(own.rows.map((row) => row.property.id)).toEqual([b.unmanaged.id]);
  });
});

describe("the booking desks' filters and pages", () => {
  it("pages 50 at a time, soonest check-in first, with the total count", async () => {
    const first = await listDeskBookings(db, {
      actor: staff,
      desk: "managed",
      filters: filters({ property: a.managed.id }),
    });
    expect(first.total).toBe(DESK_PAGE_SIZE + 5);
    expect(first.pages).toBe(2);
    expect(first.rows).toHaveLength(DESK_PAGE_SIZE);
    expect(first.rows[0]!.checkIn).toBe("2032-01-01");
    expect(first.rows.map((row) => row.checkIn)).toEqual([...first.rows.map((row) => row.checkIn)].sort());
    const second = await listDeskBookings(db, {
      actor: staff,
      desk: "managed",
      filters: filters({ property: a.managed.id, page: "2" }),
    });
    expect(second.rows.map((row) => row.guestName)).toEqual([
      "Guest 50",
      "Guest 51",
      "Guest 52",
      "Guest 53",
      "Guest 54",
    ]);
  });

  it("filters by stays overlapping the dates, by status and by channel", async () => {
    const scope = { property: a.managed.id };
    // 2032-01-03 to 01-04: the nights of the 3rd and the 4th (the stay leaving on the 3rd does not overlap).
    const dated = await listDeskBookings(db, {
      actor: staff,
      desk: "managed",
      filters: deskFiltersFrom({ ...scope, from: "2032-01-03", to: "2032-01-04" }),
    });
    expect(dated.rows.map((row) => row.checkIn)).toEqual(["2032-01-03", "2032-01-04"]);
    const cancelled = await listDeskBookings(db, {
      actor: staff,
      desk: "managed",
      filters: filters({ ...scope, status: "cancelled" }),
    });
    expect(cancelled.rows.map((row) => row.guestName)).toEqual(["Guest 52", "Guest 53", "Guest 54"]);
    const airasia = await listDeskBookings(db, {
      actor: staff,
      desk: "managed",
      filters: filters({ ...scope, channel: "airasia" }),
    });
    expect(airasia.total).toBe(11);
    expect(airasia.rows.every((row) => row.channel === "airasia")).toBe(true);
  });

  it("without dates, shows current and upcoming stays only", async () => {
    const { property, units } = await createProperty(db, { organisationId: a.organisationId, managed: true });
    const today = todayIn("Asia/Kuala_Lumpur");
    await createBooking(db, {
      propertyId: property.id,
      unitId: units[0]!.id,
      checkIn: addDays(today, -5),
      checkOut: addDays(today, -2),
      status: "completed",
    });
    await createBooking(db, {
      propertyId: property.id,
      unitId: units[0]!.id,
      checkIn: addDays(today, -1),
      checkOut: addDays(today, 1),
      status: "checked_in",
    });
    await createBooking(db, {
      propertyId: property.id,
      unitId: units[0]!.id,
      checkIn: addDays(today, 3),
      checkOut: addDays(today, 4),
    });
    const page = await listDeskBookings(db, {
      actor: staff,
      desk: "managed",
      filters: deskFiltersFrom({ property: property.id }),
    });
    expect(page.rows.map((row) => row.checkIn)).toEqual([addDays(today, -1), addDays(today, 3)]);
  });
});

describe("the desk's actions", () => {
  it("offers the lifecycle's next steps to whoever runs the stay, check-in from the check-in day", async () => {
    const { property, units } = await createProperty(db, {
      organisationId: b.organisationId,
      managed: false,
      units: [{ name: "A" }, { name: "B" }, { name: "C" }],
    });
    const today = todayIn("Asia/Kuala_Lumpur");
    const arriving = await createBooking(db, {
      propertyId: property.id,
      unitId: units[0]!.id,
      checkIn: today,
      checkOut: addDays(today, 2),
    });
    const later = await createBooking(db, {
      propertyId: property.id,
      unitId: units[1]!.id,
      checkIn: addDays(today, 2),
      checkOut: addDays(today, 4),
    });
    const transfer = await createBooking(db, {
      propertyId: property.id,
      unitId: units[2]!.id,
      checkIn: addDays(today, 9),
      checkOut: addDays(today, 10),
      status: "held",
      holdExpiresAt: new Date(Date.now() + 3_600_000),
    });
    await db.insert(payments).values({
      payableKind: "booking",
      payableId: transfer.id,
      provider: "bank_transfer",
      status: "pending",
      currency: "MYR",
      amountMinor: transfer.totalMinor,
      idempotencyKey: `desk-${uniqueSuffix()}`,
    });

    const actionsOf = async (actor: Actor) => {
      const page = await listDeskBookings(db, {
        actor,
        desk: "unmanaged",
        filters: deskFiltersFrom({ property: property.id }),
      });
      return Object.fromEntries(
        page.rows.map((row) => [row.reference, { actions: row.actions, payment: row.payment }]),
      );
    };
    const supplierView = await actionsOf(b.actor);
    expect(supplierView[arriving.reference]!.actions).toEqual(["check_in", "no_show"]);
    expect(supplierView[later.reference]!.actions).toEqual([]);
    expect(supplierView[transfer.reference]).toEqual({ actions: [], payment: "transfer_waiting" });
    const staffView = await actionsOf(staff);
    expect(staffView[transfer.reference]!.actions).toEqual(["mark_transfer_received"]);
  });
});

describe("check-in and check-out from the inventory", () => {
  it("occupies the unit at check-in, leaves it in cleaning at check-out, and ready makes it vacant", async () => {
    const { property, units } = await createProperty(db, { organisationId: a.organisationId, managed: true });
    const unitId = units[0]!.id;
    const today = todayIn("Asia/Kuala_Lumpur");
    const stay = await createBooking(db, {
      propertyId: property.id,
      unitId,
      checkIn: today,
      checkOut: addDays(today, 2),
      guestName: "Inventory Guest",
    });
    const inventory = async () =>
      (await inventoryToday(db, { actor: ops.actor, filters: { propertyId: property.id, page: 1 } })).units[0]!;
    const run = (action: string) => callFunction("runStay", { reference: stay.reference, action }, bearer(ops.token));

    const before = await inventory();
    expect(before).toMatchObject({ id: unitId, status: "vacant", today });
    expect(before.arrivals.map((each) => [each.reference, each.actions])).toEqual([
      [stay.reference, ["check_in", "no_show"]],
    ]);

    // Checking out a guest who is not in is refused, and the unit is left as it was.
    const refused = await run("check_out");
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toBe("A booking that is confirmed cannot be checked out.");
    expect(await db.select().from(unitStates).where(eq(unitStates.unitId, unitId))).toEqual([]);

    expect(await resultOf(await run("check_in"))).toEqual({ reference: stay.reference, status: "checked_in" });
    const occupied = await inventory();
    expect(occupied.status).toBe("occupied");
    expect(occupied.arrivals[0]!.actions).toEqual(["check_out"]);

    expect(await resultOf(await run("check_out"))).toEqual({ reference: stay.reference, status: "completed" });
    const [state] = await db.select().from(unitStates).where(eq(unitStates.unitId, unitId));
    expect(state).toMatchObject({ housekeeping: "cleaning", updatedBy: ops.email });
    const events = await db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, stay.id));
    expect(events.map((event) => event.toStatus)).toEqual(["checked_in", "completed"]);
    const cleaning = await inventoryToday(db, { actor: ops.actor, filters: { propertyId: property.id, page: 1 } });
    expect(cleaning.units[0]!.status).toBe("cleaning");
    expect(cleaning.counts).toMatchObject({ units: 1, cleaning: 1, occupied: 0, arrivals: 1, arrivalsDone: 1 });

    await resultOf(
      await callFunction(
        "setUnitHousekeeping",
        { unitId, housekeeping: "ready", note: "Fresh linen" },
        bearer(ops.token),
      ),
    );
    expect((await inventory()).status).toBe("vacant");
    expect(
      (await inventoryToday(db, { actor: ops.actor, filters: { propertyId: property.id, status: "vacant", page: 1 } }))
        .matching,
    ).toBe(1);
    expect(
      (
        await inventoryToday(db, {
          actor: ops.actor,
          filters: { propertyId: property.id, status: "cleaning", page: 1 },
        })
      ).matching,
    ).toBe(0);
  });

  it("refuses a check-in before the check-in day, and shows operations no unmanaged unit", async () => {
    const { property, units } = await createProperty(db, { organisationId: a.organisationId, managed: true });
    const stay = await createBooking(db, {
      propertyId: property.id,
      unitId: units[0]!.id,
      checkIn: addDays(todayIn("Asia/Kuala_Lumpur"), 3),
      checkOut: addDays(todayIn("Asia/Kuala_Lumpur"), 5),
    });
    const early = await callFunction("runStay", { reference: stay.reference, action: "check_in" }, bearer(ops.token));
    expect(early.status).toBe(400);
    expect((await errorOf(early)).message).toMatch(/^This stay starts on .+: it cannot be checked in before then\.$/);
    const unmanaged = await inventoryToday(db, { actor: ops.actor, filters: { propertyId: a.unmanaged.id, page: 1 } });
    expect(unmanaged.units).toEqual([]);
    const foreign = await callFunction(
      "setUnitHousekeeping",
      { unitId: a.unmanaged.unitId, housekeeping: "maintenance", note: "" },
      bearer(ops.token),
    );
    expect(foreign.status).toBe(404);
  });
});

describe("the live count", () => {
  it("counts a hand-computed day: in house, arrivals, departures, occupied and sellable units", async () => {
    // 10:00 in Kuala Lumpur on 10 March 2031: today there is 2031-03-10.
    const now = new Date("2031-03-10T02:00:00Z");
    const city = `Liveton ${uniqueSuffix()}`;
    const organisation = await createOrganisation(db);
    const listed = await createProperty(db, {
      organisationId: organisation.id,
      city,
      units: ["U1", "U2", "U3", "U4", "U6", "U7"].map((name) => ({ name })),
    });
    const unlisted = await createProperty(db, {
      organisationId: organisation.id,
      city,
      status: "unlisted",
      units: [{ name: "U5" }],
    });
    const [u1, u2, u3, u4, u6] = listed.units;
    const u5 = unlisted.units[0]!;
    const stay = (
      unitId: string,
      propertyId: string,
      checkIn: string,
      checkOut: string,
      status: (typeof bookings.$inferInsert)["status"],
      guestCount = 1,
    ) => createBooking(db, { propertyId, unitId, checkIn, checkOut, status, guestCount });
    const p = listed.property.id;
    await stay(u1!.id, p, "2031-03-08", "2031-03-12", "checked_in", 2); // in house
    await stay(u2!.id, p, "2031-03-07", "2031-03-10", "checked_in"); // in house, still to leave today
    await stay(u2!.id, p, "2031-03-10", "2031-03-13", "confirmed"); // expected today
    await stay(u3!.id, p, "2031-03-05", "2031-03-10", "completed"); // left today
    await stay(u3!.id, p, "2031-03-10", "2031-03-11", "checked_in", 3); // arrived today, in house
    await stay(u4!.id, p, "2031-03-10", "2031-03-12", "no_show");
    await stay(u4!.id, p, "2031-03-10", "2031-03-12", "cancelled");
    await stay(u5.id, unlisted.property.id, "2031-03-09", "2031-03-15", "checked_in"); // in house, in an unlisted place
    await db.insert(unitStates).values({ unitId: u4!.id, housekeeping: "maintenance", note: "Leak" });
    await db
      .insert(calendarDays)
      .values({ unitId: u6!.id, day: "2031-03-10", closed: true, blockReason: "maintenance" });
    // U7: listed, ready and empty.

    const count = await liveCountToday(db, { actor: staff, now });
    const malaysia = count.countries.find((country) => country.country === "malaysia")!;
    const row = malaysia.cities.find((each) => each.city === city)!;
    expect(row).toEqual({
      city,
      inHouseGuests: 2 + 1 + 3 + 1,
      inHouseStays: 4,
      arrivalsDone: 1,
      arrivalsExpected: 1,
      noShows: 1,
      departuresDone: 1,
      departuresExpected: 1,
      // U1, U2, U3 and U5 have a guest in; U4 (maintenance) and U6 (closed tonight) cannot be sold.
      unitsOccupied: 4,
      unitsSellable: 5,
      occupancy: 0.8,
    });
    // The totals add up the cities.
    const sum = (key: "inHouseGuests" | "unitsSellable") =>
      count.countries.reduce((total, country) => total + country.cities.reduce((s, c) => s + c[key], 0), 0);
    expect(count.total.inHouseGuests).toBe(sum("inHouseGuests"));
    expect(count.total.unitsSellable).toBe(sum("unitsSellable"));

    // Another supplier's live count never includes this organisation's city.
    const other = await liveCountToday(db, { actor: a.actor, now });
    expect(other.countries.flatMap((country) => country.cities.map((each) => each.city))).not.toContain(city);
  });
});

describe("a supplier's live count", () => {
  it("is scoped to the supplier's own properties: another supplier's guests and units are never in it", async () => {
    const now = new Date("2031-04-10T02:00:00Z");
    const ours = await createOrganisation(db);
    const theirs = await createOrganisation(db);
    const { actor: owner } = await userActor({ organisationId: ours.id });
    const { actor: host } = await userActor({ organisationId: theirs.id, isHost: true });
    expect([owner.role, host.role]).toEqual(["supplierOwner", "supplierHost"]);
    const ourCity = `Ownton ${uniqueSuffix()}`;
    const theirCity = `Othertown ${uniqueSuffix()}`;
    const mine = await createProperty(db, {
      organisationId: ours.id,
      city: ourCity,
      units: [{ name: "A" }, { name: "B" }],
    });
    const other = await createProperty(db, { organisationId: theirs.id, city: theirCity, units: [{ name: "C" }] });
    const inHouse = (propertyId: string, unitId: string, guestCount: number) =>
      createBooking(db, {
        propertyId,
        unitId,
        checkIn: "2031-04-09",
        checkOut: "2031-04-12",
        status: "checked_in",
        guestCount,
      });
    await inHouse(mine.property.id, mine.units[0]!.id, 2);
    await inHouse(other.property.id, other.units[0]!.id, 5);

    const ownersCount = await liveCountToday(db, { actor: owner, now });
    // Only the owner's organisation's properties: one country, one city, its own figures.
    expect(ownersCount.countries.map((country) => country.cities.map((each) => each.city))).toEqual([[ourCity]]);
    expect(ownersCount.total).toMatchObject({ inHouseGuests: 2, inHouseStays: 1, unitsOccupied: 1, unitsSellable: 2 });

    const hostsCount = await liveCountToday(db, { actor: host, now });
    expect(hostsCount.countries.flatMap((country) => country.cities.map((each) => each.city))).toEqual([theirCity]);
    expect(hostsCount.total).toMatchObject({ inHouseGuests: 5, unitsOccupied: 1, unitsSellable: 1 });

    // Staff see both.
    const all = (await liveCountToday(db, { actor: staff, now })).countries.flatMap((country) =>
      country.cities.map((each) => each.city),
    );
    expect(all).toEqual(expect.arrayContaining([ourCity, theirCity]));
  });
});

describe("booking change notifications", () => {
  let listener: pg.Client;
  const received: Record<string, unknown>[] = [];

  beforeAll(async () => {
    listener = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await listener.connect();
    listener.on("notification", (message) => {
      if (message.channel === "booking_changes") received.push(JSON.parse(message.payload!) as Record<string, unknown>);
    });
    await listener.query("LISTEN booking_changes");
  });
  afterAll(() => listener.end());

  it("announces a status change once committed, with the property and not the guest, and never a refused one", async () => {
    const { property, units } = await createProperty(db, { organisationId: b.organisationId, managed: true });
    const today = todayIn("Asia/Kuala_Lumpur");
    const stay = await createBooking(db, {
      propertyId: property.id,
      unitId: units[0]!.id,
      checkIn: today,
      checkOut: addDays(today, 1),
      guestName: "Private Person",
    });
    const mine = () => received.filter((change) => change.propertyId === property.id);

    // Refused by the lifecycle (nobody is in to check out): nothing is announced.
    expect(
      (await callFunction("runStay", { reference: stay.reference, action: "check_out" }, bearer(ops.token))).status,
    ).toBe(409);
    await resultOf(await callFunction("runStay", { reference: stay.reference, action: "check_in" }, bearer(ops.token)));
    await vi.waitFor(() => expect(mine()).toHaveLength(1), WAIT);
    expect(mine()[0]).toEqual({
      propertyId: property.id,
      organisationId: b.organisationId,
      managed: true,
      status: "checked_in",
    });
    expect(JSON.stringify(mine())).not.toContain("Private Person");
    expect(JSON.stringify(mine())).not.toContain(stay.reference);
  });
});

describe("archived units on the inventory", () => {
  it("leave the rows and are listed for Restore to whoever's scope holds them, newest first", async () => {
    const managed = await createProperty(db, {
      organisationId: a.organisationId,
      managed: true,
      type: "coliving_room",
      units: [
        { name: "Room one", kind: "room" },
        { name: "Room two", kind: "room" },
        { name: "Room three", kind: "room" },
      ],
    });
    const [one, two] = managed.units;
    const own = await createProperty(db, { organisationId: b.organisationId, managed: false });
    const archive = (unitId: string, at: string) =>
      db.execute(sql`update units set archived_at = ${at}::timestamptz where id = ${unitId}::uuid`);
    await archive(one!.id, "2026-03-01T02:00:00Z");
    await archive(two!.id, "2026-04-30T17:30:00Z");
    await archive(own.units[0]!.id, "2026-04-01T00:00:00Z");

    const forOps = await archivedUnitsInScope(db, { actor: ops.actor, filters: { propertyId: managed.property.id } });
    // Newest first; the day is the property's (17:30 UTC on 30 April is 1 May in Kuala Lumpur).
    expect(forOps).toEqual([
      { id: two!.id, name: "Room two", propertyTitle: managed.property.title, archivedOn: "2026-05-01" },
      { id: one!.id, name: "Room one", propertyTitle: managed.property.title, archivedOn: "2026-03-01" },
    ]);
    const rows = await inventoryToday(db, { actor: ops.actor, filters: { propertyId: managed.property.id, page: 1 } });
    expect(rows.units.map((unit) => unit.name)).toEqual(["Room three"]);
    // B's own flat is outside operations' scope (managed only) and A's supplier sees none of B's.
    expect(await archivedUnitsInScope(db, { actor: ops.actor, filters: { propertyId: own.property.id } })).toEqual([]);
    expect(await archivedUnitsInScope(db, { actor: a.actor, filters: { propertyId: own.property.id } })).toEqual([]);
    const forB = await archivedUnitsInScope(db, { actor: b.actor, filters: {} });
    expect(forB.map((unit) => unit.id)).toEqual([own.units[0]!.id]);
  });
});
