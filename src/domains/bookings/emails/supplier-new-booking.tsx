/** To the supplier's people: a guest booked and paid (instant book). */
import { translatorFor } from "@/i18n/translator";
import { Paragraph } from "@/server/email/blocks";
import { bookingMoney, type BookingForEmail } from "./booking-details";
import { SupplierBookingEmail, type SupplierBookingEmailProps } from "./supplier-email";

export const supplierNewBookingSubject = (booking: BookingForEmail) =>
  translatorFor(booking.locale, "email")("supplierNewBooking.subject", { reference: booking.reference });

export function SupplierNewBookingEmail(props: SupplierBookingEmailProps) {
  const { booking } = props;
  const t = translatorFor(booking.locale, "email");
  return (
    <SupplierBookingEmail
      {...props}
      heading={t("supplierNewBooking.heading")}
      preview={supplierNewBookingSubject(booking)}
    >
      <Paragraph>
        {t("supplierNewBooking.body", {
          who: `${booking.guestName} (${booking.reference})`,
          place: `${booking.propertyTitle}, ${booking.city}`,
          amount: bookingMoney(booking, booking.totalMinor),
        })}
      </Paragraph>
    </SupplierBookingEmail>
  );
}
