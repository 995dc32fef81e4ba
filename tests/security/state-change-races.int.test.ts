/**
 * The calls that move money or take dates by changing a state (no idempotency key: the state is what makes a
 * repeat harmless), each sent 10 times at once: cancelling a paid stay refunds it once, accepting a price bid
 * or a counter-offer holds its dates once, cancelling an add-on order refunds it once. The others are told
 * the state has moved on; nothing is refunded or held twice.
 */
import { randomUUID } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createOrganisation, createProperty, createUser, uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { bearer, callFunction, resultOf, signIn, uniquePhone } from "@tests/support/functions";
import { TEST_CARDS, paysFor } from "@/domains/payments";
import {
  addonOrders,
  addonSlots,
  bookingEvents,
  bookings,
  paymentRefunds,
  payments,
  priceBids,
  testGatewayCharges,
} from "@/server/db/schema";

const db = testDb();
const card = { number: TEST_CARDS.succeeds, expiry: "12/39", cvc: "123", holder: "Aiko Tanaka" };

function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

async function person(kind: string, profile: Record<string, unknown> = {}) {
  const email = `${kind}-${uniqueSuffix()}@example.test`;
  await createUser(db, { email, name: "Aiko Tanaka", profile });
  return { email, token: await signIn(email) };
}

/** A supplier with one flat (instant book or requests only) and a guest. */
async function world(instantBook: boolean) {
  const organisation = await createOrganisation(db);
  const supplier = await person("owner", { organisationId: organisation.id });
  const { property } = await createProperty(db, {
    organisationId: organisation.id,
    instantBook,
    cancellationPolicy: "flexible",
  });
  return { organisation, property, supplier, guest: await person("guest") };
}

/** 10 calls at once; answers their HTTP statuses. */
async function tenAtOnce(call: () => Promise<Response>): Promise<number[]> {
  return (await Promise.all(Array.from({ length: 10 }, call))).map((response) => response.status);
}

/** What a payment was refunded: in our rows, in our refund records and at the gateway. */
async function refundsOf(paymentFilter: ReturnType<typeof eq>) {
  const rows = await db.select().from(payments).where(paymentFilter);
  const ids = rows.map((row) => row.id);
  const [recorded] = await db
    .select({ total: sql<string>`coalesce(sum(${paymentRefunds.amountMinor}), 0)`, count: sql<number>`count(*)::int` })
    .from(paymentRefunds)
    .where(inArray(paymentRefunds.paymentId, ids));
  const charges = await db
    .select()
    .from(testGatewayCharges)
    .where(
      inArray(
        testGatewayCharges.idempotencyKey,
        rows.map((row) => row.idempotencyKey),
      ),
    );
  return {
    captured: rows.reduce((total, row) => total + row.capturedMinor, 0),
    refundedOnRows: rows.reduce((total, row) => total + row.refundedMinor, 0),
    refundRows: recorded!.count,
    refundRowsTotal: Number(recorded!.total),
    refundedAtGateway: charges.reduce((total, charge) => total + charge.refundedMinor, 0),
  };
}

describe("10 at once", () => {
  it("cancelBooking on a paid stay: cancelled once, refunded once", async () => {
    const w = await world(true);
    const booked = await resultOf<{ reference: string; status: string }>(
      await callFunction(
        "createBooking",
        {
          propertyId: w.property.id,
          stay: { mode: "nightly", checkIn: inDays(30), checkOut: inDays(33) },
          guests: 2,
          guest: { name: "Aiko Tanaka", email: w.guest.email, phone: "+60123456789" },
          payment: { method: "card", card },
          idempotencyKey: randomUUID(),
        },
        bearer(w.guest.token),
      ),
    );
    expect(booked.status).toBe("confirmed");

    const statuses = await tenAtOnce(() =>
      callFunction("cancelBooking", { reference: booked.reference, reason: "Plans changed" }, bearer(w.guest.token)),
    );
    expect(statuses.filter((status) => status === 200).length, statuses.join(",")).toBeGreaterThanOrEqual(1);
    expect(
      statuses.every((status) => status === 200 || status === 409),
      statuses.join(","),
    ).toBe(true);

    const [booking] = await db.select().from(bookings).where(eq(bookings.reference, booked.reference));
    expect(booking!.status).toBe("cancelled");
    const cancellations = await db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, booking!.id));
    expect(cancellations.filter((event) => event.toStatus === "cancelled")).toHaveLength(1);
    const refunds = await refundsOf(paysFor("booking", booking!.id));
    expect(refunds.refundRows).toBe(1);
    expect(refunds.refundRowsTotal).toBe(booking!.refundedMinor);
    expect(refunds.refundedOnRows).toBe(booking!.refundedMinor);
    expect(refunds.refundedAtGateway).toBe(booking!.refundedMinor);
    expect(booking!.refundedMinor).toBeGreaterThan(0);
    expect(booking!.refundedMinor).toBeLessThanOrEqual(refunds.captured);
  });

  it("answerBid accept and respondToCounter accept: one held booking per bid", async () => {
    const w = await world(false);
    const offer = (checkIn: string, checkOut: string) => ({
      propertyId: w.property.id,
      checkIn,
      checkOut,
      guests: 2,
      amountMinor: 50_000,
      message: "",
    });

    const accepted = await resultOf<{ id: string }>(
      await callFunction("placeBid", offer(inDays(40), inDays(43)), bearer(w.guest.token)),
    );
    const supplierAnswers = await tenAtOnce(() =>
      callFunction("answerBid", { id: accepted.id, action: "accept" }, bearer(w.supplier.token)),
    );
    expect(
      supplierAnswers.every((status) => status === 200 || status === 409),
      supplierAnswers.join(","),
    ).toBe(true);

    const countered = await resultOf<{ id: string }>(
      await callFunction("placeBid", offer(inDays(50), inDays(53)), bearer(w.guest.token)),
    );
    await resultOf(
      await callFunction(
        "answerBid",
        { id: countered.id, action: "counter", amountMinor: 60_000 },
        bearer(w.supplier.token),
      ),
    );
    const guestAnswers = await tenAtOnce(() =>
      callFunction("respondToCounter", { id: countered.id, accept: true }, bearer(w.guest.token)),
    );
    expect(
      guestAnswers.every((status) => status === 200 || status === 409),
      guestAnswers.join(","),
    ).toBe(true);

    const bids = await db
      .select()
      .from(priceBids)
      .where(inArray(priceBids.id, [accepted.id, countered.id]));
    expect(bids.map((row) => row.status)).toEqual(["accepted", "accepted"]);
    const held = await db.select().from(bookings).where(eq(bookings.propertyId, w.property.id));
    expect(held).toHaveLength(2);
    expect(new Set(held.map((booking) => booking.id))).toEqual(new Set(bids.map((row) => row.bookingId)));
  });

  it("changeAddonOrder cancel on a paid order: cancelled once, its places given back once, refunded once", async () => {
    const organisation = await createOrganisation(db);
    const supplier = await person("tours", { organisationId: organisation.id });
    const guest = await person("guest");
    const tour = await resultOf<{ id: string }>(
      await callFunction(
        "createAddonProduct",
        {
          kind: "day_tour",
          title: "Old Town food walk",
          description: "Hawker stalls and kopitiam breakfasts, three hours on foot.",
          country: "malaysia",
          city: "Penang",
          priceMinor: 9_000,
          capacity: 10,
          meetingPoint: "Clock tower",
          durationMinutes: 180,
        },
        bearer(supplier.token),
      ),
    );
    const day = inDays(12);
    await resultOf(
      await callFunction(
        "addAddonSlots",
        { productId: tour.id, from: day, to: day, startTimes: ["09:00"] },
        bearer(supplier.token),
      ),
    );
    const [slot] = await db.select().from(addonSlots).where(eq(addonSlots.productId, tour.id));
    const ordered = await resultOf<{ reference: string; status: string }>(
      await callFunction(
        "orderAddon",
        {
          productId: tour.id,
          slotId: slot!.id,
          quantity: 3,
          guest: { name: "Aiko Tanaka", email: guest.email, phone: uniquePhone() },
          card,
          idempotencyKey: randomUUID(),
        },
        bearer(guest.token),
      ),
    );
    expect(ordered.status).toBe("scheduled");

    const statuses = await tenAtOnce(() =>
      callFunction("changeAddonOrder", { reference: ordered.reference, action: "cancel" }, bearer(supplier.token)),
    );
    expect(statuses.filter((status) => status === 200).length, statuses.join(",")).toBeGreaterThanOrEqual(1);
    expect(
      statuses.every((status) => status === 200 || status === 409),
      statuses.join(","),
    ).toBe(true);

    const [order] = await db.select().from(addonOrders).where(eq(addonOrders.reference, ordered.reference));
    expect(order!.status).toBe("cancelled");
    const [after] = await db.select().from(addonSlots).where(eq(addonSlots.id, slot!.id));
    expect(after!.taken).toBe(0);
    const refunds = await refundsOf(paysFor("addon_order", order!.id));
    expect(refunds.refundRows).toBe(1);
    expect(refunds.refundRowsTotal).toBe(refunds.captured);
    expect(refunds.refundedAtGateway).toBe(refunds.captured);
  });
});
