/**
 * The booking lifecycle (DOMAIN.md Booking) as one explicit state machine. Every status change goes through
 * `nextStatus`, which says whether an event is allowed from a status for an actor, and what follows.
 *
 *   held ──pay (instant book)──▶ confirmed ──check in──▶ checked_in ──check out──▶ completed
 *     │  └─pay (request)──▶ requested ──accept──▶ confirmed ──no show──▶ no_show
 *     │                        ├─decline──▶ declined
 *     ├─expire (hold)          ├─expire (24 h)──▶ expired
 *     └─cancel ─────────────── └─cancel ──▶ cancelled ◀── cancel (confirmed)
 */
import type { BookingStatus } from "./queries";

export type BookingActorKind = "guest" | "supplier" | "operations" | "staff" | "system";

export type BookingEvent = "pay_instant" | "pay_request" | "accept" | "decline" | "expire" | "cancel" | "check_in" | "no_show" | "check_out";

interface Transition {
  from: readonly BookingStatus[];
  to: BookingStatus;
  by: readonly BookingActorKind[];
}

const PEOPLE_WHO_RUN_STAYS = ["supplier", "operations", "staff"] as const;

export const TRANSITIONS: Record<BookingEvent, Transition> = {
  pay_instant: { from: ["held"], to: "confirmed", by: ["system"] },
  pay_request: { from: ["held"], to: "requested", by: ["system"] },
  accept: { from: ["requested"], to: "confirmed", by: PEOPLE_WHO_RUN_STAYS },
  decline: { from: ["requested"], to: "declined", by: PEOPLE_WHO_RUN_STAYS },
  expire: { from: ["held", "requested"], to: "expired", by: ["system"] },
  cancel: { from: ["held", "requested", "confirmed"], to: "cancelled", by: ["guest", ...PEOPLE_WHO_RUN_STAYS] },
  check_in: { from: ["confirmed"], to: "checked_in", by: PEOPLE_WHO_RUN_STAYS },
  no_show: { from: ["confirmed"], to: "no_show", by: PEOPLE_WHO_RUN_STAYS },
  check_out: { from: ["checked_in"], to: "completed", by: PEOPLE_WHO_RUN_STAYS },
};

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

export type TransitionResult = { ok: true; to: BookingStatus } | { ok: false; reason: "status" | "actor"; message: string };

/** What an event does to a booking in `from` when `actor` asks for it. */
export function nextStatus(from: BookingStatus, event: BookingEvent, actor: BookingActorKind): TransitionResult {
  const transition = TRANSITIONS[event];
  if (!transition.from.includes(from)) {
    return { ok: false, reason: "status", message: `A booking that is ${STATUS_WORDS[from]} cannot ${PASSIVE[event]}.` };
  }
  if (!transition.by.includes(actor)) {
    return { ok: false, reason: "actor", message: `You cannot ${EVENT_LABELS[event]} this booking.` };
  }
  return { ok: true, to: transition.to };
}

/** The events an actor may fire on a booking now (the dashboard shows these as buttons). */
export function eventsAvailable(from: BookingStatus, actor: BookingActorKind): BookingEvent[] {
  return (Object.keys(TRANSITIONS) as BookingEvent[]).filter((event) => nextStatus(from, event, actor).ok);
}

export function describeStatus(status: BookingStatus): string {
  return STATUS_WORDS[status];
}
