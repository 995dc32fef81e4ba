/** The frame of the supplier's booking news: what happened, the booking's facts with the guest, and the desk. */
import type { ReactNode } from "react";
import { ButtonLink, EmailHeading } from "@/server/email/blocks";
import { EmailLayout } from "@/server/email/layout";
import { translatorFor } from "@/i18n/translator";
import { BookingDetails, type BookingForEmail } from "./booking-details";

export interface SupplierBookingEmailProps {
  booking: BookingForEmail;
  appUrl: string;
}

/** The supplier's bookings desk (SPEC.md §6), where a request is accepted or declined. */
export const supplierBookingsLink = (appUrl: string) => `${appUrl}/dashboard/unmanagedBookings`;

export function SupplierBookingEmail({
  booking,
  appUrl,
  heading,
  preview,
  withLink = true,
  children,
}: SupplierBookingEmailProps & { heading: string; preview: string; withLink?: boolean; children: ReactNode }) {
  const t = translatorFor(booking.locale, "email");
  return (
    <EmailLayout locale={booking.locale} preview={preview} reason={t("supplierEmail.reason")} appUrl={appUrl}>
      <EmailHeading>{heading}</EmailHeading>
      {children}
      <BookingDetails booking={booking} showGuest showCancellation={false} />
      {withLink && <ButtonLink href={supplierBookingsLink(appUrl)}>{t("supplierEmail.openBookings")}</ButtonLink>}
    </EmailLayout>
  );
}
