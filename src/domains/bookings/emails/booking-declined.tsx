/** To the guest: the host declined the request; nothing was charged, and any money taken goes back. */
import { Notice, Paragraph } from "@/server/email/blocks";
import { bookingMoney } from "./booking-details";
import { GuestBookingEmail, type GuestBookingEmailProps } from "./guest-email";

export const BOOKING_DECLINED_MESSAGES = {
  subject: (reference: string) => `Request declined: ${reference}`,
  heading: "The host could not accept your request",
  body: (place: string) => `The host could not accept your request for ${place}.`,
  nothingCharged: "Nothing was charged.",
  refund: (amount: string) => `Nothing was charged; ${amount} is on its way back to you.`,
  hostWrote: "The host wrote",
} as const;

export function BookingDeclinedEmail(props: GuestBookingEmailProps & { refundMinor: number; note: string | null }) {
  const m = BOOKING_DECLINED_MESSAGES;
  const { booking, refundMinor, note } = props;
  return (
    <GuestBookingEmail
      {...props}
      heading={m.heading}
      preview={m.subject(booking.reference)}
      details={{ showCancellation: false }}
    >
      <Paragraph>{m.body(`${booking.propertyTitle}, ${booking.city}`)}</Paragraph>
      <Paragraph>{refundMinor > 0 ? m.refund(bookingMoney(booking, refundMinor)) : m.nothingCharged}</Paragraph>
      {note && <Notice title={m.hostWrote}>{note}</Notice>}
    </GuestBookingEmail>
  );
}
