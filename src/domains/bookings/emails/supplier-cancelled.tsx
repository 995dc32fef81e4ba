/** To the supplier's people: a booking was cancelled and its dates are open again. */
import { Paragraph } from "@/server/email/blocks";
import { SupplierBookingEmail, type SupplierBookingEmailProps } from "./supplier-email";

export const SUPPLIER_CANCELLED_MESSAGES = {
  subject: (reference: string) => `Booking cancelled: ${reference}`,
  heading: "A booking was cancelled",
  body: (who: string, place: string) => `The booking ${who} for ${place} was cancelled. The dates are open again.`,
} as const;

export function SupplierCancelledEmail(props: SupplierBookingEmailProps) {
  const m = SUPPLIER_CANCELLED_MESSAGES;
  const { booking } = props;
  return (
    <SupplierBookingEmail {...props} heading={m.heading} preview={m.subject(booking.reference)}>
      <Paragraph>
        {m.body(`${booking.guestName} (${booking.reference})`, `${booking.propertyTitle}, ${booking.city}`)}
      </Paragraph>
    </SupplierBookingEmail>
  );
}
