/**
 * To the guest: the balance after their deposit is due soon (docs/DEPOSITS.md): how much, the day, and how it is
 * paid (charged automatically to the kept card, or a transfer with its own reference); it may be paid early.
 */
import { translatorFor } from "@/i18n/translator";
import { FactsTable, Paragraph } from "@/server/email/blocks";
import { emailDate } from "@/server/email/format";
import { bookingMoney, type BookingForEmail } from "./booking-details";
import { GuestBookingEmail, type GuestBookingEmailProps } from "./guest-email";

export const bookingBalanceDueSubject = (booking: BookingForEmail) =>
  translatorFor(booking.locale, "email")("bookingBalanceDue.subject", { reference: booking.reference });

export interface BookingBalanceDueEmailProps extends GuestBookingEmailProps {
  balance: { amountMinor: number; dueOn: string; automatic: boolean; transferReference: string | null };
  /** The account in words (bank-account.ts), for a balance paid by transfer. */
  bankAccount: string;
}

export function BookingBalanceDueEmail(props: BookingBalanceDueEmailProps) {
  const { booking, balance, bankAccount } = props;
  const t = translatorFor(booking.locale, "email");
  const amount = bookingMoney(booking, balance.amountMinor);
  const date = emailDate(balance.dueOn, booking.locale);
  return (
    <GuestBookingEmail {...props} heading={t("bookingBalanceDue.heading")} preview={bookingBalanceDueSubject(booking)}>
      <Paragraph>
        {t("bookingBalanceDue.body", {
          reference: booking.reference,
          place: `${booking.propertyTitle}, ${booking.city}`,
          amount,
          date,
        })}
      </Paragraph>
      {balance.automatic ? (
        <Paragraph>{t("bookingBalanceDue.automatic", { date })}</Paragraph>
      ) : (
        <>
          <Paragraph>
            {t("bookingBalanceDue.transfer", {
              amount,
              reference: balance.transferReference ?? booking.reference,
              account: bankAccount,
              date,
            })}
          </Paragraph>
          <FactsTable
            facts={[
              { label: t("bookingBalanceDue.amount"), value: amount },
              {
                label: t("bookingBalanceDue.transferReference"),
                value: balance.transferReference ?? booking.reference,
              },
            ]}
          />
        </>
      )}
      <Paragraph>{t("bookingBalanceDue.early")}</Paragraph>
    </GuestBookingEmail>
  );
}
