/**
 * Checkout (DOMAIN.md Booking): hold the dates, then pay. The hold is its own transaction, with the
 * property row locked so that two checkouts (or a checkout and a calendar change) for one property take
 * turns, and the exclusion constraints as the last word: whoever comes second finds the dates taken and gets
 * `aborted` before any payment exists. Payment happens after the hold commits, then `settlePayment` brings
 * the booking in line with what the provider says.
 */
import { randomUUID } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import { occupancyOf, partySize, quoteProduct, type Occupancy, type StayRequest } from "@/domains/catalogue";
import { properties, UNIT_ARCHIVED_CONSTRAINT } from "@/domains/catalogue/schema";
import { latestRates, ratesInto } from "@/domains/currency";
import { organisations } from "@/server/db/identity-schema";
import {
  ALREADY_IN_PROGRESS,
  authoriseAttempt,
  liveAttemptOf,
  openAttempt,
  paymentProviders,
  releaseAttempt,
  type CardDetails,
  type PaymentProvider,
  type ProviderId,
  paysFor,
} from "@/domains/payments";
import { payments } from "@/domains/payments/schema";
import { settingsInForce } from "@/domains/platform";
import { rememberNationality } from "@/domains/identity";
import { bookingReference } from "@/lib/ids";
import type { UserActor } from "@/server/access";
import type { Database, DbOrTx } from "@/server/db";
import { aborted, FunctionError, invalidArgument, notFound } from "@/server/functions";
import { extraLines, extrasTotal, insertExtras, priceExtras, type ExtraRequest } from "./extras";
import { claimHoldForGuest, requireVerifiedForBankTransfer } from "./hold-limits";
import { hourlyTimesOf } from "./hourly-times";
import { checkoutHooks, runBookingHooks } from "./hooks";
import type { CheckoutAddonItem } from "./inputs";
import { bookingPayable, settlePayment, type Booking, type Payment } from "./payment-sync";
import { amountDueMinor, chargeAtCheckoutMinor } from "./money";
import { planPayment } from "./deposits-plan";
import { bookingEvents, bookings } from "./schema";
import { isPgError, PG } from "@/lib/pg-errors";
import { addDays, todayIn } from "@/lib/dates";

export type PaymentChoice = { method: "card"; card: CardDetails } | { method: "bank_transfer" };

export interface CheckoutInput {
  propertyId: string;
  stay: StayRequest;
  /** Who stays: adults and children with their ages, or a bare number of adults (catalogue/occupancy.ts). */
  guests: number | Occupancy;
  guest: { name: string; email: string; phone: string };
  payment: PaymentChoice;
  /** The currency the guest was shown; its rate is stored with the booking. */
  displayCurrency?: string;
  /** Made by the checkout page once per checkout: a retry with the same key finds the same booking. */
  idempotencyKey: string;
  channel: "direct" | "airasia";
  partnerMemberId?: string;
  /** The affiliate click the guest's browser carries (its cookie), made a conversion with the booking. */
  affiliateClickId?: string | null;
  /** What the guest adds to the stay (travel insurance), paid in the same payment: see extras.ts. */
  extras?: ExtraRequest[];
  /** Tours, transfers and meals added to the stay: held with it, paid in the same payment (addons/attach.ts). */
  addons?: CheckoutAddonItem[];
  /** A promo code (upper case), checked and redeemed in the hold's transaction. */
  promoCode?: string;
  /**
   * The guest's nationality, ISO 3166-1 (inputs.ts), as answered at this checkout: the quote exempts a citizen or
   * permanent resident from the taxes that say so (catalogue/stay-taxes.ts). Not given: charged as a foreign
   * guest, as before the question existed (an API caller that never asks pays the tax, never less than due); the
   * checkout page asks where it matters and says beside the price that an unanswered question pays the tax.
   */
  guestNationality?: string;
  /**
   * Pay part of the price with the guest's referral credit: the server works out how much (never the client),
   * in the hold's transaction (marketing/referral-credit.ts); the card or transfer pays the rest.
   */
  useReferralCredit?: boolean;
}

export interface CheckoutOutcome {
  reference: string;
  status: Booking["status"];
  totalMinor: number;
  /** The part of the total paid with referral credit, and what the card or transfer pays. */
  referralCreditMinor: number;
  chargedMinor: number;
  /** docs/DEPOSITS.md: what is left to pay after the deposit and when (null when paid in full at checkout). */
  balance: {
    minor: number;
    /** The day it is charged, in the property's time zone. */
    dueOn: string;
    depositPercent: number;
    paid: boolean;
    /** Charged automatically to the card kept at the provider; false for a bank transfer. */
    automatic: boolean;
  } | null;
  currency: string;
  holdExpiresAt: string | null;
  payment: {
    method: "card" | "bank_transfer";
    status: Payment["status"];
    /** Why a card was refused, in words for the guest. */
    message: string | null;
    /** Where the guest confirms the payment (3-D Secure style), when the card asks for it. */
    actionUrl: string | null;
    /** Bank transfer: the reference to quote with the transfer. */
    transferReference: string | null;
    /** False while no payment was tried yet (a booking held from an accepted price bid). */
    attempted: boolean;
  };
}

const providerOf = (choice: PaymentChoice): ProviderId => (choice.method === "card" ? "test_card" : "bank_transfer");

/** Holds the dates and pays: the `createBooking` function. */
export async function createBooking(
  db: Database,
  input: CheckoutInput,
  actor: UserActor,
  providers: Record<ProviderId, PaymentProvider> = paymentProviders(db),
): Promise<CheckoutOutcome> {
  const [existing] = await db.select().from(bookings).where(eq(bookings.idempotencyKey, input.idempotencyKey));
  if (existing) {
    if (existing.guestUserId !== actor.userId)
      throw invalidArgument("This checkout was already used. Reload the page to start again.");
    return describeCheckout(db, existing);
  }

  const { booking, payment } = await db
    .transaction(async (tx) => {
      const [property] = await tx
        .select({
          id: properties.id,
          status: properties.status,
          instantBook: properties.instantBook,
          cancellationPolicy: properties.cancellationPolicy,
          cancellationRules: properties.cancellationRules,
          currency: properties.currency,
          depositPercent: properties.depositPercent,
          balanceDaysBefore: properties.balanceDaysBefore,
          timeZone: properties.timeZone,
        })
        .from(properties)
        .innerJoin(organisations, eq(organisations.id, properties.organisationId))
        .where(
          and(eq(properties.id, input.propertyId), eq(properties.status, "listed"), eq(organisations.enabled, true)),
        )
        .for("update", { of: properties });
      if (!property) throw notFound("This place is not available for booking.");
      // DOMAIN.md Booking, Limits: the email before a bank transfer's long hold, and a cap on a guest's unpaid holds.
      requireVerifiedForBankTransfer(actor, input.payment.method);
      // One reading of the business settings prices, holds and splits this booking: it names the version it used.
      const inForce = await settingsInForce(tx);
      const settings = inForce.settings;
      await claimHoldForGuest(tx, actor.userId, settings);

      const rates =
        input.displayCurrency && input.displayCurrency !== property.currency
          ? ratesInto(await latestRates(tx, { actor }), input.displayCurrency)
          : null;
      // The code's row stays locked until this hold commits: concurrent checkouts with one code take turns at its caps.
      const promo = input.promoCode
        ? await checkoutHooks().claimPromoCode(tx, {
            code: input.promoCode,
            propertyId: property.id,
            currency: property.currency,
            guestUserId: actor.userId,
          })
        : null;
      const quoted = await quoteProduct(
        tx,
        {
          propertyId: property.id,
          stay: input.stay,
          guests: input.guests,
          rates,
          promo: promo?.terms,
          // The answer as submitted, priced again here: never an amount the page showed.
          guestNationality: input.guestNationality ?? null,
          settings: inForce,
        },
        { actor },
      );
      if (!quoted.available) {
        if (quoted.problem === "booked")
          throw aborted(`${quoted.message} Someone may have just booked them: choose other dates.`);
        if (quoted.problem === "not_found") throw notFound("This place is not available for booking.");
        throw invalidArgument(quoted.message);
      }

      const extras = await priceExtras(tx, input.extras ?? [], quoted.quote, actor);
      const now = new Date();
      const holdMs =
        input.payment.method === "bank_transfer"
          ? settings.bankTransferHoldHours * 3_600_000
          : settings.holdMinutes * 60_000;
      const stay = input.stay;
      const hourly = stay.mode === "hourly";
      let [created] = await tx
        .insert(bookings)
        .values({
          reference: bookingReference(),
          propertyId: property.id,
          unitId: quoted.unitId,
          guestUserId: actor.userId,
          guestName: input.guest.name,
          guestEmail: input.guest.email.toLowerCase(),
          guestPhone: input.guest.phone,
          // The quote above refused a party the unit cannot take; the table's checks refuse no adult or a wrong age.
          guestCount: partySize(occupancyOf(input.guests)),
          childrenAges: occupancyOf(input.guests).childrenAges,
          checkIn: hourly ? stay.day : stay.checkIn,
          checkOut: hourly ? addDays(stay.day, 1) : stay.checkOut,
          stayMode: stay.mode,
          ...(hourly ? await hourlyTimesOf(tx, property.id, stay) : {}),
          status: "held",
          channel: input.channel,
          currency: quoted.quote.currency,
          totalMinor: quoted.quote.totalMinor + extrasTotal(extras),
          priceLines: [...quoted.quote.lines, ...extraLines(extras)],
          displayCurrency: rates ? input.displayCurrency : null,
          displayRate: rates ? String(rates.rates[quoted.quote.currency]) : null,
          // The policy as sold, custom steps and all: later edits of the listing do not reach this booking.
          cancellationPolicy: property.cancellationPolicy,
          cancellationRules: property.cancellationRules,
          instantBook: property.instantBook,
          paymentMethod: input.payment.method,
          partnerMemberId: input.partnerMemberId ?? null,
          promoCode: promo?.terms.code ?? null,
          taxBasis: quoted.quote.taxBasis,
          businessSettingsId: inForce.versionId,
          holdExpiresAt: new Date(now.getTime() + holdMs),
          idempotencyKey: input.idempotencyKey,
        })
        .returning();
      await tx.insert(bookingEvents).values({
        bookingId: created!.id,
        fromStatus: null,
        toStatus: "held",
        actorKind: "guest",
        actorEmail: actor.email,
      });
      await runBookingHooks("onHeld", {
        tx,
        booking: created!,
        actorEmail: actor.email,
        affiliateClickId: input.affiliateClickId ?? null,
      });
      await insertExtras(tx, created!.id, extras);
      // The answer is remembered on the guest's profile, in the hold's transaction: it prefills their next checkout.
      if (input.guestNationality) await rememberNationality(tx, actor.userId, input.guestNationality);
      // The add-ons take their places now, with the stay: a full time or another currency refuses the whole hold.
      const addons = await checkoutHooks().holdAddons(
        tx,
        { ...created!, guestUserId: actor.userId, guestPhone: input.guest.phone },
        input.addons ?? [],
      );
      if (addons.orderIds.length > 0) {
        const [withAddons] = await tx
          .update(bookings)
          .set({
            totalMinor: created!.totalMinor + addons.totalMinor,
            priceLines: [...created!.priceLines, ...addons.lines.map((line) => ({ kind: "extra" as const, ...line }))],
          })
          .where(eq(bookings.id, created!.id))
          .returning();
        created = withAddons;
      }
      const discountMinor =
        0 -
        quoted.quote.lines.filter((line) => line.kind === "promo").reduce((total, line) => total + line.amountMinor, 0);
      if (promo && discountMinor > 0) {
        await checkoutHooks().redeemPromoCode(tx, {
          promoCodeId: promo.promoCodeId,
          bookingId: created!.id,
          guestUserId: actor.userId,
          currency: created!.currency,
          discountMinor,
        });
      }
      // Referral credit pays part of the stay's price; the payment pays the rest, add-ons and extras included.
      if (input.useReferralCredit) {
        const creditMinor = await checkoutHooks().claimReferralCredit(tx, {
          booking: created!,
          stayTotalMinor: quoted.quote.totalMinor,
          userId: actor.userId,
          actor,
        });
        const [withCredit] = await tx
          .update(bookings)
          .set({ referralCreditMinor: creditMinor })
          .where(eq(bookings.id, created!.id))
          .returning();
        created = withCredit;
      }
      // docs/DEPOSITS.md: a property that takes a deposit is paid in two parts, the terms kept as sold. A stay with
      // add-ons, extras or referral credit is paid in full: their sales and refunds follow the stay's payment.
      const plan =
        addons.orderIds.length === 0 && (input.extras ?? []).length === 0 && created!.referralCreditMinor === 0
          ? planPayment(amountDueMinor(created!), property, created!.checkIn, todayIn(property.timeZone, now))
          : null;
      if (plan?.kind === "deposit") {
        const [withDeposit] = await tx
          .update(bookings)
          .set({
            depositPercent: plan.depositPercent,
            balanceDaysBefore: plan.balanceDaysBefore,
            balanceMinor: plan.balanceMinor,
            balanceDueOn: plan.balanceDueOn,
          })
          .where(eq(bookings.id, created!.id))
          .returning();
        created = withDeposit;
      }
      const payment = await openAttempt(tx, {
        payableKind: "booking",
        payableId: created!.id,
        provider: providerOf(input.payment),
        currency: created!.currency,
        amountMinor: chargeAtCheckoutMinor(created!),
        idempotencyKey: randomUUID(),
      });
      return { booking: created!, payment };
    })
    .catch((error: unknown) => {
      // The exclusion constraint caught what the availability check could not see (another transaction's hold).
      if (isPgError(error, PG.exclusionViolation)) {
        throw aborted("These dates were just booked by someone else. Choose other dates.");
      }
      // The unit the quote chose was archived while this checkout ran (catalogue/sql/archived-units.sql).
      if (isPgError(error, PG.checkViolation, UNIT_ARCHIVED_CONSTRAINT)) {
        throw aborted("This place was just taken off sale for these dates. Choose other dates or another place.");
      }
      throw error;
    });

  await authoriseAndSettle(db, booking, payment, input.payment, providers);
  return describeCheckout(db, booking);
}

/**
 * Pays a held booking again (another card after a decline, a switch to bank transfer, or the first payment of a
 * booking held from an accepted bid): `payBooking`. One live attempt per booking (payments/attempts.ts): a
 * second call while the first is at the provider is refused, an earlier attempt that can no longer pay (a
 * 3-D Secure page left unanswered, a transfer never made) is released at the provider before the new one.
 */
export async function payHeldBooking(
  db: Database,
  input: { reference: string; payment: PaymentChoice },
  actor: UserActor,
  providers: Record<ProviderId, PaymentProvider> = paymentProviders(db),
): Promise<CheckoutOutcome> {
  // Twice at most: once to release an earlier attempt, once to open the new one.
  for (let round = 0; round < 3; round++) {
    const step = await db.transaction(async (tx) => {
      const [booking] = await tx.select().from(bookings).where(eq(bookings.reference, input.reference)).for("update");
      if (!booking || booking.guestUserId !== actor.userId) throw notFound("No booking of yours has this reference.");
      if (booking.status !== "held")
        throw aborted(
          booking.status === "expired"
            ? "The hold on these dates has expired. Start again from the place's page."
            : "This booking is already paid.",
        );
      const live = await liveAttemptOf(tx, { kind: "booking", id: booking.id });
      if (live.verdict === "paid") throw aborted("This booking is already paid.");
      if (live.verdict === "in-flight") throw aborted(ALREADY_IN_PROGRESS);
      if (live.verdict === "release") return { kind: "release", payment: live.payment } as const;
      // The hold is extended by the settings in force now: how long a transfer may take is not part of the price.
      const { settings } = await settingsInForce(tx);
      const extendTo =
        input.payment.method === "bank_transfer"
          ? new Date(Date.now() + settings.bankTransferHoldHours * 3_600_000)
          : booking.holdExpiresAt;
      await tx
        .update(bookings)
        .set({ paymentMethod: input.payment.method, holdExpiresAt: extendTo, updatedAt: new Date() })
        .where(eq(bookings.id, booking.id));
      const payment = await openAttempt(tx, {
        payableKind: "booking",
        payableId: booking.id,
        provider: providerOf(input.payment),
        currency: booking.currency,
        amountMinor: chargeAtCheckoutMinor(booking),
        idempotencyKey: randomUUID(),
      });
      return { kind: "pay", booking, payment } as const;
    });
    if (step.kind === "release") {
      const state = await releaseAttempt(db, step.payment, providers);
      // The cardholder confirmed meanwhile: that attempt pays (the next round finds the booking paid).
      if (state.status !== "voided" && state.status !== "declined") await settlePayment(db, step.payment.id, providers);
      continue;
    }
    await authoriseAndSettle(db, step.booking, step.payment, input.payment, providers);
    return describeCheckout(db, step.booking);
  }
  throw aborted(ALREADY_IN_PROGRESS);
}

async function authoriseAndSettle(
  db: Database,
  booking: Booking,
  payment: Payment,
  choice: PaymentChoice,
  providers: Record<ProviderId, PaymentProvider>,
) {
  // A deposit paid by card keeps the card at the provider for the balance (docs/DEPOSITS.md): the token only.
  if (booking.balanceMinor > 0 && choice.method === "card")
    await keepCardForBalance(db, booking, choice.card, providers);
  else if (booking.cardToken !== null)
    await db.update(bookings).set({ cardToken: null, updatedAt: new Date() }).where(eq(bookings.id, booking.id));
  const state = await authoriseAttempt(
    db,
    payment,
    {
      amountMinor: chargeAtCheckoutMinor(booking),
      currency: booking.currency,
      card: choice.method === "card" ? choice.card : undefined,
    },
    bookingPayable,
    providers,
  );
  // A decline is recorded by the engine; the booking keeps its hold for another try.
  if (state.status === "declined") return;
  // The authorisation's answer is the provider's state of the payment: settling applies it without asking again.
  await settlePayment(db, payment.id, providers, { payment, state });
}

/** Keeps the guest's card at the provider and its token on the booking, for the balance's automatic charge. */
async function keepCardForBalance(
  db: Database,
  booking: Booking,
  card: CardDetails,
  providers: Record<ProviderId, PaymentProvider>,
) {
  const saved = await providers.test_card.saveCard?.(card);
  // A card the provider will not keep still pays the deposit (or is declined by it): the balance is then paid
  // from /bookings, and the reminder says so.
  if (!saved?.ok) return;
  await db.update(bookings).set({ cardToken: saved.token, updatedAt: new Date() }).where(eq(bookings.id, booking.id));
}

/** What the checkout page shows after paying: the booking's status and its newest payment attempt. */
export async function describeCheckout(db: DbOrTx, booking: Pick<Booking, "id">): Promise<CheckoutOutcome> {
  // The booking and its newest attempt in one round trip (a lateral join: the attempt of this booking only).
  const newest = db
    .select()
    .from(payments)
    // The checkout's own attempts: a balance's (instalment 2, docs/DEPOSITS.md) is told on /bookings.
    .where(and(paysFor("booking", bookings.id), eq(payments.instalment, 1)))
    .orderBy(desc(payments.createdAt))
    .limit(1)
    .as("newest_payment");
  const [row] = await db
    .select()
    .from(bookings)
    .leftJoinLateral(newest, sql`true`)
    .where(eq(bookings.id, booking.id));
  if (!row) throw new FunctionError("not-found", "No such booking.");
  const { bookings: current, newest_payment: payment } = row;
  return {
    reference: current.reference,
    status: current.status,
    totalMinor: current.totalMinor,
    referralCreditMinor: current.referralCreditMinor,
    chargedMinor: chargeAtCheckoutMinor(current),
    balance:
      current.balanceMinor > 0 && current.balanceDueOn
        ? {
            minor: current.balanceMinor,
            dueOn: current.balanceDueOn,
            depositPercent: current.depositPercent ?? 0,
            paid: current.balancePaidAt !== null,
            automatic: current.cardToken !== null,
          }
        : null,
    currency: current.currency,
    holdExpiresAt: current.status === "held" ? (current.holdExpiresAt?.toISOString() ?? null) : null,
    payment: {
      method: current.paymentMethod ?? "card",
      status: payment?.status ?? "pending",
      message: payment?.status === "failed" ? (payment.failureMessage ?? "The payment did not go through.") : null,
      actionUrl:
        payment?.status === "requires_action" && payment.providerReference
          ? `/pay/confirm/${payment.providerReference}`
          : null,
      transferReference: payment?.provider === "bank_transfer" ? payment.providerReference : null,
      attempted: Boolean(payment),
    },
  };
}
