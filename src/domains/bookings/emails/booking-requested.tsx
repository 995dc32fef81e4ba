/** To the guest: the request to book went to the host, who answers within the request window (SPEC.md §5). */
import { Paragraph } from "@/server/email/blocks";
import { GuestBookingEmail, type GuestBookingEmailProps } from "./guest-email";

export const BOOKING_REQUESTED_MESSAGES = {
  subject: (reference: string) => `Request sent: ${reference}`,
  heading: "Your request is with the host",
  body: (hours: number) =>
    `Your request to book has been sent to the host, who has ${hours} hours to answer. Your card is authorised, not charged, until they accept.`,
} as const;

export function BookingRequestedEmail(props: GuestBookingEmailProps & { requestHours: number }) {
  const m = BOOKING_REQUESTED_MESSAGES;
  return (
    <GuestBookingEmail {...props} heading={m.heading} preview={m.subject(props.booking.reference)}>
      <Paragraph>{m.body(props.requestHours)}</Paragraph>
    </GuestBookingEmail>
  );
}
