/**
 * Occupancy at checkout (docs/OCCUPANCY.md): the server quotes the party again and refuses what the unit cannot take,
 * whatever the page sent; the booking keeps adults and children's ages; the database refuses a booking without an
 * adult or with a wrong age, and occupancy rules that do not add up.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createOrganisation, createProperty, createUser, uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { bearer, callFunction, errorOf, resultOf, signIn } from "@tests/support/functions";
import { TEST_CARDS } from "@/domains/payments";
import { bookings, properties } from "@/server/db/schema";
import { pgErrorOf, PG } from "@/lib/pg-errors";
import { bookingReference } from "@/lib/ids";
import type { CheckoutOutcome } from "./checkout";

const db = testDb();

/**
 * A family flat in Kuala Lumpur: MYR 250 a night for 2, up to 5 people of whom at most 4 adults and 2 children,
 * MYR 60 per extra adult and MYR 30 per extra child a night, babies under 2 free.
 */
async function familyFlat() {
  const organisation = await createOrganisation(db);
  const { property, units } = await createProperty(db, {
    organisationId: organisation.id,
    maxGuests: 5,
    maxAdults: 4,
    maxChildren: 2,
    baseOccupancy: 2,
    extraAdultMinor: 6_000,
    extraChildMinor: 3_000,
    childrenFreeUnderAge: 2,
  });
  return { property, unit: units[0]! };
}

async function guest() {
  const email = `family-${uniqueSuffix()}@example.test`;
  await createUser(db, { email, name: "Nurul Huda" });
  return { email, token: await signIn(email) };
}

function checkout(propertyId: string, email: string, overrides: Record<string, unknown> = {}) {
  return {
    propertyId,
    stay: { mode: "nightly", checkIn: "2027-09-06", checkOut: "2027-09-09" },
    guests: { adults: 2, childrenAges: [4, 9] },
    guest: { name: "Nurul Huda", email, phone: "+60123456789" },
    payment: {
      method: "card",
      card: { number: TEST_CARDS.succeeds, expiry: "12/30", cvc: "123", holder: "Nurul Huda" },
    },
    idempotencyKey: randomUUID(),
    ...overrides,
  };
}

async function bookingsOf(propertyId: string) {
  return db.select().from(bookings).where(eq(bookings.propertyId, propertyId));
}

describe("occupancy at checkout", () => {
  it("books a family of 2 adults and 2 children: the extra children's line, the ages and the total kept", async () => {
    const { property } = await familyFlat();
    const g = await guest();
    const outcome = await resultOf<CheckoutOutcome>(
      await callFunction("createBooking", checkout(property.id, g.email), bearer(g.token)),
    );
    expect(outcome.status).toBe("confirmed");
    const [booking] = await bookingsOf(property.id);
    expect(booking).toMatchObject({ guestCount: 4, adults: 2, childrenAges: [4, 9] });
    expect(booking!.priceLines.filter((line) => line.kind === "stay")).toEqual([
      expect.objectContaining({ label: "3 nights", amountMinor: 75_000 }),
      expect.objectContaining({
        label: "2 extra children × 3 nights (under 2 free)",
        quantity: 6,
        unitAmountMinor: 3_000,
        amountMinor: 18_000,
      }),
    ]);
  });

  it("refuses a party the unit cannot take, with its reason, and writes nothing", async () => {
    const { property } = await familyFlat();
    const g = await guest();
    const refusals: [unknown, string][] = [
      [{ adults: 5, childrenAges: [] }, "This place takes at most 4 adults."],
      [{ adults: 1, childrenAges: [3, 5, 7] }, "This place takes at most 2 children."],
      [{ adults: 4, childrenAges: [0, 1] }, "This place sleeps at most 5 guests."],
      // An older caller's bare number is that many adults, held to the same maxima.
      [6, "This place takes at most 4 adults."],
    ];
    for (const [guests, message] of refusals) {
      const response = await callFunction("createBooking", checkout(property.id, g.email, { guests }), bearer(g.token));
      expect(response.status).toBe(400);
      expect((await errorOf(response)).message).toBe(message);
    }
    expect(await bookingsOf(property.id)).toEqual([]);
  });

  it("refuses no adult, a wrong age or a malformed party before reading anything (400)", async () => {
    const { property } = await familyFlat();
    const g = await guest();
    for (const guests of [
      { adults: 0, childrenAges: [9] },
      { adults: 2, childrenAges: [18] },
      { adults: 2, childrenAges: [-1] },
      { adults: 2, childrenAges: [4.5] },
      { adults: 2, children: 2 },
    ]) {
      const response = await callFunction("createBooking", checkout(property.id, g.email, { guests }), bearer(g.token));
      expect(response.status, JSON.stringify(guests)).toBe(400);
      expect((await errorOf(response)).status).toBe("INVALID_ARGUMENT");
    }
    expect(await bookingsOf(property.id)).toEqual([]);
  });

  it("lets one of ten families racing for the same nights through, and a retry with its key books nothing more", async () => {
    const { property } = await familyFlat();
    const families = await Promise.all(Array.from({ length: 5 }, guest));
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) => {
        const g = families[index % families.length]!;
        return callFunction("createBooking", checkout(property.id, g.email), bearer(g.token));
      }),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);

    // The same checkout sent twice at once with one key (a double click, a retry while the first still runs).
    const { property: other } = await familyFlat();
    const g = families[0]!;
    const request = checkout(other.id, g.email);
    const [first, second] = await Promise.all([
      callFunction("createBooking", request, bearer(g.token)),
      callFunction("createBooking", request, bearer(g.token)),
    ]);
    const answered = [first.status, second.status];
    expect(answered).toContain(200);
    const rows = await bookingsOf(other.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ adults: 2, childrenAges: [4, 9] });
  });
});

describe("the database's last word on occupancy", () => {
  async function insertBooking(
    propertyId: string,
    unitId: string,
    values: { guestCount: number; childrenAges: number[] },
  ) {
    return db.insert(bookings).values({
      reference: bookingReference(),
      propertyId,
      unitId,
      guestName: "Direct writer",
      guestEmail: "direct@example.test",
      checkIn: "2027-10-01",
      checkOut: "2027-10-02",
      status: "cancelled",
      currency: "MYR",
      totalMinor: 25_000,
      ...values,
    });
  }

  async function violation(write: Promise<unknown>): Promise<string | undefined> {
    try {
      await write;
      return undefined;
    } catch (error) {
      const pg = pgErrorOf(error);
      return pg?.code === PG.checkViolation ? pg.constraint : String(error);
    }
  }

  it("keeps adults as everyone less the children, and refuses no adult or an age outside 0–17", async () => {
    const { property, unit } = await familyFlat();
    await insertBooking(property.id, unit.id, { guestCount: 3, childrenAges: [0, 17] });
    // An older writer that gives only a count books that many adults.
    await insertBooking(property.id, unit.id, { guestCount: 2, childrenAges: [] });
    const rows = await bookingsOf(property.id);
    expect(rows.map((row) => [row.adults, row.childrenAges]).sort()).toEqual([
      [1, [0, 17]],
      [2, []],
    ]);
    expect(await violation(insertBooking(property.id, unit.id, { guestCount: 2, childrenAges: [5, 6] }))).toBe(
      "bookings_adults_at_least_one",
    );
    expect(await violation(insertBooking(property.id, unit.id, { guestCount: 2, childrenAges: [18] }))).toBe(
      "bookings_children_ages_range",
    );
    expect(await violation(insertBooking(property.id, unit.id, { guestCount: 2, childrenAges: [-1] }))).toBe(
      "bookings_children_ages_range",
    );
  });

  it("refuses occupancy rules that do not add up", async () => {
    const { property } = await familyFlat();
    const [before] = await db.select().from(properties).where(eq(properties.id, property.id));
    expect(before).toMatchObject({ maxGuests: 5, maxAdults: 4, maxChildren: 2, baseOccupancy: 2 });
    const update = (values: Partial<typeof properties.$inferInsert>) =>
      db.update(properties).set(values).where(eq(properties.id, property.id));
    for (const values of [
      { maxAdults: 6 },
      { maxChildren: 5 },
      { baseOccupancy: 6 },
      { extraChildMinor: -1 },
      { childrenFreeUnderAge: 19 },
      { maxGuests: 3 },
    ])
      expect(await violation(update(values)), JSON.stringify(values)).toBe("properties_occupancy_consistent");
    const [kept] = await db
      .select({ maxAdults: properties.maxAdults })
      .from(properties)
      .where(eq(properties.id, property.id));
    expect(kept).toEqual({ maxAdults: 4 });
  });
});

describe("the search's occupancy filter", () => {
  it("counts everyone against the total, adults against the adults and children against the children", async () => {
    const city = `Occupancy Town ${uniqueSuffix()}`;
    const organisation = await createOrganisation(db);
    const { property: family } = await createProperty(db, {
      organisationId: organisation.id,
      city,
      maxGuests: 5,
      maxAdults: 4,
      maxChildren: 2,
    });
    const { property: adultsOnly } = await createProperty(db, {
      organisationId: organisation.id,
      city,
      maxGuests: 4,
      maxChildren: 0,
    });
    const search = async (data: Record<string, unknown>) => {
      const page = await resultOf<{ results: { id: string }[] }>(
        await callFunction("searchListings", { city, checkIn: "2027-11-01", checkOut: "2027-11-03", ...data }),
      );
      return page.results.map((result) => result.id).sort();
    };
    expect(await search({ guests: 4 })).toEqual([family.id, adultsOnly.id].sort());
    expect(await search({ guests: 2, childrenAges: [4, 9] })).toEqual([family.id]);
    expect(await search({ guests: 5 })).toEqual([]);
    expect(await search({ guests: 2, childrenAges: [1, 4, 9] })).toEqual([]);
  });
});
