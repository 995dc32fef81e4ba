/** The frame of the supplier's booking news: what happened, the booking's facts with the guest, and the desk. */
import type { ReactNode } from "react";
import { ButtonLink, EmailHeading } from "@/server/email/blocks";
import { EmailLayout } from "@/server/email/layout";
import { BookingDetails, type BookingForEmail } from "./booking-details";

export const SUPPLIER_EMAIL_MESSAGES = {
  reason: "You get this email because you manage this place on Staysia.",
  openBookings: "Open your bookings",
} as const;

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
  return (
    <EmailLayout locale={booking.locale} preview={preview} reason={SUPPLIER_EMAIL_MESSAGES.reason} appUrl={appUrl}>
      <EmailHeading>{heading}</EmailHeading>
      {children}
      <BookingDetails booking={booking} showGuest showCancellation={false} />
      {withLink && <ButtonLink href={supplierBookingsLink(appUrl)}>{SUPPLIER_EMAIL_MESSAGES.openBookings}</ButtonLink>}
    </EmailLayout>
  );
}
