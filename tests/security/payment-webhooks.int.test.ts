/**
 * A provider's webhook settles a payment of any kind: a booking, an add-on order bought alone, a StayInvest
 * purchase. Each is left as a crash after the capture leaves it (the provider took the money, our records do
 * not know yet); the provider's signed notice then finishes it. A notice that is not signed by the provider
 * changes nothing; the body is never trusted for the state (the provider is asked).
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { bearer, callFunction } from "@tests/support/functions";
import {
  addonOrderOf,
  checkoutOf,
  listedFlat,
  openOffering,
  signedInGuest,
  testCard,
  tourWithSlot,
} from "@tests/support/payables";
import { staffSession } from "@tests/support/staff";
import { testDb } from "@tests/support/db";
import { POST as webhookRoute } from "@/app/api/payments/webhooks/[provider]/route";
import { payableHandlers } from "@/domains/payables";
import { paymentHooks, paysFor, signTestWebhook, TEST_CARDS, testGatewayWebhookSecret } from "@/domains/payments";
import { addonOrders, bookings, investSubscriptions, payments, testGatewayCharges } from "@/server/db/schema";

const db = testDb();
const staffToken = staffSession(db);

afterEach(() => {
  paymentHooks.afterProviderCall = undefined;
});

/** Runs a call that takes money, crashing it right after the provider captured. */
async function crashAfterCapture(call: () => Promise<Response>) {
  paymentHooks.afterProviderCall = (action) => {
    if (action === "capture") throw new Error("simulated crash after capture");
  };
  const answer = await call();
  paymentHooks.afterProviderCall = undefined;
  expect(answer.status).toBe(500);
}

function webhook(body: string, options: { provider?: string; signature?: string } = {}) {
  const provider = options.provider ?? "test_card";
  const request = new Request(`http://localhost/api/payments/webhooks/${provider}`, {
    method: "POST",
    body,
    headers: {
      "content-type": "application/json",
      "x-test-gateway-signature": options.signature ?? signTestWebhook(testGatewayWebhookSecret(), body),
    },
  });
  return webhookRoute(request, { params: Promise.resolve({ provider }) });
}

/** The provider's notice about a payment, as the test gateway signs it. */
const noticeOf = (idempotencyKey: string) => JSON.stringify({ type: "charge.updated", idempotencyKey });

async function capturedAtGateway(idempotencyKey: string) {
  const [charge] = await db
    .select()
    .from(testGatewayCharges)
    .where(eq(testGatewayCharges.idempotencyKey, idempotencyKey));
  return charge?.status === "captured";
}

describe("payment webhooks", () => {
  it("has a handler for every kind of thing paid for, each under its own kind", () => {
    const handlers = payableHandlers();
    for (const [kind, handler] of Object.entries(handlers)) expect(handler.kind).toBe(kind);
  });

  it("confirms a booking whose capture our records missed", async () => {
    const { property } = await listedFlat(db);
    const guest = await signedInGuest(db);
    await crashAfterCapture(() =>
      callFunction("createBooking", checkoutOf(property.id, guest.email), bearer(guest.token)),
    );
    const [booking] = await db.select().from(bookings).where(eq(bookings.propertyId, property.id));
    expect(booking!.status).toBe("held");
    const [payment] = await db.select().from(payments).where(paysFor("booking", booking!.id));
    expect(await capturedAtGateway(payment!.idempotencyKey)).toBe(true);

    const answer = await webhook(noticeOf(payment!.idempotencyKey));
    expect(answer.status).toBe(204);
    const [confirmed] = await db.select().from(bookings).where(eq(bookings.id, booking!.id));
    expect(confirmed!.status).toBe("confirmed");
    const [settled] = await db.select().from(payments).where(eq(payments.id, payment!.id));
    expect(settled).toMatchObject({ status: "captured", capturedMinor: booking!.totalMinor });
  });

  it("schedules an add-on order bought alone whose capture our records missed", async () => {
    const { productId, slotId } = await tourWithSlot(db);
    const guest = await signedInGuest(db);
    await crashAfterCapture(() => callFunction("orderAddon", addonOrderOf(productId, slotId), bearer(guest.token)));
    const [order] = await db.select().from(addonOrders).where(eq(addonOrders.productId, productId));
    expect(order!.status).toBe("held");
    const [payment] = await db.select().from(payments).where(paysFor("addon_order", order!.id));

    expect((await webhook(noticeOf(payment!.idempotencyKey))).status).toBe(204);
    const [scheduled] = await db.select().from(addonOrders).where(eq(addonOrders.id, order!.id));
    expect(scheduled!.status).toBe("scheduled");
    const [settled] = await db.select().from(payments).where(eq(payments.id, payment!.id));
    expect(settled!.status).toBe("captured");
  });

  it("pays a StayInvest purchase whose capture our records missed", async () => {
    const offeringId = await openOffering(db, staffToken());
    const investor = await signedInGuest(db, "investor", { specialType: "microInvestor" });
    await crashAfterCapture(() =>
      callFunction(
        "buyUnits",
        { offeringId, units: 2, card: testCard(TEST_CARDS.succeeds), idempotencyKey: randomUUID() },
        bearer(investor.token),
      ),
    );
    const [subscription] = await db
      .select()
      .from(investSubscriptions)
      .where(eq(investSubscriptions.offeringId, offeringId));
    expect(subscription!.status).toBe("pending");
    const [payment] = await db.select().from(payments).where(paysFor("invest_purchase", subscription!.id));

    expect((await webhook(noticeOf(payment!.idempotencyKey))).status).toBe(204);
    const [paid] = await db.select().from(investSubscriptions).where(eq(investSubscriptions.id, subscription!.id));
    expect(paid!.status).toBe("paid");
    expect(paid!.entryId).not.toBeNull();
  });

  it("changes nothing for a notice the provider did not sign, and refuses an unknown provider or a large body", async () => {
    const { property } = await listedFlat(db);
    const guest = await signedInGuest(db);
    await crashAfterCapture(() =>
      callFunction("createBooking", checkoutOf(property.id, guest.email), bearer(guest.token)),
    );
    const [booking] = await db.select().from(bookings).where(eq(bookings.propertyId, property.id));
    const [payment] = await db.select().from(payments).where(paysFor("booking", booking!.id));
    const notice = noticeOf(payment!.idempotencyKey);

    const forged = await webhook(notice, { signature: signTestWebhook("not-the-gateway-secret", notice) });
    expect(forged.status).toBe(401);
    expect((await webhook(notice, { provider: "paypal" })).status).toBe(404);
    expect((await webhook(notice.padEnd(70_000, " "))).status).toBe(413);
    const [unchanged] = await db.select().from(bookings).where(eq(bookings.id, booking!.id));
    expect(unchanged!.status).toBe("held");

    // A signed notice naming no payment of ours is the provider's, and changes nothing.
    expect((await webhook(noticeOf("no-such-payment"))).status).toBe(204);
  });
});

describe("what a payment pays for", () => {
  it("exists: the database refuses a payment naming nothing, and deleting a thing a payment names", async () => {
    const { property } = await listedFlat(db);
    const guest = await signedInGuest(db);
    await callFunction("createBooking", checkoutOf(property.id, guest.email), bearer(guest.token));
    const [booking] = await db.select().from(bookings).where(eq(bookings.propertyId, property.id));

    const orphan = db.insert(payments).values({
      payableKind: "addon_order",
      payableId: booking!.id,
      provider: "test_card",
      currency: "MYR",
      amountMinor: 100,
      idempotencyKey: randomUUID(),
    });
    await expect(orphan).rejects.toMatchObject({ cause: { code: "23503", constraint: "payments_payable_exists" } });
    await expect(db.delete(bookings).where(eq(bookings.id, booking!.id))).rejects.toMatchObject({
      cause: { code: "23503", constraint: "payments_payable_exists" },
    });
  });
});
