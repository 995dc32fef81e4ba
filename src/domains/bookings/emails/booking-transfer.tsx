/** To the guest: the dates are held while the bank transfer is on its way; where to send it and by when. */
import { FactsTable, Paragraph } from "@/server/email/blocks";
import { emailDateTime } from "@/server/email/format";
import { bookingMoney } from "./booking-details";
import { GuestBookingEmail, type GuestBookingEmailProps } from "./guest-email";

export const BOOKING_TRANSFER_MESSAGES = {
  subject: (reference: string) => `Pay by bank transfer: ${reference}`,
  heading: "Pay by bank transfer",
  held: (dueBy: string) => `Your dates are held until ${dueBy}.`,
  instructions: (amount: string, reference: string, account: string) =>
    `Please transfer ${amount} with the reference ${reference} to ${account}.`,
  after: "We confirm your booking once the transfer is recorded as received.",
  amount: "Amount",
  transferReference: "Transfer reference",
  account: "Pay to",
} as const;

export interface BookingTransferEmailProps extends GuestBookingEmailProps {
  /** The reference the guest writes on the transfer (the payment's, not the booking's). */
  transferReference: string;
  /** When the hold ends, or null when it has no end. */
  dueAt: Date | null;
  /** The account in words (bank-account.ts). */
  bankAccount: string;
}

export function BookingTransferEmail(props: BookingTransferEmailProps) {
  const m = BOOKING_TRANSFER_MESSAGES;
  const { booking, transferReference, dueAt, bankAccount } = props;
  const amount = bookingMoney(booking, booking.totalMinor);
  return (
    <GuestBookingEmail {...props} heading={m.heading} preview={m.subject(booking.reference)}>
      {dueAt && <Paragraph>{m.held(emailDateTime(dueAt, booking.locale, booking.timeZone))}</Paragraph>}
      <Paragraph>{m.instructions(amount, transferReference, bankAccount)}</Paragraph>
      <FactsTable
        facts={[
          { label: m.amount, value: amount },
          { label: m.transferReference, value: transferReference },
          { label: m.account, value: bankAccount },
        ]}
      />
      <Paragraph>{m.after}</Paragraph>
    </GuestBookingEmail>
  );
}
