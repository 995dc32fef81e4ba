/** To the guest: the stay is confirmed and paid (instant book, or the host accepted a request). */
import { translatorFor } from "@/i18n/translator";
import { Paragraph } from "@/server/email/blocks";
import type { BookingForEmail } from "./booking-details";
import { GuestBookingEmail, type GuestBookingEmailProps } from "./guest-email";

export const bookingConfirmedSubject = (booking: BookingForEmail) =>
  translatorFor(booking.locale, "email")("bookingConfirmed.subject", { reference: booking.reference });

export function BookingConfirmedEmail(props: GuestBookingEmailProps) {
  const { booking } = props;
  const t = translatorFor(booking.locale, "email");
  return (
    <GuestBookingEmail
      {...props}
      heading={t("bookingConfirmed.heading")}
      preview={bookingConfirmedSubject(booking)}
      details={{ totalLabel: "totalPaid" }}
    >
      <Paragraph>{t("bookingConfirmed.body", { place: booking.propertyTitle })}</Paragraph>
    </GuestBookingEmail>
  );
}
