/**
 * Who someone is to a booking (DOMAIN.md Booking, Operations), written once: the booking lifecycle asks it
 * before every change, and the dashboards show the actions it allows.
 */
import { isLockedOut, type Actor } from "./actor";
import { propertyScopeOf, scopeIncludes } from "./properties";

export type BookingRole = "guest" | "supplier" | "operations" | "staff";

/**
 * - staff and operators: `staff`, on every booking;
 * - operations and special users: `operations`, on bookings of managed properties (our team runs them);
 * - the supplier's users: `supplier`, on their unmanaged properties (a managed property's owner sees its
 *   bookings but operations runs the stays);
 * - the guest who made it (signed in with the account it was made with): `guest`.
 * Anyone else: null, and the booking answers "not found".
 */
export function bookingRoleOf(
  actor: Actor,
  booking: { guestUserId: string | null },
  property: { organisationId: string; managed: boolean },
): BookingRole | null {
  if (actor.kind !== "user" || isLockedOut(actor)) return null;
  const scope = propertyScopeOf(actor);
  if (scope.kind === "all") return "staff";
  if (scope.kind === "managed" && property.managed) return "operations";
  if (scope.kind === "organisation" && scopeIncludes(scope, property) && !property.managed) return "supplier";
  if (booking.guestUserId !== null && booking.guestUserId === actor.userId) return "guest";
  return null;
}

/**
 * Who may download a paid booking's receipt: the guest who made it, signed in with the account it was made with
 * (even if that account also works for a supplier), and staff and operators. Anyone else, the property's
 * supplier and operations included (they have the booking's invoice), is answered as if there were no booking.
 */
export function mayReadBookingReceipt(
  actor: Actor,
  booking: { guestUserId: string | null },
  property: { organisationId: string; managed: boolean },
): boolean {
  if (actor.kind !== "user" || isLockedOut(actor)) return false;
  if (booking.guestUserId !== null && booking.guestUserId === actor.userId) return true;
  return bookingRoleOf(actor, booking, property) === "staff";
}

/**
 * The email address whose bookings an actor may claim as theirs although another account (or none) made them:
 * only a verified one (SPEC.md §4: an unverified email proves nothing). Anyone may sign up with somebody
 * else's address; until they open the link sent to it, they see only what their own account made
 * (`guest_user_id`). Null when nothing may be claimed by email.
 */
export function claimableGuestEmail(actor: Actor): string | null {
  if (actor.kind !== "user" || isLockedOut(actor) || !actor.emailVerified) return null;
  return actor.email.toLowerCase();
}

/** Whether an actor may book a stay: a signed-in guest ("roomer") account that is not disabled. */
export function mayBookStays(actor: Actor): boolean {
  return actor.kind === "user" && !isLockedOut(actor) && actor.role === "roomer";
}
