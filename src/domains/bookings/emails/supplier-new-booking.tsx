/** To the supplier's people: a guest booked and paid (instant book). */
import { Paragraph } from "@/server/email/blocks";
import { bookingMoney } from "./booking-details";
import { SupplierBookingEmail, type SupplierBookingEmailProps } from "./supplier-email";

export const SUPPLIER_NEW_BOOKING_MESSAGES = {
  subject: (reference: string) => `New booking ${reference}`,
  heading: "New booking",
  body: (who: string, place: string, amount: string) => `${who} booked ${place} for ${amount}.`,
} as const;

export function SupplierNewBookingEmail(props: SupplierBookingEmailProps) {
  const m = SUPPLIER_NEW_BOOKING_MESSAGES;
  const { booking } = props;
  return (
    <SupplierBookingEmail {...props} heading={m.heading} preview={m.subject(booking.reference)}>
      <Paragraph>
        {m.body(
          `${booking.guestName} (${booking.reference})`,
          `${booking.propertyTitle}, ${booking.city}`,
          bookingMoney(booking, booking.totalMinor),
        )}
      </Paragraph>
    </SupplierBookingEmail>
  );
}
