/**
 * The emails of a booking's life (guest and supplier), written in the transaction of the change: each kind is a
 * component of its own file, rendered here to its HTML and text parts (ARCHITECTURE.md, Email).
 */
import type { ReactElement } from "react";
import { BUSINESS_SETTINGS } from "@/domains/platform/settings";
import type { OutgoingEmail } from "@/server/email";
import { renderEmail } from "@/server/email/render";
import { BANK_ACCOUNT_TEXT } from "../bank-account";
import { BOOKING_CANCELLED_MESSAGES, BookingCancelledEmail } from "./booking-cancelled";
import { BOOKING_CONFIRMED_MESSAGES, BookingConfirmedEmail } from "./booking-confirmed";
import { BOOKING_DECLINED_MESSAGES, BookingDeclinedEmail } from "./booking-declined";
import type { BookingForEmail } from "./booking-details";
import { BOOKING_EXPIRED_MESSAGES, BookingExpiredEmail } from "./booking-expired";
import { BOOKING_REQUESTED_MESSAGES, BookingRequestedEmail } from "./booking-requested";
import { BOOKING_TRANSFER_MESSAGES, BookingTransferEmail } from "./booking-transfer";
import { SUPPLIER_CANCELLED_MESSAGES, SupplierCancelledEmail } from "./supplier-cancelled";
import { SUPPLIER_NEW_BOOKING_MESSAGES, SupplierNewBookingEmail } from "./supplier-new-booking";
import { SUPPLIER_NEW_REQUEST_MESSAGES, SupplierNewRequestEmail } from "./supplier-new-request";

export type { BookingForEmail } from "./booking-details";

export type GuestEmailKind = "confirmed" | "requested" | "transfer" | "declined" | "expired" | "cancelled";
export type SupplierEmailKind = "new-booking" | "new-request" | "cancelled";

export interface GuestEmailExtra {
  /** What goes back to the guest (declined, expired, cancelled). */
  refundMinor?: number;
  /** The host's note (declined) or how the refund was worked out (cancelled). */
  note?: string;
  /** Where a bank transfer goes and until when the dates are held. */
  transfer?: { reference: string; dueAt: Date | null };
}

async function email(to: string, kind: string, subject: string, element: ReactElement): Promise<OutgoingEmail> {
  return { to, kind, subject, ...(await renderEmail(element)) };
}

export function guestEmail(
  kind: GuestEmailKind,
  booking: BookingForEmail,
  appUrl: string,
  extra: GuestEmailExtra = {},
): Promise<OutgoingEmail> {
  const send = (subject: string, element: ReactElement) =>
    email(booking.guestEmail, `booking-${kind}`, subject, element);
  const props = { booking, appUrl };
  const { reference } = booking;
  switch (kind) {
    case "confirmed":
      return send(BOOKING_CONFIRMED_MESSAGES.subject(reference), <BookingConfirmedEmail {...props} />);
    case "requested":
      return send(
        BOOKING_REQUESTED_MESSAGES.subject(reference),
        <BookingRequestedEmail {...props} requestHours={BUSINESS_SETTINGS.requestHours} />,
      );
    case "transfer":
      return send(
        BOOKING_TRANSFER_MESSAGES.subject(reference),
        <BookingTransferEmail
          {...props}
          transferReference={extra.transfer?.reference ?? reference}
          dueAt={extra.transfer?.dueAt ?? null}
          bankAccount={BANK_ACCOUNT_TEXT}
        />,
      );
    case "declined":
      return send(
        BOOKING_DECLINED_MESSAGES.subject(reference),
        <BookingDeclinedEmail {...props} refundMinor={extra.refundMinor ?? 0} note={extra.note || null} />,
      );
    case "expired":
      return send(
        BOOKING_EXPIRED_MESSAGES.subject(reference),
        <BookingExpiredEmail {...props} refundMinor={extra.refundMinor ?? 0} />,
      );
    case "cancelled":
      return send(
        BOOKING_CANCELLED_MESSAGES.subject(reference),
        <BookingCancelledEmail {...props} refundMinor={extra.refundMinor ?? 0} explanation={extra.note || null} />,
      );
  }
}

export function supplierEmail(
  to: string,
  kind: SupplierEmailKind,
  booking: BookingForEmail,
  appUrl: string,
): Promise<OutgoingEmail> {
  const send = (subject: string, element: ReactElement) => email(to, `supplier-${kind}`, subject, element);
  const props = { booking, appUrl };
  const { reference } = booking;
  const hours = BUSINESS_SETTINGS.requestHours;
  switch (kind) {
    case "new-booking":
      return send(SUPPLIER_NEW_BOOKING_MESSAGES.subject(reference), <SupplierNewBookingEmail {...props} />);
    case "new-request":
      return send(
        SUPPLIER_NEW_REQUEST_MESSAGES.subject(reference, hours),
        <SupplierNewRequestEmail {...props} requestHours={hours} />,
      );
    case "cancelled":
      return send(SUPPLIER_CANCELLED_MESSAGES.subject(reference), <SupplierCancelledEmail {...props} />);
  }
}
