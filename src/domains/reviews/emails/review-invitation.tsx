/** At check-out the guest is invited to review the stay within the review window (SPEC.md §5, reviews). */
import type { Locale } from "@/lib/locales";
import { translatorFor } from "@/i18n/translator";
import { ButtonLink, EmailHeading, Paragraph } from "@/server/email/blocks";
import { DEFAULT_EMAIL_LOCALE } from "@/server/email/format";
import { EmailLayout } from "@/server/email/layout";

export interface ReviewInvitationEmailProps {
  firstName: string;
  place: string;
  reference: string;
  windowDays: number;
  appUrl: string;
  /** The guest's language (their profile's, else English). */
  locale?: Locale;
}

/** The invitation's subject line, in the guest's language. */
export const reviewInvitationSubject = (locale: Locale, place: string) =>
  translatorFor(locale, "email")("reviewInvitation.subject", { place });

export function ReviewInvitationEmail({
  firstName,
  place,
  reference,
  windowDays,
  appUrl,
  locale = DEFAULT_EMAIL_LOCALE,
}: ReviewInvitationEmailProps) {
  const t = translatorFor(locale, "email");
  return (
    <EmailLayout
      locale={locale}
      preview={reviewInvitationSubject(locale, place)}
      reason={t("reviewInvitation.reason")}
      appUrl={appUrl}
    >
      <EmailHeading>{t("reviewInvitation.heading")}</EmailHeading>
      <Paragraph>{t("reviewInvitation.hello", { name: firstName })}</Paragraph>
      <Paragraph>{t("reviewInvitation.thanks", { place, reference })}</Paragraph>
      <Paragraph>{t("reviewInvitation.window", { days: windowDays })}</Paragraph>
      <ButtonLink href={`${appUrl}/bookings`}>{t("reviewInvitation.action")}</ButtonLink>
    </EmailLayout>
  );
}
