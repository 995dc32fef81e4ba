/** The link that confirms a new account's address (SPEC.md §4: an unverified user waits on /pending). */
import type { Locale } from "@/lib/locales";
import { translatorFor } from "@/i18n/translator";
import { ButtonLink, EmailHeading, Paragraph, SmallPrint } from "./blocks";
import { DEFAULT_EMAIL_LOCALE } from "./format";
import { EmailLayout } from "./layout";

/** The verification email's subject line, in the recipient's language. */
export function verifyEmailSubject(locale: Locale): string {
  return translatorFor(locale, "email")("verify.subject");
}

export interface VerifyEmailProps {
  name: string;
  link: string;
  validHours: number;
  appUrl: string;
  locale?: Locale;
}

export function VerifyEmail({ name, link, validHours, appUrl, locale = DEFAULT_EMAIL_LOCALE }: VerifyEmailProps) {
  const t = translatorFor(locale, "email");
  return (
    <EmailLayout locale={locale} preview={t("verify.body")} reason={t("verify.reason")} appUrl={appUrl}>
      <EmailHeading>{t("verify.heading")}</EmailHeading>
      <Paragraph>{t("verify.hello", { name })}</Paragraph>
      <Paragraph>{t("verify.body")}</Paragraph>
      <ButtonLink href={link}>{t("verify.action")}</ButtonLink>
      <SmallPrint>{t("verify.expiry", { hours: validHours })}</SmallPrint>
    </EmailLayout>
  );
}
