/** To the guest: the booking is cancelled, with the refund and how the cancellation policy gave it. */
import { translatorFor } from "@/i18n/translator";
import { Notice, Paragraph } from "@/server/email/blocks";
import { bookingMoney, type BookingForEmail } from "./booking-details";
import { GuestBookingEmail, type GuestBookingEmailProps } from "./guest-email";

export const bookingCancelledSubject = (booking: BookingForEmail) =>
  translatorFor(booking.locale, "email")("bookingCancelled.subject", { reference: booking.reference });

export function BookingCancelledEmail(
  props: GuestBookingEmailProps & { refundMinor: number; explanation: string | null },
) {
  const { booking, refundMinor, explanation } = props;
  const t = translatorFor(booking.locale, "email");
  const refund = bookingMoney(booking, refundMinor);
  return (
    <GuestBookingEmail
      {...props}
      heading={t("bookingCancelled.heading")}
      preview={bookingCancelledSubject(booking)}
      details={{ extra: [{ label: t("bookingCancelled.refundLabel"), value: refund }] }}
    >
      <Paragraph>
        {t("bookingCancelled.body", {
          reference: booking.reference,
          place: `${booking.propertyTitle}, ${booking.city}`,
        })}
      </Paragraph>
      <Paragraph>{t("bookingCancelled.refund", { amount: refund })}</Paragraph>
      {explanation && <Notice title={t("bookingCancelled.how")}>{explanation}</Notice>}
    </GuestBookingEmail>
  );
}
