/** To the supplier's people: a request to book waits for their answer within the request window. */
import { Paragraph } from "@/server/email/blocks";
import { bookingMoney } from "./booking-details";
import { SupplierBookingEmail, type SupplierBookingEmailProps } from "./supplier-email";

export const SUPPLIER_NEW_REQUEST_MESSAGES = {
  subject: (reference: string, hours: number) => `Request to book ${reference}: answer within ${hours} hours`,
  heading: "A request to book waits for your answer",
  body: (who: string, place: string, amount: string) => `${who} asks to book ${place} for ${amount}.`,
  answer: (hours: number) => `Accept or decline within ${hours} hours, or the request expires.`,
} as const;

export function SupplierNewRequestEmail(props: SupplierBookingEmailProps & { requestHours: number }) {
  const m = SUPPLIER_NEW_REQUEST_MESSAGES;
  const { booking, requestHours } = props;
  return (
    <SupplierBookingEmail {...props} heading={m.heading} preview={m.subject(booking.reference, requestHours)}>
      <Paragraph>
        {m.body(
          `${booking.guestName} (${booking.reference})`,
          `${booking.propertyTitle}, ${booking.city}`,
          bookingMoney(booking, booking.totalMinor),
        )}
      </Paragraph>
      <Paragraph>{m.answer(requestHours)}</Paragraph>
    </SupplierBookingEmail>
  );
}
