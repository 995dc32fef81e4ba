/** The emails of a booking's life (guest and supplier), written in the transaction of the change. */
import { BUSINESS_SETTINGS } from "@/domains/platform/settings";
import { formatMoney } from "@/lib/money";
import type { OutgoingEmail } from "@/server/email";
import { BANK_ACCOUNT_TEXT } from "./bank-account";

export interface BookingForEmail {
  reference: string;
  guestName: string;
  guestEmail: string;
  propertyTitle: string;
  city: string;
  checkIn: string;
  checkOut: string;
  currency: string;
  totalMinor: number;
}

const money = (booking: BookingForEmail, amountMinor: number) =>
  formatMoney({ amountMinor, currency: booking.currency }, { exact: true, currencyDisplay: "code" });
const stay = (booking: BookingForEmail) =>
  `${booking.propertyTitle}, ${booking.city}: ${booking.checkIn} to ${booking.checkOut}`;
const footer = (appUrl: string) => `\n\nSee your booking at ${appUrl}/bookings (reference and email).\n\nStaysia`;

export function guestEmail(
  kind: GuestEmailKind,
  booking: BookingForEmail,
  appUrl: string,
  extra: { refundMinor?: number; note?: string; transfer?: { reference: string; dueBy: string } } = {},
): OutgoingEmail {
  const to = booking.guestEmail;
  const hello = `Hello ${booking.guestName},\n\n`;
  const base = { to, kind: `booking-${kind}` };
  switch (kind) {
    case "confirmed":
      return {
        ...base,
        subject: `Booking confirmed: ${booking.reference}`,
        text: `${hello}Your stay is confirmed.\n\n${stay(booking)}\nPaid: ${money(booking, booking.totalMinor)}\nReference: ${booking.reference}${footer(appUrl)}`,
      };
    case "requested":
      return {
        ...base,
        subject: `Request sent: ${booking.reference}`,
        text: `${hello}Your request to book has been sent to the host, who has ${BUSINESS_SETTINGS.requestHours} hours to answer. Your card is authorised, not charged, until they accept.\n\n${stay(booking)}\nTotal: ${money(booking, booking.totalMinor)}\nReference: ${booking.reference}${footer(appUrl)}`,
      };
    case "transfer":
      return {
        ...base,
        subject: `Pay by bank transfer: ${booking.reference}`,
        text: `${hello}Your dates are held until ${extra.transfer?.dueBy}. Please transfer ${money(booking, booking.totalMinor)} with the reference ${extra.transfer?.reference} to ${BANK_ACCOUNT_TEXT}. We confirm your booking once the transfer is recorded as received.\n\n${stay(booking)}${footer(appUrl)}`,
      };
    case "declined":
      return {
        ...base,
        subject: `Request declined: ${booking.reference}`,
        text: `${hello}The host could not accept your request for ${stay(booking)}. Nothing was charged${extra.refundMinor ? `; ${money(booking, extra.refundMinor)} is on its way back to you` : ""}.${extra.note ? `\n\nThe host wrote: ${extra.note}` : ""}${footer(appUrl)}`,
      };
    case "expired":
      return {
        ...base,
        subject: `Booking expired: ${booking.reference}`,
        text: `${hello}Your booking ${booking.reference} for ${stay(booking)} expired before it was paid or answered, and the dates are free again. Nothing was charged${extra.refundMinor ? `; ${money(booking, extra.refundMinor)} is on its way back to you` : ""}.${footer(appUrl)}`,
      };
    case "cancelled":
      return {
        ...base,
        subject: `Booking cancelled: ${booking.reference}`,
        text: `${hello}Your booking ${booking.reference} for ${stay(booking)} is cancelled. Refund: ${money(booking, extra.refundMinor ?? 0)}.${extra.note ? `\n\n${extra.note}` : ""}${footer(appUrl)}`,
      };
  }
}

export type GuestEmailKind = "confirmed" | "requested" | "transfer" | "declined" | "expired" | "cancelled";

export function supplierEmail(
  to: string,
  kind: "new-booking" | "new-request" | "cancelled",
  booking: BookingForEmail,
  appUrl: string,
): OutgoingEmail {
  const base = { to, kind: `supplier-${kind}` };
  const who = `${booking.guestName} (${booking.reference})`;
  switch (kind) {
    case "new-booking":
      return {
        ...base,
        subject: `New booking ${booking.reference}`,
        text: `${who} booked ${stay(booking)} for ${money(booking, booking.totalMinor)}.\n\n${appUrl}/dashboard/unmanagedBookings`,
      };
    case "new-request":
      return {
        ...base,
        subject: `Request to book ${booking.reference}: answer within ${BUSINESS_SETTINGS.requestHours} hours`,
        text: `${who} asks to book ${stay(booking)} for ${money(booking, booking.totalMinor)}. Accept or decline within ${BUSINESS_SETTINGS.requestHours} hours, or the request expires.\n\n${appUrl}/dashboard/unmanagedBookings`,
      };
    case "cancelled":
      return {
        ...base,
        subject: `Booking cancelled: ${booking.reference}`,
        text: `The booking ${who} for ${stay(booking)} was cancelled. The dates are open again.`,
      };
  }
}
