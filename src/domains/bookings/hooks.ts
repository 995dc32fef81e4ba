/**
 * The moments of a stay's booking that other domains take part in (DOMAIN.md Booking). Bookings owns the stay
 * and its lifecycle; what a hold, a sale, an end before the stay, a cancellation or a completed stay sets off elsewhere (the
 * guest's invoice, travel insurance, add-ons sold with the stay, the airline's points, referrals, affiliates)
 * registers here, and runs inside the booking's own transaction, so it happens if and only if the booking's
 * change commits. The list is written in one place, `domains/booking-hooks.ts`, beside `registry.ts` and
 * `jobs.ts`: what a sale sets off is read there, and bookings imports none of those domains for it.
 */
import type { DbOrTx } from "@/server/db";
import type { bookings } from "./schema";

type Booking = typeof bookings.$inferSelect;

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

// Kept on globalThis: Next.js bundles route handlers and pages separately, each with its own copy of this
// module, and registration made in one must be seen by all.
const store = globalThis as unknown as { __staysiaBookingHooks?: BookingHooks };

/** Sets what the booking's moments set off: called once, by `domains/booking-hooks.ts`. */
export function registerBookingHooks(hooks: BookingHooks): void {
  store.__staysiaBookingHooks = hooks;
}

function hooks(): BookingHooks {
  const registered = store.__staysiaBookingHooks;
  // Loud on purpose: a booking sold without its invoice, insurance policy or add-ons would be silently wrong.
  if (!registered)
    throw new Error('The booking hooks are not registered: import "@/domains/booking-hooks" at the entry point.');
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
