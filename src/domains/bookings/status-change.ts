import { and, eq, sql } from "drizzle-orm";
import { FunctionError } from "@/server/functions";
import type { DbOrTx } from "@/server/db";
import { BOOKING_CHANNEL } from "@/server/live";
import { runBookingHooks } from "./hooks";
import { bookingLifecycle, ENDED, type BookingActorKind, type BookingEvent } from "./lifecycle";
import { properties } from "@/domains/catalogue/schema";
import { bookingEvents, bookings } from "./schema";

const ENDED_WHY: Record<string, string> = {
  expired: "The stay's booking expired before it was paid or answered.",
  declined: "The host declined the stay's booking request.",
  cancelled: "The stay's booking was cancelled.",
};

export interface StatusActor {
  kind: BookingActorKind;
  email: string | null;
}

/**
 * The one way a booking's status changes: asks the lifecycle, updates the row only if it is still in the
 * status it was read in (so two people cannot both act on one state), and records who and when. Refusals are
 * `aborted` (409: wrong state) or `permission-denied` (wrong person), with the lifecycle's words.
 */
export async function changeStatus(
  tx: DbOrTx,
  booking: { id: string; status: (typeof bookings.$inferSelect)["status"] },
  event: BookingEvent,
  actor: StatusActor,
  note = "",
  fields: Partial<typeof bookings.$inferInsert> = {},
) {
  const result = bookingLifecycle.next(booking.status, event, actor.kind);
  if (!result.ok) throw new FunctionError(result.reason === "status" ? "aborted" : "permission-denied", result.message);
  const now = new Date();
  const [updated] = await tx
    .update(bookings)
    .set({ ...fields, status: result.to, statusChangedAt: now, updatedAt: now })
    .where(and(eq(bookings.id, booking.id), eq(bookings.status, booking.status)))
    .returning();
  if (!updated) throw new FunctionError("aborted", "This booking changed in the meantime. Reload and try again.");
  // The event is recorded in the notification's statement (one round trip for both).
  const recorded = tx.$with("status_event").as(
    tx
      .insert(bookingEvents)
      .values({
        bookingId: booking.id,
        fromStatus: booking.status,
        toStatus: result.to,
        actorKind: actor.kind,
        actorEmail: actor.email,
        note,
        at: now,
      })
      .returning({ id: bookingEvents.id }),
  );
  await notifyBookingChange(tx.with(recorded), booking.id, result.to);
  // What the booking's end sets off elsewhere (domains/booking-hooks.ts), in this transaction. A booking that ends
  // before its stay (its hold expired, its request declined or expired, cancelled) gives back what was only held
  // with it; what a sold booking's cancellation refunds is `cancelBooking`'s.
  const moment = { tx, booking: updated, actorEmail: actor.email };
  if (ENDED.has(result.to)) await runBookingHooks("onEnded", { ...moment, why: ENDED_WHY[result.to]! });
  if (result.to === "completed") await runBookingHooks("onCompleted", moment);
  booking.status = result.to;
  return updated;
}

/**
 * Tells every app server's live hub (`server/live.ts`, channel "booking_changes") that a booking's status
 * changed, so open live boards refresh. NOTIFY is delivered at commit and not at all on a rollback, so a
 * refused or failed change is never announced. The payload names the property and its owner (for the
 * streams' scope check) and the new status: nothing about the guest.
 */
async function notifyBookingChange(tx: Pick<DbOrTx, "select">, bookingId: string, status: string) {
  await tx
    .select({
      notified: sql`pg_notify(${BOOKING_CHANNEL}, json_build_object('propertyId', ${properties.id}, 'organisationId', ${properties.organisationId}, 'managed', ${properties.managed}, 'status', ${status}::text)::text)`,
    })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(eq(bookings.id, bookingId));
}
