/**
 * A payment attempt's own state machine (DOMAIN.md Booking, Payment): how our `payments` row follows what its
 * provider says. Pure, so the table can be read and tested on its own; the engine (`engine.ts`) writes what it
 * answers, in the transaction that also lets the thing paid for react.
 *
 *   pending ──requires_action──▶ requires_action
 *   any but voided or failed ──authorised──▶ authorised ──captured──▶ captured
 *   any but failed ──declined──▶ failed        any but voided ──voided──▶ voided
 *   any but captured ──captured──▶ captured (money taken is recorded, whatever we thought; the payable then
 *                                            decides whether it stays or goes back)
 *   pending | requires_action ──given up (the provider never heard of it)──▶ failed
 *
 * An attempt we gave up on (`voided`, `failed`) is never moved to `authorised`: the provider's authorisation
 * is released instead (`refusesAuthorisation`), so a 3-D Secure page approved after another card paid takes
 * nothing (docs/SECURITY.md, One live payment attempt).
 */
import type { ProviderState } from "./provider";
import type { payments } from "./schema";

type PaymentRow = typeof payments.$inferSelect;
export type PaymentStatus = PaymentRow["status"];

/** The columns of a payment row that its provider's answers set. */
export type PaymentRowChange = Partial<
  Pick<PaymentRow, "status" | "providerReference" | "capturedMinor" | "failureMessage">
>;

/** True when an attempt in this status must not take money: an authorisation found for it is voided. */
export function refusesAuthorisation(status: PaymentStatus): boolean {
  return status === "voided" || status === "failed";
}

/**
 * Whether the provider's answer is older than what our row already records. Money taken is never given back by
 * the provider's state (a refund leaves the payment captured), so any other answer for a captured row was read
 * before the capture: two settlements of one payment run at once (a guest's retry beside the job), the slower
 * asked the provider first. Applied, such an answer moved the row back to "authorised", and the next round's
 * capture posted the payment's journal entry a second time.
 */
export function isStaleAnswer(status: PaymentStatus, state: ProviderState): boolean {
  return status === "captured" && state.status !== "captured";
}

/**
 * What the provider's state changes on our row, or null for nothing. `null` for the state means the
 * provider never heard of the payment: our row waits (the call may still arrive) until the payable gives up.
 */
export function paymentRowChange(
  payment: Pick<PaymentRow, "status" | "providerReference">,
  state: ProviderState | null,
): PaymentRowChange | null {
  if (!state || isStaleAnswer(payment.status, state)) return null;
  switch (state.status) {
    case "requires_action":
      return payment.status === "pending" ? { status: "requires_action", providerReference: state.reference } : null;
    case "pending":
      // A bank transfer: it stays pending, and its reference (what the guest writes on the transfer) is kept.
      return payment.providerReference === null ? { providerReference: state.reference } : null;
    case "authorised":
      if (refusesAuthorisation(payment.status)) return null;
      return payment.status === "authorised" ? null : { status: "authorised", providerReference: state.reference };
    case "captured":
      return payment.status === "captured"
        ? null
        : { status: "captured", capturedMinor: state.capturedMinor, providerReference: state.reference };
    case "declined":
      return payment.status === "failed"
        ? null
        : { status: "failed", failureMessage: state.message, providerReference: state.reference };
    case "voided":
      return payment.status === "voided" ? null : { status: "voided", providerReference: state.reference };
  }
}

/** Our row when the payable gives up on an attempt the provider never heard of (its hold ran out). */
export function givenUpChange(payment: Pick<PaymentRow, "status">, failureMessage: string): PaymentRowChange | null {
  return payment.status === "pending" || payment.status === "requires_action"
    ? { status: "failed", failureMessage }
    : null;
}
