import "server-only";
import { eq } from "drizzle-orm";
import { properties } from "@/domains/catalogue/schema";
import type { DbOrTx } from "@/server/db";
import { queueEmail } from "@/server/email";
import { env } from "@/server/env";
import { recipientLocale } from "@/server/email/language";
import { renderEmail } from "@/server/email/render";
import { translatorFor } from "@/i18n/translator";
import { ReviewInvitationEmail, reviewInvitationSubject } from "./emails/review-invitation";
import { REVIEW_WINDOW_DAYS } from "./rules";

/**
 * At check-out (the stay completed) the guest is invited to review it, by email through the outbox in the
 * completion's own transaction (ARCHITECTURE.md, Email), with the 14 days and where to write (`/bookings`), in
 * the guest's language (their profile's, else English: docs/I18N.md).
 */
export async function inviteGuestToReview(
  tx: DbOrTx,
  booking: { propertyId: string; reference: string; guestName: string; guestEmail: string },
): Promise<void> {
  const [property] = await tx
    .select({ name: properties.title })
    .from(properties)
    .where(eq(properties.id, booking.propertyId));
  const locale = await recipientLocale(tx, booking.guestEmail);
  const place = property?.name ?? translatorFor(locale, "email")("reviewInvitation.yourStay");
  const firstName = booking.guestName.split(" ")[0] ?? booking.guestName;
  const appUrl = env().APP_URL;
  const rendered = await renderEmail(
    <ReviewInvitationEmail
      firstName={firstName}
      place={place}
      reference={booking.reference}
      windowDays={REVIEW_WINDOW_DAYS}
      appUrl={appUrl}
      locale={locale}
    />,
  );
  await queueEmail(tx, {
    to: booking.guestEmail,
    kind: "review-invitation",
    subject: reviewInvitationSubject(locale, place),
    ...rendered,
  });
}
