/**
 * Money against a double-click, a script and a retry: every call that takes money, sent 10 times at once and
 * retried with its idempotency key while the first is still running, takes it once. The database's partial
 * unique indexes (one live payment attempt per booking or add-on order) refuse a second attempt even where
 * the application would not.
 */
import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDb } from "@tests/support/db";
import { staffSession } from "@tests/support/staff";
import { bearer, callFunction, errorOf, resultOf } from "@tests/support/functions";
import {
  addonOrderOf,
  checkoutOf,
  listedFlat,
  openOffering,
  signedInGuest,
  testCard,
  tourWithSlot,
} from "@tests/support/payables";
import { confirmTestCharge, paysFor, TEST_CARDS } from "@/domains/payments";
import {
  addonOrders,
  bookings,
  idempotentCalls,
  investSubscriptions,
  payments,
  testGatewayCharges,
} from "@/server/db/schema";
import type { CheckoutOutcome } from "@/domains/bookings/checkout";

const db = testDb();
const staffToken = staffSession(db);
const card = testCard;
const guest = (kind?: string, profile?: Record<string, unknown>) => signedInGuest(db, kind, profile);

/** How many of these payments the gateway captured (what the card network took). */
async function capturesAtGateway(paymentKeys: string[]): Promise<number> {
  if (paymentKeys.length === 0) return 0;
  const rows = await db
    .select({ id: testGatewayCharges.id })
    .from(testGatewayCharges)
    .where(and(inArray(testGatewayCharges.idempotencyKey, paymentKeys), eq(testGatewayCharges.status, "captured")));
  return rows.length;
}

async function paymentsOfBooking(reference: string) {
  return db
    .select({ payment: payments })
    .from(payments)
    .innerJoin(bookings, paysFor("booking", bookings.id))
    .where(eq(bookings.reference, reference))
    .then((rows) => rows.map((row) => row.payment));
}

/**
 * Holds a row lock (in a transaction of its own) until `release` is called, so that a call reaching that row
 * waits: the way to keep a first call running while its retry arrives.
 */
function holdRow(statement: ReturnType<typeof sql>) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const done = db.transaction(async (tx) => {
    await tx.execute(statement);
    locked();
    await released;
  });
  return { isLocked, release: async () => (release(), await done) };
}

/** Waits until the first call with `key` has claimed it (it is running). */
async function untilRunning(functionName: string, key: string) {
  for (let i = 0; i < 200; i++) {
    const [row] = await db
      .select()
      .from(idempotentCalls)
      .where(and(eq(idempotentCalls.functionName, functionName), eq(idempotentCalls.key, key)));
    if (row) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${functionName} never started`);
}

describe("paying a held booking", () => {
  it("10 payBooking calls at once on a booking held after a declined card: one capture, the others a clear 409 or the same answer", async () => {
    const { property } = await listedFlat(db);
    const g = await guest();
    const held = await resultOf<CheckoutOutcome>(
      await callFunction(
        "createBooking",
        checkoutOf(property.id, g.email, { payment: { method: "card", card: card(TEST_CARDS.declined) } }),
        bearer(g.token),
      ),
    );
    expect(held).toMatchObject({ status: "held", payment: { status: "failed" } });

    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        callFunction(
          "payBooking",
          { reference: held.reference, payment: { method: "card", card: card(TEST_CARDS.succeeds) } },
          bearer(g.token),
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    const bodies = await Promise.all(answers.map((answer) => answer.clone().json()));
    expect(
      statuses.every((status) => status === 200 || status === 409),
      statuses.join(","),
    ).toBe(true);
    expect(statuses.filter((status) => status === 200).length, JSON.stringify(bodies)).toBeGreaterThanOrEqual(1);
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect((await errorOf(answer)).status).toBe("ABORTED");
    }

    const attempts = await paymentsOfBooking(held.reference);
    expect(attempts.filter((p) => p.status === "captured")).toHaveLength(1);
    expect(await capturesAtGateway(attempts.map((p) => p.idempotencyKey))).toBe(1);
    const [booking] = await db.select().from(bookings).where(eq(bookings.reference, held.reference));
    expect(booking!.status).toBe("confirmed");
  });

  it("releases an unanswered 3-D Secure attempt at the gateway before taking another card: approving the old page later takes nothing", async () => {
    const { property } = await listedFlat(db);
    const g = await guest();
    const held = await resultOf<CheckoutOutcome>(
      await callFunction(
        "createBooking",
        checkoutOf(property.id, g.email, { payment: { method: "card", card: card(TEST_CARDS.confirms) } }),
        bearer(g.token),
      ),
    );
    expect(held.payment.status).toBe("requires_action");
    const oldCharge = held.payment.actionUrl!.split("/").pop()!;

    const paid = await resultOf<CheckoutOutcome>(
      await callFunction(
        "payBooking",
        { reference: held.reference, payment: { method: "card", card: card(TEST_CARDS.succeeds) } },
        bearer(g.token),
      ),
    );
    expect(paid).toMatchObject({ status: "confirmed", payment: { status: "captured" } });

    // The cardholder answers the old page afterwards: the gateway no longer has it waiting.
    expect(await confirmTestCharge(db, oldCharge, true)).toMatchObject({ status: "voided" });
    const attempts = await paymentsOfBooking(held.reference);
    expect(await capturesAtGateway(attempts.map((p) => p.idempotencyKey))).toBe(1);
    expect(attempts.filter((p) => p.status === "captured")).toHaveLength(1);
  });

  it("the database refuses a second live attempt for one booking, whatever the application does", async () => {
    const { property } = await listedFlat(db);
    const g = await guest();
    const held = await resultOf<CheckoutOutcome>(
      await callFunction(
        "createBooking",
        checkoutOf(property.id, g.email, { payment: { method: "bank_transfer" } }),
        bearer(g.token),
      ),
    );
    const [booking] = await db.select().from(bookings).where(eq(bookings.reference, held.reference));
    await expect(
      db.insert(payments).values({
        payableKind: "booking",
        payableId: booking!.id,
        provider: "test_card",
        currency: "MYR",
        amountMinor: 100,
        idempotencyKey: randomUUID(),
      }),
    ).rejects.toMatchObject({ cause: { constraint: "payments_one_live_per_payable" } });
  });
});

describe("retrying a checkout with its idempotency key", () => {
  it("10 createBooking calls at once with one key: one booking, one capture, every caller the same answer", async () => {
    const { property } = await listedFlat(db);
    const g = await guest();
    const request = checkoutOf(property.id, g.email);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => callFunction("createBooking", request, bearer(g.token))),
    );
    const outcomes = await Promise.all(answers.map((answer) => resultOf<CheckoutOutcome>(answer)));
    for (const outcome of outcomes) expect(outcome).toEqual(outcomes[0]);
    expect(outcomes[0]!.status).toBe("confirmed");
    const rows = await db.select().from(bookings).where(eq(bookings.propertyId, property.id));
    expect(rows).toHaveLength(1);
    const attempts = await paymentsOfBooking(rows[0]!.reference);
    expect(await capturesAtGateway(attempts.map((p) => p.idempotencyKey))).toBe(1);
  });

  it("a retry sent while the first call is still running waits for it and gets its answer (not 'already booked')", async () => {
    const { property } = await listedFlat(db);
    const g = await guest();
    const request = checkoutOf(property.id, g.email);
    // The first call stops at the property's lock (the hold takes it) until released.
    const lock = holdRow(sql`select id from properties where id = ${property.id}::uuid for update`);
    await lock.isLocked;
    let first: Promise<Response>;
    let retry: Promise<Response>;
    try {
      first = callFunction("createBooking", request, bearer(g.token));
      await untilRunning("createBooking", request.idempotencyKey);
      retry = callFunction("createBooking", request, bearer(g.token));
      await new Promise((resolve) => setTimeout(resolve, 300));
    } finally {
      await lock.release();
    }
    const [a, b] = await Promise.all([first, retry]);
    const [outcomeA, outcomeB] = [await resultOf<CheckoutOutcome>(a), await resultOf<CheckoutOutcome>(b)];
    expect(outcomeB).toEqual(outcomeA);
    expect(outcomeA.status).toBe("confirmed");
  });

  it("another account reusing a key is refused, and a failure is answered the same to a retry", async () => {
    const { property } = await listedFlat(db);
    const g = await guest();
    const other = await guest("other");
    const request = checkoutOf(property.id, g.email, { guests: 99 });
    const first = await callFunction("createBooking", request, bearer(g.token));
    expect(first.status).toBe(400);
    const again = await callFunction("createBooking", request, bearer(g.token));
    expect(again.status).toBe(400);
    const good = checkoutOf(property.id, g.email);
    await resultOf(await callFunction("createBooking", good, bearer(g.token)));
    const stolen = await callFunction(
      "createBooking",
      { ...good, guest: { ...good.guest, email: other.email } },
      bearer(other.token),
    );
    expect(stolen.status).toBe(400);
    expect((await errorOf(stolen)).message).toMatch(/already used/);
  });
});

describe("add-on orders bought alone", () => {
  it("10 orderAddon calls at once with one key: one order, one capture, the same answer", async () => {
    const { productId, slotId } = await tourWithSlot(db);
    const g = await guest();
    const request = addonOrderOf(productId, slotId, randomUUID());
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => callFunction("orderAddon", request, bearer(g.token))),
    );
    const outcomes = await Promise.all(
      answers.map((answer) => resultOf<{ reference: string; status: string }>(answer)),
    );
    for (const outcome of outcomes) expect(outcome).toEqual(outcomes[0]);
    expect(outcomes[0]!.status).toBe("scheduled");
    const orders = await db.select().from(addonOrders).where(eq(addonOrders.productId, productId));
    expect(orders).toHaveLength(1);
    const attempts = await db.select().from(payments).where(paysFor("addon_order", orders[0]!.id));
    expect(await capturesAtGateway(attempts.map((p) => p.idempotencyKey))).toBe(1);
  });

  it("a retry while the first order is still running gets its answer (not a generic 409)", async () => {
    const { productId, slotId } = await tourWithSlot(db);
    const g = await guest();
    const request = addonOrderOf(productId, slotId, randomUUID());
    const lock = holdRow(sql`select id from addon_slots where product_id = ${productId}::uuid for update`);
    await lock.isLocked;
    let first: Promise<Response>;
    let retry: Promise<Response>;
    try {
      first = callFunction("orderAddon", request, bearer(g.token));
      await untilRunning("orderAddon", request.idempotencyKey);
      retry = callFunction("orderAddon", request, bearer(g.token));
      await new Promise((resolve) => setTimeout(resolve, 300));
    } finally {
      await lock.release();
    }
    const [a, b] = await Promise.all([first, retry]);
    expect(await resultOf(b)).toEqual(await resultOf(a));
  });
});

describe("StayInvest purchases", () => {
  it("10 buyUnits calls at once with one key: one subscription, one capture, the same answer", async () => {
    const offeringId = await openOffering(db, staffToken());
    const investor = await guest("investor", { specialType: "microInvestor" });
    const request = { offeringId, units: 2, card: card(TEST_CARDS.succeeds), idempotencyKey: randomUUID() };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => callFunction("buyUnits", request, bearer(investor.token))),
    );
    const outcomes = await Promise.all(
      answers.map((answer) => resultOf<{ subscriptionId: string; status: string }>(answer)),
    );
    for (const outcome of outcomes) expect(outcome).toEqual(outcomes[0]);
    expect(outcomes[0]!.status).toBe("paid");
    const subscriptions = await db
      .select()
      .from(investSubscriptions)
      .where(eq(investSubscriptions.offeringId, offeringId));
    expect(subscriptions).toHaveLength(1);
    expect(await capturesAtGateway([`invest:${subscriptions[0]!.id}`])).toBe(1);
  });

  it("a retry while the first purchase is still running gets its answer (not a generic 409)", async () => {
    const offeringId = await openOffering(db, staffToken());
    const investor = await guest("investor", { specialType: "microInvestor" });
    const request = { offeringId, units: 1, card: card(TEST_CARDS.succeeds), idempotencyKey: randomUUID() };
    const lock = holdRow(sql`select id from invest_offerings where id = ${offeringId}::uuid for update`);
    await lock.isLocked;
    let first: Promise<Response>;
    let retry: Promise<Response>;
    try {
      first = callFunction("buyUnits", request, bearer(investor.token));
      await untilRunning("buyUnits", request.idempotencyKey);
      retry = callFunction("buyUnits", request, bearer(investor.token));
      await new Promise((resolve) => setTimeout(resolve, 300));
    } finally {
      await lock.release();
    }
    const [a, b] = await Promise.all([first, retry]);
    expect(await resultOf(b)).toEqual(await resultOf(a));
  });
});
