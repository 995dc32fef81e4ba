import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrganisation, createProperty, createUser, uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { bearer, callFunction, errorOf, resultOf, signIn } from "@tests/support/functions";
import { journalEntries, journalLines } from "@/domains/ledger/schema";
import { listAddonsForStay } from "@/domains/addons";
import { TEST_CARDS, paysFor } from "@/domains/payments";
import { paymentRefunds, payments } from "@/domains/payments/schema";
import { addonOrders, addonSlots, bookings, exchangeRates, insurancePolicies, organisations } from "@/server/db/schema";
import { createSettlements, listTransactions } from "@/domains/accounts";
import { settlementItems, settlements } from "@/domains/accounts/schema";
import { actorForUser, type Actor } from "@/server/access";
import { expireStaleBookings } from "./actions/expire";
import type { CheckoutOutcome } from "./checkout";

const db = testDb();
const SOURCE = `checkout-addons-test-${uniqueSuffix()}`;
// Newer than any other row, so these are the rates in force while this file runs (files run one at a time).
const AS_OF = new Date("2031-01-02T00:00:00Z");
const CHECK_IN = "2027-05-10";
const CHECK_OUT = "2027-05-13";
const SLOT_DAY = "2027-05-11";

let guestEmail: string;
let guestToken: string;
let stay: { propertyId: string; organisationId: string };
let insurerId: string;
let tour: { productId: string; slotId: string; organisationId: string };
let meal: { productId: string; slotId: string; organisationId: string };
let transfer: { productId: string; organisationId: string };
let toursOwner: { token: string; organisationId: string; actor: Actor };
/** The booking sold with a tour, a transfer, a meal and insurance (the second test), for the settlements after it. */
let soldBookingId: string;
let bangkokTour: { productId: string; slotId: string };

/** A supplier organisation with one signed-in user: products are made through the functions API, as in the app. */
async function supplier(kind: string): Promise<{ token: string; organisationId: string; actor: Actor }> {
  const organisation = await createOrganisation(db, { name: `${kind} ${uniqueSuffix()}` });
  const email = `addons-${kind}-${uniqueSuffix()}@example.test`;
  const { user } = await createUser(db, { email, profile: { organisationId: organisation.id } });
  return { token: await signIn(email), organisationId: organisation.id, actor: await actorForUser(db, user) };
}

const fields = {
  description: "",
  city: "Kuala Lumpur",
  country: "malaysia",
  meetingPoint: "",
  durationMinutes: 120,
  pickupZones: [] as string[],
};

async function createProduct(owner: { token: string }, product: Record<string, unknown>): Promise<string> {
  return (
    await resultOf<{ id: string }>(
      await callFunction("createAddonProduct", { ...fields, ...product }, bearer(owner.token)),
    )
  ).id;
}

/** A tour or meal with one time on `day` at `time`, answering its ids. */
async function slotted(
  owner: { token: string; organisationId: string },
  product: Record<string, unknown> & { kind: "day_tour" | "meal" },
  day = SLOT_DAY,
  time = "09:00",
) {
  const productId = await createProduct(owner, product);
  await resultOf(
    await callFunction("addAddonSlots", { productId, from: day, to: day, startTimes: [time] }, bearer(owner.token)),
  );
  const [slot] = await db.select({ id: addonSlots.id }).from(addonSlots).where(eq(addonSlots.productId, productId));
  return { productId, slotId: slot!.id, organisationId: owner.organisationId };
}

beforeAll(async () => {
  await db.insert(exchangeRates).values([{ base: "USD", quote: "MYR", rate: 4.5, asOf: AS_OF, source: SOURCE }]);
  // The underwriter is the oldest enabled insurance organisation (insurance/policies.ts); one is made if none.
  const [underwriter] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(and(eq(organisations.kind, "insurance"), eq(organisations.enabled, true)))
    .orderBy(asc(organisations.createdAt), asc(organisations.id))
    .limit(1);
  insurerId = (
    underwriter ?? (await createOrganisation(db, { name: `Pacific Shield ${uniqueSuffix()}`, kind: "insurance" }))
  ).id;

  const host = await createOrganisation(db);
  const { property } = await createProperty(db, {
    organisationId: host.id,
    cleaningFeeMinor: 6_000,
    instantBook: true,
    cancellationPolicy: "flexible",
  });
  stay = { propertyId: property.id, organisationId: host.id };

  const tours = await supplier("tours");
  toursOwner = tours;
  const meals = await supplier("meals");
  const transfers = await supplier("transfers");
  tour = await slotted(tours, { kind: "day_tour", title: "Batu Caves morning", priceMinor: 12_000, capacity: 10 });
  meal = await slotted(
    meals,
    { kind: "meal", title: "Nyonya dinner", priceMinor: 8_500, capacity: 10 },
    SLOT_DAY,
    "19:00",
  );
  const transferId = await createProduct(transfers, {
    kind: "airport_transfer",
    title: "KLIA to the city",
    priceMinor: 9_500,
    capacity: 3,
    pickupZones: ["KLIA2"],
  });
  transfer = { productId: transferId, organisationId: transfers.organisationId };
  bangkokTour = await slotted(tours, {
    kind: "day_tour",
    title: "Canal tour",
    priceMinor: 120_000,
    capacity: 8,
    country: "thailand",
    city: "Bangkok",
  });

  guestEmail = `addons-guest-${uniqueSuffix()}@example.test`;
  await createUser(db, { email: guestEmail, name: "Aiko Tanaka" });
  guestToken = await signIn(guestEmail);
});

afterAll(async () => {
  await db.delete(exchangeRates).where(eq(exchangeRates.source, SOURCE));
});

function checkout(dates: { checkIn: string; checkOut: string }, overrides: Record<string, unknown> = {}) {
  return {
    propertyId: stay.propertyId,
    stay: { mode: "nightly", ...dates },
    guests: 2,
    guest: { name: "Aiko Tanaka", email: guestEmail, phone: "+60123456789" },
    payment: {
      method: "card",
      card: { number: TEST_CARDS.succeeds, expiry: "12/30", cvc: "123", holder: "Aiko Tanaka" },
    },
    idempotencyKey: randomUUID(),
    ...overrides,
  };
}

const taken = async (slotId: string) =>
  (await db.select({ taken: addonSlots.taken }).from(addonSlots).where(eq(addonSlots.id, slotId)))[0]!.taken;

async function ledgerOf(bookingId: string) {
  const entries = await db.select().from(journalEntries).where(eq(journalEntries.bookingId, bookingId));
  const lines = await db
    .select()
    .from(journalLines)
    .where(
      inArray(
        journalLines.entryId,
        entries.map((entry) => entry.id),
      ),
    );
  return { entries, lines };
}

describe("a stay checkout with add-ons", () => {
  it("offers the add-ons of the stay's city and currency with a time within the stay", async () => {
    const offers = await listAddonsForStay(db, {
      city: "kuala lumpur",
      currency: "MYR",
      from: CHECK_IN,
      to: CHECK_OUT,
    });
    const ids = offers.map((offer) => offer.id);
    expect(ids).toEqual(expect.arrayContaining([tour.productId, meal.productId, transfer.productId]));
    expect(ids).not.toContain(bangkokTour.productId);
    expect(offers.find((offer) => offer.id === tour.productId)?.slots.map((slot) => slot.id)).toEqual([tour.slotId]);
    // Outside the stay's dates the tour has no time, so it is not offered; a transfer always is.
    const later = (
      await listAddonsForStay(db, { city: "Kuala Lumpur", currency: "MYR", from: "2027-12-01", to: "2027-12-03" })
    ).map((offer) => offer.id);
    expect(later).not.toContain(tour.productId);
    expect(later).toContain(transfer.productId);
  });

  it("sells a stay, a tour, a transfer, a meal and insurance in one payment, paying every supplier and the insurer", async () => {
    const outcome = await resultOf<CheckoutOutcome>(
      await callFunction(
        "createBooking",
        checkout(
          { checkIn: CHECK_IN, checkOut: CHECK_OUT },
          {
            extras: [{ kind: "insurance" }],
            addons: [
              { productId: tour.productId, slotId: tour.slotId, quantity: 2 },
              {
                productId: transfer.productId,
                day: CHECK_IN,
                pickupTime: "10:40",
                flightNumber: "ak 6123",
                pickupZone: "KLIA2",
                quantity: 1,
              },
              { productId: meal.productId, slotId: meal.slotId, quantity: 2 },
            ],
          },
        ),
        bearer(guestToken),
      ),
    );
    expect(outcome.status).toBe("confirmed");
    const [booking] = await db.select().from(bookings).where(eq(bookings.reference, outcome.reference));
    soldBookingId = booking!.id;

    // The total is the sum of every line: the stay's, insurance, and one line per add-on.
    expect(booking!.totalMinor).toBe(booking!.priceLines.reduce((total, line) => total + line.amountMinor, 0));
    const extras = booking!.priceLines.filter((line) => line.kind === "extra");
    expect(extras.map((line) => line.label)).toEqual(
      expect.arrayContaining(["Batu Caves morning × 2", "KLIA to the city × 1", "Nyonya dinner × 2"]),
    );
    expect(extras).toHaveLength(4);
    expect(extras.find((line) => line.label === "Batu Caves morning × 2")?.amountMinor).toBe(24_000);

    // One payment, for everything.
    const paid = await db.select().from(payments).where(paysFor("booking", booking!.id));
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({
      status: "captured",
      amountMinor: booking!.totalMinor,
      capturedMinor: booking!.totalMinor,
    });

    const orders = await db.select().from(addonOrders).where(eq(addonOrders.bookingId, booking!.id));
    expect(orders.map((order) => order.status)).toEqual(["scheduled", "scheduled", "scheduled"]);
    expect(orders.find((order) => order.productId === transfer.productId)?.flightNumber).toBe("AK6123");
    expect(await db.$count(insurancePolicies, eq(insurancePolicies.bookingId, booking!.id))).toBe(1);

    const { entries, lines } = await ledgerOf(booking!.id);
    expect(entries.map((entry) => entry.kind).sort()).toEqual([
      "addon_sale",
      "addon_sale",
      "addon_sale",
      "booking_sale",
      "insurance_sale",
      "payment",
    ]);
    // Each entry balances per currency.
    for (const entry of entries) {
      const own = lines.filter((line) => line.entryId === entry.id);
      for (const currency of new Set(own.map((line) => line.currency)))
        expect(
          own.filter((line) => line.currency === currency).reduce((total, line) => total + line.amountMinor, 0),
        ).toBe(0);
    }
    // Each of the four suppliers and the insurer is credited on its payable, through an entry of its own.
    const payableOf = (organisationId: string) => {
      const credited = lines.filter(
        (line) => line.account === "supplier_payable" && line.organisationId === organisationId,
      );
      return {
        entries: new Set(credited.map((line) => line.entryId)).size,
        total: credited.reduce((total, line) => total + line.amountMinor, 0),
      };
    };
    for (const organisationId of [
      stay.organisationId,
      tour.organisationId,
      transfer.organisationId,
      meal.organisationId,
      insurerId,
    ]) {
      const payable = payableOf(organisationId);
      expect(payable.entries).toBe(1);
      expect(payable.total).toBeLessThan(0);
    }
    // What the guest paid is all spent: guest_funds nets to zero once every sale is posted.
    expect(
      lines.filter((line) => line.account === "guest_funds").reduce((total, line) => total + line.amountMinor, 0),
    ).toBe(0);
  });

  it("pays every supplier and the insurer what it is owed in the month's settlements", async () => {
    const { entries, lines } = await ledgerOf(soldBookingId);
    const owed = (organisationId: string) =>
      -lines
        .filter((line) => line.account === "supplier_payable" && line.organisationId === organisationId)
        .reduce((total, line) => total + line.amountMinor, 0);
    const settle = (organisationId: string, month = "2027-05", today = new Date("2027-06-03T00:00:00Z")) =>
      db.transaction((tx) => createSettlements(tx, { month, createdBy: "staff@example.test", today, organisationId }));

    // The stay checked out on 13 May 2029: the stay's host and the three add-on suppliers are each paid exactly
    // what this sale credited them, in one settlement of their own.
    for (const [organisationId, kind] of [
      [stay.organisationId, "booking_sale"],
      [tour.organisationId, "addon_sale"],
      [transfer.organisationId, "addon_sale"],
      [meal.organisationId, "addon_sale"],
    ] as const) {
      const result = await settle(organisationId);
      expect(result.created).toHaveLength(1);
      expect(result.created[0]).toMatchObject({ currency: "MYR", netMinor: owed(organisationId), items: 1 });
      const items = await db
        .select()
        .from(settlementItems)
        .where(eq(settlementItems.settlementId, result.created[0]!.id));
      expect(items.map((item) => item.kind)).toEqual([kind]);
      const [settlement] = await db.select().from(settlements).where(eq(settlements.id, result.created[0]!.id));
      // Our commission on the order is the settlement's commission, and the parts add up to the net.
      const entry = entries.find((found) => found.id === items[0]!.entryId)!;
      expect(settlement!.commissionMinor).toBe(entry.commissionMinor);
      expect(settlement!.grossMinor - settlement!.commissionMinor - settlement!.managementFeeMinor).toBe(
        settlement!.netMinor,
      );
    }
    // The tour's supplier got the guest's 2 × 120 less our commission.
    expect(owed(tour.organisationId)).toBeLessThan(24_000);
    expect(owed(tour.organisationId)).toBeGreaterThan(0);

    // The insurer's premium is due by its own date, and its settlement takes this policy's entry at its share.
    const insurance = entries.find((entry) => entry.kind === "insurance_sale")!;
    const insurer = await settle(insurerId);
    const [insurerSettlement] = insurer.created.filter((created) => created.currency === "MYR");
    expect(insurerSettlement).toBeDefined();
    const [item] = await db.select().from(settlementItems).where(eq(settlementItems.entryId, insurance.id));
    expect(item).toMatchObject({
      settlementId: insurerSettlement!.id,
      kind: "insurance_sale",
      payableMinor: owed(insurerId),
      commissionMinor: insurance.platformMinor,
      grossMinor: owed(insurerId) + insurance.platformMinor,
    });

    // Nothing is paid twice: a second run finds these entries settled.
    const again = await settle(tour.organisationId);
    expect(again.created).toHaveLength(0);
    // Every entry of the sale but the payment is now in exactly one settlement.
    expect(
      await db.$count(
        settlementItems,
        inArray(
          settlementItems.entryId,
          entries.map((entry) => entry.id),
        ),
      ),
    ).toBe(entries.length - 1);
  });

  it("settles an add-on bought alone once its day has come, and shows it in its supplier's transactions", async () => {
    const later = await slotted(
      toursOwner,
      { kind: "day_tour", title: "Kuala Selangor fireflies", priceMinor: 15_000, capacity: 6 },
      "2027-07-20",
      "18:00",
    );
    const ordered = await resultOf<{ reference: string; status: string }>(
      await callFunction(
        "orderAddon",
        {
          productId: later.productId,
          slotId: later.slotId,
          quantity: 1,
          guest: { name: "Aiko Tanaka", email: guestEmail, phone: "+60123456789" },
          card: { number: TEST_CARDS.succeeds, expiry: "12/39", cvc: "123", holder: "Aiko Tanaka" },
          idempotencyKey: randomUUID(),
        },
        bearer(guestToken),
      ),
    );
    expect(ordered.status).toBe("scheduled");
    const settle = (month: string, today: string) =>
      db.transaction((tx) =>
        createSettlements(tx, {
          month,
          createdBy: "staff@example.test",
          today: new Date(today),
          organisationId: toursOwner.organisationId,
        }),
      );
    // June: the fireflies are in July, so nothing is due yet.
    expect((await settle("2027-06", "2027-07-02T00:00:00Z")).created).toHaveLength(0);
    const july = await settle("2027-07", "2027-08-02T00:00:00Z");
    expect(july.created).toHaveLength(1);
    const items = await db.select().from(settlementItems).where(eq(settlementItems.settlementId, july.created[0]!.id));
    expect(items.map((item) => item.kind)).toEqual(["addon_sale"]);
    expect(items[0]!.grossMinor).toBe(15_000);
    expect(july.created[0]!.netMinor).toBe(15_000 - items[0]!.commissionMinor);

    // The supplier sees its add-on sales among its transactions, with its own share.
    const seen = await listTransactions(db, {
      actor: toursOwner.actor,
      filters: { page: 1, kind: "addon_sale" },
    });
    expect(seen.rows.map((row) => row.memo)).toEqual(
      expect.arrayContaining([expect.stringContaining(`Add-on order ${ordered.reference}`)]),
    );
    expect(seen.rows.find((row) => row.memo.includes(ordered.reference))?.supplierMinor).toBe(
      july.created[0]!.netMinor,
    );
    // Another supplier does not.
    const other = await listTransactions(db, {
      actor: (await supplier("strangers")).actor,
      filters: { page: 1, kind: "addon_sale" },
    });
    expect(other.rows).toHaveLength(0);
  });

  it("refuses the whole checkout when an add-on's time is full, holding nothing", async () => {
    const small = await slotted(
      await supplier("small-tours"),
      { kind: "day_tour", title: "Kampung cycling", priceMinor: 7_000, capacity: 2 },
      "2027-06-11",
    );
    await db.update(addonSlots).set({ taken: 2 }).where(eq(addonSlots.id, small.slotId));
    const key = randomUUID();
    const refused = await callFunction(
      "createBooking",
      checkout(
        { checkIn: "2027-06-10", checkOut: "2027-06-12" },
        {
          idempotencyKey: key,
          addons: [
            { productId: tour.productId, slotId: tour.slotId, quantity: 1 },
            { productId: small.productId, slotId: small.slotId, quantity: 1 },
          ],
        },
      ),
      bearer(guestToken),
    );
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toBe(
      "One of the add-ons has no places left at that time. Choose fewer, or another time.",
    );
    expect(await db.$count(bookings, eq(bookings.idempotencyKey, key))).toBe(0);
    expect(await db.$count(addonOrders, inArray(addonOrders.productId, [small.productId]))).toBe(0);
    expect(await taken(small.slotId)).toBe(2);
    // The tour held before the full one was given back with the rollback.
    expect(
      await db.$count(addonOrders, and(eq(addonOrders.productId, tour.productId), eq(addonOrders.status, "held"))),
    ).toBe(0);
  });

  it("refuses an add-on in another currency or with a bad flight number, holding nothing", async () => {
    const before = await taken(bangkokTour.slotId);
    const key = randomUUID();
    const currency = await callFunction(
      "createBooking",
      checkout(
        { checkIn: "2027-07-10", checkOut: "2027-07-12" },
        {
          idempotencyKey: key,
          addons: [{ productId: bangkokTour.productId, slotId: bangkokTour.slotId, quantity: 1 }],
        },
      ),
      bearer(guestToken),
    );
    expect(currency.status).toBe(400);
    expect((await errorOf(currency)).message).toBe(
      "Canal tour is sold in THB; this stay is paid in MYR. Book it on its own instead.",
    );
    expect(await db.$count(bookings, eq(bookings.idempotencyKey, key))).toBe(0);
    expect(await taken(bangkokTour.slotId)).toBe(before);

    const flight = await callFunction(
      "createBooking",
      checkout(
        { checkIn: "2027-07-10", checkOut: "2027-07-12" },
        {
          idempotencyKey: key,
          addons: [
            {
              productId: transfer.productId,
              day: "2027-07-10",
              pickupTime: "10:00",
              flightNumber: "not a flight",
              pickupZone: "KLIA2",
              quantity: 1,
            },
          ],
        },
      ),
      bearer(guestToken),
    );
    expect(flight.status).toBe(400);
    expect(JSON.stringify((await errorOf(flight)).details)).toContain(
      "Enter the flight number as printed on the ticket",
    );
    expect(await db.$count(bookings, eq(bookings.idempotencyKey, key))).toBe(0);
  });

  it("gives the add-on places back when the stay's hold expires", async () => {
    const before = await taken(tour.slotId);
    const outcome = await resultOf<CheckoutOutcome>(
      await callFunction(
        "createBooking",
        checkout(
          { checkIn: "2027-08-10", checkOut: "2027-08-12" },
          {
            payment: { method: "bank_transfer" },
            addons: [{ productId: tour.productId, slotId: tour.slotId, quantity: 3 }],
          },
        ),
        bearer(guestToken),
      ),
    );
    expect(outcome.status).toBe("held");
    expect(await taken(tour.slotId)).toBe(before + 3);
    const [booking] = await db.select().from(bookings).where(eq(bookings.reference, outcome.reference));
    expect(booking!.totalMinor).toBe(booking!.priceLines.reduce((total, line) => total + line.amountMinor, 0));

    await db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(bookings.id, booking!.id));
    await expireStaleBookings(db);
    expect(
      (await db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, booking!.id)))[0]!.status,
    ).toBe("expired");
    const [order] = await db.select().from(addonOrders).where(eq(addonOrders.bookingId, booking!.id));
    expect(order!.status).toBe("cancelled");
    expect(await taken(tour.slotId)).toBe(before);
    expect(
      await db.$count(
        journalEntries,
        and(eq(journalEntries.bookingId, booking!.id), eq(journalEntries.kind, "addon_sale")),
      ),
    ).toBe(0);
  });

  it("refunds the add-ons in full with a cancelled confirmed stay, in the same refund to the guest", async () => {
    const before = await taken(meal.slotId);
    const outcome = await resultOf<CheckoutOutcome>(
      await callFunction(
        "createBooking",
        checkout(
          { checkIn: "2027-09-10", checkOut: "2027-09-12" },
          { addons: [{ productId: meal.productId, slotId: meal.slotId, quantity: 1 }] },
        ),
        bearer(guestToken),
      ),
    );
    expect(outcome.status).toBe("confirmed");
    const [booking] = await db.select().from(bookings).where(eq(bookings.reference, outcome.reference));

    const cancelled = await resultOf<{ refundMinor: number; explanation: string }>(
      await callFunction(
        "cancelBooking",
        { reference: outcome.reference, reason: "Plans changed" },
        bearer(guestToken),
      ),
    );
    // A flexible stay cancelled months ahead is refunded in full, and the meal with it.
    expect(cancelled.refundMinor).toBe(booking!.totalMinor);
    expect(cancelled.explanation).toContain("Nyonya dinner");
    const [order] = await db.select().from(addonOrders).where(eq(addonOrders.bookingId, booking!.id));
    expect(order).toMatchObject({ status: "cancelled", refundedMinor: 8_500 });
    expect(await taken(meal.slotId)).toBe(before);
    const [payment] = await db.select().from(payments).where(paysFor("booking", booking!.id));
    const refunds = await db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, payment!.id));
    expect(refunds.reduce((total, refund) => total + refund.amountMinor, 0)).toBe(booking!.totalMinor);

    const { entries, lines } = await ledgerOf(booking!.id);
    const refund = entries.filter((entry) => entry.kind === "addon_refund");
    expect(refund).toHaveLength(1);
    const refundLines = lines.filter((line) => line.entryId === refund[0]!.id);
    expect(refundLines.reduce((total, line) => total + line.amountMinor, 0)).toBe(0);
    expect(refundLines.find((line) => line.account === "supplier_payable")?.organisationId).toBe(meal.organisationId);
    // The meal's supplier owes nothing any more for this booking.
    expect(
      lines
        .filter((line) => line.account === "supplier_payable" && line.organisationId === meal.organisationId)
        .reduce((total, line) => total + line.amountMinor, 0),
    ).toBe(0);
  });

  it("refunds the stay's payment when the supplier cancels an add-on sold with it", async () => {
    const outcome = await resultOf<CheckoutOutcome>(
      await callFunction(
        "createBooking",
        checkout(
          { checkIn: "2027-10-10", checkOut: "2027-10-12" },
          { addons: [{ productId: tour.productId, slotId: tour.slotId, quantity: 1 }] },
        ),
        bearer(guestToken),
      ),
    );
    const [booking] = await db.select().from(bookings).where(eq(bookings.reference, outcome.reference));
    const [order] = await db.select().from(addonOrders).where(eq(addonOrders.bookingId, booking!.id));
    await resultOf(
      await callFunction(
        "changeAddonOrder",
        { reference: order!.reference, action: "cancel", note: "Guide unwell" },
        bearer(toursOwner.token),
      ),
    );
    const [payment] = await db.select().from(payments).where(paysFor("booking", booking!.id));
    expect(payment!.refundedMinor).toBe(12_000);
    const refunds = await db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, payment!.id));
    expect(refunds.map((refund) => refund.amountMinor)).toEqual([12_000]);
    const { entries } = await ledgerOf(booking!.id);
    expect(entries.filter((entry) => entry.kind === "addon_refund")).toHaveLength(1);
  });
});
