/**
 * Past dates are never sold (DOMAIN.md Booking, Limits): every way a stay, a price bid or a rental contract is
 * quoted or made, through the real functions route, refuses a stay that starts before today in the property's
 * time zone (an hourly stay: in an hour that has begun), and search does not list places for such dates.
 * Before the rule, the quote said "available" and the checkout confirmed and charged a stay in 2020.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createOrganisation, createProperty, createUser, uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { bearer, callFunction, errorOf, resultOf, signIn } from "@tests/support/functions";
import { addDays, todayIn } from "@/domains/catalogue/dates";
import { TEST_CARDS } from "@/domains/payments";
import { bookings, priceBids, rentalContracts } from "@/server/db/schema";

const db = testDb();
const today = todayIn("Asia/Kuala_Lumpur");
const card = {
  method: "card" as const,
  card: { number: TEST_CARDS.succeeds, expiry: "12/30", cvc: "123", holder: "Mei Ling" },
};

let city: string;
let propertyId: string;
let dayRoomId: string;
let managedUnitId: string;
let guestToken: string;
let guestEmail: string;
let opsToken: string;

beforeAll(async () => {
  // A city of their own, so search results are these places only.
  city = `Pastville ${uniqueSuffix()}`;
  const organisation = await createOrganisation(db);
  const flat = await createProperty(db, {
    organisationId: organisation.id,
    city,
    minNights: 1,
    monthlyRateMinor: 600_000,
    instantBook: true,
  });
  propertyId = flat.property.id;
  const dayRoom = await createProperty(db, {
    organisationId: organisation.id,
    city,
    type: "day_room",
    nightlyRateMinor: null,
    hourlyRateMinor: 3_000,
    minHours: 1,
  });
  dayRoomId = dayRoom.property.id;
  const managed = await createProperty(db, {
    organisationId: organisation.id,
    city,
    managed: true,
    monthlyRateMinor: 500_000,
  });
  managedUnitId = managed.units[0]!.id;

  guestEmail = `past-guest-${uniqueSuffix()}@example.test`;
  await createUser(db, { email: guestEmail, name: "Mei Ling" });
  guestToken = await signIn(guestEmail);
  const opsEmail = `past-ops-${uniqueSuffix()}@example.test`;
  await createUser(db, { email: opsEmail, profile: { operationsUser: true } });
  opsToken = await signIn(opsEmail);
});

describe("past dates", () => {
  it("refuses to check out a nightly stay in 2020: 400 with the reason, nothing held or charged", async () => {
    const key = randomUUID();
    const response = await callFunction(
      "createBooking",
      {
        propertyId,
        stay: { mode: "nightly", checkIn: "2020-01-01", checkOut: "2020-01-03" },
        guests: 1,
        guest: { name: "Mei Ling", email: guestEmail, phone: "+60123456789" },
        payment: card,
        idempotencyKey: key,
      },
      bearer(guestToken),
    );
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toMatch(/have passed.*today \(\d{4}-\d{2}-\d{2} where this place is\)/);
    expect(await db.select().from(bookings).where(eq(bookings.idempotencyKey, key))).toHaveLength(0);
  });

  it("quotes nightly, monthly and hourly stays in the past as unavailable, and yesterday too", async () => {
    const quote = (body: Record<string, unknown>) =>
      callFunction("quoteStay", body).then((r) => resultOf<{ available: boolean; problem?: string }>(r));
    expect(
      await quote({
        propertyId,
        stay: { mode: "nightly", checkIn: addDays(today, -1), checkOut: addDays(today, 1) },
        guests: 1,
      }),
    ).toMatchObject({
      available: false,
      problem: "past_dates",
    });
    expect(
      await quote({ propertyId, stay: { mode: "monthly", checkIn: "2020-01-01", checkOut: "2020-03-01" }, guests: 1 }),
    ).toMatchObject({
      available: false,
      problem: "past_dates",
    });
    expect(
      await quote({
        propertyId: dayRoomId,
        stay: { mode: "hourly", day: "2020-01-01", start: "10:00", hours: 2 },
        guests: 1,
      }),
    ).toMatchObject({
      available: false,
      problem: "past_dates",
    });
    // Today and later are still sold.
    expect(
      await quote({ propertyId, stay: { mode: "nightly", checkIn: today, checkOut: addDays(today, 2) }, guests: 1 }),
    ).toMatchObject({ available: true });
  });

  it("refuses a price bid on 2020 dates", async () => {
    const response = await callFunction(
      "placeBid",
      { propertyId, checkIn: "2020-01-01", checkOut: "2020-01-03", guests: 1, amountMinor: 40_000 },
      bearer(guestToken),
    );
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toMatch(/have passed/);
    expect(await db.select().from(priceBids).where(eq(priceBids.propertyId, propertyId))).toHaveLength(0);
  });

  it("refuses a rental contract wholly in the past, and one that began yesterday", async () => {
    for (const [startsOn, endsOn] of [
      ["2020-01-01", "2020-06-01"],
      [addDays(today, -1), addDays(today, 60)],
    ]) {
      const response = await callFunction(
        "createRentalContract",
        {
          unitId: managedUnitId,
          tenantName: "Old Tenant",
          tenantEmail: "old@example.test",
          monthlyRentMinor: 300_000,
          depositMinor: 0,
          startsOn,
          endsOn,
        },
        bearer(opsToken),
      );
      expect(response.status).toBe(400);
      expect((await errorOf(response)).details?.issues).toEqual([expect.objectContaining({ path: "startsOn" })]);
    }
    expect(await db.select().from(rentalContracts).where(eq(rentalContracts.unitId, managedUnitId))).toHaveLength(0);
  });

  it("lists no place for past dates in search, and the same places for future dates", async () => {
    const search = (body: Record<string, unknown>) =>
      callFunction("searchListings", { city, ...body }).then((r) =>
        resultOf<{ results: { id: string }[]; total: number }>(r),
      );
    expect((await search({ checkIn: "2020-03-01", checkOut: "2020-03-03" })).total).toBe(0);
    expect((await search({ mode: "monthly", month: "2020-03" })).total).toBe(0);
    expect((await search({ mode: "hourly", day: "2020-03-01", start: "10:00", hours: 2 })).total).toBe(0);
    const future = await search({ checkIn: addDays(today, 30), checkOut: addDays(today, 32) });
    expect(future.results.map((result) => result.id)).toContain(propertyId);
    const hourly = await search({ mode: "hourly", day: addDays(today, 30), start: "10:00", hours: 2 });
    expect(hourly.results.map((result) => result.id)).toContain(dayRoomId);
  });
});
