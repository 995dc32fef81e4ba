/** To the guest: the booking is cancelled, with the refund and how the cancellation policy gave it. */
import { Notice, Paragraph } from "@/server/email/blocks";
import { bookingMoney } from "./booking-details";
import { GuestBookingEmail, type GuestBookingEmailProps } from "./guest-email";

export const BOOKING_CANCELLED_MESSAGES = {
  subject: (reference: string) => `Booking cancelled: ${reference}`,
  heading: "Your booking is cancelled",
  body: (reference: string, place: string) => `Your booking ${reference} for ${place} is cancelled.`,
  refundLabel: "Refund",
  refund: (amount: string) => `Refund: ${amount}.`,
  how: "How the refund was worked out",
} as const;

export function BookingCancelledEmail(
  props: GuestBookingEmailProps & { refundMinor: number; explanation: string | null },
) {
  const m = BOOKING_CANCELLED_MESSAGES;
  const { booking, refundMinor, explanation } = props;
  const refund = bookingMoney(booking, refundMinor);
  return (
    <GuestBookingEmail
      {...props}
      heading={m.heading}
      preview={m.subject(booking.reference)}
      details={{ extra: [{ label: m.refundLabel, value: refund }] }}
    >
      <Paragraph>{m.body(booking.reference, `${booking.propertyTitle}, ${booking.city}`)}</Paragraph>
      <Paragraph>{m.refund(refund)}</Paragraph>
      {explanation && <Notice title={m.how}>{explanation}</Notice>}
    </GuestBookingEmail>
  );
}
