import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createOrganisation, createProperty, createUser, uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { bearer, callFunction, errorOf, resultOf, signIn } from "@tests/support/functions";
import { TEST_CARDS } from "@/domains/payments";
import { actorForUser, ANONYMOUS } from "@/server/access";
import { bookings } from "@/server/db/schema";
import type { CheckoutOutcome } from "./checkout";
import { findPaymentConfirmation } from "./confirm-payment";
import { findCheckoutResult } from "./outcome";
import { findBookingRequests } from "./requests";

// The functions and queries behind the guest's checkout pages, the 3-D Secure page and the supplier's
// requests panel: each answers its own people only, and refuses bad input clearly.

const db = testDb();
const card = (number: string) => ({
  method: "card" as const,
  card: { number, expiry: "12/30", cvc: "123", holder: "Mei Lin" },
});

async function person(options: { organisationId?: string; isOperator?: boolean } = {}) {
  const email = `person-${uniqueSuffix()}@example.test`;
  const created = await createUser(db, {
    email,
    name: "Mei Lin",
    profile: { organisationId: options.organisationId ?? null, isOperator: options.isOperator ?? false },
  });
  const userId = (created as { user: { id: string } }).user.id;
  return {
    email,
    token: await signIn(email),
    actor: await actorForUser(db, { id: userId, email, emailVerified: true }),
  };
}

async function world(options: { instantBook?: boolean; managed?: boolean } = {}) {
  const organisation = await createOrganisation(db);
  const supplier = await person({ organisationId: organisation.id });
  const { property } = await createProperty(db, {
    organisationId: organisation.id,
    instantBook: options.instantBook ?? true,
    managed: options.managed ?? false,
    cancellationPolicy: "moderate",
  });
  const guest = await person();
  return { property, supplier, guest };
}

type World = Awaited<ReturnType<typeof world>>;

function checkout(w: World, overrides: Record<string, unknown> = {}) {
  return {
    propertyId: w.property.id,
    stay: { mode: "nightly", checkIn: "2028-02-10", checkOut: "2028-02-12" },
    guests: 1,
    guest: { name: "Mei Lin", email: w.guest.email, phone: "+60123456789" },
    payment: card(TEST_CARDS.succeeds),
    idempotencyKey: randomUUID(),
    ...overrides,
  };
}

describe("the 3-D Secure page's confirmPayment", () => {
  it("shows the charge to its guest only, and confirms the booking when the guest approves", async () => {
    const w = await world();
    const outcome = await resultOf<CheckoutOutcome>(
      await callFunction("createBooking", checkout(w, { payment: card(TEST_CARDS.confirms) }), bearer(w.guest.token)),
    );
    expect(outcome).toMatchObject({ status: "held", payment: { status: "requires_action" } });
    const chargeId = outcome.payment.actionUrl!.replace("/pay/confirm/", "");

    expect(await findPaymentConfirmation(db, { actor: w.guest.actor, chargeId })).toMatchObject({
      reference: outcome.reference,
      amountMinor: outcome.totalMinor,
      currency: "MYR",
      cardLast4: "3220",
      status: "requires_action",
    });
    const stranger = await person();
    expect(await findPaymentConfirmation(db, { actor: stranger.actor, chargeId })).toBeNull();
    expect(await findPaymentConfirmation(db, { actor: ANONYMOUS, chargeId })).toBeNull();

    // Another guest cannot answer for this card; a supplier account may not use the function at all.
    const notYours = await callFunction("confirmPayment", { chargeId, approve: true }, bearer(stranger.token));
    expect(notYours.status).toBe(404);
    expect((await callFunction("confirmPayment", { chargeId, approve: true }, bearer(w.supplier.token))).status).toBe(
      403,
    );
    expect((await callFunction("confirmPayment", { chargeId, approve: true })).status).toBe(401);
    expect((await db.select().from(bookings).where(eq(bookings.reference, outcome.reference)))[0]!.status).toBe("held");

    const confirmed = await resultOf<CheckoutOutcome>(
      await callFunction("confirmPayment", { chargeId, approve: true }, bearer(w.guest.token)),
    );
    expect(confirmed).toMatchObject({
      reference: outcome.reference,
      status: "confirmed",
      payment: { status: "captured", actionUrl: null },
    });
    // Answering again changes nothing.
    const again = await resultOf<CheckoutOutcome>(
      await callFunction("confirmPayment", { chargeId, approve: false }, bearer(w.guest.token)),
    );
    expect(again).toMatchObject({ status: "confirmed", payment: { status: "captured" } });
  });

  it("keeps the dates held after a refusal, and another card then pays", async () => {
    const w = await world();
    const outcome = await resultOf<CheckoutOutcome>(
      await callFunction("createBooking", checkout(w, { payment: card(TEST_CARDS.confirms) }), bearer(w.guest.token)),
    );
    const chargeId = outcome.payment.actionUrl!.replace("/pay/confirm/", "");
    const refused = await resultOf<CheckoutOutcome>(
      await callFunction("confirmPayment", { chargeId, approve: false }, bearer(w.guest.token)),
    );
    expect(refused).toMatchObject({ status: "held", payment: { status: "failed" } });
    expect(refused.payment.message).toMatch(/declined/);
    expect(refused.holdExpiresAt).not.toBeNull();
    const paid = await resultOf<CheckoutOutcome>(
      await callFunction(
        "payBooking",
        { reference: outcome.reference, payment: card(TEST_CARDS.succeeds) },
        bearer(w.guest.token),
      ),
    );
    expect(paid).toMatchObject({ status: "confirmed", payment: { status: "captured" } });
  });

  it("refuses an id that is not the test gateway's with a clear message", async () => {
    const w = await world();
    const response = await callFunction(
      "confirmPayment",
      { chargeId: "../../etc", approve: true },
      bearer(w.guest.token),
    );
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.details?.issues).toContainEqual({
      path: "chargeId",
      message: "This is not a payment of the test gateway.",
    });
    expect((await callFunction("confirmPayment", { chargeId: "tc_AAAAAAAAAAAA" }, bearer(w.guest.token))).status).toBe(
      400,
    );
    expect(
      (await callFunction("confirmPayment", { chargeId: "tc_AAAAAAAAAAAA", approve: true }, bearer(w.guest.token)))
        .status,
    ).toBe(404);
  });
});

describe("checkouts from the AirAsia storefront", () => {
  it("carry the channel and the member ID, written the one way we store it", async () => {
    const w = await world();
    const outcome = await resultOf<CheckoutOutcome>(
      await callFunction(
        "createBooking",
        checkout(w, { channel: "airasia", partnerMemberId: "aa 1234-5678" }),
        bearer(w.guest.token),
      ),
    );
    const [row] = await db.select().from(bookings).where(eq(bookings.reference, outcome.reference));
    expect(row).toMatchObject({ channel: "airasia", partnerMemberId: "AA12345678", status: "confirmed" });
  });

  it("refuse a member ID that breaks the rule, or one given on a direct booking, and book nothing", async () => {
    const w = await world();
    const before = await db.select().from(bookings).where(eq(bookings.propertyId, w.property.id));
    const wrong = await callFunction(
      "createBooking",
      checkout(w, { channel: "airasia", partnerMemberId: "AA-123" }),
      bearer(w.guest.token),
    );
    expect(wrong.status).toBe(400);
    expect((await errorOf(wrong)).details?.issues).toContainEqual({
      path: "partnerMemberId",
      message: "An AirAsia member ID is 10 letters or digits, like AA12345678.",
    });
    const direct = await callFunction(
      "createBooking",
      checkout(w, { partnerMemberId: "AA12345678" }),
      bearer(w.guest.token),
    );
    expect(direct.status).toBe(400);
    expect((await errorOf(direct)).details?.issues?.map((issue) => issue.path)).toContain("partnerMemberId");
    expect(await db.select().from(bookings).where(eq(bookings.propertyId, w.property.id))).toHaveLength(before.length);
  });
});

describe("the guest's checkout result", () => {
  it("is the booking with its lines for the guest who made it, and nothing for anyone else", async () => {
    const w = await world();
    const outcome = await resultOf<CheckoutOutcome>(
      await callFunction("createBooking", checkout(w, { payment: card(TEST_CARDS.declined) }), bearer(w.guest.token)),
    );
    const result = await findCheckoutResult(db, { actor: w.guest.actor, reference: outcome.reference.toLowerCase() });
    expect(result).toMatchObject({
      reference: outcome.reference,
      status: "held",
      checkIn: "2028-02-10",
      checkOut: "2028-02-12",
      cancellationPolicy: "moderate",
      payment: { status: "failed" },
    });
    expect(result!.priceLines.reduce((total, line) => total + line.amountMinor, 0)).toBe(result!.totalMinor);
    expect(result!.holdExpiresAt).not.toBeNull();
    expect(await findCheckoutResult(db, { actor: w.supplier.actor, reference: outcome.reference })).toBeNull();
    expect(await findCheckoutResult(db, { actor: ANONYMOUS, reference: outcome.reference })).toBeNull();
  });
});

describe("requests waiting for the supplier's answer", () => {
  it("lists a request for its supplier and for operators, never for another supplier or the guest", async () => {
    const w = await world({ instantBook: false });
    const outcome = await resultOf<CheckoutOutcome>(
      await callFunction("createBooking", checkout(w), bearer(w.guest.token)),
    );
    expect(outcome.status).toBe("requested");

    const mine = await findBookingRequests(db, { actor: w.supplier.actor });
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      reference: outcome.reference,
      guestName: "Mei Lin",
      totalMinor: outcome.totalMinor,
      currency: "MYR",
      checkIn: "2028-02-10",
    });
    expect(Date.parse(mine[0]!.expiresAt!)).toBeGreaterThan(Date.now());

    const operator = await person({ isOperator: true });
    expect(
      (await findBookingRequests(db, { actor: operator.actor, limit: 1000 })).map((request) => request.reference),
    ).toContain(outcome.reference);
    const other = await world({ instantBook: false });
    expect(await findBookingRequests(db, { actor: other.supplier.actor })).toEqual([]);
    expect(await findBookingRequests(db, { actor: w.guest.actor })).toEqual([]);
    expect(await findBookingRequests(db, { actor: ANONYMOUS })).toEqual([]);

    // Once answered it is gone.
    await resultOf(await callFunction("acceptBooking", { reference: outcome.reference }, bearer(w.supplier.token)));
    expect(await findBookingRequests(db, { actor: w.supplier.actor })).toEqual([]);
  });

  it("leaves a managed property's requests to operations, not to its owner", async () => {
    const w = await world({ instantBook: false, managed: true });
    const outcome = await resultOf<CheckoutOutcome>(
      await callFunction("createBooking", checkout(w), bearer(w.guest.token)),
    );
    expect(outcome.status).toBe("requested");
    expect(await findBookingRequests(db, { actor: w.supplier.actor })).toEqual([]);
  });
});
