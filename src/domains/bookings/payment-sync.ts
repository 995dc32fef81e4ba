/**
 * Our records follow the payment provider: `settlePayment` asks the provider what happened to a payment and
 * applies it to the payment, the booking and the ledger in one transaction, then performs what that calls
 * for (capture, void, refund) and asks again. The checkout, the 3-D Secure return, webhooks, accepting a
 * request and the reconciliation job all go through it, so there is one place where money meets bookings,
 * and a crash anywhere in between is repaired by running it again.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import { issueGuestInvoice } from "@/domains/accounts";
import { confirmAddonsOfBooking } from "@/domains/addons";
import { creditPointsOnce } from "@/domains/airline";
import { postJournalEntry } from "@/domains/ledger";
import { journalEntries } from "@/domains/ledger/schema";
import { paymentProviders, type PaymentProvider, type ProviderState } from "@/domains/payments";
import { paymentRefunds, payments } from "@/domains/payments/schema";
import { BUSINESS_SETTINGS } from "@/domains/platform/settings";
import { properties } from "@/domains/catalogue/schema";
import type { Database, DbOrTx } from "@/server/db";
import { env } from "@/server/env";
import { queueEmail } from "@/server/email";
import { guestEmail, supplierEmail, type BookingForEmail } from "./emails";
import { ANONYMOUS } from "@/server/access";
import { postExtrasSale } from "./extras";
import { changeStatus, type StatusActor } from "./status-change";
import { paymentLines, saleLines, splitSale, unsoldRefundLines, type LedgerParty } from "./money";
import { bookings } from "./schema";

export type Booking = typeof bookings.$inferSelect;
export type Payment = typeof payments.$inferSelect;

type ProviderAction = "capture" | "void" | null;

/** Test seams: a thrown error here simulates a crash between a provider call and our records. */
export const paymentHooks: { afterProviderCall?: (action: "authorise" | "capture" | "void" | "refund") => void } = {};

const SYSTEM: StatusActor = { kind: "system", email: null };

/** The booking, its property's money facts and who to tell, locked for the change. */
export async function lockBooking(tx: DbOrTx, bookingId: string) {
  const [row] = await tx
    .select({
      booking: bookings,
      property: {
        title: properties.title,
        city: properties.city,
        organisationId: properties.organisationId,
        managed: properties.managed,
      },
    })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(eq(bookings.id, bookingId))
    .for("update", { of: bookings });
  return row ?? null;
}

export function emailFacts(booking: Booking, property: { title: string; city: string }): BookingForEmail {
  return {
    reference: booking.reference,
    guestName: booking.guestName,
    guestEmail: booking.guestEmail,
    propertyTitle: property.title,
    city: property.city,
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    currency: booking.currency,
    totalMinor: booking.totalMinor,
  };
}

export function ledgerParty(booking: Booking, property: { organisationId: string; managed: boolean }): LedgerParty {
  return {
    currency: booking.currency,
    organisationId: property.organisationId,
    propertyId: booking.propertyId,
    managed: property.managed,
  };
}

/** The emails of the supplier's people (its users' addresses), for booking news. */
export async function supplierAddresses(tx: DbOrTx, organisationId: string): Promise<string[]> {
  const result = await tx.execute<{ email: string }>(
    sql`select email from user_profiles where organisation_id = ${organisationId}::uuid and enabled order by created_at limit 5`,
  );
  return result.rows.map((row) => row.email);
}

async function salePosted(tx: DbOrTx, bookingId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(and(eq(journalEntries.bookingId, bookingId), eq(journalEntries.kind, "booking_sale")))
    .limit(1);
  return Boolean(row);
}

/** Posts the sale of a confirmed, paid booking (once). */
export async function postSaleOnce(
  tx: DbOrTx,
  booking: Booking,
  property: { organisationId: string; managed: boolean },
  createdBy: string | null,
) {
  if (await salePosted(tx, booking.id)) return;
  const sale = splitSale(booking.priceLines, property.managed, BUSINESS_SETTINGS);
  await postJournalEntry(tx, {
    kind: "booking_sale",
    bookingId: booking.id,
    memo: `Booking ${booking.reference}`,
    createdBy,
    lines: saleLines(ledgerParty(booking, property), sale),
  });
  // The guest's invoice is issued with the sale, in the same transaction (its number is taken only if it commits).
  await issueGuestInvoice(tx, booking.id, createdBy);
  // Extras sold with the stay (insurance: the policy and the insurer's entry) and the airline member's points
  // are part of the same sale: they exist if and only if it commits.
  await postExtrasSale(tx, booking, createdBy);
  // Add-ons held with the stay are scheduled, one `addon_sale` per supplier's order; only held orders are
  // touched, and this runs once with the sale (`salePosted` above), so a repeat posts nothing twice.
  await confirmAddonsOfBooking(tx, booking.id, createdBy);
  await creditPointsOnce(tx, booking, sale.stayMinor, ANONYMOUS);
}

/**
 * Applies the provider's state of a payment to our records, in one transaction with the booking locked.
 * Answers what must be asked of the provider next, if anything.
 */
async function applyProviderState(
  tx: DbOrTx,
  paymentId: string,
  state: ProviderState | null,
): Promise<{ action: ProviderAction; refundMinor: number }> {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for("update");
  // An add-on order's payment is the add-ons domain's to settle (`settleAddonPayment`).
  if (!payment?.bookingId) return { action: null, refundMinor: 0 };
  const locked = await lockBooking(tx, payment.bookingId);
  if (!locked) return { action: null, refundMinor: 0 };
  const { booking, property } = locked;
  const appUrl = env().APP_URL;
  const facts = emailFacts(booking, property);
  const setPayment = (fields: Partial<Payment>) =>
    tx
      .update(payments)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(payments.id, payment.id));
  const live = ["held", "requested", "confirmed", "checked_in", "completed", "no_show"].includes(booking.status);

  // The provider never heard of it: the call died before reaching it. While the booking lives, the call may
  // still arrive; once it is over, void the key at the provider, so that nothing arriving later can charge.
  if (!state) return { action: !live && payment.status === "pending" ? "void" : null, refundMinor: 0 };
  switch (state.status) {
    case "requires_action":
      if (!live) return { action: "void", refundMinor: 0 };
      if (payment.status === "pending")
        await setPayment({ status: "requires_action", providerReference: state.reference });
      return { action: null, refundMinor: 0 };
    case "pending": {
      // A transfer still awaited for a booking that is over (expired, cancelled): nobody should send it now.
      if (!live) return { action: "void", refundMinor: 0 };
      if (payment.providerReference === null) {
        await setPayment({ providerReference: state.reference });
        const dueBy = booking.holdExpiresAt
          ? booking.holdExpiresAt.toISOString().replace("T", " ").slice(0, 16) + " UTC"
          : "";
        await queueEmail(
          tx,
          guestEmail("transfer", facts, appUrl, { transfer: { reference: state.reference, dueBy } }),
        );
      }
      return { action: null, refundMinor: 0 };
    }
    case "declined":
      if (payment.status !== "failed")
        await setPayment({ status: "failed", failureMessage: state.message, providerReference: state.reference });
      return { action: null, refundMinor: 0 };
    case "voided":
      if (payment.status !== "voided") await setPayment({ status: "voided", providerReference: state.reference });
      return { action: null, refundMinor: 0 };
    case "authorised": {
      // An attempt we gave up on (released for a newer one) never takes money, whatever the provider says.
      if (payment.status === "voided" || payment.status === "failed") return { action: "void", refundMinor: 0 };
      if (payment.status !== "authorised")
        await setPayment({ status: "authorised", providerReference: state.reference });
      if (booking.status === "held" && booking.instantBook !== false) return { action: "capture", refundMinor: 0 };
      if (booking.status === "held") {
        await changeStatus(tx, booking, "pay_request", SYSTEM, "", {
          requestExpiresAt: new Date(Date.now() + BUSINESS_SETTINGS.requestHours * 3_600_000),
        });
        await queueEmail(tx, guestEmail("requested", facts, appUrl));
        for (const to of await supplierAddresses(tx, property.organisationId))
          await queueEmail(tx, supplierEmail(to, "new-request", facts, appUrl));
        return { action: null, refundMinor: 0 };
      }
      // Accepted (confirmed) after an authorisation: take the money now.
      if (booking.status === "confirmed" || booking.status === "checked_in" || booking.status === "completed")
        return { action: "capture", refundMinor: 0 };
      if (booking.status === "requested") return { action: null, refundMinor: 0 };
      return { action: "void", refundMinor: 0 };
    }
    case "captured": {
      const party = ledgerParty(booking, property);
      if (payment.status !== "captured") {
        await setPayment({
          status: "captured",
          capturedMinor: state.capturedMinor,
          providerReference: state.reference,
        });
        await postJournalEntry(tx, {
          kind: "payment",
          bookingId: booking.id,
          paymentId: payment.id,
          memo: `Payment for ${booking.reference}`,
          lines: paymentLines(party, payment.provider, state.capturedMinor),
        });
      }
      if (booking.status === "held") {
        if (booking.instantBook !== false) {
          await changeStatus(tx, booking, "pay_instant", SYSTEM);
          await postSaleOnce(tx, booking, property, null);
          await queueEmail(tx, guestEmail("confirmed", facts, appUrl));
          for (const to of await supplierAddresses(tx, property.organisationId))
            await queueEmail(tx, supplierEmail(to, "new-booking", facts, appUrl));
        } else {
          // Paid ahead (a bank transfer) for a request: the host still has to accept.
          await changeStatus(tx, booking, "pay_request", SYSTEM, "", {
            requestExpiresAt: new Date(Date.now() + BUSINESS_SETTINGS.requestHours * 3_600_000),
          });
          await queueEmail(tx, guestEmail("requested", facts, appUrl));
          for (const to of await supplierAddresses(tx, property.organisationId))
            await queueEmail(tx, supplierEmail(to, "new-request", facts, appUrl));
        }
        return { action: null, refundMinor: 0 };
      }
      if (["confirmed", "checked_in", "completed", "no_show"].includes(booking.status)) {
        await postSaleOnce(tx, booking, property, null);
        return { action: null, refundMinor: 0 };
      }
      if (booking.status === "requested") return { action: null, refundMinor: 0 };
      // Money taken for a booking that is no longer live (expired, declined, cancelled before the sale):
      // everything not yet paid back goes back.
      if (await salePosted(tx, booking.id)) return { action: null, refundMinor: 0 };
      const outstanding = state.capturedMinor - (await refundsRecorded(tx, payment.id));
      if (outstanding > 0) {
        await recordRefund(tx, payment, outstanding, `unsold:${payment.id}`, "No booking to pay for");
        await postJournalEntry(tx, {
          kind: "refund",
          bookingId: booking.id,
          paymentId: payment.id,
          memo: `Refund of ${booking.reference}: the booking is ${booking.status}`,
          lines: unsoldRefundLines(party, payment.provider, outstanding),
        });
        await tx
          .update(bookings)
          .set({ refundedMinor: Math.min(booking.totalMinor, booking.refundedMinor + outstanding) })
          .where(eq(bookings.id, booking.id));
      }
      return { action: null, refundMinor: outstanding };
    }
  }
}

async function refundsRecorded(tx: DbOrTx, paymentId: string): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${paymentRefunds.amountMinor}), 0)` })
    .from(paymentRefunds)
    .where(eq(paymentRefunds.paymentId, paymentId));
  return Number(row?.total ?? 0);
}

/** Records a refund to send (in the caller's transaction); `sendPendingRefunds` tells the provider after commit. */
export async function recordRefund(
  tx: DbOrTx,
  payment: Payment,
  amountMinor: number,
  idempotencyKey: string,
  reason: string,
) {
  await tx
    .insert(paymentRefunds)
    .values({ paymentId: payment.id, amountMinor, idempotencyKey, reason })
    .onConflictDoNothing();
  await tx
    .update(payments)
    .set({ refundedMinor: sql`${payments.refundedMinor} + ${amountMinor}`, updatedAt: new Date() })
    .where(eq(payments.id, payment.id));
}

/** Tells the providers about refunds recorded but not yet sent (after the commit that recorded them). */
export async function sendPendingRefunds(
  db: Database,
  filter: { paymentId?: string } = {},
  providers = paymentProviders(db),
): Promise<number> {
  const pending = await db
    .select({ refund: paymentRefunds, payment: payments })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .where(
      and(isNull(paymentRefunds.sentAt), filter.paymentId ? eq(paymentRefunds.paymentId, filter.paymentId) : undefined),
    );
  for (const { refund, payment } of pending) {
    const provider = providers[payment.provider];
    const { reference } = await provider.refund({
      idempotencyKey: payment.idempotencyKey,
      refundKey: refund.idempotencyKey,
      amountMinor: refund.amountMinor,
    });
    paymentHooks.afterProviderCall?.("refund");
    await db
      .update(paymentRefunds)
      .set({ sentAt: new Date(), providerReference: reference })
      .where(eq(paymentRefunds.id, refund.id));
  }
  return pending.length;
}

/**
 * Brings a payment and its booking in line with the provider, doing what that calls for. Safe to run any
 * number of times, from anywhere.
 */
export async function settlePayment(
  db: Database,
  paymentId: string,
  providers: Record<string, PaymentProvider> = paymentProviders(db),
): Promise<void> {
  for (let round = 0; round < 4; round++) {
    const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
    if (!payment) return;
    const provider = providers[payment.provider]!;
    const state = await provider.status(payment.idempotencyKey);
    const { action, refundMinor } = await db.transaction((tx) => applyProviderState(tx, paymentId, state));
    if (refundMinor > 0) await sendPendingRefunds(db, { paymentId }, providers as never);
    if (!action) return;
    if (action === "capture") await provider.capture({ idempotencyKey: payment.idempotencyKey });
    else await provider.void({ idempotencyKey: payment.idempotencyKey });
    paymentHooks.afterProviderCall?.(action);
  }
}

/** Staff record that a bank transfer arrived: the bank transfer provider's capture. */
export async function applyTransferReceived(tx: DbOrTx, payment: Payment) {
  return applyProviderState(tx, payment.id, {
    status: "captured",
    reference: payment.providerReference ?? payment.id,
    capturedMinor: payment.amountMinor,
    refundedMinor: payment.refundedMinor,
  });
}

/**
 * A provider's webhook: when its signature is right, the payment it names is settled (its body is not
 * trusted: the provider is asked for the state). Answers false for a webhook that is not the provider's.
 */
export async function receivePaymentWebhook(
  db: Database,
  providerId: keyof ReturnType<typeof paymentProviders>,
  body: string,
  headers: Headers,
  providers = paymentProviders(db),
): Promise<boolean> {
  const idempotencyKey = await providers[providerId].webhook(body, headers);
  if (!idempotencyKey) return false;
  const [payment] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.idempotencyKey, idempotencyKey));
  if (payment) await settlePayment(db, payment.id, providers);
  return true;
}
