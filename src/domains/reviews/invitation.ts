import "server-only";
import { eq } from "drizzle-orm";
import { properties } from "@/domains/catalogue/schema";
import type { DbOrTx } from "@/server/db";
import { queueEmail } from "@/server/email";
import { env } from "@/server/env";
import { REVIEW_WINDOW_DAYS } from "./rules";

/**
 * At check-out (the stay completed) the guest is invited to review it, by email through the outbox in the
 * completion's own transaction (ARCHITECTURE.md, Email), with the 14 days and where to write (`/bookings`).
 */
export async function inviteGuestToReview(
  tx: DbOrTx,
  booking: { propertyId: string; reference: string; guestName: string; guestEmail: string },
): Promise<void> {
  const [property] = await tx
    .select({ name: properties.title })
    .from(properties)
    .where(eq(properties.id, booking.propertyId));
  const place = property?.name ?? "your stay";
  const firstName = booking.guestName.split(" ")[0] ?? booking.guestName;
  await queueEmail(tx, {
    to: booking.guestEmail,
    kind: "review-invitation",
    subject: `How was your stay at ${place}?`,
    text:
      `Hello ${firstName},\n\nThank you for staying at ${place} (booking ${booking.reference}). ` +
      `You have ${REVIEW_WINDOW_DAYS} days to review your stay: your host reviews you too, and both reviews ` +
      `appear together once both are written or the ${REVIEW_WINDOW_DAYS} days end.\n\n` +
      `Review your stay at ${env().APP_URL}/bookings\n\nStaysia`,
  });
}
