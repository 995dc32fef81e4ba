/** To the guest: a hold or a request ran out before it was paid or answered; the dates are free again. */
import { translatorFor } from "@/i18n/translator";
import { Paragraph } from "@/server/email/blocks";
import { bookingMoney, type BookingForEmail } from "./booking-details";
import { GuestBookingEmail, type GuestBookingEmailProps } from "./guest-email";

export const bookingExpiredSubject = (booking: BookingForEmail) =>
  translatorFor(booking.locale, "email")("bookingExpired.subject", { reference: booking.reference });

export function BookingExpiredEmail(props: GuestBookingEmailProps & { refundMinor: number }) {
  const { booking, refundMinor } = props;
  const t = translatorFor(booking.locale, "email");
  return (
    <GuestBookingEmail
      {...props}
      heading={t("bookingExpired.heading")}
      preview={bookingExpiredSubject(booking)}
      details={{ showCancellation: false }}
    >
      <Paragraph>
        {t("bookingExpired.body", { reference: booking.reference, place: `${booking.propertyTitle}, ${booking.city}` })}
      </Paragraph>
      <Paragraph>
        {refundMinor > 0
          ? t("bookingExpired.refund", { amount: bookingMoney(booking, refundMinor) })
          : t("bookingExpired.nothingCharged")}
      </Paragraph>
    </GuestBookingEmail>
  );
}
