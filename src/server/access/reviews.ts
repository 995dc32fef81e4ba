/**
 * Who may review which booking (DOMAIN.md, Reviews: both ways), written once: the review functions ask it for
 * every write, the pages for the forms they offer.
 */
import { isLockedOut, type Actor } from "./actor";
import { bookingRoleOf } from "./bookings";
import { propertyScopeOf } from "./properties";

export type ReviewAuthorSide = "guest" | "supplier";

/**
 * The side an actor writes on for a booking, or null when they may not review it:
 * - `guest`: the guest who made it, signed in with the account it was made with;
 * - `supplier`: whoever runs the stay for the place (the supplier's users on their unmanaged properties,
 *   operations and special users on managed ones: `bookingRoleOf`'s supplier and operations);
 * - staff and operators see every booking but did not host the guest: they moderate, they do not review.
 */
export function reviewSideOf(
  actor: Actor,
  booking: { guestUserId: string | null },
  property: { organisationId: string; managed: boolean },
): ReviewAuthorSide | null {
  const role = bookingRoleOf(actor, booking, property);
  if (role === "guest") return "guest";
  if (role === "supplier" || role === "operations") return "supplier";
  return null;
}

/** Whether an actor writes reviews at all: a guest account, or someone who runs some properties' stays. */
export function mayWriteReviews(actor: Actor): boolean {
  if (actor.kind !== "user" || isLockedOut(actor)) return false;
  if (actor.role === "roomer") return true;
  const scope = propertyScopeOf(actor).kind;
  return scope === "organisation" || scope === "managed";
}

/** Staff hide reviews that break the content rules (the reason goes to the audit log). */
export function mayModerateReviews(actor: Actor): boolean {
  return actor.kind === "user" && !isLockedOut(actor) && actor.emailVerified && actor.role === "staff";
}

/** The supplier's one public reply to a guest's review: the same people as the supplier's side. */
export function mayReplyToReview(
  actor: Actor,
  booking: { guestUserId: string | null },
  property: { organisationId: string; managed: boolean },
): boolean {
  return reviewSideOf(actor, booking, property) === "supplier";
}
