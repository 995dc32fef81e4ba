/**
 * Bookings taken at the front desk (docs/FRONT-DESK.md): operations or the supplier book a walk-in or telephone
 * guest under the checkout's rules (DOMAIN.md Booking): the property row locked so that the desk and a guest's
 * checkout take turns, the quote of the business settings in force (recorded on the booking), the exclusion
 * constraints as the last word. A card or a bank transfer goes through the payments engine as at checkout; cash is
 * paid at the desk, so the booking is confirmed at once and the money posted in the same transaction.
 */
import { randomUUID } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { occupancyOf, partySize, quoteProduct, type StayRequest } from "@/domains/catalogue";
import { properties, UNIT_ARCHIVED_CONSTRAINT } from "@/domains/catalogue/schema";
import { ACCOUNTS, postJournalEntry } from "@/domains/ledger";
import {
  authoriseAttempt,
  openAttempt,
  paymentProviders,
  paysFor,
  type PaymentProvider,
  type ProviderId,
} from "@/domains/payments";
import { payments } from "@/domains/payments/schema";
import { settingsInForce, settingsOfVersion, type SettingsInForce } from "@/domains/platform";
import { bookingReference } from "@/lib/ids";
import { isPgError, PG } from "@/lib/pg-errors";
import { addDays } from "@/lib/dates";
import { bookingRoleOf, type Actor, type BookingRole, type UserActor } from "@/server/access";
import type { Database, DbOrTx } from "@/server/db";
import { authUsers, organisations, userProfiles } from "@/server/db/identity-schema";
import { queueEmail, queueEmails } from "@/server/email";
import { env } from "@/server/env";
import { aborted, FunctionError, invalidArgument, notFound } from "@/server/functions";
import { guestEmail, supplierEmail } from "../emails";
import { runBookingHooks } from "../hooks";
import { amountDueMinor, saleLines, splitSale } from "../money";
import {
  bookingPayable,
  emailFacts,
  ledgerParty,
  lockBooking,
  postSaleOnce,
  settlePayment,
  supplierEmails,
  type Booking,
} from "../payment-sync";
import { bookingEvents, bookings, deskBookings } from "../schema";
import { cashHolderOf, supplierHeldSaleLines, type CashHolder } from "./cash";
import { hourlyTimesOf } from "../hourly-times";
import type { BookAtDeskInput, DeskQuoteInput } from "./inputs";

export type DeskPaymentMethod = BookAtDeskInput["payment"]["method"];

export interface DeskBookingOutcome {
  reference: string;
  status: Booking["status"];
  totalMinor: number;
  currency: string;
  /** Whether the guest's email matched an account with a verified address, which now lists the booking. */
  linkedToAccount: boolean;
  payment: {
    method: DeskPaymentMethod;
    /** Card and bank transfer: the payment attempt's state; cash: `captured` (paid at the desk). */
    status: string;
    /** A refused card's reason, in words for the desk. */
    message: string | null;
    /** Bank transfer: the reference the guest quotes with the transfer. */
    transferReference: string | null;
    /** Cash: who holds it (docs/FRONT-DESK.md). */
    cashHeldBy: CashHolder | null;
  };
  holdExpiresAt: string | null;
}

type DeskRole = Exclude<BookingRole, "guest">;

/**
 * Who may take a booking at a property's desk (the access module's `bookingRoleOf` of a booking nobody owns yet):
 * staff anywhere, operations at managed properties, a supplier at its own unmanaged ones. A managed property's
 * owner sees its bookings but operations runs its stays, so its desk is operations'.
 */
function deskRoleOf(actor: Actor, property: { organisationId: string; managed: boolean }): DeskRole | null {
  const role = bookingRoleOf(actor, { guestUserId: null }, property);
  return role === null || role === "guest" ? null : role;
}

/**
 * A property of the actor's desk, locked when asked: one outside the scope answers as a missing one does (the
 * access module's rule, asked before anything about the property's state is told).
 */
async function deskProperty(tx: DbOrTx, actor: Actor, propertyId: string, lock: boolean) {
  const query = tx
    .select({
      id: properties.id,
      organisationId: properties.organisationId,
      managed: properties.managed,
      status: properties.status,
      cancellationPolicy: properties.cancellationPolicy,
      cancellationRules: properties.cancellationRules,
      organisationEnabled: organisations.enabled,
    })
    .from(properties)
    .innerJoin(organisations, eq(organisations.id, properties.organisationId))
    .where(eq(properties.id, propertyId));
  const [property] = lock ? await query.for("update", { of: properties }) : await query;
  const role = property ? deskRoleOf(actor, property) : null;
  if (!property || !role) throw notFound("There is no such property.");
  // The checkout's rule: only a place on sale takes bookings (DOMAIN.md Catalogue, listing statuses).
  if (property.status !== "listed" || !property.organisationEnabled)
    throw aborted("This place is not listed, so it takes no bookings. List it first.");
  return { property, role };
}

/**
 * The price of a desk stay, one way for the form's live price and the booking: the unit picked (or the cheapest
 * free one), in the property's currency, with the guest's nationality for the stay taxes.
 */
function quoteDeskStay(db: DbOrTx, input: DeskQuoteInput, inForce: SettingsInForce, actor: Actor) {
  return quoteProduct(
    db,
    {
      propertyId: input.propertyId,
      unitId: input.unitId,
      stay: input.stay,
      guests: input.guests,
      rates: null,
      guestNationality: input.guestNationality ?? null,
      settings: inForce,
    },
    { actor },
  );
}

/** The quote a desk booking would be charged: the `quoteAtDesk` function, the form's live price. */
export async function quoteAtDesk(db: DbOrTx, input: DeskQuoteInput, actor: Actor) {
  await deskProperty(db, actor, input.propertyId, false);
  const quoted = await quoteDeskStay(db, input, await settingsInForce(db), actor);
  if (!quoted.available) return { available: false as const, problem: quoted.problem, message: quoted.message };
  return {
    available: true as const,
    unitId: quoted.unitId,
    unitName: quoted.unitName,
    currency: quoted.quote.currency,
    totalMinor: quoted.quote.totalMinor,
    lines: quoted.quote.lines.map((line) => ({ kind: line.kind, label: line.label, amountMinor: line.amountMinor })),
  };
}

/**
 * The guest's account, when one has this address and has proved it (SPEC.md §4: an unverified address proves
 * nothing): the booking is then theirs on /bookings. Otherwise the booking has no account, as a signed-out
 * guest's lookup by reference and email finds it (docs/FRONT-DESK.md).
 */
async function verifiedAccountOf(tx: DbOrTx, email: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: authUsers.id })
    .from(userProfiles)
    .innerJoin(authUsers, eq(authUsers.id, userProfiles.authUserId))
    .where(and(eq(userProfiles.email, email), eq(userProfiles.enabled, true), eq(authUsers.emailVerified, true)))
    .limit(1);
  return row?.id ?? null;
}

/**
 * The cash's journal entries. At a managed property operations hold it for the platform: the payment is the
 * platform's `cash:desk` against the guest's funds, and the sale splits as any other (`postSaleOnce`). At a
 * supplier's own property the supplier keeps it, so no cash account of ours moves: the sale's guest funds are
 * the supplier's payable instead, which leaves the supplier owing our fees and the taxes, deducted from its next
 * settlement like any sale's lines (DOMAIN.md Money).
 */
async function postCash(
  tx: DbOrTx,
  booking: Booking,
  property: { organisationId: string; managed: boolean },
  actorEmail: string,
): Promise<CashHolder> {
  const holder = cashHolderOf(property);
  const party = ledgerParty(booking, property);
  if (holder === "platform") {
    await postJournalEntry(tx, {
      kind: "payment",
      bookingId: booking.id,
      memo: `Cash at the desk for ${booking.reference}`,
      createdBy: actorEmail,
      lines: [
        {
          account: ACCOUNTS.cashDesk,
          currency: party.currency,
          amountMinor: booking.totalMinor,
          propertyId: party.propertyId,
        },
        {
          account: ACCOUNTS.guestFunds,
          currency: party.currency,
          amountMinor: -booking.totalMinor,
          propertyId: party.propertyId,
        },
      ],
    });
    await postSaleOnce(tx, booking, property, actorEmail);
    return holder;
  }
  const sale = splitSale(booking.priceLines, property.managed, await settingsOfVersion(tx, booking.businessSettingsId));
  await postJournalEntry(tx, {
    kind: "booking_sale",
    bookingId: booking.id,
    memo: `Booking ${booking.reference}, paid in cash to the supplier`,
    createdBy: actorEmail,
    lines: supplierHeldSaleLines(saleLines(party, sale), party.organisationId),
  });
  await runBookingHooks("onSold", { tx, booking, actorEmail, stayMinor: sale.stayMinor });
  return holder;
}

/** Books a guest at the desk and takes the payment: the `bookAtDesk` function. */
export async function bookAtDesk(
  db: Database,
  input: BookAtDeskInput,
  actor: UserActor,
  providers: Record<ProviderId, PaymentProvider> = paymentProviders(db),
): Promise<DeskBookingOutcome> {
  const earlier = await bookingOfKey(db, input.idempotencyKey);
  if (earlier) {
    if (earlier.takenByUserId !== actor.userId)
      throw invalidArgument("This booking form was already used. Reload the page to start again.");
    return describeDeskBooking(db, earlier.bookingId);
  }

  const method = input.payment.method;
  const { booking, payment } = await db
    .transaction(async (tx) => {
      const { property, role } = await deskProperty(tx, actor, input.propertyId, true);
      // One reading of the business settings prices, holds and splits this booking, as at checkout.
      const inForce = await settingsInForce(tx);
      const quoted = await quoteDeskStay(tx, input, inForce, actor);
      if (!quoted.available) {
        if (quoted.problem === "booked") throw aborted(`${quoted.message} Choose other dates or another unit.`);
        if (quoted.problem === "not_found") throw notFound("There is no such property.");
        throw invalidArgument(quoted.message);
      }
      const settings = inForce.settings;
      const guestEmailAddress = input.guest.email.toLowerCase();
      const guestUserId = await verifiedAccountOf(tx, guestEmailAddress);
      const stay: StayRequest = input.stay;
      const hourly = stay.mode === "hourly";
      const occupancy = occupancyOf(input.guests);
      const now = new Date();
      const holdMs =
        method === "bank_transfer" ? settings.bankTransferHoldHours * 3_600_000 : settings.holdMinutes * 60_000;
      const [created] = await tx
        .insert(bookings)
        .values({
          reference: bookingReference(),
          propertyId: property.id,
          unitId: quoted.unitId,
          guestUserId,
          guestName: input.guest.name,
          guestEmail: guestEmailAddress,
          guestPhone: input.guest.phone,
          guestCount: partySize(occupancy),
          childrenAges: occupancy.childrenAges,
          checkIn: hourly ? stay.day : stay.checkIn,
          checkOut: hourly ? addDays(stay.day, 1) : stay.checkOut,
          stayMode: stay.mode,
          ...(hourly ? await hourlyTimesOf(tx, property.id, stay) : {}),
          // Cash is paid as the booking is made: nothing to hold it for.
          status: method === "cash" ? "confirmed" : "held",
          channel: "desk",
          currency: quoted.quote.currency,
          totalMinor: quoted.quote.totalMinor,
          priceLines: quoted.quote.lines,
          cancellationPolicy: property.cancellationPolicy,
          cancellationRules: property.cancellationRules,
          // The host (or operations for it) takes this booking: it is its acceptance, so no request follows.
          instantBook: true,
          paymentMethod: method === "cash" ? null : method,
          taxBasis: quoted.quote.taxBasis,
          businessSettingsId: inForce.versionId,
          holdExpiresAt: method === "cash" ? null : new Date(now.getTime() + holdMs),
          idempotencyKey: input.idempotencyKey,
        })
        .returning();
      const booking = created!;
      await tx.insert(bookingEvents).values({
        bookingId: booking.id,
        fromStatus: null,
        toStatus: booking.status,
        actorKind: role,
        actorEmail: actor.email,
        note: `Taken at the front desk (${METHOD_WORDS[method]})`,
      });
      await tx.insert(deskBookings).values({
        bookingId: booking.id,
        takenByUserId: actor.userId,
        takenByEmail: actor.email,
        paymentMethod: method,
        cashHeldBy: method === "cash" ? cashHolderOf(property) : null,
      });
      await runBookingHooks("onHeld", { tx, booking, actorEmail: actor.email, affiliateClickId: null });
      if (method === "cash") {
        await postCash(tx, booking, property, actor.email);
        await tellConfirmed(tx, booking, actor.email);
        return { booking, payment: null };
      }
      const payment = await openAttempt(tx, {
        payableKind: "booking",
        payableId: booking.id,
        provider: method === "card" ? "test_card" : "bank_transfer",
        currency: booking.currency,
        amountMinor: amountDueMinor(booking),
        idempotencyKey: randomUUID(),
      });
      return { booking, payment };
    })
    .catch((error: unknown) => {
      // The exclusion constraints caught what the quote could not see: another transaction's booking.
      if (isPgError(error, PG.exclusionViolation))
        throw aborted("These dates were just booked by someone else. Choose other dates.");
      if (isPgError(error, PG.checkViolation, UNIT_ARCHIVED_CONSTRAINT))
        throw aborted("This unit was just taken off sale for these dates. Choose other dates or another unit.");
      // The same form sent twice at once: the other call made the booking (the key is unique).
      if (isPgError(error, PG.uniqueViolation))
        throw aborted("This booking is already being made. Reload the desk to see it.");
      throw error;
    });

  if (payment && input.payment.method !== "cash") {
    const state = await authoriseAttempt(
      db,
      payment,
      {
        amountMinor: amountDueMinor(booking),
        currency: booking.currency,
        card: input.payment.method === "card" ? input.payment.card : undefined,
      },
      bookingPayable,
      providers,
    );
    // A declined card keeps the hold for another try (or the clock's expiry), as at checkout.
    if (state.status !== "declined") await settlePayment(db, payment.id, providers);
  }
  return describeDeskBooking(db, booking.id);
}

const METHOD_WORDS: Record<DeskPaymentMethod, string> = {
  card: "card",
  bank_transfer: "bank transfer",
  cash: "cash",
};

/** The guest's confirmation and the supplier's news of a cash booking, in the outbox with the booking. */
async function tellConfirmed(tx: DbOrTx, booking: Booking, takenBy: string) {
  const locked = await lockBooking(tx, booking.id);
  if (!locked) throw new FunctionError("not-found", "No such booking.");
  const appUrl = env().APP_URL;
  const facts = await emailFacts(tx, locked.booking, locked.property);
  await queueEmail(tx, await guestEmail("confirmed", facts, appUrl));
  // The supplier's people hear of it, except whoever took it.
  await queueEmails(
    tx,
    await supplierEmails(
      tx,
      locked.property.organisationId,
      facts,
      (to, theirs) => supplierEmail(to, "new-booking", theirs, appUrl),
      takenBy,
    ),
  );
}

async function bookingOfKey(db: DbOrTx, key: string) {
  const [row] = await db
    .select({ bookingId: deskBookings.bookingId, takenByUserId: deskBookings.takenByUserId })
    .from(bookings)
    .innerJoin(deskBookings, eq(deskBookings.bookingId, bookings.id))
    .where(eq(bookings.idempotencyKey, key));
  if (row) return row;
  // A checkout's key is not the desk's: the form makes its own.
  const [other] = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.idempotencyKey, key));
  if (other) throw invalidArgument("This booking form was already used. Reload the page to start again.");
  return null;
}

/** What the desk shows after booking: the booking's status and how it was paid. */
export async function describeDeskBooking(db: DbOrTx, bookingId: string): Promise<DeskBookingOutcome> {
  const [row] = await db
    .select({ booking: bookings, desk: deskBookings })
    .from(bookings)
    .innerJoin(deskBookings, eq(deskBookings.bookingId, bookings.id))
    .where(eq(bookings.id, bookingId));
  if (!row) throw new FunctionError("not-found", "No such booking.");
  const { booking, desk } = row;
  const [payment] = await db
    .select()
    .from(payments)
    .where(paysFor("booking", booking.id))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return {
    reference: booking.reference,
    status: booking.status,
    totalMinor: booking.totalMinor,
    currency: booking.currency,
    linkedToAccount: booking.guestUserId !== null,
    holdExpiresAt: booking.status === "held" ? (booking.holdExpiresAt?.toISOString() ?? null) : null,
    payment: {
      method: desk.paymentMethod,
      status: desk.paymentMethod === "cash" ? "captured" : (payment?.status ?? "pending"),
      message: payment?.status === "failed" ? (payment.failureMessage ?? "The payment did not go through.") : null,
      transferReference: payment?.provider === "bank_transfer" ? payment.providerReference : null,
      cashHeldBy: desk.cashHeldBy,
    },
  };
}
