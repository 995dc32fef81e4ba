/** The link that confirms a new account's address (SPEC.md §4: an unverified user waits on /pending). */
import { ButtonLink, EmailHeading, Paragraph, SmallPrint } from "./blocks";
import { EmailLayout } from "./layout";

export const VERIFY_EMAIL_MESSAGES = {
  subject: "Confirm your email for Staysia",
  heading: "Confirm your email",
  hello: (name: string) => `Hello ${name},`,
  body: "Please confirm your email address to open your Staysia dashboard:",
  action: "Confirm my email",
  expiry: (hours: number) => `The link works for ${hours} hours. If you did not sign up, you can ignore this email.`,
  reason: "You get this email because this address was used to sign up for Staysia.",
} as const;

export interface VerifyEmailProps {
  name: string;
  link: string;
  validHours: number;
  appUrl: string;
  locale?: string;
}

export function VerifyEmail({ name, link, validHours, appUrl, locale = "en" }: VerifyEmailProps) {
  const m = VERIFY_EMAIL_MESSAGES;
  return (
    <EmailLayout locale={locale} preview={m.body} reason={m.reason} appUrl={appUrl}>
      <EmailHeading>{m.heading}</EmailHeading>
      <Paragraph>{m.hello(name)}</Paragraph>
      <Paragraph>{m.body}</Paragraph>
      <ButtonLink href={link}>{m.action}</ButtonLink>
      <SmallPrint>{m.expiry(validHours)}</SmallPrint>
    </EmailLayout>
  );
}
