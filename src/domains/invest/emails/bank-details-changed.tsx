/**
 * To an investor whose bank account for distributions was added or changed: only the bank and the masked
 * number (never the whole number, in the email or the outbox), so a change they did not make stands out.
 */
import type { Locale } from "@/lib/locales";
import { translatorFor } from "@/i18n/translator";
import type { OutgoingEmail } from "@/server/email";
import { EmailHeading, FactsTable, Notice, Paragraph, type Fact } from "@/server/email/blocks";
import { DEFAULT_EMAIL_LOCALE } from "@/server/email/format";
import { EmailLayout } from "@/server/email/layout";
import { renderEmail } from "@/server/email/render";

export interface MaskedAccount {
  bankName: string;
  accountMasked: string;
}

export interface BankDetailsChangedEmailProps {
  before: MaskedAccount | null;
  after: MaskedAccount;
  appUrl: string;
  /** The investor's language (their profile's, else English). */
  locale?: Locale;
}

export function BankDetailsChangedEmail({
  before,
  after,
  appUrl,
  locale = DEFAULT_EMAIL_LOCALE,
}: BankDetailsChangedEmailProps) {
  const t = translatorFor(locale, "email");
  const account = ({ bankName, accountMasked }: MaskedAccount) =>
    t("bankDetailsChanged.account", { bank: bankName, masked: accountMasked });
  const facts: Fact[] = [
    ...(before ? [{ label: t("bankDetailsChanged.before"), value: account(before) }] : []),
    { label: t("bankDetailsChanged.now"), value: account(after) },
  ];
  const body = before ? t("bankDetailsChanged.bodyChanged") : t("bankDetailsChanged.bodyAdded");
  return (
    <EmailLayout locale={locale} preview={body} reason={t("bankDetailsChanged.reason")} appUrl={appUrl}>
      <EmailHeading>{t("bankDetailsChanged.heading")}</EmailHeading>
      <Paragraph>{body}</Paragraph>
      <FactsTable facts={facts} />
      <Notice title={t("bankDetailsChanged.notYouTitle")}>{t("bankDetailsChanged.notYou")}</Notice>
    </EmailLayout>
  );
}

export async function bankDetailsChangedEmail(to: string, props: BankDetailsChangedEmailProps): Promise<OutgoingEmail> {
  return {
    to,
    kind: "investor-bank-details-changed",
    subject: translatorFor(props.locale ?? DEFAULT_EMAIL_LOCALE, "email")("bankDetailsChanged.subject"),
    ...(await renderEmail(<BankDetailsChangedEmail {...props} />)),
  };
}
