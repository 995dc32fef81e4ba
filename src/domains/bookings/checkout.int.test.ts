import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createOrganisation, createProperty, createUser, uniqueSuffix } from "@tests/factories";
import { bookingLedger } from "@tests/support/booking-ledger";
import { testDb } from "@tests/support/db";
import { bearer, callFunction, errorOf, resultOf, signIn } from "@tests/support/functions";
import { ACCOUNTS, accountBalances } from "@/domains/ledger";
import { journalEntries, journalLines } from "@/domains/ledger/schema";
import { confirmTestCharge, TEST_CARDS, paysFor } from "@/domains/payments";
import { payments, testGatewayCharges } from "@/domains/payments/schema";
import { BUSINESS_SETTINGS } from "@/domains/platform/settings";
import { addDays, todayIn } from "@/lib/dates";
import {
  authUsers,
  bookingEvents,
  bookings,
  emailOutbox,
  properties,
  unitStates,
  userProfiles,
} from "@/server/db/schema";
import { expireStaleBookings } from "./actions/expire";
import { reconcilePayments } from "./actions/reconcile";
import type { CheckoutOutcome } from "./checkout";
import { splitRefund, splitSale } from "./money";
import { paymentHooks, settlePayment } from "./payment-sync";

const db = testDb();
const STAFF = "staff4@example.com";
const card = (number: string) => ({
  method: "card" as const,
  card: { number, expiry: "12/30", cvc: "123", holder: "Aiko Tanaka" },
});

let staffToken: string;

beforeAll(async () => {
  // Staff are a fixed list of addresses (STAFF_EMAILS) that the demo seed also creates: removed again below.
  await db.delete(authUsers).where(eq(authUsers.email, STAFF));
  await createUser(db, { email: STAFF });
  staffToken = await signIn(STAFF);
});

afterAll(async () => {
  await db.delete(authUsers).where(eq(authUsers.email, STAFF));
});

afterEach(() => {
  paymentHooks.afterProviderCall = undefined;
});

/** A supplier with one listed flat (KL, MYR 250 a night, cleaning MYR 60) and a guest, both signed in. */
async function world(
  options: {
    instantBook?: boolean;
    cancellationPolicy?: "flexible" | "moderate" | "strict";
    managed?: boolean;
    timeZone?: string;
  } = {},
) {
  const organisation = await createOrganisation(db);
  const supplierEmail = `owner-${uniqueSuffix()}@example.test`;
  await createUser(db, { email: supplierEmail, profile: { organisationId: organisation.id } });
  const { property, units } = await createProperty(db, {
    organisationId: organisation.id,
    cleaningFeeMinor: 6_000,
    instantBook: options.instantBook ?? true,
    cancellationPolicy: options.cancellationPolicy ?? "flexible",
    managed: options.managed ?? false,
  });
  const guestEmail = `guest-${uniqueSuffix()}@example.test`;
  await createUser(db, { email: guestEmail, name: "Aiko Tanaka" });
  return {
    organisation,
    property,
    unit: units[0]!,
    supplierEmail,
    guestEmail,
    guestToken: await signIn(guestEmail),
    supplierToken: await signIn(supplierEmail),
  };
}

type World = Awaited<ReturnType<typeof world>>;

function checkout(w: World, overrides: Record<string, unknown> = {}) {
  return {
    propertyId: w.property.id,
    stay: { mode: "nightly", checkIn: "2027-08-10", checkOut: "2027-08-13" },
    guests: 2,
    guest: { name: "Aiko Tanaka", email: w.guestEmail, phone: "+60123456789" },
    payment: card(TEST_CARDS.succeeds),
    idempotencyKey: randomUUID(),
    ...overrides,
  };
}

async function book(w: World, overrides: Record<string, unknown> = {}) {
  return resultOf<CheckoutOutcome>(await callFunction("createBooking", checkout(w, overrides), bearer(w.guestToken)));
}

async function bookingRow(reference: string) {
  const [row] = await db.select().from(bookings).where(eq(bookings.reference, reference));
  return row!;
}

const entriesOf = (bookingId: string) => bookingLedger(db, bookingId);

async function emailsTo(to: string) {
  return (await db.select().from(emailOutbox).where(eq(emailOutbox.to, to))).map((email) => email.kind).sort();
}

describe("checkout", () => {
  it("books an instant-book stay with the test card: confirmed, captured, the price frozen and the ledger balanced", async () => {
    const w = await world();
    const outcome = await book(w);
    expect(outcome).toMatchObject({
      status: "confirmed",
      currency: "MYR",
      payment: { method: "card", status: "captured", message: null },
    });
    expect(outcome.reference).toMatch(/^BK-[A-Z0-9]{6}$/);

    const booking = await bookingRow(outcome.reference);
    // 3 nights × 250 + cleaning 60 = 810; service fee 5% = 40.50; tourism tax 3 × 10 = 30.
    expect(booking.priceLines.map((line) => [line.kind, line.amountMinor])).toEqual([
      ["stay", 75_000],
      ["cleaning", 6_000],
      ["service_fee", 4_050],
      ["tax", 3_000],
    ]);
    expect(booking).toMatchObject({
      totalMinor: 88_050,
      guestPhone: "+60123456789",
      cancellationPolicy: "flexible",
      instantBook: true,
      paymentMethod: "card",
      channel: "direct",
    });

    const [charge] = await db
      .select()
      .from(testGatewayCharges)
      .innerJoin(payments, eq(payments.idempotencyKey, testGatewayCharges.idempotencyKey))
      .where(paysFor("booking", booking.id));
    expect(charge!.test_gateway_charges).toMatchObject({
      status: "captured",
      capturedMinor: 88_050,
      cardLast4: "4242",
    });

    const { kinds, lines } = await entriesOf(booking.id);
    expect(kinds).toEqual(["booking_sale", "payment"]);
    expect(lines.reduce((total, line) => total + line.amountMinor, 0)).toBe(0);
    const sale = splitSale(booking.priceLines, false, BUSINESS_SETTINGS);
    expect(await accountBalances(db, { account: ACCOUNTS.supplierPayable, organisationId: w.organisation.id })).toEqual(
      { MYR: -sale.supplierMinor },
    );

    const events = await db
      .select()
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, booking.id))
      .orderBy(bookingEvents.id);
    expect(events.map((event) => [event.fromStatus, event.toStatus, event.actorKind])).toEqual([
      [null, "held", "guest"],
      ["held", "confirmed", "system"],
    ]);
    expect(await emailsTo(w.guestEmail)).toContain("booking-confirmed");
    expect(await emailsTo(w.supplierEmail)).toContain("supplier-new-booking");
  });

  it("answers a retried checkout with the same booking and never charges twice", async () => {
    const w = await world();
    const request = checkout(w);
    const first = await resultOf<CheckoutOutcome>(await callFunction("createBooking", request, bearer(w.guestToken)));
    const again = await resultOf<CheckoutOutcome>(await callFunction("createBooking", request, bearer(w.guestToken)));
    expect(again.reference).toBe(first.reference);
    const rows = await db.select().from(bookings).where(eq(bookings.propertyId, w.property.id));
    expect(rows).toHaveLength(1);
    const charges = await db.select().from(payments).where(paysFor("booking", rows[0]!.id));
    expect(charges).toHaveLength(1);
  });

  it("shows a declined card's message, keeps the dates only until the hold expires, then frees them", async () => {
    const w = await world();
    const outcome = await book(w, { payment: card(TEST_CARDS.declined) });
    expect(outcome).toMatchObject({
      status: "held",
      payment: { status: "failed", message: "Your card was declined. Try another card or pay by bank transfer." },
    });
    const booking = await bookingRow(outcome.reference);
    expect((await entriesOf(booking.id)).kinds).toEqual([]);

    const later = new Date(booking.holdExpiresAt!.getTime() + 1_000);
    expect(await expireStaleBookings(db, later)).toBeGreaterThanOrEqual(1);
    expect((await bookingRow(outcome.reference)).status).toBe("expired");
    expect(await emailsTo(w.guestEmail)).toContain("booking-expired");
    // The same dates can be booked again.
    expect((await book(w)).status).toBe("confirmed");
  });

  it("lets the guest pay again with another card while the hold lasts", async () => {
    const w = await world();
    const declined = await book(w, { payment: card(TEST_CARDS.declined) });
    const paid = await resultOf<CheckoutOutcome>(
      await callFunction(
        "payBooking",
        { reference: declined.reference, payment: card(TEST_CARDS.succeeds) },
        bearer(w.guestToken),
      ),
    );
    expect(paid).toMatchObject({ reference: declined.reference, status: "confirmed", payment: { status: "captured" } });
    const again = await callFunction(
      "payBooking",
      { reference: declined.reference, payment: card(TEST_CARDS.succeeds) },
      bearer(w.guestToken),
    );
    expect(again.status).toBe(409);
  });

  it("asks for 3-D Secure confirmation, then confirms when the cardholder approves", async () => {
    const w = await world();
    const outcome = await book(w, { payment: card(TEST_CARDS.confirms) });
    expect(outcome).toMatchObject({ status: "held", payment: { status: "requires_action" } });
    expect(outcome.payment.actionUrl).toMatch(/^\/pay\/confirm\/tc_/);
    const chargeId = outcome.payment.actionUrl!.split("/").pop()!;
    await confirmTestCharge(db, chargeId, true);
    const [payment] = await db
      .select()
      .from(payments)
      .innerJoin(bookings, paysFor("booking", bookings.id))
      .where(eq(bookings.reference, outcome.reference));
    await settlePayment(db, payment!.payments.id);
    expect((await bookingRow(outcome.reference)).status).toBe("confirmed");
  });

  it("holds a bank transfer for 48 hours until staff mark it received", async () => {
    const w = await world();
    const outcome = await book(w, { payment: { method: "bank_transfer" } });
    expect(outcome).toMatchObject({ status: "held", payment: { method: "bank_transfer", status: "pending" } });
    expect(outcome.payment.transferReference).toMatch(/^BT-/);
    const hours = (new Date(outcome.holdExpiresAt!).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(await emailsTo(w.guestEmail)).toContain("booking-transfer");

    expect(
      (await callFunction("markTransferReceived", { reference: outcome.reference }, bearer(w.supplierToken))).status,
    ).toBe(403);
    const marked = await resultOf<{ status: string }>(
      await callFunction("markTransferReceived", { reference: outcome.reference }, bearer(staffToken)),
    );
    expect(marked.status).toBe("confirmed");
    const booking = await bookingRow(outcome.reference);
    expect((await entriesOf(booking.id)).kinds).toEqual(["booking_sale", "payment"]);
  });

  it("refuses bad input with a clear message and writes nothing", async () => {
    const w = await world();
    const response = await callFunction(
      "createBooking",
      checkout(w, { guest: { name: "A", email: "not-an-email", phone: "0123" } }),
      bearer(w.guestToken),
    );
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.details?.issues?.map((issue) => issue.path).sort()).toEqual([
      "guest.email",
      "guest.name",
      "guest.phone",
    ]);
    const badCard = await errorOf(
      await callFunction("createBooking", checkout(w, { payment: card("4242 4242 4242 4241") }), bearer(w.guestToken)),
    );
    expect(badCard.details?.issues?.[0]?.message).toBe("This card number is not valid. Check it and try again.");
    const tooLong = await errorOf(
      await callFunction(
        "createBooking",
        checkout(w, { stay: { mode: "nightly", checkIn: "2027-08-10", checkOut: "2027-08-10" } }),
        bearer(w.guestToken),
      ),
    );
    expect(tooLong.message).toBe("Check-out must be after check-in.");
    expect(await db.$count(bookings, eq(bookings.propertyId, w.property.id))).toBe(0);
  });

  it("only lets guest accounts book, and answers a visitor that they must sign in", async () => {
    const w = await world();
    expect((await callFunction("createBooking", checkout(w))).status).toBe(401);
    const asSupplier = await callFunction("createBooking", checkout(w), bearer(w.supplierToken));
    expect(asSupplier.status).toBe(403);
    expect(await db.$count(bookings, eq(bookings.propertyId, w.property.id))).toBe(0);
  });
});

describe("requests to book", () => {
  it("authorises the card, lets the supplier accept (capture and sale) or decline (release)", async () => {
    const w = await world({ instantBook: false });
    const first = await book(w);
    expect(first).toMatchObject({ status: "requested", payment: { status: "authorised" } });
    expect(await emailsTo(w.supplierEmail)).toContain("supplier-new-request");
    const booking = await bookingRow(first.reference);
    expect(booking.requestExpiresAt!.getTime() - Date.now()).toBeGreaterThan(23.9 * 3_600_000);

    // The guest cannot accept their own request.
    expect((await callFunction("acceptBooking", { reference: first.reference }, bearer(w.guestToken))).status).toBe(
      403,
    );
    await resultOf(await callFunction("acceptBooking", { reference: first.reference }, bearer(w.supplierToken)));
    expect((await bookingRow(first.reference)).status).toBe("confirmed");
    expect((await entriesOf(booking.id)).kinds).toEqual(["booking_sale", "payment"]);

    const second = await book(w, { stay: { mode: "nightly", checkIn: "2027-09-01", checkOut: "2027-09-03" } });
    await resultOf(
      await callFunction(
        "declineBooking",
        { reference: second.reference, note: "Owner stay" },
        bearer(w.supplierToken),
      ),
    );
    const declined = await bookingRow(second.reference);
    expect(declined.status).toBe("declined");
    const [payment] = await db.select().from(payments).where(paysFor("booking", declined.id));
    expect(payment!.status).toBe("voided");
    expect((await entriesOf(declined.id)).kinds).toEqual([]);
    // Accepting twice, or a declined one, is refused with the lifecycle's words.
    const again = await errorOf(
      await callFunction("acceptBooking", { reference: second.reference }, bearer(w.supplierToken)),
    );
    expect(again.message).toBe("A booking that is declined cannot be accepted.");
  });

  it("expires an unanswered request after 24 hours and releases the card", async () => {
    const w = await world({ instantBook: false });
    const outcome = await book(w);
    const booking = await bookingRow(outcome.reference);
    await expireStaleBookings(db, new Date(booking.requestExpiresAt!.getTime() + 1_000));
    expect((await bookingRow(outcome.reference)).status).toBe("expired");
    const [payment] = await db.select().from(payments).where(paysFor("booking", booking.id));
    expect(payment!.status).toBe("voided");
  });
});

describe("cancellation", () => {
  it("shows the refund first, then refunds what the policy gives and reverses it in the ledger", async () => {
    const w = await world({ cancellationPolicy: "strict" });
    const outcome = await book(w);
    const preview = await resultOf<{ refundMinor: number; explanation: string }>(
      await callFunction("previewCancellation", { reference: outcome.reference }, bearer(w.guestToken)),
    );
    const booking = await bookingRow(outcome.reference);
    const expected = splitRefund(splitSale(booking.priceLines, false, BUSINESS_SETTINGS), 50);
    expect(preview.refundMinor).toBe(expected.totalMinor);
    expect(preview.explanation).toMatch(/Strict policy: half/);

    const cancelled = await resultOf<{ status: string; refundMinor: number }>(
      await callFunction(
        "cancelBooking",
        { reference: outcome.reference, reason: "Plans changed" },
        bearer(w.guestToken),
      ),
    );
    expect(cancelled).toMatchObject({ status: "cancelled", refundMinor: expected.totalMinor });
    const after = await bookingRow(outcome.reference);
    expect(after).toMatchObject({ status: "cancelled", refundedMinor: expected.totalMinor });
    const [charge] = await db
      .select()
      .from(testGatewayCharges)
      .innerJoin(payments, eq(payments.idempotencyKey, testGatewayCharges.idempotencyKey))
      .where(paysFor("booking", booking.id));
    expect(charge!.test_gateway_charges.refundedMinor).toBe(expected.totalMinor);
    const { kinds, lines } = await entriesOf(booking.id);
    expect(kinds).toEqual(["booking_sale", "payment", "refund"]);
    expect(lines.reduce((total, line) => total + line.amountMinor, 0)).toBe(0);
    const sale = splitSale(booking.priceLines, false, BUSINESS_SETTINGS);
    expect(await accountBalances(db, { account: ACCOUNTS.supplierPayable, organisationId: w.organisation.id })).toEqual(
      { MYR: -(sale.supplierMinor - expected.supplierMinor) },
    );
    expect(await emailsTo(w.guestEmail)).toContain("booking-cancelled");
    // Cancelling again is refused; the dates are free again.
    expect((await callFunction("cancelBooking", { reference: outcome.reference }, bearer(w.guestToken))).status).toBe(
      409,
    );
    expect((await book(w)).status).toBe("confirmed");
  });

  it("lets nobody else see or cancel a guest's booking", async () => {
    const w = await world();
    const outcome = await book(w);
    const other = await world();
    const response = await callFunction("cancelBooking", { reference: outcome.reference }, bearer(other.guestToken));
    expect(response.status).toBe(404);
    expect(
      (await callFunction("cancelBooking", { reference: outcome.reference }, bearer(other.supplierToken))).status,
    ).toBe(404);
    expect((await bookingRow(outcome.reference)).status).toBe("confirmed");
  });

  it("gives a full refund when the supplier cancels", async () => {
    const w = await world({ cancellationPolicy: "strict" });
    const outcome = await book(w);
    const result = await resultOf<{ refundMinor: number }>(
      await callFunction("cancelBooking", { reference: outcome.reference, reason: "Flooded" }, bearer(w.supplierToken)),
    );
    expect(result.refundMinor).toBe(outcome.totalMinor);
    expect(await accountBalances(db, { account: ACCOUNTS.supplierPayable, organisationId: w.organisation.id })).toEqual(
      { MYR: 0 },
    );
  });
});

describe("the stay", () => {
  it("checks a guest in and out from the desk, and leaves the unit to be cleaned", async () => {
    const w = await world();
    // Today where the flat is (Kuala Lumpur), not in UTC: from 16:00 UTC the two differ.
    const today = todayIn(w.property.timeZone);
    const outcome = await book(w, { stay: { mode: "nightly", checkIn: today, checkOut: addDays(today, 2) } });
    expect(outcome.status).toBe("confirmed");
    expect(
      (await callFunction("runStay", { reference: outcome.reference, action: "check_in" }, bearer(w.guestToken)))
        .status,
    ).toBe(403);
    expect(
      (
        await resultOf<{ status: string }>(
          await callFunction("runStay", { reference: outcome.reference, action: "check_in" }, bearer(w.supplierToken)),
        )
      ).status,
    ).toBe("checked_in");
    expect(
      (
        await resultOf<{ status: string }>(
          await callFunction("runStay", { reference: outcome.reference, action: "check_out" }, bearer(w.supplierToken)),
        )
      ).status,
    ).toBe("completed");
    const [state] = await db.select().from(unitStates).where(eq(unitStates.unitId, w.unit.id));
    expect(state!.housekeeping).toBe("cleaning");
  });

  it("refuses a check-in before the stay starts", async () => {
    const w = await world();
    const outcome = await book(w);
    const error = await errorOf(
      await callFunction("runStay", { reference: outcome.reference, action: "check_in" }, bearer(w.supplierToken)),
    );
    expect(error.message).toBe("This stay starts on 2027-08-10: it cannot be checked in before then.");
  });
});

describe("reliability", () => {
  it("lets exactly one of 50 concurrent checkouts for the same nights through; the others get ABORTED and are never charged", async () => {
    const w = await world();
    const guests = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const email = `racer-${uniqueSuffix()}@example.test`;
        await createUser(db, { email });
        return { email, token: await signIn(email) };
      }),
    );
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) => {
        const guest = guests[index % guests.length]!;
        return callFunction(
          "createBooking",
          checkout(w, { guest: { name: "Racer", email: guest.email, phone: "+60123456789" } }),
          bearer(guest.token),
        );
      }),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const refused = await errorOf(responses.find((response) => response.status === 409)!);
    expect(refused.status).toBe("ABORTED");
    const rows = await db.select().from(bookings).where(eq(bookings.propertyId, w.property.id));
    expect(rows).toHaveLength(1);
    const charged = await db.select().from(payments).where(paysFor("booking", rows[0]!.id));
    expect(charged).toHaveLength(1);
    expect(charged[0]!.status).toBe("captured");
  });

  it("answers ten copies of one checkout sent at once (a retry with its key while the first runs) with one booking and one charge", async () => {
    const w = await world();
    const request = checkout(w);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => callFunction("createBooking", request, bearer(w.guestToken))),
    );
    // Every copy is answered with the same booking: the first makes it, the others find it by its key (before
    // the hold, or after waiting for the property's lock), never "these dates were just booked".
    const outcomes = await Promise.all(responses.map((response) => resultOf<CheckoutOutcome>(response)));
    expect(new Set(outcomes.map((outcome) => outcome.reference)).size).toBe(1);
    const rows = await db.select().from(bookings).where(eq(bookings.propertyId, w.property.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe("confirmed");
    const charged = await db.select().from(payments).where(paysFor("booking", rows[0]!.id));
    expect(charged).toHaveLength(1);
    expect(charged[0]!.status).toBe("captured");
    const [gateway] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(testGatewayCharges)
      .where(eq(testGatewayCharges.idempotencyKey, charged[0]!.idempotencyKey));
    expect(gateway!.count).toBe(1);
    const { kinds } = await entriesOf(rows[0]!.id);
    expect(kinds).toEqual(["booking_sale", "payment"]);
  });

  it("repairs a crash between the capture and the confirmation: no captured payment is left without a booking", async () => {
    const w = await world();
    paymentHooks.afterProviderCall = (action) => {
      if (action === "capture") throw new Error("simulated crash after capture");
    };
    const crashed = await callFunction("createBooking", checkout(w), bearer(w.guestToken));
    expect(crashed.status).toBe(500);
    paymentHooks.afterProviderCall = undefined;

    const [booking] = await db.select().from(bookings).where(eq(bookings.propertyId, w.property.id));
    expect(booking!.status).toBe("held");
    const [payment] = await db.select().from(payments).where(paysFor("booking", booking!.id));
    const [charge] = await db
      .select()
      .from(testGatewayCharges)
      .where(eq(testGatewayCharges.idempotencyKey, payment!.idempotencyKey));
    expect(charge!.status).toBe("captured");

    const reconciled = await reconcilePayments(db, new Date(Date.now() + 60_000));
    expect(reconciled.changed).toBeGreaterThanOrEqual(1);
    // Run again, it looks at what is still open (bank transfers waiting for their money) and moves nothing.
    expect((await reconcilePayments(db, new Date(Date.now() + 60_000))).changed).toBe(0);
    const repaired = await bookingRow(booking!.reference);
    expect(repaired.status).toBe("confirmed");
    const [settled] = await db.select().from(payments).where(eq(payments.id, payment!.id));
    expect(settled).toMatchObject({ status: "captured", capturedMinor: booking!.totalMinor });
    expect((await entriesOf(booking!.id)).kinds).toEqual(["booking_sale", "payment"]);
  });

  it("refunds a capture that arrives after the hold has expired", async () => {
    const w = await world();
    paymentHooks.afterProviderCall = (action) => {
      if (action === "capture") throw new Error("simulated crash after capture");
    };
    await callFunction("createBooking", checkout(w), bearer(w.guestToken));
    paymentHooks.afterProviderCall = undefined;
    const [booking] = await db.select().from(bookings).where(eq(bookings.propertyId, w.property.id));
    // The hold ran out before anyone settled it (the expiry job's own settle is what normally confirms it).
    await db
      .update(bookings)
      .set({ status: "expired" })
      .where(and(eq(bookings.id, booking!.id), eq(bookings.status, "held")));
    await reconcilePayments(db, new Date(Date.now() + 60_000));
    const [payment] = await db.select().from(payments).where(paysFor("booking", booking!.id));
    expect(payment).toMatchObject({ status: "captured", refundedMinor: booking!.totalMinor });
    const [charge] = await db
      .select()
      .from(testGatewayCharges)
      .where(eq(testGatewayCharges.idempotencyKey, payment!.idempotencyKey));
    expect(charge!.refundedMinor).toBe(booking!.totalMinor);
    const { kinds, lines } = await entriesOf(booking!.id);
    expect(kinds).toEqual(["payment", "refund"]);
    expect(lines.reduce((total, line) => total + line.amountMinor, 0)).toBe(0);
  });

  it("refuses an unbalanced journal entry in the database itself, and any change to a posted line", async () => {
    await expect(
      db.transaction(async (tx) => {
        const [entry] = await tx
          .insert(journalEntries)
          .values({
            kind: "adjustment",
            currency: "MYR",
            grossMinor: 100,
            cashMinor: 100,
            supplierMinor: 0,
            platformMinor: 0,
            commissionMinor: 0,
            managementFeeMinor: 0,
          })
          .returning();
        await tx
          .insert(journalLines)
          .values({ entryId: entry!.id, account: "cash:bank", currency: "MYR", amountMinor: 100 });
      }),
    ).rejects.toHaveProperty("cause.message", expect.stringMatching(/does not balance/));
    const [line] = await db.select().from(journalLines).limit(1);
    await expect(
      db.update(journalLines).set({ amountMinor: 1 }).where(eq(journalLines.id, line!.id)),
    ).rejects.toThrow();
    await expect(db.delete(journalLines).where(eq(journalLines.id, line!.id))).rejects.toThrow();
  });
});

describe("the booking's emails", () => {
  /** Every email to an address, newest last, with both parts. */
  async function mailTo(to: string) {
    return db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(emailOutbox.createdAt);
  }
  const spaced = (part: string | null) => (part ?? "").replace(/[\u00a0\u202f]/g, " ");

  /** A place with its address and pin, booked by a Thai guest. */
  async function placeWithAddress(options: { instantBook?: boolean } = {}) {
    const w = await world({ cancellationPolicy: "moderate", ...options });
    await db
      .update(properties)
      .set({ address: "Jalan Ampang 12, 50450 Kuala Lumpur", latitude: 3.1579, longitude: 101.7123 })
      .where(eq(properties.id, w.property.id));
    return w;
  }
  const thaiGuest = (w: World) => ({ guest: { name: "สมชาย ใจดี", email: w.guestEmail, phone: "+66812345678" } });

  it("queue HTML and a text part with the booking's facts, the address, the map and the way back", async () => {
    const w = await placeWithAddress();
    const outcome = await book(w, thaiGuest(w));
    expect(outcome.status).toBe("confirmed");
    const booking = await bookingRow(outcome.reference);
    const [confirmed] = (await mailTo(w.guestEmail)).filter((mail) => mail.kind === "booking-confirmed");
    expect(confirmed!.subject).toBe(`Booking confirmed: ${outcome.reference}`);
    expect(confirmed!.html).toMatch(/^<!DOCTYPE html/);
    expect(confirmed!.html).toContain("สมชาย ใจดี");
    const text = spaced(confirmed!.text);
    for (const fact of [
      "Hello สมชาย ใจดี,",
      `Reference: ${outcome.reference}`,
      `Place: ${w.property.title}, Kuala Lumpur`,
      "Address: Jalan Ampang 12, 50450 Kuala Lumpur",
      "https://www.openstreetmap.org/?mlat=3.157900&mlon=101.712300",
      "Check-in: Tue, 10 Aug 2027, from 15:00",
      "Check-out: Fri, 13 Aug 2027, by 11:00",
      "Guests: 2 adults",
      `Total paid: MYR ${(booking.totalMinor / 100).toLocaleString("en", { minimumFractionDigits: 2 })}`,
      "Cancellation: Moderate: Full refund if you cancel at least 5 days before check-in.",
    ])
      expect(text).toContain(fact);
    expect(text).toMatch(/See your booking https?:\/\/\S+\/bookings\n/);

    const [supplier] = (await mailTo(w.supplierEmail)).filter((mail) => mail.kind === "supplier-new-booking");
    expect(supplier!.html).toMatch(/^<!DOCTYPE html/);
    expect(spaced(supplier!.text)).toContain(`สมชาย ใจดี (${outcome.reference}) booked ${w.property.title}`);
    expect(supplier!.text).toMatch(/\/dashboard\/unmanagedBookings/);

    // The cancellation tells the refund, in both parts, to the guest and the supplier.
    await resultOf(await callFunction("cancelBooking", { reference: outcome.reference }, bearer(w.guestToken)));
    const after = await bookingRow(outcome.reference);
    const [cancelled] = (await mailTo(w.guestEmail)).filter((mail) => mail.kind === "booking-cancelled");
    expect(cancelled!.html).toMatch(/^<!DOCTYPE html/);
    expect(spaced(cancelled!.text)).toContain(
      `Refund: MYR ${(after.refundedMinor / 100).toLocaleString("en", { minimumFractionDigits: 2 })}.`,
    );
    const [supplierCancelled] = (await mailTo(w.supplierEmail)).filter((mail) => mail.kind === "supplier-cancelled");
    expect(supplierCancelled!.html).toMatch(/^<!DOCTYPE html/);
    expect(supplierCancelled!.text).toContain(`${outcome.reference}) for ${w.property.title}`);
  });

  it("are written in the guest's profile language (Thai), the supplier's in the supplier's (English)", async () => {
    const w = await placeWithAddress();
    await db.update(userProfiles).set({ language: "th" }).where(eq(userProfiles.email, w.guestEmail));
    const outcome = await book(w, thaiGuest(w));
    expect(outcome.status).toBe("confirmed");
    const [confirmed] = (await mailTo(w.guestEmail)).filter((mail) => mail.kind === "booking-confirmed");
    expect(confirmed!.subject).toBe(`ยืนยันการจองแล้ว: ${outcome.reference}`);
    expect(confirmed!.html).toContain('lang="th"');
    const text = spaced(confirmed!.text);
    for (const fact of [
      "สวัสดีคุณ สมชาย ใจดี",
      `หมายเลขการจอง: ${outcome.reference}`,
      "ที่อยู่: Jalan Ampang 12, 50450 Kuala Lumpur",
      "https://www.openstreetmap.org/?mlat=3.157900&mlon=101.712300",
      // Thai dates in the Buddhist year (2570 is 2027).
      "เช็คอิน: อังคาร 10 ส.ค. 2570 ตั้งแต่ 15:00",
      "ผู้เข้าพัก: ผู้ใหญ่ 2 คน",
      "การยกเลิก: ปานกลาง: คืนเงินเต็มจำนวนหากยกเลิกอย่างน้อย 5 วันก่อนเช็คอิน",
    ])
      expect(text).toContain(fact);
    expect(text).toMatch(/ดูการจองของคุณ https?:\/\/\S+\/bookings\n/);
    expect(text).not.toMatch(/Hello|Reference|Check-in|Total paid/);
    // The supplier has no language on their profile: English.
    const [supplier] = (await mailTo(w.supplierEmail)).filter((mail) => mail.kind === "supplier-new-booking");
    expect(supplier!.subject).toBe(`New booking ${outcome.reference}`);
  });

  it("queue the request to book with both parts, to the guest and the supplier", async () => {
    const w = await placeWithAddress({ instantBook: false });
    const outcome = await book(w, thaiGuest(w));
    expect(outcome.status).toBe("requested");
    const guestMail = await mailTo(w.guestEmail);
    const supplierMail = await mailTo(w.supplierEmail);
    expect(guestMail.map((mail) => mail.kind)).toEqual(["booking-requested"]);
    expect(supplierMail.map((mail) => mail.kind)).toEqual(["supplier-new-request"]);
    for (const mail of [...guestMail, ...supplierMail]) {
      expect(mail.html).toMatch(/^<!DOCTYPE html/);
      expect(mail.text).toContain(outcome.reference);
      expect(mail.text).toContain("Address: Jalan Ampang 12, 50450 Kuala Lumpur");
    }
    expect(guestMail[0]!.text).toContain(`who has ${BUSINESS_SETTINGS.requestHours} hours to answer`);
  });
});
