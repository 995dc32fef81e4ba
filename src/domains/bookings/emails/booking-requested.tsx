/** To the guest: the request to book went to the host, who answers within the request window (SPEC.md §5). */
import { translatorFor } from "@/i18n/translator";
import { Paragraph } from "@/server/email/blocks";
import type { BookingForEmail } from "./booking-details";
import { GuestBookingEmail, type GuestBookingEmailProps } from "./guest-email";

export const bookingRequestedSubject = (booking: BookingForEmail) =>
  translatorFor(booking.locale, "email")("bookingRequested.subject", { reference: booking.reference });

export function BookingRequestedEmail(props: GuestBookingEmailProps & { requestHours: number }) {
  const t = translatorFor(props.booking.locale, "email");
  return (
    <GuestBookingEmail
      {...props}
      heading={t("bookingRequested.heading")}
      preview={bookingRequestedSubject(props.booking)}
    >
      <Paragraph>{t("bookingRequested.body", { hours: props.requestHours })}</Paragraph>
    </GuestBookingEmail>
  );
}
