/**
 * A calendar cannot be blocked for years for free (DOMAIN.md Booking, Limits): stays have a longest length and
 * a furthest start (the quote's rule, so checkout, bids and contracts obey it), a guest keeps at most
 * `maxUnpaidHoldsPerGuest` unpaid holds, even when the holds are sent all at once, and a bank transfer (the
 * 48-hour hold) needs a verified email. Before these rules, an unverified new account held 2029-01-01 →
 * 2034-01-01 by choosing bank transfer.
 */
import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createOrganisation, createProperty, createUser, uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { bearer, callFunction, errorOf, resultOf, signIn } from "@tests/support/functions";
import { addDays, addMonths, todayIn } from "@/lib/dates";
import { TEST_CARDS } from "@/domains/payments";
import { BUSINESS_SETTINGS } from "@/domains/platform/settings";
import { authUsers, bookings } from "@/server/db/schema";

const db = testDb();
const today = todayIn("Asia/Kuala_Lumpur");
const LIMIT = BUSINESS_SETTINGS.maxUnpaidHoldsPerGuest;
// A card that asks for 3-D Secure leaves the booking held: an unpaid hold that stays, as a bank transfer's does.
const unpaidCard = {
  method: "card" as const,
  card: { number: TEST_CARDS.confirms, expiry: "12/30", cvc: "123", holder: "Ravi Kumar" },
};

let organisationId: string;
let supplierToken: string;

beforeAll(async () => {
  const organisation = await createOrganisation(db);
  organisationId = organisation.id;
  const supplierEmail = `limits-owner-${uniqueSuffix()}@example.test`;
  await createUser(db, { email: supplierEmail, profile: { organisationId } });
  supplierToken = await signIn(supplierEmail);
});

async function flat(overrides: Record<string, unknown> = {}) {
  const { property, units } = await createProperty(db, {
    organisationId,
    minNights: 1,
    monthlyRateMinor: 600_000,
    instantBook: true,
    ...overrides,
  });
  return { propertyId: property.id, unitId: units[0]!.id };
}

async function guest(options: { emailVerified?: boolean } = {}) {
  const email = `limits-guest-${uniqueSuffix()}@example.test`;
  await createUser(db, { email, name: "Ravi Kumar", emailVerified: options.emailVerified ?? true });
  return { email, token: await signIn(email) };
}

function checkout(propertyId: string, who: { email: string }, overrides: Record<string, unknown> = {}) {
  return {
    propertyId,
    stay: { mode: "nightly", checkIn: addDays(today, 30), checkOut: addDays(today, 33) },
    guests: 1,
    guest: { name: "Ravi Kumar", email: who.email, phone: "+60123456789" },
    payment: unpaidCard,
    idempotencyKey: randomUUID(),
    ...overrides,
  };
}

describe("length and lead time", () => {
  it("quotes at most 90 nights, 24 months, and starts at most 18 months ahead", async () => {
    const { propertyId } = await flat();
    const quote = (stay: Record<string, unknown>) =>
      callFunction("quoteStay", { propertyId, stay, guests: 1 }).then((r) =>
        resultOf<{ available: boolean; problem?: string; message?: string }>(r),
      );
    const start = addDays(today, 10);
    expect(await quote({ mode: "nightly", checkIn: start, checkOut: addDays(start, 90) })).toMatchObject({
      available: true,
    });
    expect(await quote({ mode: "nightly", checkIn: start, checkOut: addDays(start, 91) })).toMatchObject({
      available: false,
      problem: "stay_too_long",
    });
    expect(await quote({ mode: "monthly", checkIn: start, checkOut: addMonths(start, 24) })).toMatchObject({
      available: true,
    });
    expect(await quote({ mode: "monthly", checkIn: start, checkOut: addMonths(start, 25) })).toMatchObject({
      available: false,
      problem: "stay_too_long",
    });
    const latest = addMonths(today, 18);
    expect(await quote({ mode: "nightly", checkIn: latest, checkOut: addDays(latest, 2) })).toMatchObject({
      available: true,
    });
    expect(await quote({ mode: "nightly", checkIn: addDays(latest, 1), checkOut: addDays(latest, 3) })).toMatchObject({
      available: false,
      problem: "too_far_ahead",
      message: `Stays can be booked up to 18 months ahead: start on ${latest} or earlier.`,
    });
  });

  it("refuses the five-year hold of the review at checkout, a bid and a contract years ahead", async () => {
    const { propertyId } = await flat({ managed: true });
    const who = await guest();
    const years = await callFunction(
      "createBooking",
      checkout(propertyId, who, {
        stay: { mode: "monthly", checkIn: "2029-01-01", checkOut: "2034-01-01" },
        payment: { method: "bank_transfer" },
      }),
      bearer(who.token),
    );
    expect(years.status).toBe(400);
    expect(await db.select().from(bookings).where(eq(bookings.propertyId, propertyId))).toHaveLength(0);

    const bid = await callFunction(
      "placeBid",
      {
        propertyId,
        checkIn: addMonths(today, 20),
        checkOut: addDays(addMonths(today, 20), 3),
        guests: 1,
        amountMinor: 50_000,
      },
      bearer(who.token),
    );
    expect(bid.status).toBe(400);
    expect((await errorOf(bid)).message).toMatch(/up to 18 months ahead/);

    const { unitId } = await flat();
    const contract = await callFunction(
      "createRentalContract",
      {
        unitId,
        tenantName: "Far Tenant",
        tenantEmail: "far@example.test",
        monthlyRentMinor: 300_000,
        depositMinor: 0,
        startsOn: addMonths(today, 20),
        endsOn: addMonths(today, 22),
      },
      bearer(supplierToken),
    );
    expect(contract.status).toBe(400);
    expect((await errorOf(contract)).message).toMatch(/up to 18 months ahead/);
    const tooLong = await callFunction(
      "createRentalContract",
      {
        unitId,
        tenantName: "Long Tenant",
        tenantEmail: "long@example.test",
        monthlyRentMinor: 300_000,
        depositMinor: 0,
        startsOn: addDays(today, 1),
        endsOn: addMonths(addDays(today, 1), 25),
      },
      bearer(supplierToken),
    );
    expect((await errorOf(tooLong)).details?.issues).toEqual([expect.objectContaining({ path: "endsOn" })]);
  });
});

describe("bank transfer", () => {
  it("needs a verified email: an unverified account is told to verify first and holds nothing", async () => {
    const { propertyId } = await flat();
    const who = await guest({ emailVerified: false });
    const response = await callFunction(
      "createBooking",
      checkout(propertyId, who, { payment: { method: "bank_transfer" } }),
      bearer(who.token),
    );
    expect(response.status).toBe(403);
    expect((await errorOf(response)).message).toMatch(/^Verify your email address before paying by bank transfer/);
    expect(await db.select().from(bookings).where(eq(bookings.propertyId, propertyId))).toHaveLength(0);

    // A card hold may not be switched to a transfer (48 hours) either.
    const held = await resultOf<{ reference: string; status: string }>(
      await callFunction("createBooking", checkout(propertyId, who), bearer(who.token)),
    );
    expect(held.status).toBe("held");
    const switched = await callFunction(
      "payBooking",
      { reference: held.reference, payment: { method: "bank_transfer" } },
      bearer(who.token),
    );
    expect(switched.status).toBe(403);
    const [row] = await db.select().from(bookings).where(eq(bookings.reference, held.reference));
    expect(row!.paymentMethod).toBe("card");

    // Once verified, the same guest may pay by transfer.
    await db.update(authUsers).set({ emailVerified: true }).where(eq(authUsers.email, who.email));
    const verifiedToken = await signIn(who.email);
    const transfer = await callFunction(
      "createBooking",
      checkout(propertyId, who, {
        stay: { mode: "nightly", checkIn: addDays(today, 40), checkOut: addDays(today, 42) },
        payment: { method: "bank_transfer" },
      }),
      bearer(verifiedToken),
    );
    expect(transfer.status).toBe(200);
  });
});

describe("unpaid holds per guest", () => {
  it(`keeps at most ${LIMIT}: the next is refused with the reason, and one that ends frees a place`, async () => {
    const who = await guest();
    const places = await Promise.all(Array.from({ length: LIMIT + 1 }, () => flat()));
    for (const place of places.slice(0, LIMIT)) {
      const held = await resultOf<{ status: string }>(
        await callFunction("createBooking", checkout(place.propertyId, who), bearer(who.token)),
      );
      expect(held.status).toBe("held");
    }
    const refused = await callFunction("createBooking", checkout(places[LIMIT]!.propertyId, who), bearer(who.token));
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toMatch(
      new RegExp(`already have ${LIMIT} unpaid bookings.*at most ${LIMIT} at a time`),
    );

    // A hold that has expired no longer counts.
    const [first] = await db.select().from(bookings).where(eq(bookings.propertyId, places[0]!.propertyId));
    await db.update(bookings).set({ status: "expired" }).where(eq(bookings.id, first!.id));
    expect(
      (await callFunction("createBooking", checkout(places[LIMIT]!.propertyId, who), bearer(who.token))).status,
    ).toBe(200);
  });

  it(`never exceeds ${LIMIT} when one guest sends 10 holds at once`, async () => {
    const who = await guest();
    const places = await Promise.all(Array.from({ length: 10 }, () => flat()));
    const responses = await Promise.all(
      places.map((place) => callFunction("createBooking", checkout(place.propertyId, who), bearer(who.token))),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 409)).toHaveLength(10 - LIMIT);
    const held = await db
      .select()
      .from(bookings)
      .where(
        and(
          eq(bookings.guestEmail, who.email),
          eq(bookings.status, "held"),
          inArray(
            bookings.propertyId,
            places.map((p) => p.propertyId),
          ),
        ),
      );
    expect(held).toHaveLength(LIMIT);
  });

  it("counts a held booking from an accepted price bid, and refuses the acceptance past the limit", async () => {
    const who = await guest();
    const places = await Promise.all(Array.from({ length: LIMIT + 1 }, () => flat()));
    const bids: string[] = [];
    for (const place of places) {
      const placed = await resultOf<{ id: string }>(
        await callFunction(
          "placeBid",
          {
            propertyId: place.propertyId,
            checkIn: addDays(today, 50),
            checkOut: addDays(today, 52),
            guests: 1,
            amountMinor: 50_000,
          },
          bearer(who.token),
        ),
      );
      bids.push(placed.id);
    }
    for (const id of bids.slice(0, LIMIT)) {
      await resultOf(await callFunction("answerBid", { id, action: "accept" }, bearer(supplierToken)));
    }
    const refused = await callFunction("answerBid", { id: bids[LIMIT]!, action: "accept" }, bearer(supplierToken));
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toMatch(/unpaid bookings/);
  });
});
