/**
 * The emails of a booking's life (guest and supplier), written in the transaction of the change: each kind is a
 * component of its own file, rendered here to its HTML and text parts (ARCHITECTURE.md, Email), subject included,
 * in the booking's `locale` (the recipient's language, looked up when the email is queued: docs/I18N.md).
 */
import type { ReactElement } from "react";
import { BUSINESS_SETTINGS } from "@/domains/platform/settings";
import type { OutgoingEmail } from "@/server/email";
import { renderEmail } from "@/server/email/render";
import { BANK_ACCOUNT_TEXT } from "../bank-account";
import { bookingBalanceDueSubject, BookingBalanceDueEmail } from "./booking-balance-due";
import { bookingBalanceFailedSubject, BookingBalanceFailedEmail } from "./booking-balance-failed";
import { bookingCancelledSubject, BookingCancelledEmail } from "./booking-cancelled";
import { bookingConfirmedSubject, BookingConfirmedEmail } from "./booking-confirmed";
import { bookingDeclinedSubject, BookingDeclinedEmail } from "./booking-declined";
import type { BookingForEmail } from "./booking-details";
import { bookingExpiredSubject, BookingExpiredEmail } from "./booking-expired";
import { bookingRequestedSubject, BookingRequestedEmail } from "./booking-requested";
import { bookingTransferSubject, BookingTransferEmail } from "./booking-transfer";
import { supplierCancelledSubject, SupplierCancelledEmail } from "./supplier-cancelled";
import { supplierNewBookingSubject, SupplierNewBookingEmail } from "./supplier-new-booking";
import { supplierNewRequestSubject, SupplierNewRequestEmail } from "./supplier-new-request";

export type { BookingForEmail } from "./booking-details";

export type GuestEmailKind =
  "confirmed" | "requested" | "transfer" | "declined" | "expired" | "cancelled" | "balance-due" | "balance-failed";
export type SupplierEmailKind = "new-booking" | "new-request" | "cancelled";

export interface GuestEmailExtra {
  /** What goes back to the guest (declined, expired, cancelled). */
  refundMinor?: number;
  /** The host's note (declined) or how the refund was worked out (cancelled). */
  note?: string;
  /** Where a bank transfer goes and until when the dates are held. */
  transfer?: { reference: string; dueAt: Date | null };
  /** How long the host has to answer a request (the business settings in force when it was sent). */
  requestHours?: number;
  /** The balance left after a deposit (docs/DEPOSITS.md): the reminder's figures. */
  balance?: { amountMinor: number; dueOn: string; automatic: boolean; transferReference: string | null };
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
      return send(bookingConfirmedSubject(booking), <BookingConfirmedEmail {...props} />);
    case "requested":
      return send(
        bookingRequestedSubject(booking),
        <BookingRequestedEmail {...props} requestHours={extra.requestHours ?? BUSINESS_SETTINGS.requestHours} />,
      );
    case "transfer":
      return send(
        bookingTransferSubject(booking),
        <BookingTransferEmail
          {...props}
          transferReference={extra.transfer?.reference ?? reference}
          dueAt={extra.transfer?.dueAt ?? null}
          bankAccount={BANK_ACCOUNT_TEXT}
        />,
      );
    case "declined":
      return send(
        bookingDeclinedSubject(booking),
        <BookingDeclinedEmail {...props} refundMinor={extra.refundMinor ?? 0} note={extra.note || null} />,
      );
    case "expired":
      return send(
        bookingExpiredSubject(booking),
        <BookingExpiredEmail {...props} refundMinor={extra.refundMinor ?? 0} />,
      );
    case "cancelled":
      return send(
        bookingCancelledSubject(booking),
        <BookingCancelledEmail {...props} refundMinor={extra.refundMinor ?? 0} explanation={extra.note || null} />,
      );
    case "balance-due":
      return send(
        bookingBalanceDueSubject(booking),
        <BookingBalanceDueEmail
          {...props}
          balance={
            extra.balance ?? { amountMinor: 0, dueOn: booking.checkIn, automatic: false, transferReference: null }
          }
          bankAccount={BANK_ACCOUNT_TEXT}
        />,
      );
    case "balance-failed":
      return send(
        bookingBalanceFailedSubject(booking),
        <BookingBalanceFailedEmail {...props} refundMinor={extra.refundMinor ?? 0} />,
      );
  }
}

export function supplierEmail(
  to: string,
  kind: SupplierEmailKind,
  booking: BookingForEmail,
  appUrl: string,
  /** How long the host has to answer a request (the business settings in force when it was sent). */
  hours: number = BUSINESS_SETTINGS.requestHours,
): Promise<OutgoingEmail> {
  const send = (subject: string, element: ReactElement) => email(to, `supplier-${kind}`, subject, element);
  const props = { booking, appUrl };
  switch (kind) {
    case "new-booking":
      return send(supplierNewBookingSubject(booking), <SupplierNewBookingEmail {...props} />);
    case "new-request":
      return send(
        supplierNewRequestSubject(booking, hours),
        <SupplierNewRequestEmail {...props} requestHours={hours} />,
      );
    case "cancelled":
      return send(supplierCancelledSubject(booking), <SupplierCancelledEmail {...props} />);
  }
}
