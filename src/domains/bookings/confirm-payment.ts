/**
 * The cardholder's answer on the test gateway's 3-D Secure style page (`/pay/confirm/{charge}`): the gateway
 * records it, then `settlePayment` brings the booking in line (an approved charge is captured and the booking
 * confirmed, or its request sent; a refused one leaves the dates held for another try). An add-on bought alone
 * is answered the same way: its domain registers how to find and settle its charge (`CardChargeHooks` in
 * hooks.ts, listed in `domains/booking-hooks.ts`), so bookings imports no add-on code. Only the guest who made
 * the booking or order may answer for its card; anyone else gets the "not found" a missing charge gets.
 */
import { and, eq } from "drizzle-orm";
import { confirmTestCharge, findTestCharge, paysFor } from "@/domains/payments";
import { payments } from "@/domains/payments/schema";
import { properties } from "@/domains/catalogue/schema";
import type { Actor } from "@/server/access";
import type { Database, DbOrTx } from "@/server/db";
import { notFound } from "@/server/functions";
import { describeCheckout, type CheckoutOutcome } from "./checkout";
import { cardChargeHooks, type OtherCardCharge, type OtherChargeOutcome } from "./hooks";
import { settlePayment } from "./payment-sync";
import { bookings } from "./schema";

/** The test gateway's charge ids (`tc_` and 12 base64url characters). */
export const TEST_CHARGE_ID = /^tc_[A-Za-z0-9_-]{12}$/;

export interface PaymentConfirmation {
  chargeId: string;
  reference: string;
  /** What is paid for: the property of a stay, or the tour, transfer or meal of an add-on order. */
  title: string;
  /** Where the guest goes once they have answered: the booking's outcome, or their add-on orders. */
  returnTo: string;
  amountMinor: number;
  currency: string;
  cardLast4: string;
  /** `requires_action` while waiting for the cardholder; anything else means it was answered already. */
  status: string;
}

type ChargeOf =
  | { kind: "stay"; paymentId: string; bookingId: string; reference: string; title: string; returnTo: string }
  | OtherCardCharge;

async function paymentOfCharge(db: DbOrTx, chargeId: string, actor: Actor): Promise<ChargeOf | null> {
  if (actor.kind !== "user" || !TEST_CHARGE_ID.test(chargeId)) return null;
  const [row] = await db
    .select({
      paymentId: payments.id,
      bookingId: bookings.id,
      reference: bookings.reference,
      title: properties.title,
    })
    .from(payments)
    .innerJoin(bookings, paysFor("booking", bookings.id))
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(
      and(
        eq(payments.provider, "test_card"),
        eq(payments.providerReference, chargeId),
        eq(bookings.guestUserId, actor.userId),
      ),
    );
  if (row) return { kind: "stay", ...row, returnTo: `/checkout/${row.reference}` };
  for (const hook of cardChargeHooks()) {
    const other = await hook.find(db, chargeId, actor.userId);
    if (other) return other;
  }
  return null;
}

/** What the confirmation page shows: the charge of one of the actor's own bookings, or null. */
export async function findPaymentConfirmation(
  db: Database,
  options: { actor: Actor; chargeId: string },
): Promise<PaymentConfirmation | null> {
  const row = await paymentOfCharge(db, options.chargeId, options.actor);
  if (!row) return null;
  const charge = await findTestCharge(db, options.chargeId);
  if (!charge) return null;
  return {
    chargeId: charge.id,
    reference: row.reference,
    title: row.title,
    returnTo: row.returnTo,
    amountMinor: charge.amountMinor,
    currency: charge.currency,
    cardLast4: charge.cardLast4,
    status: charge.status,
  };
}

export type ConfirmationOutcome =
  | (CheckoutOutcome & { kind: "stay"; returnTo: string })
  | (OtherChargeOutcome & { kind: OtherCardCharge["kind"]; returnTo: string });

/** Records the cardholder's answer and settles the payment: the `confirmPayment` function. */
export async function confirmCardPayment(
  db: Database,
  input: { chargeId: string; approve: boolean },
  actor: Actor,
): Promise<ConfirmationOutcome> {
  const row = await paymentOfCharge(db, input.chargeId, actor);
  if (!row) throw notFound("There is no payment of yours waiting for this confirmation.");
  // Answering twice changes nothing at the gateway (only a charge waiting for its cardholder moves).
  await confirmTestCharge(db, input.chargeId, input.approve);
  if (row.kind !== "stay") {
    const hook = cardChargeHooks().find((candidate) => candidate.kind === row.kind);
    if (!hook) throw notFound("There is no payment of yours waiting for this confirmation.");
    return { kind: row.kind, returnTo: row.returnTo, ...(await hook.settle(db, row)) };
  }
  await settlePayment(db, row.paymentId);
  return { kind: "stay", returnTo: row.returnTo, ...(await describeCheckout(db, { id: row.bookingId })) };
}
