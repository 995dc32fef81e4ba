/** To the guest: the dates are held while the bank transfer is on its way; where to send it and by when. */
import { translatorFor } from "@/i18n/translator";
import { FactsTable, Paragraph } from "@/server/email/blocks";
import { emailDateTime } from "@/server/email/format";
import { bookingMoney, type BookingForEmail } from "./booking-details";
import { GuestBookingEmail, type GuestBookingEmailProps } from "./guest-email";

export const bookingTransferSubject = (booking: BookingForEmail) =>
  translatorFor(booking.locale, "email")("bookingTransfer.subject", { reference: booking.reference });

export interface BookingTransferEmailProps extends GuestBookingEmailProps {
  /** The reference the guest writes on the transfer (the payment's, not the booking's). */
  transferReference: string;
  /** When the hold ends, or null when it has no end. */
  dueAt: Date | null;
  /** The account in words (bank-account.ts). */
  bankAccount: string;
}

export function BookingTransferEmail(props: BookingTransferEmailProps) {
  const { booking, transferReference, dueAt, bankAccount } = props;
  const t = translatorFor(booking.locale, "email");
  // A deposit's transfer asks for the deposit only (docs/DEPOSITS.md): the balance has its own transfer later.
  const amount = bookingMoney(
    booking,
    booking.totalMinor - (booking.referralCreditMinor ?? 0) - (booking.balanceMinor ?? 0),
  );
  return (
    <GuestBookingEmail {...props} heading={t("bookingTransfer.heading")} preview={bookingTransferSubject(booking)}>
      {dueAt && (
        <Paragraph>
          {t("bookingTransfer.held", { dueBy: emailDateTime(dueAt, booking.locale, booking.timeZone) })}
        </Paragraph>
      )}
      <Paragraph>
        {t("bookingTransfer.instructions", { amount, reference: transferReference, account: bankAccount })}
      </Paragraph>
      <FactsTable
        facts={[
          { label: t("bookingTransfer.amount"), value: amount },
          { label: t("bookingTransfer.transferReference"), value: transferReference },
          { label: t("bookingTransfer.account"), value: bankAccount },
        ]}
      />
      <Paragraph>{t("bookingTransfer.after")}</Paragraph>
    </GuestBookingEmail>
  );
}
