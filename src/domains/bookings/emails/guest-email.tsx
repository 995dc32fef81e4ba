/** The frame the guest's booking emails share: the layout, the greeting, the booking's facts and the link back. */
import type { ReactNode } from "react";
import { EmailHeading, Paragraph } from "@/server/email/blocks";
import { EmailLayout } from "@/server/email/layout";
import { translatorFor } from "@/i18n/translator";
import { BookingDetails, BookingLinkBack, type BookingDetailsProps, type BookingForEmail } from "./booking-details";

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
  const t = translatorFor(booking.locale, "email");
  return (
    <EmailLayout locale={booking.locale} preview={preview} reason={t("guestEmail.reason")} appUrl={appUrl}>
      <EmailHeading>{heading}</EmailHeading>
      <Paragraph>{t("guestEmail.hello", { name: booking.guestName })}</Paragraph>
      {children}
      <BookingDetails booking={booking} {...details} />
      <BookingLinkBack booking={booking} appUrl={appUrl} />
    </EmailLayout>
  );
}
