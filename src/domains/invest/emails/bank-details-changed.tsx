/**
 * To an investor whose bank account for distributions was added or changed: only the bank and the masked
 * number (never the whole number, in the email or the outbox), so a change they did not make stands out.
 */
import type { OutgoingEmail } from "@/server/email";
import { EmailHeading, FactsTable, Notice, Paragraph, type Fact } from "@/server/email/blocks";
import { EmailLayout } from "@/server/email/layout";
import { renderEmail } from "@/server/email/render";

export const BANK_DETAILS_CHANGED_MESSAGES = {
  subject: "Your StayInvest bank details were changed",
  heading: "Your bank details were changed",
  body: (changed: boolean) =>
    `The bank account for your StayInvest distributions was ${changed ? "changed" : "added"}.`,
  before: "Before",
  now: "Now",
  account: (bank: string, masked: string) => `${bank}, account ${masked}`,
  notYouTitle: "Not you?",
  notYou: "If you did not make this change, reply to this email or contact us at once.",
  reason: "You get this email because you invest with StayInvest on Staysia.",
} as const;

export interface MaskedAccount {
  bankName: string;
  accountMasked: string;
}

export interface BankDetailsChangedEmailProps {
  before: MaskedAccount | null;
  after: MaskedAccount;
  appUrl: string;
  locale?: string;
}

export function BankDetailsChangedEmail({ before, after, appUrl, locale = "en" }: BankDetailsChangedEmailProps) {
  const m = BANK_DETAILS_CHANGED_MESSAGES;
  const facts: Fact[] = [
    ...(before ? [{ label: m.before, value: m.account(before.bankName, before.accountMasked) }] : []),
    { label: m.now, value: m.account(after.bankName, after.accountMasked) },
  ];
  return (
    <EmailLayout locale={locale} preview={m.body(Boolean(before))} reason={m.reason} appUrl={appUrl}>
      <EmailHeading>{m.heading}</EmailHeading>
      <Paragraph>{m.body(Boolean(before))}</Paragraph>
      <FactsTable facts={facts} />
      <Notice title={m.notYouTitle}>{m.notYou}</Notice>
    </EmailLayout>
  );
}

export async function bankDetailsChangedEmail(to: string, props: BankDetailsChangedEmailProps): Promise<OutgoingEmail> {
  return {
    to,
    kind: "investor-bank-details-changed",
    subject: BANK_DETAILS_CHANGED_MESSAGES.subject,
    ...(await renderEmail(<BankDetailsChangedEmail {...props} />)),
  };
}
