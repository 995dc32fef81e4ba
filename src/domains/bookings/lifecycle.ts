/**
 * The booking lifecycle (DOMAIN.md Booking) as one explicit state machine (`defineLifecycle`, lib/lifecycle.ts).
 * Every status change goes through `bookingLifecycle.next` (in `status-change.ts`), which says whether an event
 * is allowed from a status for an actor, and what follows.
 *
 *   held ──pay (instant book)──▶ confirmed ──check in──▶ checked_in ──check out──▶ completed
 *     │  └─pay (request)──▶ requested ──accept──▶ confirmed ──no show──▶ no_show
 *     │                        ├─decline──▶ declined
 *     ├─expire (hold)          ├─expire (24 h)──▶ expired
 *     └─cancel ─────────────── └─cancel ──▶ cancelled ◀── cancel (confirmed)
 */
import { defineLifecycle, statusSet } from "@/lib/lifecycle";
import type { BookingStatus } from "./queries";
import { bookingStatus, LIVE_BOOKING_STATUSES } from "./schema";

export type BookingActorKind = "guest" | "supplier" | "operations" | "staff" | "system";

export type BookingEvent =
  "pay_instant" | "pay_request" | "accept" | "decline" | "expire" | "cancel" | "check_in" | "no_show" | "check_out";

const PEOPLE_WHO_RUN_STAYS = ["supplier", "operations", "staff"] as const;

const TRANSITIONS = {
  pay_instant: { from: ["held"], to: "confirmed", by: ["system"] },
  pay_request: { from: ["held"], to: "requested", by: ["system"] },
  accept: { from: ["requested"], to: "confirmed", by: PEOPLE_WHO_RUN_STAYS },
  decline: { from: ["requested"], to: "declined", by: PEOPLE_WHO_RUN_STAYS },
  expire: { from: ["held", "requested"], to: "expired", by: ["system"] },
  // The system cancels a booking whose balance could not be charged on its due day (docs/DEPOSITS.md).
  cancel: {
    from: ["held", "requested", "confirmed"],
    to: "cancelled",
    by: ["guest", ...PEOPLE_WHO_RUN_STAYS, "system"],
  },
  check_in: { from: ["confirmed"], to: "checked_in", by: PEOPLE_WHO_RUN_STAYS },
  no_show: { from: ["confirmed"], to: "no_show", by: PEOPLE_WHO_RUN_STAYS },
  check_out: { from: ["checked_in"], to: "completed", by: PEOPLE_WHO_RUN_STAYS },
} as const satisfies Record<
  BookingEvent,
  { from: readonly BookingStatus[]; to: BookingStatus; by: readonly BookingActorKind[] }
>;

export const EVENT_LABELS: Record<BookingEvent, string> = {
  pay_instant: "confirm",
  pay_request: "send the request",
  accept: "accept",
  decline: "decline",
  expire: "expire",
  cancel: "cancel",
  check_in: "check in",
  no_show: "mark as a no-show",
  check_out: "check out",
};

const PASSIVE: Record<BookingEvent, string> = {
  pay_instant: "be confirmed",
  pay_request: "be sent as a request",
  accept: "be accepted",
  decline: "be declined",
  expire: "expire",
  cancel: "be cancelled",
  check_in: "be checked in",
  no_show: "be marked as a no-show",
  check_out: "be checked out",
};

const STATUS_WORDS: Record<BookingStatus, string> = {
  held: "held for payment",
  requested: "waiting for the host's answer",
  confirmed: "confirmed",
  checked_in: "checked in",
  completed: "completed",
  declined: "declined",
  expired: "expired",
  cancelled: "cancelled",
  no_show: "marked as a no-show",
};

export const bookingLifecycle = defineLifecycle<BookingStatus, BookingEvent, BookingActorKind>({
  states: bookingStatus.enumValues,
  initial: ["held"],
  events: TRANSITIONS,
  refuse: {
    status: (from, event) => `A booking that is ${STATUS_WORDS[from]} cannot ${PASSIVE[event]}.`,
    actor: (_from, event) => `You cannot ${EVENT_LABELS[event]} this booking.`,
  },
});

/** The events an actor may fire on a booking now (the pages show these as buttons): `bookingLifecycle.eventsFrom`. */
export const eventsAvailable = bookingLifecycle.eventsFrom;

export function describeStatus(status: BookingStatus): string {
  return STATUS_WORDS[status];
}

/** The statuses a booking can still be cancelled from (the `cancel` event's). */
export const CANCELLABLE = statusSet(...TRANSITIONS.cancel.from);
/** Sold: paid and answered, so the sale is in the ledger, whether or not the guest came (a no-show was sold too). */
export const SOLD = statusSet("confirmed", "checked_in", "completed", "no_show");
/** Sold and kept: confirmed, checked in or completed (a no-show's stay was sold, not kept). A rental runs while kept. */
export const KEPT = statusSet("confirmed", "checked_in", "completed");
/** Arrived: checked in or checked out (the desk's "arrivals done"). */
export const ARRIVED = statusSet("checked_in", "completed");
/** Ended before its stay: nothing was sold, and what was only held with it goes back (DOMAIN.md Booking). */
export const ENDED = statusSet("expired", "declined", "cancelled");
/** Not ended: still waiting for its payment or its answer, or sold. A payment of a booking not live is released. */
export const LIVE = statusSet("held", "requested", ...SOLD);
/**
 * Occupying its unit's dates on the calendar: the same list as the exclusion constraint (`LIVE_BOOKING_STATUSES`
 * beside the table); a no-show's dates are free again, which is the one difference from `LIVE`.
 */
export const OCCUPYING = statusSet(...LIVE_BOOKING_STATUSES);
