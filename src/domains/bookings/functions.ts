import { z } from "zod";
import { fileUrl } from "@/domains/catalogue";
import type { UserActor } from "@/server/access";
import type { Database } from "@/server/db";
import { deliveryOfQueuedMail } from "@/server/email";
import { defineFunction, notFound } from "@/server/functions";
import { bidFunctions } from "./bids";
import { acceptBooking } from "./actions/accept";
import { cancelBooking } from "./actions/cancel";
import { declineBooking } from "./actions/decline";
import { setUnitHousekeeping } from "./actions/housekeeping";
import { previewCancellation } from "./actions/preview-cancellation";
import { runStay } from "./actions/run-stay";
import { markTransferReceived } from "./actions/transfer-received";
import { createBooking, payHeldBooking } from "./checkout";
import { payBalance } from "./deposits";
import { confirmCardPayment, TEST_CHARGE_ID } from "./confirm-payment";
import {
  bookingReferenceText as reference,
  createBookingInput,
  findBookingInput,
  payBalanceInput,
  payBookingInput,
  setUnitHousekeepingInput,
} from "./inputs";
import { requireVerifiedForBankTransfer } from "./hold-limits";
import { checkoutHooks } from "./hooks";
import { findBookingByReference } from "./queries";
import { deskFunctions } from "./desk/functions";

/**
 * A guest finds a booking by its reference and their email, signed in or not (the /bookings page). Both must
 * match; a wrong one answers exactly as a missing booking does.
 */
export const findBookingFunction = defineFunction({
  name: "findBooking",
  kind: "read",
  permission: "public",
  // A reference and an email are all it asks: a limit per address keeps anyone from trying references.
  rateLimit: { perAddress: { max: 30, windowSeconds: 10 * 60 } },
  input: findBookingInput,
  handler: async (input, { db, actor }) => {
    const booking = await findBookingByReference(db, { actor, reference: input.reference, email: input.email });
    if (!booking) throw notFound("No booking matches this reference and email.");
    const { coverKey, ...property } = booking.property;
    return { ...booking, property: { ...property, coverPhotoUrl: coverKey ? fileUrl(coverKey) : null } };
  },
});

/** Holds the dates and pays: the checkout. A retry with the same `idempotencyKey` never books or charges twice. */
export const createBookingFunction = defineFunction({
  name: "createBooking",
  kind: "steps",
  permission: "bookStays",
  input: createBookingInput,
  idempotencyKey: (input) => input.idempotencyKey,
  handler: async (input, { db, actor, audit, headers }) => {
    const outcome = await createBooking(
      db as Database,
      { ...input, affiliateClickId: checkoutHooks().affiliateClickIdOf(headers) },
      actor as UserActor,
    );
    audit({ entity: `booking:${outcome.reference}` });
    return outcome;
  },
});

/** Pays a held booking again after a declined card, or switches it to bank transfer. */
export const payBookingFunction = defineFunction({
  name: "payBooking",
  kind: "steps",
  permission: "bookStays",
  input: payBookingInput,
  handler: async (input, { db, actor, audit }) => {
    audit({ entity: `booking:${input.reference}` });
    // Switching a card hold to bank transfer lengthens it: the same rule as a checkout by transfer.
    requireVerifiedForBankTransfer(actor as UserActor, input.payment.method);
    return payHeldBooking(db as Database, input, actor as UserActor);
  },
});

/**
 * The guest pays the balance after their deposit before its day (docs/DEPOSITS.md). One charge whatever happens:
 * a retry with the same key answers the first call's outcome, and the balance has one live attempt.
 */
export const payBalanceFunction = defineFunction({
  name: "payBalance",
  kind: "steps",
  permission: "bookStays",
  input: payBalanceInput,
  idempotencyKey: (input) => input.idempotencyKey,
  handler: async (input, { db, actor, audit }) => {
    audit({ entity: `booking:${input.reference}` });
    if (input.payment.method === "bank_transfer") requireVerifiedForBankTransfer(actor as UserActor, "bank_transfer");
    return payBalance(db as Database, input, actor as UserActor);
  },
});

/**
 * The cardholder's answer on the test gateway's 3-D Secure style page: approve or refuse the charge, then the
 * booking follows (confirmed, requested, or still held for another card), or the add-on order bought alone
 * (scheduled, or cancelled with its places given back). Only for the guest's own booking or order.
 */
export const confirmPaymentFunction = defineFunction({
  name: "confirmPayment",
  kind: "steps",
  permission: "bookStays",
  input: z.strictObject({
    chargeId: z.string().trim().regex(TEST_CHARGE_ID, { error: "This is not a payment of the test gateway." }),
    approve: z.boolean({ error: "Say whether you confirm the payment." }),
  }),
  handler: async (input, { db, actor, audit }) => {
    const outcome = await confirmCardPayment(db as Database, input, actor);
    audit({ entity: outcome.kind === "stay" ? `booking:${outcome.reference}` : `addon_order:${outcome.reference}` });
    return outcome;
  },
});

export const previewCancellationFunction = defineFunction({
  name: "previewCancellation",
  kind: "read",
  permission: "signedIn",
  input: z.strictObject({ reference }),
  handler: async (input, { db, actor }) => previewCancellation(db as Database, input.reference, actor),
});

export const cancelBookingFunction = defineFunction({
  name: "cancelBooking",
  kind: "steps",
  permission: "signedIn",
  input: z.strictObject({ reference, reason: z.string().trim().max(500).default("") }),
  handler: async (input, { db, actor, audit }) => {
    audit({ entity: `booking:${input.reference}` });
    return cancelBooking(db as Database, input, actor);
  },
});

export const acceptBookingFunction = defineFunction({
  name: "acceptBooking",
  kind: "steps",
  permission: "manageProperties",
  input: z.strictObject({ reference }),
  handler: async (input, { db, actor, audit }) => {
    audit({ entity: `booking:${input.reference}` });
    // `mail`: whether the guest's email went out or is kept in the outbox (no mail server), for honest words.
    return { ...(await acceptBooking(db as Database, input, actor)), mail: deliveryOfQueuedMail() };
  },
});

export const declineBookingFunction = defineFunction({
  name: "declineBooking",
  kind: "steps",
  permission: "manageProperties",
  input: z.strictObject({ reference, note: z.string().trim().max(500).default("") }),
  handler: async (input, { db, actor, audit }) => {
    audit({ entity: `booking:${input.reference}` });
    return { ...(await declineBooking(db as Database, input, actor)), mail: deliveryOfQueuedMail() };
  },
});

/** Check-in, check-out and no-show from the operations desk. */
export const runStayFunction = defineFunction({
  name: "runStay",
  kind: "write",
  permission: "manageProperties",
  input: z.strictObject({ reference, action: z.enum(["check_in", "check_out", "no_show"]) }),
  handler: async (input, { db, actor, audit }) => {
    const result = await runStay(db, input, actor);
    audit({ entity: `booking:${input.reference}`, changes: { status: { from: null, to: result.status } } });
    return result;
  },
});

export const markTransferReceivedFunction = defineFunction({
  name: "markTransferReceived",
  kind: "write",
  permission: "staff",
  input: z.strictObject({ reference }),
  handler: async (input, { db, actor, audit }) => {
    audit({ entity: `booking:${input.reference}` });
    return markTransferReceived(db, input, actor);
  },
});

export const setUnitHousekeepingFunction = defineFunction({
  name: "setUnitHousekeeping",
  kind: "write",
  permission: "manageProperties",
  input: setUnitHousekeepingInput,
  handler: async (input, { db, actor, audit }) => {
    audit({ entity: `unit:${input.unitId}`, changes: { housekeeping: { from: null, to: input.housekeeping } } });
    return setUnitHousekeeping(db, input, actor);
  },
});

export const bookingFunctions = [
  findBookingFunction,
  createBookingFunction,
  payBookingFunction,
  payBalanceFunction,
  confirmPaymentFunction,
  previewCancellationFunction,
  cancelBookingFunction,
  acceptBookingFunction,
  declineBookingFunction,
  runStayFunction,
  markTransferReceivedFunction,
  setUnitHousekeepingFunction,
  ...deskFunctions,
  ...bidFunctions,
];
