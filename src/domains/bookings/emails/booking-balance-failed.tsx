/**
 * To the guest: the balance could not be charged on its day, so the booking is cancelled under the policy it was
 * sold with (docs/DEPOSITS.md); what of the deposit comes back.
 */
import { translatorFor } from "@/i18n/translator";
import { Paragraph } from "@/server/email/blocks";
import { bookingMoney, type BookingForEmail } from "./booking-details";
import { GuestBookingEmail, type GuestBookingEmailProps } from "./guest-email";

export const bookingBalanceFailedSubject = (booking: BookingForEmail) =>
  translatorFor(booking.locale, "email")("bookingBalanceFailed.subject", { reference: booking.reference });

export function BookingBalanceFailedEmail(props: GuestBookingEmailProps & { refundMinor: number }) {
  const { booking, refundMinor } = props;
  const t = translatorFor(booking.locale, "email");
  const refund = bookingMoney(booking, refundMinor);
  return (
    <GuestBookingEmail
      {...props}
      heading={t("bookingBalanceFailed.heading")}
      preview={bookingBalanceFailedSubject(booking)}
      details={{ extra: [{ label: t("bookingCancelled.refundLabel"), value: refund }] }}
    >
      <Paragraph>
        {t("bookingBalanceFailed.body", {
          reference: booking.reference,
          place: `${booking.propertyTitle}, ${booking.city}`,
        })}
      </Paragraph>
      <Paragraph>
        {refundMinor > 0 ? t("bookingBalanceFailed.refund", { amount: refund }) : t("bookingBalanceFailed.noRefund")}
      </Paragraph>
    </GuestBookingEmail>
  );
}
