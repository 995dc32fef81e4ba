/** To the guest: the host declined the request; nothing was charged, and any money taken goes back. */
import { translatorFor } from "@/i18n/translator";
import { Notice, Paragraph } from "@/server/email/blocks";
import { bookingMoney, type BookingForEmail } from "./booking-details";
import { GuestBookingEmail, type GuestBookingEmailProps } from "./guest-email";

export const bookingDeclinedSubject = (booking: BookingForEmail) =>
  translatorFor(booking.locale, "email")("bookingDeclined.subject", { reference: booking.reference });

export function BookingDeclinedEmail(props: GuestBookingEmailProps & { refundMinor: number; note: string | null }) {
  const { booking, refundMinor, note } = props;
  const t = translatorFor(booking.locale, "email");
  return (
    <GuestBookingEmail
      {...props}
      heading={t("bookingDeclined.heading")}
      preview={bookingDeclinedSubject(booking)}
      details={{ showCancellation: false }}
    >
      <Paragraph>{t("bookingDeclined.body", { place: `${booking.propertyTitle}, ${booking.city}` })}</Paragraph>
      <Paragraph>
        {refundMinor > 0
          ? t("bookingDeclined.refund", { amount: bookingMoney(booking, refundMinor) })
          : t("bookingDeclined.nothingCharged")}
      </Paragraph>
      {note && <Notice title={t("bookingDeclined.hostWrote")}>{note}</Notice>}
    </GuestBookingEmail>
  );
}
