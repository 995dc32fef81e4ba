/**
 * What money means for a booking: the booking's handler for the payments engine (`bookingPayable`:
 * confirm, send the request, post the sale, refund what nothing is left to pay for) and the booking side's
 * ways in (`settlePayment`, a bank transfer staff mark received; webhooks come through `domains/payables.ts`). The engine
 * (`payments/engine.ts`) asks the provider, moves the payment row and calls this handler with the booking
 * locked, in one transaction, then performs what it answers (capture, void, refund) and asks again; the
 * checkout, the 3-D Secure return, webhooks, accepting a request and the reconciliation job all go through
 * it, so a crash anywhere in between is repaired by running it again.
 */
import { and, asc, eq } from "drizzle-orm";
import { postJournalEntries, postJournalEntry, type JournalEntryInput } from "@/domains/ledger";
import { journalEntries } from "@/domains/ledger/schema";
import {
  applyProviderState,
  paymentProviders,
  paysFor,
  recordRefund,
  refundsRecorded,
  sendPendingRefunds as sendRefunds,
  settle,
  type PayableHandler,
  type PaymentProvider,
  type ProviderAnswer,
  type ProviderId,
} from "@/domains/payments";
import { payments } from "@/domains/payments/schema";
import { settingsInForce, settingsOfVersion } from "@/domains/platform";
import { properties } from "@/domains/catalogue/schema";
import type { Database, DbOrTx } from "@/server/db";
import { env } from "@/server/env";
import { queueEmail, queueEmails, type OutgoingEmail } from "@/server/email";
import { recipientLocale } from "@/server/email/language";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/lib/locales";
import { guestEmail, supplierEmail, type BookingForEmail } from "./emails";
import { runBookingHooks } from "./hooks";
import { LIVE, SOLD } from "./lifecycle";
import { changeStatus, type StatusActor } from "./status-change";
import { paymentLines, saleLines, splitSale, unsoldRefundLines, type LedgerParty } from "./money";
import { bookings } from "./schema";
import { userProfiles } from "@/server/db/identity-schema";

export type Booking = typeof bookings.$inferSelect;
export type Payment = typeof payments.$inferSelect;

/** The payments engine's test seams, where the checkout and the crash tests have always found them. */
export { paymentHooks, recordRefund } from "@/domains/payments";

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
        // What the booking's emails tell about the place (emails/booking-details.tsx).
        address: properties.address,
        latitude: properties.latitude,
        longitude: properties.longitude,
        timeZone: properties.timeZone,
        checkInTime: properties.checkInTime,
        checkOutTime: properties.checkOutTime,
        cancellationPolicy: properties.cancellationPolicy,
      },
    })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(eq(bookings.id, bookingId))
    .for("update", { of: bookings });
  return row ?? null;
}

type PropertyForEmail = Pick<
  BookingForEmail,
  "address" | "latitude" | "longitude" | "timeZone" | "checkInTime" | "checkOutTime" | "cancellationPolicy" | "city"
> & { title: string };

/**
 * What a booking's emails tell, in the guest's language: their profile's (found by the booking's address, so a
 * guest who booked signed out but has an account reads their own language too), else English (docs/I18N.md).
 */
export async function emailFacts(tx: DbOrTx, booking: Booking, property: PropertyForEmail): Promise<BookingForEmail> {
  return {
    reference: booking.reference,
    guestName: booking.guestName,
    guestEmail: booking.guestEmail,
    guestHasAccount: booking.guestUserId !== null,
    guestCount: booking.guestCount,
    childrenAges: booking.childrenAges,
    locale: await recipientLocale(tx, booking.guestEmail),
    propertyTitle: property.title,
    city: property.city,
    address: property.address,
    latitude: property.latitude,
    longitude: property.longitude,
    timeZone: property.timeZone,
    checkInTime: property.checkInTime,
    checkOutTime: property.checkOutTime,
    // The policy the booking was sold under (kept on it at checkout), not one the supplier chose since.
    cancellationPolicy: booking.cancellationPolicy ?? property.cancellationPolicy,
    cancellationRules: booking.cancellationPolicy ? booking.cancellationRules : null,
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    currency: booking.currency,
    totalMinor: booking.totalMinor,
    referralCreditMinor: booking.referralCreditMinor,
    balanceMinor: booking.balanceMinor,
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

/**
 * The supplier's people to tell of booking news (its enabled users' addresses, five at most), each with their
 * own language, not the guest's (docs/I18N.md): one query, the language read from the address's own profile row.
 */
export async function supplierRecipients(
  tx: DbOrTx,
  organisationId: string,
): Promise<{ to: string; locale: Locale }[]> {
  const rows = await tx
    .select({ email: userProfiles.email, language: userProfiles.language })
    .from(userProfiles)
    .where(and(eq(userProfiles.organisationId, organisationId), eq(userProfiles.enabled, true)))
    .orderBy(asc(userProfiles.createdAt))
    .limit(5);
  return rows.map((row) => ({ to: row.email, locale: isLocale(row.language) ? row.language : DEFAULT_LOCALE }));
}

/** A booking's email to each of the supplier's people (`supplierRecipients`), but `except` (who made the change). */
export async function supplierEmails(
  tx: DbOrTx,
  organisationId: string,
  facts: BookingForEmail,
  write: (to: string, facts: BookingForEmail) => Promise<OutgoingEmail>,
  except: string | null = null,
): Promise<OutgoingEmail[]> {
  const emails: OutgoingEmail[] = [];
  for (const { to, locale } of await supplierRecipients(tx, organisationId))
    if (to !== except) emails.push(await write(to, { ...facts, locale }));
  return emails;
}

async function salePosted(tx: DbOrTx, bookingId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(and(eq(journalEntries.bookingId, bookingId), eq(journalEntries.kind, "booking_sale")))
    .limit(1);
  return Boolean(row);
}

/**
 * Posts the sale of a confirmed, paid booking (once). `alongside`: entries of the same change (the payment that
 * pays it), posted whether or not the sale is, in the sale's statement when it is (ledger's `postJournalEntries`).
 */
export async function postSaleOnce(
  tx: DbOrTx,
  booking: Booking,
  property: { organisationId: string; managed: boolean },
  createdBy: string | null,
  alongside: JournalEntryInput[] = [],
) {
  const postAlongside = async () => {
    if (alongside.length > 0) await postJournalEntries(tx, alongside);
  };
  if (await salePosted(tx, booking.id)) return postAlongside();
  // docs/DEPOSITS.md, Ledger: a booking paid in two parts is sold when the balance is paid; until then the
  // deposit stays in guest_funds, the guest's prepayment.
  if (booking.balanceMinor > 0 && booking.balancePaidAt === null) return postAlongside();
  // The commission or management fee of the version that priced the booking, not today's (bookings/schema.ts).
  const sale = splitSale(booking.priceLines, property.managed, await settingsOfVersion(tx, booking.businessSettingsId));
  await postJournalEntries(tx, [
    ...alongside,
    {
      kind: "booking_sale",
      bookingId: booking.id,
      memo: `Booking ${booking.reference}`,
      createdBy,
      lines: saleLines(ledgerParty(booking, property), sale),
    },
  ]);
  // What the sale sets off elsewhere (the invoice, insurance, add-ons, points: domains/booking-hooks.ts) is part of
  // the same transaction, so it exists if and only if the sale commits; `salePosted` above makes it run once.
  await runBookingHooks("onSold", { tx, booking, actorEmail: createdBy, stayMinor: sale.stayMinor });
}

type LockedBooking = NonNullable<Awaited<ReturnType<typeof lockBooking>>>;

/** A held booking paid for, waiting for the host's answer (a request to book). */
async function sendRequest(tx: DbOrTx, { booking, property }: LockedBooking) {
  const appUrl = env().APP_URL;
  const facts = await emailFacts(tx, booking, property);
  // The time to answer is the one in force when the request is sent: it is a promise to the host, not a price.
  const { settings } = await settingsInForce(tx);
  await changeStatus(tx, booking, "pay_request", SYSTEM, "", {
    requestExpiresAt: new Date(Date.now() + settings.requestHours * 3_600_000),
  });
  await queueEmails(tx, [
    await guestEmail("requested", facts, appUrl, { requestHours: settings.requestHours }),
    ...(await supplierEmails(tx, property.organisationId, facts, (to, theirs) =>
      supplierEmail(to, "new-request", theirs, appUrl, settings.requestHours),
    )),
  ]);
}

/**
 * What a payment's states mean for the booking it pays (DOMAIN.md Booking): the payments engine
 * (`settle`) moves the payment row and calls these with the booking locked, in the same transaction.
 */
export const bookingPayable: PayableHandler<LockedBooking> = {
  kind: "booking",
  lockFirst: "payment",
  lock: lockBooking,

  // The provider never heard of it: the call died before reaching it. While the booking lives, the call may
  // still arrive; once it is over, void the key at the provider, so that nothing arriving later can charge.
  async unknown({ payable: { booking }, payment }) {
    return !LIVE.has(booking.status) && payment.status === "pending" ? "void" : null;
  },

  async requiresAction({ payable: { booking }, payment }) {
    if (payment.instalment === 2) return "void";
    return LIVE.has(booking.status) ? null : "void";
  },

  // A bank transfer: the guest is told where to send it the first time we hear of it. Once the booking is
  // over (expired, cancelled, declined), no transfer is expected any more: it is released, as an unanswered
  // card is (docs/SECURITY.md, A crash between the capture and the confirmation: no payment of a finished
  // booking is left open).
  async pending({ tx, payable: { booking, property }, payment }, state) {
    if (!LIVE.has(booking.status)) return "void";
    // A balance transfer's reference is told by the balance's reminder and the guest's bookings page.
    if (payment.instalment === 2) return balanceChargeable(booking) ? null : "void";
    if (payment.providerReference === null) {
      await queueEmail(
        tx,
        await guestEmail("transfer", await emailFacts(tx, booking, property), env().APP_URL, {
          transfer: { reference: state.reference, dueAt: booking.holdExpiresAt },
        }),
      );
    }
    return null;
  },

  async authorised({ tx, payable, payment }) {
    const { booking } = payable;
    // The balance (docs/DEPOSITS.md): taken while the stay is sold and not yet paid; released otherwise.
    if (payment.instalment === 2) return balanceChargeable(booking) ? "capture" : "void";
    if (booking.status === "held" && booking.instantBook !== false) return "capture";
    if (booking.status === "held") {
      await sendRequest(tx, payable);
      return null;
    }
    // Accepted (confirmed) after an authorisation: take the money now.
    if (booking.status === "confirmed" || booking.status === "checked_in" || booking.status === "completed")
      return "capture";
    if (booking.status === "requested") return null;
    return "void";
  },

  async captured({ tx, payable, payment }, state) {
    const { booking, property } = payable;
    const party = ledgerParty(booking, property);
    // Money taken is recorded once (the engine's row says whether this capture was recorded already).
    const paymentEntry: JournalEntryInput[] =
      payment.status === "captured"
        ? []
        : [
            {
              kind: "payment",
              bookingId: booking.id,
              paymentId: payment.id,
              memo: `Payment for ${booking.reference}`,
              lines: paymentLines(party, payment.provider, state.capturedMinor),
            },
          ];
    // A held booking paid for at once (the checkout's card): confirmed and sold, its payment's entry posted in
    // the sale's statement.
    if (payment.instalment !== 2 && booking.status === "held" && booking.instantBook !== false) {
      const appUrl = env().APP_URL;
      const facts = await emailFacts(tx, booking, property);
      await changeStatus(tx, booking, "pay_instant", SYSTEM);
      await postSaleOnce(tx, booking, property, null, paymentEntry);
      // The guest's email and the supplier's people's in one insert.
      await queueEmails(tx, [
        await guestEmail("confirmed", facts, appUrl),
        ...(await supplierEmails(tx, property.organisationId, facts, (to, theirs) =>
          supplierEmail(to, "new-booking", theirs, appUrl),
        )),
      ]);
      return null;
    }
    if (paymentEntry.length > 0) await postJournalEntries(tx, paymentEntry);
    if (payment.instalment === 2) return balanceCaptured(tx, payable, payment, state.capturedMinor);
    if (booking.status === "held") {
      // Paid ahead (a bank transfer) for a request: the host still has to accept.
      await sendRequest(tx, payable);
      return null;
    }
    if (SOLD.has(booking.status)) {
      await postSaleOnce(tx, booking, property, null);
      return null;
    }
    if (booking.status === "requested") return null;
    // Money taken for a booking that is no longer live (expired, declined, cancelled before the sale):
    // everything not yet paid back goes back.
    if (await salePosted(tx, booking.id)) return null;
    // A deposit settled by its cancellation (docs/DEPOSITS.md): the policy decided what goes back, the rest is kept.
    if (booking.balanceMinor > 0 && (await depositSettled(tx, payment.id))) return null;
    const outstanding = state.capturedMinor - (await refundsRecorded(tx, payment.id));
    if (outstanding <= 0) return null;
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
    return { refundMinor: outstanding };
  },

  // Declined or voided: the booking keeps its hold for another try (or the clock's expiry).
  async failedOrVoided() {},
};

/** Whether a booking's balance may be taken now: the stay is sold (or running) and its balance not yet paid. */
function balanceChargeable(booking: Booking): boolean {
  return (
    booking.balanceMinor > 0 &&
    booking.balancePaidAt === null &&
    (booking.status === "confirmed" || booking.status === "checked_in")
  );
}

/**
 * The balance captured (docs/DEPOSITS.md): the booking is paid and the sale posted, once. Money taken for a balance
 * that could no longer be charged (the booking was cancelled meanwhile, or the balance was already paid by another
 * attempt) goes back whole.
 */
async function balanceCaptured(tx: DbOrTx, payable: LockedBooking, payment: Payment, capturedMinor: number) {
  const { booking, property } = payable;
  if (booking.balancePaidAt === null && balanceChargeable(booking)) {
    const [paid] = await tx
      .update(bookings)
      .set({ balancePaidAt: new Date(), updatedAt: new Date() })
      .where(eq(bookings.id, booking.id))
      .returning();
    await postSaleOnce(tx, paid!, property, null);
    return null;
  }
  if (booking.balancePaidAt !== null && (await paidBalanceAttempt(tx, booking.id)) === payment.id) return null;
  const outstanding = capturedMinor - (await refundsRecorded(tx, payment.id));
  if (outstanding <= 0) return null;
  await recordRefund(tx, payment, outstanding, `unsold-balance:${payment.id}`, "No balance to pay");
  await postJournalEntry(tx, {
    kind: "refund",
    bookingId: booking.id,
    paymentId: payment.id,
    memo: `Refund of ${booking.reference}'s balance: the booking is ${booking.status}`,
    lines: unsoldRefundLines(ledgerParty(booking, property), payment.provider, outstanding),
  });
  await tx
    .update(bookings)
    .set({ refundedMinor: Math.min(booking.totalMinor, booking.refundedMinor + outstanding) })
    .where(eq(bookings.id, booking.id));
  return { refundMinor: outstanding };
}

/** Whether a cancellation has already settled this deposit in the ledger (`depositCancellationLines`). */
async function depositSettled(tx: DbOrTx, paymentId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(and(eq(journalEntries.paymentId, paymentId), eq(journalEntries.kind, "refund")))
    .limit(1);
  return Boolean(row);
}

/** The balance attempt that was captured first (the one that paid it). */
async function paidBalanceAttempt(tx: DbOrTx, bookingId: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(paysFor("booking", bookingId), eq(payments.instalment, 2), eq(payments.status, "captured")))
    .orderBy(asc(payments.createdAt))
    .limit(1);
  return row?.id ?? null;
}

/** Tells the providers about refunds recorded but not yet sent (after the commit that recorded them). */
export async function sendPendingRefunds(
  db: Database,
  filter: { paymentId?: string } = {},
  providers: Record<ProviderId, PaymentProvider> = paymentProviders(db),
): Promise<number> {
  return sendRefunds(db, filter, providers);
}

/**
 * Brings a payment and its booking in line with the provider, doing what that calls for (the payments
 * engine's `settle` with the booking's handler). Safe to run any number of times, from anywhere.
 */
export async function settlePayment(
  db: Database,
  paymentId: string,
  providers: Record<ProviderId, PaymentProvider> = paymentProviders(db),
  /** The provider's answer the caller has just had (the checkout's authorisation): not asked for again. */
  answer?: ProviderAnswer,
): Promise<void> {
  await settle(db, paymentId, bookingPayable, providers, answer);
}

/** Staff record that a bank transfer arrived: the bank transfer provider's capture. */
export async function applyTransferReceived(tx: DbOrTx, payment: Payment) {
  return applyProviderState(
    tx,
    payment.id,
    {
      status: "captured",
      reference: payment.providerReference ?? payment.id,
      capturedMinor: payment.amountMinor,
      refundedMinor: payment.refundedMinor,
    },
    bookingPayable,
  );
}
