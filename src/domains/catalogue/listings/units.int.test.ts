import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createBooking, createOrganisation, createProperty, createUser, uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { bearer, callFunction, errorOf, resultOf, signIn } from "@tests/support/functions";
import { TEST_CARDS } from "@/domains/payments";
import { actorForUser, ANONYMOUS, type Actor } from "@/server/access";
import { addDays, todayIn } from "@/lib/dates";
import { isPgError, PG } from "@/lib/pg-errors";
import { auditLog, bookings, properties, units } from "@/server/db/schema";
import { UNIT_ARCHIVED_CONSTRAINT } from "../schema";
import { findProduct, type ProductQuote } from "../product";
import type { SearchPage } from "../search";
import type { PropertyCalendar } from "../calendar/queries";
import { listingForEditor } from "./queries";

const db = testDb();
const city = `Archive city ${uniqueSuffix()}`;
const TZ = "Asia/Kuala_Lumpur";
// Far enough ahead that no run meets a past day.
const Y = "2027";

const tokens: Record<"owner" | "otherOwner" | "ops" | "roomer", string> = {
  owner: "",
  otherOwner: "",
  ops: "",
  roomer: "",
};
let ownerActor: Actor;
let organisationId = "";

const call = (name: string, data: unknown, who: keyof typeof tokens = "owner") =>
  callFunction(name, data, bearer(tokens[who]));
const searchIds = async (data: Record<string, unknown> = {}) =>
  (await resultOf<SearchPage>(await callFunction("searchListings", { city, ...data }))).results.map(
    (result) => result.id,
  );
const quote = async (propertyId: string, stay: Record<string, unknown>) =>
  resultOf<ProductQuote>(await callFunction("quoteStay", { propertyId, stay }));
const unavailable = async (propertyId: string, from: string, to: string) =>
  (await resultOf<{ unavailable: string[] }>(await callFunction("productAvailability", { propertyId, from, to })))
    .unavailable;
const nightly = (checkIn: string, checkOut: string) => ({ mode: "nightly", checkIn, checkOut });

beforeAll(async () => {
  const owners = await createOrganisation(db);
  organisationId = owners.id;
  const other = await createOrganisation(db);
  const internal = await createOrganisation(db, { kind: "internal" });
  const accounts = {
    owner: await createUser(db, { profile: { organisationId: owners.id } }),
    otherOwner: await createUser(db, { profile: { organisationId: other.id } }),
    ops: await createUser(db, { profile: { organisationId: internal.id, operationsUser: true } }),
    roomer: await createUser(db, { profile: {} }),
  };
  for (const [who, account] of Object.entries(accounts))
    tokens[who as keyof typeof tokens] = await signIn(account.user.email);
  ownerActor = await actorForUser(db, {
    id: accounts.owner.user.id,
    email: accounts.owner.user.email,
    emailVerified: true,
  });
});

/** A listed co-living place of the owner's with rooms A and B; room A stayed with a guest last month. */
async function coliving(values: { managed?: boolean } = {}) {
  const made = await createProperty(db, {
    organisationId,
    city,
    timeZone: TZ,
    title: `Archive co-living ${uniqueSuffix()}`,
    type: "coliving_room",
    nightlyRateMinor: 9_000,
    units: [
      { name: "Room A", kind: "room" },
      { name: "Room B", kind: "room" },
    ],
    ...values,
  });
  const today = todayIn(TZ);
  const past = await createBooking(db, {
    propertyId: made.property.id,
    unitId: made.units[0]!.id,
    checkIn: addDays(today, -30),
    checkOut: addDays(today, -27),
    status: "completed",
  });
  return { property: made.property, roomA: made.units[0]!, roomB: made.units[1]!, past };
}

describe("archiving a unit", () => {
  it("is for who manages the property: another supplier's unit is not found, a guest is refused, operations may", async () => {
    const { property, roomA } = await coliving({ managed: true });
    const other = await call("archiveUnit", { unitId: roomA.id }, "otherOwner");
    expect(other.status).toBe(404);
    expect((await errorOf(other)).message).toBe("There is no such unit.");
    // The same answer as a unit that does not exist: scope before state.
    expect((await errorOf(await call("archiveUnit", { unitId: randomUUID() }))).message).toBe("There is no such unit.");
    expect((await call("archiveUnit", { unitId: roomA.id }, "roomer")).status).toBe(403);
    expect((await call("archiveUnit", { unitId: "not-a-uuid" })).status).toBe(400);

    // Operations staff manage the managed properties.
    await resultOf(await call("archiveUnit", { unitId: roomA.id }, "ops"));
    const [row] = await db.select().from(units).where(eq(units.id, roomA.id));
    expect(row!.archivedAt).not.toBeNull();
    await resultOf(await call("restoreUnit", { unitId: roomA.id }, "ops"));
    expect((await call("restoreUnit", { unitId: roomA.id }, "otherOwner")).status).toBe(404);
    expect(property.managed).toBe(true);
  });

  it("is refused while a booking or hold is current or upcoming, naming them; cancelled and past ones do not count", async () => {
    const { property, roomA } = await coliving();
    const upcoming = await createBooking(db, {
      propertyId: property.id,
      unitId: roomA.id,
      checkIn: `${Y}-03-10`,
      checkOut: `${Y}-03-12`,
      status: "confirmed",
    });
    const held = await createBooking(db, {
      propertyId: property.id,
      unitId: roomA.id,
      checkIn: `${Y}-04-10`,
      checkOut: `${Y}-04-12`,
      status: "held",
    });
    await createBooking(db, {
      propertyId: property.id,
      unitId: roomA.id,
      checkIn: `${Y}-05-10`,
      checkOut: `${Y}-05-12`,
      status: "cancelled",
    });
    const refused = await call("archiveUnit", { unitId: roomA.id });
    expect(refused.status).toBe(409);
    const error = await errorOf(refused);
    expect(error.status).toBe("ABORTED");
    expect(error.message).toBe(
      `Room A has 2 current or upcoming bookings (${upcoming.reference}, ${held.reference}), so it cannot be archived. Move or cancel them first.`,
    );
    expect(error.details).toEqual({ bookings: [upcoming.reference, held.reference] });
    const [row] = await db.select().from(units).where(eq(units.id, roomA.id));
    expect(row!.archivedAt).toBeNull();

    // A stay checking out today is current.
    const today = todayIn(TZ);
    await db
      .update(bookings)
      .set({ status: "cancelled" })
      .where(inArray(bookings.id, [upcoming.id, held.id]));
    const current = await createBooking(db, {
      propertyId: property.id,
      unitId: roomA.id,
      checkIn: addDays(today, -2),
      checkOut: today,
      status: "checked_in",
    });
    expect((await errorOf(await call("archiveUnit", { unitId: roomA.id }))).message).toBe(
      `Room A has a current or upcoming booking (${current.reference}), so it cannot be archived. Move or cancel it first.`,
    );
    await db.update(bookings).set({ status: "completed" }).where(eq(bookings.id, current.id));
    await db
      .update(bookings)
      .set({ checkOut: addDays(today, -1) })
      .where(eq(bookings.id, current.id));
    await resultOf(await call("archiveUnit", { unitId: roomA.id }));
  });

  it("leaves availability, the search, the product page and the calendars; the database refuses its bookings", async () => {
    const { property, roomA, roomB } = await coliving();
    // Room B is booked in March: with room A archived, those nights have no room left.
    await createBooking(db, {
      propertyId: property.id,
      unitId: roomB.id,
      checkIn: `${Y}-03-10`,
      checkOut: `${Y}-03-12`,
    });
    const march = nightly(`${Y}-03-10`, `${Y}-03-12`);
    expect(await searchIds({ checkIn: march.checkIn, checkOut: march.checkOut })).toContain(property.id);
    expect((await quote(property.id, march)).available).toBe(true);

    await resultOf(await call("archiveUnit", { unitId: roomA.id }));

    expect(await searchIds({ checkIn: march.checkIn, checkOut: march.checkOut })).not.toContain(property.id);
    expect(await quote(property.id, march)).toMatchObject({ available: false, problem: "booked" });
    expect(await unavailable(property.id, `${Y}-03-09`, `${Y}-03-13`)).toEqual([`${Y}-03-10`, `${Y}-03-11`]);
    // Other dates are sold from room B alone.
    const april = await quote(property.id, nightly(`${Y}-04-10`, `${Y}-04-12`));
    expect(april).toMatchObject({ available: true, unitId: roomB.id });
    expect(await searchIds()).toContain(property.id);

    // The product page, the calendar and the editor's list offer room B only.
    const product = await findProduct(db, property.id, { actor: ANONYMOUS });
    expect(product!.units.map((unit) => unit.id)).toEqual([roomB.id]);
    const calendar = await resultOf<PropertyCalendar>(
      await call("propertyCalendar", { propertyId: property.id, from: `${Y}-03-01`, to: `${Y}-03-31` }),
    );
    expect(calendar.units.map((unit) => unit.id)).toEqual([roomB.id]);
    const closing = await call("updateCalendarDays", {
      propertyId: property.id,
      unitIds: [roomA.id],
      from: `${Y}-06-01`,
      to: `${Y}-06-02`,
      change: { kind: "close", reason: "maintenance", note: "" },
    });
    expect(closing.status).toBe(400);
    const editor = await listingForEditor(db, { actor: ownerActor, propertyId: property.id });
    expect(editor!.units.map((unit) => unit.id)).toEqual([roomB.id]);
    expect(editor!.archivedUnits).toEqual([{ id: roomA.id, name: "Room A", archivedOn: todayIn(TZ) }]);

    // Saving the editor's list leaves the archived room alone (as a draft: this made-up place is not complete).
    await db.update(properties).set({ status: "draft" }).where(eq(properties.id, property.id));
    await resultOf(
      await call("saveListingUnits", { propertyId: property.id, units: [{ id: roomB.id, name: "Room B" }] }),
    );
    expect(
      (await db.select().from(units).where(eq(units.propertyId, property.id))).map((unit) => unit.name).sort(),
    ).toEqual(["Room A", "Room B"]);

    // The database is the last word: no booking of an archived unit, whoever writes it.
    const refused = await createBooking(db, {
      propertyId: property.id,
      unitId: roomA.id,
      checkIn: `${Y}-07-10`,
      checkOut: `${Y}-07-12`,
    }).catch((error: unknown) => error);
    expect(isPgError(refused, PG.checkViolation, UNIT_ARCHIVED_CONSTRAINT)).toBe(true);
    // Nor may a booking move onto it.
    const moving = await createBooking(db, {
      propertyId: property.id,
      unitId: roomB.id,
      checkIn: `${Y}-07-10`,
      checkOut: `${Y}-07-12`,
    });
    const moved = await db
      .update(bookings)
      .set({ unitId: roomA.id })
      .where(eq(bookings.id, moving.id))
      .catch((error: unknown) => error);
    expect(isPgError(moved, PG.checkViolation, UNIT_ARCHIVED_CONSTRAINT)).toBe(true);
    // A monthly rental contract, which books its unit, is refused in words.
    const contract = await call("createRentalContract", {
      unitId: roomA.id,
      tenantName: "Tan Mei Ling",
      tenantEmail: "tenant@example.test",
      monthlyRentMinor: 150_000,
      depositMinor: 0,
      startsOn: `${Y}-09-01`,
      endsOn: `${Y}-11-30`,
    });
    expect(contract.status).toBe(409);
    expect((await errorOf(contract)).message).toBe(
      "This unit is archived: it takes no new contracts. Restore it first.",
    );
  });

  it("leaves search when every unit is archived, and comes back when one is restored", async () => {
    const { property, roomA, roomB } = await coliving();
    await resultOf(await call("archiveUnit", { unitId: roomA.id }));
    await resultOf(await call("archiveUnit", { unitId: roomB.id }));
    expect(await searchIds()).not.toContain(property.id);
    expect(await searchIds({ checkIn: `${Y}-08-10`, checkOut: `${Y}-08-12` })).not.toContain(property.id);
    expect(await quote(property.id, nightly(`${Y}-08-10`, `${Y}-08-12`))).toMatchObject({ available: false });

    await resultOf(await call("restoreUnit", { unitId: roomA.id }));
    expect(await searchIds({ checkIn: `${Y}-08-10`, checkOut: `${Y}-08-12` })).toContain(property.id);
    expect(await quote(property.id, nightly(`${Y}-08-10`, `${Y}-08-12`))).toMatchObject({
      available: true,
      unitId: roomA.id,
    });
    const editor = await listingForEditor(db, { actor: ownerActor, propertyId: property.id });
    expect(editor!.units.map((unit) => unit.name)).toEqual(["Room A"]);
    expect(editor!.archivedUnits.map((unit) => unit.name)).toEqual(["Room B"]);
  });

  it("keeps history: past bookings still name the unit, and both changes are audited", async () => {
    const { property, roomA, past } = await coliving();
    await resultOf(await call("archiveUnit", { unitId: roomA.id }));
    // The desks, statements and invoices read a booking's unit by its id, with no filter on archiving: the row and
    // its name stay.
    const [row] = await db
      .select({ unitName: units.name })
      .from(bookings)
      .innerJoin(units, eq(units.id, bookings.unitId))
      .where(eq(bookings.id, past.id));
    expect(row).toEqual({ unitName: "Room A" });
    expect((await listingForEditor(db, { actor: ownerActor, propertyId: property.id }))!.archivedUnits).toHaveLength(1);

    await resultOf(await call("restoreUnit", { unitId: roomA.id }));
    const audits = await db
      .select({ action: auditLog.action, outcome: auditLog.outcome })
      .from(auditLog)
      .where(and(eq(auditLog.entity, `unit:${roomA.id}`)));
    expect(audits).toEqual(
      expect.arrayContaining([
        { action: "archiveUnit", outcome: "ok" },
        { action: "restoreUnit", outcome: "ok" },
      ]),
    );
  });

  it("does not restore a second unit beside an entire place's unit on sale", async () => {
    const made = await createProperty(db, {
      organisationId,
      city,
      timeZone: TZ,
      title: `Archive flat ${uniqueSuffix()}`,
    });
    const [old] = made.units;
    await resultOf(await call("archiveUnit", { unitId: old!.id }));
    expect(await searchIds()).not.toContain(made.property.id);
    await db.insert(units).values({ propertyId: made.property.id, name: "Entire place", kind: "entire_place" });
    const refused = await call("restoreUnit", { unitId: old!.id });
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toBe(
      "This place is booked whole and already has a unit on sale, so Entire place cannot be restored beside it.",
    );
  });
});

describe("archiving while guests check out", () => {
  it("never leaves a booking on an archived unit: the archive and 10 checkouts of its dates at once", async () => {
    const made = await createProperty(db, {
      organisationId,
      city,
      timeZone: TZ,
      title: `Raced flat ${uniqueSuffix()}`,
      instantBook: true,
    });
    const unit = made.units[0]!;
    const guests = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const email = `racer-${uniqueSuffix()}@example.test`;
        await createUser(db, { email });
        return { email, token: await signIn(email) };
      }),
    );
    // Ten stays of different weeks, so the checkouts do not refuse each other: only the archive stands between them.
    const checkouts = guests.map((guest, index) => {
      const checkIn = addDays(`${Y}-09-01`, index * 7);
      return callFunction(
        "createBooking",
        {
          propertyId: made.property.id,
          stay: nightly(checkIn, addDays(checkIn, 2)),
          guests: 1,
          guest: { name: "Racer", email: guest.email, phone: "+60123456789" },
          payment: {
            method: "card",
            card: { number: TEST_CARDS.succeeds, expiry: "12/30", cvc: "123", holder: "Racer" },
          },
          idempotencyKey: randomUUID(),
        },
        bearer(guest.token),
      );
    });
    const [archive, ...booked] = await Promise.all([call("archiveUnit", { unitId: unit.id }), ...checkouts]);

    // Every answer is a success or a clean refusal: nothing failed inside.
    for (const response of [archive, ...booked]) expect([200, 409]).toContain(response.status);
    const [after] = await db.select().from(units).where(eq(units.id, unit.id));
    const live = await db
      .select({ reference: bookings.reference })
      .from(bookings)
      .where(and(eq(bookings.unitId, unit.id), inArray(bookings.status, ["held", "requested", "confirmed"])));
    if (archive.status === 200) {
      // The archive won: every checkout that came after it was refused, and none got through.
      expect(after!.archivedAt).not.toBeNull();
      expect(live).toEqual([]);
      expect(booked.every((response) => response.status === 409)).toBe(true);
    } else {
      // A checkout won: the archive names the bookings that had got through when it looked (others may follow).
      expect(after!.archivedAt).toBeNull();
      const named = ((await errorOf(archive)).details as { bookings: string[] }).bookings;
      expect(named.length).toBeGreaterThan(0);
      expect(live.map((row) => row.reference)).toEqual(expect.arrayContaining(named));
    }
    expect(booked.filter((response) => response.status === 200)).toHaveLength(live.length);
  });
});
