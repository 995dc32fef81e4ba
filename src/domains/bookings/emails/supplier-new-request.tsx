/** To the supplier's people: a request to book waits for their answer within the request window. */
import { translatorFor } from "@/i18n/translator";
import { Paragraph } from "@/server/email/blocks";
import { bookingMoney, type BookingForEmail } from "./booking-details";
import { SupplierBookingEmail, type SupplierBookingEmailProps } from "./supplier-email";

export const supplierNewRequestSubject = (booking: BookingForEmail, hours: number) =>
  translatorFor(booking.locale, "email")("supplierNewRequest.subject", { reference: booking.reference, hours });

export function SupplierNewRequestEmail(props: SupplierBookingEmailProps & { requestHours: number }) {
  const { booking, requestHours } = props;
  const t = translatorFor(booking.locale, "email");
  return (
    <SupplierBookingEmail
      {...props}
      heading={t("supplierNewRequest.heading")}
      preview={supplierNewRequestSubject(booking, requestHours)}
    >
      <Paragraph>
        {t("supplierNewRequest.body", {
          who: `${booking.guestName} (${booking.reference})`,
          place: `${booking.propertyTitle}, ${booking.city}`,
          amount: bookingMoney(booking, booking.totalMinor),
        })}
      </Paragraph>
      <Paragraph>{t("supplierNewRequest.answer", { hours: requestHours })}</Paragraph>
    </SupplierBookingEmail>
  );
}
