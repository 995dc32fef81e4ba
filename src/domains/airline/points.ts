/**
 * The points ledger: credited once when a partner booking's sale is posted (inside that transaction), taken
 * back by a correction when the stay is cancelled (in proportion to what is refunded), and corrected by the airline or staff with a reason.
 * Rows are never edited: each change is a new signed row.
 */
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { latestRates } from "@/domains/currency";
import { bookings } from "@/domains/bookings/schema";
import { settingsOfVersion } from "@/domains/platform";
import { airlineScopeOf, type Actor, type UserActor } from "@/server/access";
import type { DbOrTx } from "@/server/db";
import { rowOf, sqlTypes } from "@/server/db/rows";
import { invalidArgument, notFound } from "@/server/functions";
import { pointsFor } from "./rules";
import { airlinePoints } from "./schema";
import { plural } from "@/lib/plural";

/**
 * Credits a member's points for a partner booking whose sale is being posted. Nothing for a booking without
 * a member ID, or worth less than a point; the unique index makes a second credit a no-op.
 */
export async function creditPointsOnce(
  tx: DbOrTx,
  booking: {
    id: string;
    channel: string;
    partnerMemberId: string | null;
    currency: string;
    /** The business settings version that priced the booking: its points rate, not today's. */
    businessSettingsId?: number | null;
  },
  roomRevenueMinor: number,
  actor: Actor,
): Promise<number> {
  if (booking.channel !== "airasia" || !booking.partnerMemberId) return 0;
  const rates = await latestRates(tx, { actor });
  const points = pointsFor(
    roomRevenueMinor,
    booking.currency,
    rates.perBase[booking.currency],
    (await settingsOfVersion(tx, booking.businessSettingsId ?? null)).airlinePoints,
  );
  if (!points) return 0;
  const inserted = await tx
    .insert(airlinePoints)
    .values({ bookingId: booking.id, memberId: booking.partnerMemberId, kind: "earned", points, reason: "Stay booked" })
    .onConflictDoNothing()
    .returning({ id: airlinePoints.id });
  return inserted.length > 0 ? points : 0;
}

/** A booking's points balance (earned plus corrections). */
async function balanceOf(tx: DbOrTx, bookingId: string): Promise<{ memberId: string | null; points: number }> {
  // An aggregate without group by: one row, nulls when the booking has none.
  const balance = await rowOf(
    tx,
    z.object({ member_id: sqlTypes.text.nullable(), points: sqlTypes.bigint.nullable() }),
    sql`select max(member_id) as member_id, sum(points) as points from airline_points where booking_id = ${bookingId}::uuid`,
  );
  return { memberId: balance.member_id, points: balance.points ?? 0 };
}

/**
 * A cancelled stay earns points only on the room revenue the guest still pays: with `refundPercent` of the stay
 * refunded, the booking keeps that share of its balance less (rounded down, as points are), and the rest goes
 * back as a correction. A full refund takes everything back; none takes nothing.
 */
export async function reversePointsOnCancel(
  tx: DbOrTx,
  bookingId: string,
  by: string | null,
  refundPercent = 100,
): Promise<number> {
  // The booking row is locked by the cancellation, so two reversals cannot both read the same balance.
  const { memberId, points } = await balanceOf(tx, bookingId);
  if (!memberId || points <= 0) return 0;
  const kept = Math.floor((points * (100 - Math.min(100, Math.max(0, refundPercent)))) / 100);
  const back = points - kept;
  if (back === 0) return 0;
  const reason = kept === 0 ? "Booking cancelled" : `Booking cancelled with a ${refundPercent}% refund`;
  await tx
    .insert(airlinePoints)
    .values({ bookingId, memberId, kind: "correction", points: -back, reason, createdBy: by });
  return back;
}

/**
 * A correction by the airline or staff: a signed number of points on a partner booking, with a reason. A
 * correction may not take a booking's balance below zero.
 */
export async function correctPoints(
  tx: DbOrTx,
  input: { reference: string; points: number; reason: string },
  actor: UserActor,
) {
  const scope = airlineScopeOf(actor);
  if (scope.kind === "none") throw notFound("No partner booking has this reference.");
  const [booking] = await tx
    .select({ id: bookings.id, reference: bookings.reference, partnerMemberId: bookings.partnerMemberId })
    .from(bookings)
    .where(and(eq(bookings.reference, input.reference), eq(bookings.channel, scope.channel)))
    .for("update");
  if (!booking) throw notFound("No partner booking has this reference.");
  const { memberId, points } = await balanceOf(tx, booking.id);
  const member = memberId ?? booking.partnerMemberId;
  if (!member)
    throw invalidArgument("This booking has no member ID: there is nobody to credit points to.", {
      issues: [{ path: "reference", message: "This booking has no member ID." }],
    });
  if (points + input.points < 0) {
    throw invalidArgument(
      `This booking holds ${plural(points, { one: "point", other: "points" })}: a correction cannot take it below zero.`,
      {
        issues: [
          {
            path: "points",
            message: `At most ${plural(points, { one: "point", other: "points" })} can be taken back.`,
          },
        ],
      },
    );
  }
  const [row] = await tx
    .insert(airlinePoints)
    .values({
      bookingId: booking.id,
      memberId: member,
      kind: "correction",
      points: input.points,
      reason: input.reason,
      createdBy: actor.email,
    })
    .returning();
  return {
    id: row!.id,
    reference: booking.reference,
    memberId: member,
    points: input.points,
    balance: points + input.points,
  };
}
