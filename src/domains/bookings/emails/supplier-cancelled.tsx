/** To the supplier's people: a booking was cancelled and its dates are open again. */
import { translatorFor } from "@/i18n/translator";
import { Paragraph } from "@/server/email/blocks";
import type { BookingForEmail } from "./booking-details";
import { SupplierBookingEmail, type SupplierBookingEmailProps } from "./supplier-email";

export const supplierCancelledSubject = (booking: BookingForEmail) =>
  translatorFor(booking.locale, "email")("supplierCancelled.subject", { reference: booking.reference });

export function SupplierCancelledEmail(props: SupplierBookingEmailProps) {
  const { booking } = props;
  const t = translatorFor(booking.locale, "email");
  return (
    <SupplierBookingEmail
      {...props}
      heading={t("supplierCancelled.heading")}
      preview={supplierCancelledSubject(booking)}
    >
      <Paragraph>
        {t("supplierCancelled.body", {
          who: `${booking.guestName} (${booking.reference})`,
          place: `${booking.propertyTitle}, ${booking.city}`,
        })}
      </Paragraph>
    </SupplierBookingEmail>
  );
}
