/**
 * The moments of a stay's booking that other domains take part in (DOMAIN.md Booking). Bookings owns the stay
 * and its lifecycle; what a hold, a sale, an end before the stay, a cancellation or a completed stay sets off elsewhere (the
 * guest's invoice, travel insurance, add-ons sold with the stay, the airline's points, referrals, affiliates)
 * registers here, and runs inside the booking's own transaction, so it happens if and only if the booking's
 * change commits. The list is written in one place, `domains/booking-hooks.ts`, beside `registry.ts` and
 * `jobs.ts`: what a sale sets off is read there, and bookings imports none of those domains for it.
 */
import type { PromoTerms } from "@/domains/catalogue";
import type { Actor } from "@/server/access";
import type { Database, DbOrTx } from "@/server/db";
import type { CheckoutAddonItem, ExtraRequest } from "./inputs";
import type { bookingExtras, bookings } from "./schema";

type Booking = typeof bookings.$inferSelect;
type Extra = typeof bookingExtras.$inferSelect;

/** A moment of one booking, inside the transaction that makes it. */
export interface BookingMoment {
  tx: DbOrTx;
  booking: Booking;
  /** Who made it happen (their email), null for the system (a payment settling, the clock). */
  actorEmail: string | null;
}

/** Something sold with the stay that a cancellation gives back (a part of the one refund to the guest). */
export interface RefundPart {
  refundMinor: number;
  explanation: string;
}

export interface CancellationTimes {
  /** When the stay starts: check-in time on the check-in day, where the place is. */
  startsAt: Date;
  now: Date;
}

export interface BookingHooks {
  /** The booking was just held (a checkout's hold, before any payment). */
  onHeld: ((moment: BookingMoment & { affiliateClickId: string | null }) => Promise<void>)[];
  /** The sale was just posted: the booking is confirmed and paid. Runs once per booking. */
  onSold: ((moment: BookingMoment & { stayMinor: number }) => Promise<void>)[];
  /**
   * The booking ended before its stay: its hold expired, its request was declined or expired, or it was cancelled
   * (a sold booking's cancellation then also runs `onCancelled`, in the same transaction). What was only held
   * with it is given back here.
   */
  onEnded: ((moment: BookingMoment & { why: string }) => Promise<void>)[];
  /** What cancelling a sold booking now would give back of what was sold with it (nothing is changed). */
  planCancellation: ((moment: Omit<BookingMoment, "actorEmail"> & CancellationTimes) => Promise<RefundPart[]>)[];
  /**
   * A sold booking is cancelled: each takes its part back (in the booking's transaction) and answers what it
   * gives back, which joins the stay's refund in one refund to the guest's payment.
   */
  onCancelled: ((
    moment: BookingMoment &
      CancellationTimes & {
        /** The share of the stay's price refunded (its policy's, or 100 when the host or staff cancel). */
        percent: number;
        payment: { id: string; provider: "test_card" | "bank_transfer" };
      },
  ) => Promise<RefundPart[]>)[];
  /** The guest checked out: the stay is completed. */
  onCompleted: ((moment: BookingMoment) => Promise<void>)[];
}

/** An extra as the checkout prices it, before it is stored as a `booking_extras` row of the hold. */
export interface PricedExtra {
  kind: Extra["kind"];
  organisationId: string;
  label: string;
  currency: string;
  amountMinor: number;
}

/** What an extra gives back on a cancellation, and why in the guest's words. */
export interface ExtraRefundPart {
  refundMinor: number;
  explanation: string;
}

/**
 * One kind of extra sold with a stay for another organisation (travel insurance): its domain prices it at
 * checkout, acts on the stay's sale, and applies its own refund rule. extras.ts keeps what every kind shares
 * (the price line, the `booking_extras` row, the refunded amount).
 */
export interface ExtraKind {
  /** Prices the extra for a stay of this price and currency; refuses (invalid argument) when it cannot be sold. */
  price(tx: DbOrTx, stay: { totalMinor: number; currency: string }, actor: Actor): Promise<PricedExtra>;
  /** With the stay's sale, inside its transaction: what the extra's domain does (a policy and its entry). */
  sell(tx: DbOrTx, moment: { booking: Booking; extra: Extra; createdBy: string | null }): Promise<void>;
  /** What cancelling now would give back (nothing is changed); null when nothing of it is live. */
  planRefund(
    tx: DbOrTx,
    moment: { booking: Booking; extra: Extra } & CancellationTimes,
  ): Promise<ExtraRefundPart | null>;
  /** Cancels it with the stay and posts its refund; null when nothing of it was live. */
  refund(
    tx: DbOrTx,
    moment: { booking: Booking; extra: Extra; payment: { id: string; provider: "test_card" | "bank_transfer" } } & {
      createdBy: string | null;
    } & CancellationTimes,
  ): Promise<ExtraRefundPart | null>;
}

/** A promo code claimed for a hold: its row stays locked until the hold commits. */
export interface ClaimedPromoCode {
  promoCodeId: string;
  terms: PromoTerms;
}

/**
 * What a checkout asks of other domains, inside the hold's transaction (DOMAIN.md Booking): promo codes
 * (growth), add-ons held with the stay (add-ons), and the extras by kind (insurance). Registered beside the
 * moments in `domains/booking-hooks.ts`, so the checkout imports none of those domains.
 */
export interface CheckoutHooks {
  /** Checks a code for this stay and guest and locks it for the hold; refuses with the guest's message. */
  claimPromoCode(
    tx: DbOrTx,
    input: { code: string; propertyId: string; currency: string; guestUserId: string },
  ): Promise<ClaimedPromoCode>;
  /** Counts the code's use by this booking, with the discount it gave. */
  redeemPromoCode(
    tx: DbOrTx,
    input: { promoCodeId: string; bookingId: string; guestUserId: string; currency: string; discountMinor: number },
  ): Promise<void>;
  /**
   * Pays part of the stay with the guest's referral credit (marketing): takes it from their grants, locked, and
   * answers how much in the booking's currency; refuses (aborted) when they have none left. Credit pays the stay,
   * not what is sold with it for others (insurance, add-ons), so a cancellation's share of it stays within the
   * stay's refund.
   */
  claimReferralCredit(
    tx: DbOrTx,
    input: {
      booking: Pick<Booking, "id" | "reference" | "currency" | "propertyId">;
      /** The stay's own price (fees, taxes and promo included; add-ons and extras, paid to others, not). */
      stayTotalMinor: number;
      userId: string;
      actor: Actor;
    },
  ): Promise<number>;
  /**
   * A sold booking paid in part with credit is cancelled: the policy's share of the credit goes back to the guest
   * (posted by marketing). Answers it in the booking's currency; the card is refunded the rest.
   */
  returnReferralCredit(
    tx: DbOrTx,
    input: {
      booking: Pick<Booking, "id" | "reference" | "currency" | "propertyId">;
      percent: number;
      /** At most this much comes back (the stay's refund), whatever rounding gives. */
      limitMinor: number;
      createdBy: string | null;
    },
  ): Promise<number>;
  /**
   * What `returnReferralCredit` would do if the booking were cancelled now, without doing it: the credit that
   * would come back, and the part of it that had expired (not given back), in the booking's currency.
   */
  previewReferralCreditReturn(
    tx: DbOrTx,
    input: {
      booking: Pick<Booking, "id" | "reference" | "currency" | "propertyId">;
      percent: number;
      limitMinor: number;
    },
  ): Promise<{ creditMinor: number; expiredMinor: number }>;
  /** Takes the add-ons' places with the stay; a full time or another currency refuses the whole hold. */
  holdAddons(
    tx: DbOrTx,
    booking: Pick<Booking, "id" | "currency" | "guestName" | "guestEmail" | "guestPhone"> &
      Partial<Pick<Booking, "businessSettingsId">> & { guestUserId: string },
    items: readonly CheckoutAddonItem[],
  ): Promise<{ orderIds: string[]; totalMinor: number; lines: { label: string; amountMinor: number }[] }>;
  /** Each kind of extra the checkout sells (`ExtraRequest["kind"]`), by its kind. */
  extras: Record<ExtraRequest["kind"], ExtraKind>;
  /** The affiliate's click a checkout request carries (its cookie), whose conversion the hold records; or null. */
  affiliateClickIdOf(headers: Headers): string | null;
}

/**
 * A payment by test card of something other than a stay that the gateway's confirmation page also answers
 * (an add-on bought alone), as its domain finds it for the cardholder.
 */
export interface OtherCardCharge {
  kind: "addon";
  paymentId: string;
  /** The paid-for record's own id, for its domain. */
  recordId: string;
  reference: string;
  title: string;
  /** Where the guest goes once they have answered. */
  returnTo: string;
}

/**
 * What settling another domain's charge left it as, in that domain's words (an add-on order's reference, status,
 * total and message); the confirmation page only needs where to send the guest next, which bookings adds.
 */
export interface OtherChargeOutcome {
  reference: string;
  status: string;
}

/**
 * The 3-D Secure style confirmation (`confirm-payment.ts`) serves stays and what other domains sell on their own;
 * those domains register how to find their charge and settle it, so bookings imports none of them.
 */
export interface CardChargeHooks {
  kind: OtherCardCharge["kind"];
  /** The user's own charge of that domain, or null (anyone else's is "not found", as a missing one). */
  find(db: DbOrTx, chargeId: string, userId: string): Promise<OtherCardCharge | null>;
  /** Brings the record in line with the gateway once the cardholder answered, and says how it ended. */
  settle(db: Database, charge: OtherCardCharge): Promise<OtherChargeOutcome>;
}

// Kept on globalThis: Next.js bundles route handlers and pages separately, each with its own copy of this
// module, and registration made in one must be seen by all.
const store = globalThis as unknown as {
  __staysiaBookingHooks?: BookingHooks;
  __staysiaCheckoutHooks?: CheckoutHooks;
  __staysiaCardChargeHooks?: CardChargeHooks[];
};

/** Sets what the booking's moments set off: called once, by `domains/booking-hooks.ts`. */
export function registerBookingHooks(hooks: BookingHooks): void {
  store.__staysiaBookingHooks = hooks;
}

/** Sets what a checkout asks of other domains: called once, by `domains/booking-hooks.ts`. */
export function registerCheckoutHooks(hooks: CheckoutHooks): void {
  store.__staysiaCheckoutHooks = hooks;
}

/** Sets which other domains' charges the card confirmation answers: called once, by `domains/booking-hooks.ts`. */
export function registerCardChargeHooks(hooks: CardChargeHooks[]): void {
  store.__staysiaCardChargeHooks = hooks;
}

const NOT_REGISTERED = 'The booking hooks are not registered: import "@/domains/booking-hooks" at the entry point.';

function hooks(): BookingHooks {
  const registered = store.__staysiaBookingHooks;
  // Loud on purpose: a booking sold without its invoice, insurance policy or add-ons would be silently wrong.
  if (!registered) throw new Error(NOT_REGISTERED);
  return registered;
}

/** The checkout's hooks; loud when missing, as the moments' are. */
export function checkoutHooks(): CheckoutHooks {
  const registered = store.__staysiaCheckoutHooks;
  if (!registered) throw new Error(NOT_REGISTERED);
  return registered;
}

/** The card confirmation's other charges; loud when missing, as the moments' are. */
export function cardChargeHooks(): CardChargeHooks[] {
  const registered = store.__staysiaCardChargeHooks;
  if (!registered) throw new Error(NOT_REGISTERED);
  return registered;
}

/** Runs a moment's hooks in their registered order (each may depend on what an earlier one wrote). */
export async function runBookingHooks<K extends keyof BookingHooks>(
  moment: K,
  input: Parameters<BookingHooks[K][number]>[0],
): Promise<RefundPart[]> {
  const parts: RefundPart[] = [];
  for (const hook of hooks()[moment] as ((input: unknown) => Promise<RefundPart[] | void>)[]) {
    const answer = await hook(input);
    if (answer) parts.push(...answer);
  }
  return parts;
}
