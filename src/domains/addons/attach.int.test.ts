import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createBooking, createOrganisation, createProperty, createUser, uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { actorForUser, type Actor } from "@/server/access";
import { addonOrders, addonSlots, journalEntries, journalLines } from "@/server/db/schema";
import { confirmAddonsOfBooking, holdAddonsForBooking, releaseAddonsOfBooking } from "./attach";
import { todayIn } from "@/lib/dates";
import { addAddonSlots, createAddonProduct } from "./products";

const db = testDb();

const day = (() => {
  const date = new Date(`${todayIn("Asia/Kuala_Lumpur")}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 9);
  return date.toISOString().slice(0, 10);
})();

let tourId: string;
let slotId: string;
let transferId: string;
let bangkokTourId: string;
let guest: { id: string; email: string };
let property: { id: string; unitId: string };
let tourSupplier: string;
let transferSupplier: string;

async function supplierActor(): Promise<{ actor: Actor; organisationId: string }> {
  const organisation = await createOrganisation(db);
  const email = `attach-${uniqueSuffix()}@example.test`;
  const user = await createUser(db, { email, profile: { organisationId: organisation.id } });
  return {
    actor: await actorForUser(db, { id: user.user.id, email, emailVerified: true }),
    organisationId: organisation.id,
  };
}

const fields = {
  description: "",
  city: "Kuala Lumpur",
  meetingPoint: "",
  durationMinutes: 60,
  pickupZones: [] as string[],
};

beforeAll(async () => {
  const tours = await supplierActor();
  const transfers = await supplierActor();
  tourSupplier = tours.organisationId;
  transferSupplier = transfers.organisationId;
  const tour = await createAddonProduct(db, tours.actor, {
    ...fields,
    kind: "day_tour",
    title: "Batu Caves",
    country: "malaysia",
    priceMinor: 12_000,
    capacity: 3,
  });
  tourId = tour.id;
  await addAddonSlots(db, tours.actor, {
    productId: tour.id,
    from: day,
    to: day,
    weekdays: [0, 1, 2, 3, 4, 5, 6],
    startTimes: ["08:30"],
  });
  slotId = (await db.select({ id: addonSlots.id }).from(addonSlots).where(eq(addonSlots.productId, tour.id)))[0]!.id;
  transferId = (
    await createAddonProduct(db, transfers.actor, {
      ...fields,
      kind: "airport_transfer",
      title: "KLIA transfer",
      country: "malaysia",
      priceMinor: 9_500,
      capacity: 2,
      pickupZones: ["KLIA2"],
    })
  ).id;
  bangkokTourId = (
    await createAddonProduct(db, tours.actor, {
      ...fields,
      kind: "day_tour",
      title: "Canal tour",
      country: "thailand",
      city: "Bangkok",
      priceMinor: 120_000,
      capacity: 8,
    })
  ).id;
  const email = `attach-guest-${uniqueSuffix()}@example.test`;
  const user = await createUser(db, { email });
  guest = { id: user.user.id, email };
  const owner = await createOrganisation(db);
  const created = await createProperty(db, { organisationId: owner.id, title: `Attach flat ${uniqueSuffix()}` });
  property = { id: created.property.id, unitId: created.units[0]!.id };
});

async function newBooking(checkIn: string) {
  const booking = await createBooking(db, {
    propertyId: property.id,
    unitId: property.unitId,
    guestUserId: guest.id,
    checkIn,
    checkOut: `${checkIn.slice(0, 8)}${String(Number(checkIn.slice(8)) + 1).padStart(2, "0")}`,
    status: "held",
  });
  return {
    id: booking.id,
    currency: "MYR",
    guestUserId: guest.id,
    guestName: "Aiko Tanaka",
    guestEmail: guest.email,
    guestPhone: "+60123456789",
  };
}

describe("add-ons with a stay", () => {
  it("holds a tour and a transfer with the booking, then pays each supplier through its own entry", async () => {
    const booking = await newBooking("2031-03-01");
    const held = await db.transaction((tx) =>
      holdAddonsForBooking(tx, booking, [
        { productId: tourId, slotId, quantity: 2 },
        { productId: transferId, day, pickupTime: "09:40", flightNumber: "AK6123", pickupZone: "KLIA2", quantity: 1 },
      ]),
    );
    expect(held.totalMinor).toBe(2 * 12_000 + 9_500);
    expect((await db.select().from(addonSlots).where(eq(addonSlots.id, slotId)))[0]!.taken).toBe(2);

    expect(await db.transaction((tx) => confirmAddonsOfBooking(tx, booking.id))).toBe(2);
    const orders = await db.select().from(addonOrders).where(eq(addonOrders.bookingId, booking.id));
    expect(orders.map((order) => order.status)).toEqual(["scheduled", "scheduled"]);
    const lines = await db.execute<{ organisation_id: string | null; account: string; total: string }>(sql`
      select e.organisation_id, l.account, sum(l.amount_minor)::text as total
      from journal_entries e join journal_lines l on l.entry_id = e.id
      where e.booking_id = ${booking.id} and e.kind = 'addon_sale' group by e.organisation_id, l.account order by e.organisation_id, l.account`);
    const byOrganisation = (id: string) =>
      Object.fromEntries(
        lines.rows.filter((row) => row.organisation_id === id).map((row) => [row.account, Number(row.total)]),
      );
    expect(byOrganisation(tourSupplier)).toEqual({
      guest_funds: 24_000,
      "revenue:commission": -4_800,
      supplier_payable: -19_200,
    });
    expect(byOrganisation(transferSupplier)).toEqual({
      guest_funds: 9_500,
      "revenue:commission": -1_900,
      supplier_payable: -7_600,
    });
    // Confirming again posts nothing more.
    expect(await db.transaction((tx) => confirmAddonsOfBooking(tx, booking.id))).toBe(0);
    expect(await db.$count(journalEntries, eq(journalEntries.bookingId, booking.id))).toBe(2);
    expect(
      await db.$count(
        journalLines,
        sql`${journalLines.entryId} in (select id from journal_entries where booking_id = ${booking.id})`,
      ),
    ).toBe(6);
  });

  it("refuses a full time and another currency, rolling the whole hold back", async () => {
    const booking = await newBooking("2031-04-01");
    await expect(
      db.transaction((tx) => holdAddonsForBooking(tx, booking, [{ productId: tourId, slotId, quantity: 2 }])),
    ).rejects.toMatchObject({
      code: "aborted",
      message: "One of the add-ons has no places left at that time. Choose fewer, or another time.",
    });
    await expect(
      db.transaction((tx) =>
        holdAddonsForBooking(tx, booking, [
          { productId: transferId, day, pickupTime: "15:00", flightNumber: "MH1", pickupZone: "KLIA2", quantity: 1 },
          { productId: bangkokTourId, slotId, quantity: 1 },
        ]),
      ),
    ).rejects.toMatchObject({
      code: "invalid-argument",
      message: "Canal tour is sold in THB; this stay is paid in MYR. Book it on its own instead.",
    });
    expect(await db.$count(addonOrders, eq(addonOrders.bookingId, booking.id))).toBe(0);
    const [hour] = await db
      .select()
      .from(addonSlots)
      .where(sql`${addonSlots.productId} = ${transferId} and ${addonSlots.startTime} = '15:00'`);
    expect(hour).toBeUndefined();
  });

  it("frees the places of a booking that ends unsold", async () => {
    const booking = await newBooking("2031-05-01");
    await db.transaction((tx) => holdAddonsForBooking(tx, booking, [{ productId: tourId, slotId, quantity: 1 }]));
    expect((await db.select().from(addonSlots).where(eq(addonSlots.id, slotId)))[0]!.taken).toBe(3);
    expect(await db.transaction((tx) => releaseAddonsOfBooking(tx, booking.id, "The hold expired"))).toBe(1);
    expect((await db.select().from(addonSlots).where(eq(addonSlots.id, slotId)))[0]!.taken).toBe(2);
    const [order] = await db.select().from(addonOrders).where(eq(addonOrders.bookingId, booking.id));
    expect(order).toMatchObject({ status: "cancelled", statusNote: "The hold expired" });
  });
});
