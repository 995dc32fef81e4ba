/**
 * What the guest's checkout pages read: one of their own bookings as the checkout left it (the outcome page
 * after paying, a 3-D Secure return or a declined card). A booking of someone else answers null, as a missing
 * one does. The contact details that prefill the checkout are identity's (`identity/guest-contact.ts`).
 */
import { and, eq, sql } from "drizzle-orm";
import { properties } from "@/domains/catalogue/schema";
import type { Actor } from "@/server/access";
import type { DbOrTx } from "@/server/db";
import { describeCheckout, type CheckoutOutcome } from "./checkout";
import { bookings, type BookingPriceLine } from "./schema";

export interface CheckoutResult extends CheckoutOutcome {
  property: { id: string; title: string; city: string; timeZone: string; checkInTime: string; checkOutTime: string };
  stayMode: "nightly" | "monthly" | "hourly";
  checkIn: string;
  checkOut: string;
  /** Hourly stays: local "HH:MM" start and end. */
  hours: { start: string; end: string } | null;
  guestName: string;
  guestEmail: string;
  guestCount: number;
  childrenAges: number[];
  priceLines: BookingPriceLine[];
  /** The display currency and rate frozen at checkout (approximate), when the guest saw another currency. */
  display: { currency: string; rate: number } | null;
  cancellationPolicy: (typeof bookings.$inferSelect)["cancellationPolicy"];
  /** The custom policy's steps as sold, null for a standard policy. */
  cancellationRules: (typeof bookings.$inferSelect)["cancellationRules"];
  instantBook: boolean;
  channel: string;
  partnerMemberId: string | null;
  requestExpiresAt: string | null;
}

/** One booking of the signed-in guest by its reference, with its newest payment attempt; null otherwise. */
export async function findCheckoutResult(
  db: DbOrTx,
  options: { actor: Actor; reference: string },
): Promise<CheckoutResult | null> {
  const { actor } = options;
  if (actor.kind !== "user") return null;
  const [row] = await db
    .select({
      booking: bookings,
      property: {
        id: properties.id,
        title: properties.title,
        city: properties.city,
        timeZone: properties.timeZone,
        checkInTime: sql<string>`to_char(${properties.checkInTime}, 'HH24:MI')`,
        checkOutTime: sql<string>`to_char(${properties.checkOutTime}, 'HH24:MI')`,
      },
      startTime: sql<string | null>`to_char(${bookings.startsAt} at time zone ${properties.timeZone}, 'HH24:MI')`,
      endTime: sql<string | null>`to_char(${bookings.endsAt} at time zone ${properties.timeZone}, 'HH24:MI')`,
    })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(and(eq(bookings.reference, options.reference.trim().toUpperCase()), eq(bookings.guestUserId, actor.userId)));
  if (!row) return null;
  const { booking } = row;
  const outcome = await describeCheckout(db, booking);
  return {
    ...outcome,
    property: row.property,
    stayMode: booking.stayMode,
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    hours: row.startTime && row.endTime ? { start: row.startTime, end: row.endTime } : null,
    guestName: booking.guestName,
    guestEmail: booking.guestEmail,
    guestCount: booking.guestCount,
    childrenAges: booking.childrenAges,
    priceLines: booking.priceLines,
    display:
      booking.displayCurrency && booking.displayRate
        ? { currency: booking.displayCurrency, rate: Number(booking.displayRate) }
        : null,
    cancellationPolicy: booking.cancellationPolicy,
    cancellationRules: booking.cancellationRules,
    instantBook: booking.instantBook !== false,
    channel: booking.channel,
    partnerMemberId: booking.partnerMemberId,
    requestExpiresAt: booking.status === "requested" ? (booking.requestExpiresAt?.toISOString() ?? null) : null,
  };
}
