/** To the guest: a hold or a request ran out before it was paid or answered; the dates are free again. */
import { Paragraph } from "@/server/email/blocks";
import { bookingMoney } from "./booking-details";
import { GuestBookingEmail, type GuestBookingEmailProps } from "./guest-email";

export const BOOKING_EXPIRED_MESSAGES = {
  subject: (reference: string) => `Booking expired: ${reference}`,
  heading: "Your booking expired",
  body: (reference: string, place: string) =>
    `Your booking ${reference} for ${place} expired before it was paid or answered, and the dates are free again.`,
  nothingCharged: "Nothing was charged.",
  refund: (amount: string) => `Nothing was charged; ${amount} is on its way back to you.`,
} as const;

export function BookingExpiredEmail(props: GuestBookingEmailProps & { refundMinor: number }) {
  const m = BOOKING_EXPIRED_MESSAGES;
  const { booking, refundMinor } = props;
  return (
    <GuestBookingEmail
      {...props}
      heading={m.heading}
      preview={m.subject(booking.reference)}
      details={{ showCancellation: false }}
    >
      <Paragraph>{m.body(booking.reference, `${booking.propertyTitle}, ${booking.city}`)}</Paragraph>
      <Paragraph>{refundMinor > 0 ? m.refund(bookingMoney(booking, refundMinor)) : m.nothingCharged}</Paragraph>
    </GuestBookingEmail>
  );
}
