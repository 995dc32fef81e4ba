/** The frame the guest's booking emails share: the layout, the greeting, the booking's facts and the link back. */
import type { ReactNode } from "react";
import { EmailHeading, Paragraph } from "@/server/email/blocks";
import { EmailLayout } from "@/server/email/layout";
import { BookingDetails, BookingLinkBack, type BookingDetailsProps, type BookingForEmail } from "./booking-details";

export const GUEST_EMAIL_MESSAGES = {
  hello: (name: string) => `Hello ${name},`,
  reason: "You get this email because a stay was booked with Staysia under this address.",
} as const;

export interface GuestBookingEmailProps {
  booking: BookingForEmail;
  appUrl: string;
}

export function GuestBookingEmail({
  booking,
  appUrl,
  heading,
  preview,
  details,
  children,
}: GuestBookingEmailProps & {
  heading: string;
  preview: string;
  details?: Omit<BookingDetailsProps, "booking">;
  children: ReactNode;
}) {
  return (
    <EmailLayout locale={booking.locale} preview={preview} reason={GUEST_EMAIL_MESSAGES.reason} appUrl={appUrl}>
      <EmailHeading>{heading}</EmailHeading>
      <Paragraph>{GUEST_EMAIL_MESSAGES.hello(booking.guestName)}</Paragraph>
      {children}
      <BookingDetails booking={booking} {...details} />
      <BookingLinkBack booking={booking} appUrl={appUrl} />
    </EmailLayout>
  );
}
