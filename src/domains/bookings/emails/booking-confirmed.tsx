/** To the guest: the stay is confirmed and paid (instant book, or the host accepted a request). */
import { Paragraph } from "@/server/email/blocks";
import { GuestBookingEmail, type GuestBookingEmailProps } from "./guest-email";

export const BOOKING_CONFIRMED_MESSAGES = {
  subject: (reference: string) => `Booking confirmed: ${reference}`,
  heading: "Your stay is confirmed",
  body: (place: string) => `Your stay at ${place} is confirmed and paid. We look forward to welcoming you.`,
} as const;

export function BookingConfirmedEmail(props: GuestBookingEmailProps) {
  const m = BOOKING_CONFIRMED_MESSAGES;
  const { booking } = props;
  return (
    <GuestBookingEmail
      {...props}
      heading={m.heading}
      preview={m.subject(booking.reference)}
      details={{ totalLabel: "totalPaid" }}
    >
      <Paragraph>{m.body(booking.propertyTitle)}</Paragraph>
    </GuestBookingEmail>
  );
}
