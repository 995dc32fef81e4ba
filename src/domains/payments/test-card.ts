import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Database } from "@/server/db";
import { cardDigits, passesLuhn } from "./cards";
import type { PaymentProvider, ProviderState } from "./provider";
import { testGatewayCards, testGatewayCharges, testGatewayRefunds } from "./schema";

const SUCCEEDS = "4242424242424242";
const DECLINED = "4000000000000002";
const CONFIRMS = "4000000000003220";
/** Pays at checkout, but a later charge of its kept card is declined (an expired or emptied card). */
const DECLINES_LATER = "4000000000000341";

type Charge = typeof testGatewayCharges.$inferSelect;

/**
 * The built-in test card gateway, for the demo and the tests. It plays the card network: its records live in
 * `test_gateway_charges`, written on the pool (never inside the caller's transaction), so that what it did
 * survives a crash of ours exactly as a real gateway's would. 4242… succeeds, 4000…0002 is declined,
 * 4000…3220 asks the cardholder to confirm (3-D Secure style) at `/pay/confirm/{charge}`, 4000…0341 pays at
 * checkout but is declined when charged again later through its kept token (docs/DEPOSITS.md).
 */
export function testCardProvider(gateway: Database, options: { webhookSecret: string }): PaymentProvider {
  const find = async (idempotencyKey: string): Promise<Charge | undefined> =>
    (await gateway.select().from(testGatewayCharges).where(eq(testGatewayCharges.idempotencyKey, idempotencyKey)))[0];

  /** A kept card charged without its holder: it pays or is declined at once, never asks for a confirmation. */
  async function authoriseSaved(idempotencyKey: string, amountMinor: number, currency: string, token: string) {
    const [card] = await gateway.select().from(testGatewayCards).where(eq(testGatewayCards.token, token));
    const [charge] = await gateway
      .insert(testGatewayCharges)
      .values({
        id: `tc_${randomBytes(9).toString("base64url")}`,
        idempotencyKey,
        status: card?.outcome === "succeeds" ? "authorised" : "declined",
        currency,
        amountMinor,
        cardLast4: card?.cardLast4 ?? "",
      })
      .onConflictDoNothing({ target: testGatewayCharges.idempotencyKey })
      .returning();
    return stateOf(charge ?? (await find(idempotencyKey))!);
  }

  return {
    id: "test_card",
    async saveCard(card) {
      const digits = cardDigits(card.number);
      if (!passesLuhn(digits)) return { ok: false, message: "This card number is not valid. Check it and try again." };
      if (digits === DECLINED) return { ok: false, message: "Your card was declined. Try another card." };
      const token = `tok_${randomBytes(12).toString("base64url")}`;
      await gateway
        .insert(testGatewayCards)
        .values({ token, cardLast4: digits.slice(-4), outcome: digits === SUCCEEDS ? "succeeds" : "declines" });
      return { ok: true, token, last4: digits.slice(-4) };
    },
    async authorise({ idempotencyKey, amountMinor, currency, card, cardToken }) {
      if (cardToken !== undefined) {
        const existing = await find(idempotencyKey);
        if (existing) return stateOf(existing);
        return authoriseSaved(idempotencyKey, amountMinor, currency, cardToken);
      }
      const digits = cardDigits(card?.number ?? "");
      if (!passesLuhn(digits)) {
        const existing = await find(idempotencyKey);
        if (existing) return stateOf(existing);
        return {
          status: "declined",
          reference: null,
          message: "This card number is not valid. Check it and try again.",
        };
      }
      // A key seen before keeps its charge: the insert below does nothing and the charge is read (one round trip
      // for a new key, where reading first took two: docs/PERFORMANCE.md, Booking).
      const status =
        digits === SUCCEEDS || digits === DECLINES_LATER
          ? "authorised"
          : digits === CONFIRMS
            ? "requires_action"
            : "declined";
      const [charge] = await gateway
        .insert(testGatewayCharges)
        .values({
          id: `tc_${randomBytes(9).toString("base64url")}`,
          idempotencyKey,
          status,
          currency,
          amountMinor,
          cardLast4: digits.slice(-4),
        })
        // Two calls with one key at the same instant: the second reads the first's charge.
        .onConflictDoNothing({ target: testGatewayCharges.idempotencyKey })
        .returning();
      if (!charge) return stateOf((await find(idempotencyKey))!);
      const stored = charge;
      if (stored.status === "declined" && digits !== DECLINED && digits !== DECLINES_LATER) {
        return {
          status: "declined",
          reference: stored.id,
          message: "This is the test card gateway: use 4242 4242 4242 4242 (or pay by bank transfer).",
        };
      }
      return stateOf(stored);
    },
    async capture({ idempotencyKey }) {
      const [charge] = await gateway
        .update(testGatewayCharges)
        .set({ status: "captured", capturedMinor: sql`${testGatewayCharges.amountMinor}`, updatedAt: new Date() })
        .where(
          sql`${testGatewayCharges.idempotencyKey} = ${idempotencyKey} and ${testGatewayCharges.status} in ('authorised', 'captured')`,
        )
        .returning();
      if (charge) return stateOf(charge);
      const existing = await find(idempotencyKey);
      return existing
        ? stateOf(existing)
        : { status: "declined", reference: null, message: "There is no such payment to capture." };
    },
    async void({ idempotencyKey }) {
      await gateway
        .update(testGatewayCharges)
        .set({ status: "voided", updatedAt: new Date() })
        .where(
          sql`${testGatewayCharges.idempotencyKey} = ${idempotencyKey} and ${testGatewayCharges.status} in ('authorised', 'requires_action')`,
        );
      const existing = await find(idempotencyKey);
      if (existing) return stateOf(existing);
      // Voiding a payment never heard of (the call carrying it has not arrived yet) is remembered, as a real
      // gateway's cancelled intent is: an authorisation arriving later with this key finds it voided.
      await gateway
        .insert(testGatewayCharges)
        .values({
          id: `tc_${randomBytes(9).toString("base64url")}`,
          idempotencyKey,
          status: "voided",
          currency: "",
          amountMinor: 0,
          cardLast4: "",
        })
        .onConflictDoNothing({ target: testGatewayCharges.idempotencyKey });
      return stateOf((await find(idempotencyKey))!);
    },
    async refund({ idempotencyKey, refundKey, amountMinor }) {
      return gateway.transaction(async (tx) => {
        const [charge] = await tx
          .select()
          .from(testGatewayCharges)
          .where(eq(testGatewayCharges.idempotencyKey, idempotencyKey))
          .for("update");
        if (!charge || charge.status !== "captured") throw new Error("only a captured payment can be refunded");
        const [done] = await tx
          .select()
          .from(testGatewayRefunds)
          .where(eq(testGatewayRefunds.idempotencyKey, refundKey));
        if (done) return { reference: `${charge.id}:${refundKey}` };
        if (charge.refundedMinor + amountMinor > charge.capturedMinor)
          throw new Error("refund larger than what is left of the capture");
        await tx.insert(testGatewayRefunds).values({ idempotencyKey: refundKey, chargeId: charge.id, amountMinor });
        await tx
          .update(testGatewayCharges)
          .set({ refundedMinor: charge.refundedMinor + amountMinor, updatedAt: new Date() })
          .where(eq(testGatewayCharges.id, charge.id));
        return { reference: `${charge.id}:${refundKey}` };
      });
    },
    async status(idempotencyKey) {
      const charge = await find(idempotencyKey);
      return charge ? stateOf(charge) : null;
    },
    async webhook(body, headers) {
      const signature = headers.get("x-test-gateway-signature") ?? "";
      if (!verify(options.webhookSecret, body, signature)) return null;
      try {
        const parsed = JSON.parse(body) as { idempotencyKey?: unknown };
        return typeof parsed.idempotencyKey === "string" ? parsed.idempotencyKey : null;
      } catch {
        return null;
      }
    },
  };
}

/** The cardholder confirms (3-D Secure style) at the gateway's page: the charge becomes authorised. */
export async function confirmTestCharge(gateway: Database, chargeId: string, approve: boolean): Promise<Charge | null> {
  const [charge] = await gateway
    .update(testGatewayCharges)
    .set({ status: approve ? "authorised" : "declined", updatedAt: new Date() })
    .where(sql`${testGatewayCharges.id} = ${chargeId} and ${testGatewayCharges.status} = 'requires_action'`)
    .returning();
  return (
    charge ?? (await gateway.select().from(testGatewayCharges).where(eq(testGatewayCharges.id, chargeId)))[0] ?? null
  );
}

export async function findTestCharge(gateway: Database, chargeId: string): Promise<Charge | null> {
  return (await gateway.select().from(testGatewayCharges).where(eq(testGatewayCharges.id, chargeId)))[0] ?? null;
}

/** The signature the gateway puts on its webhooks (HMAC-SHA256 of the body). */
export function signTestWebhook(secret: string, body: string): string {
  return createHmac("sha256", secret).update(body).digest("hex");
}

function verify(secret: string, body: string, signature: string): boolean {
  const expected = Buffer.from(signTestWebhook(secret, body));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

function stateOf(charge: Charge): ProviderState {
  switch (charge.status) {
    case "requires_action":
      return { status: "requires_action", reference: charge.id, actionUrl: `/pay/confirm/${charge.id}` };
    case "authorised":
      return { status: "authorised", reference: charge.id };
    case "captured":
      return {
        status: "captured",
        reference: charge.id,
        capturedMinor: charge.capturedMinor,
        refundedMinor: charge.refundedMinor,
      };
    case "voided":
      return { status: "voided", reference: charge.id };
    case "declined":
      return {
        status: "declined",
        reference: charge.id,
        message: "Your card was declined. Try another card or pay by bank transfer.",
      };
  }
}
