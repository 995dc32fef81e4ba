/**
 * The acknowledgement of an enquiry (/contact, corporate stays). Anyone may write with any address, so it carries
 * only our words, the topic and the reference, never the caller's name or message (not a relay: functions.ts).
 * The writer may have no account: the email takes the language of the request that sent the form (docs/I18N.md).
 */
import type { Locale } from "@/lib/locales";
import type englishEmail from "@/messages/email/en.json";
import { translatorFor } from "@/i18n/translator";
import type { OutgoingEmail } from "@/server/email";
import { EmailHeading, FactsTable, Paragraph, SmallPrint } from "@/server/email/blocks";
import { DEFAULT_EMAIL_LOCALE } from "@/server/email/format";
import { EmailLayout } from "@/server/email/layout";
import { renderEmail } from "@/server/email/render";

export interface EnquiryReceivedEmailProps {
  topic: string;
  reference: string;
  appUrl: string;
  locale?: Locale;
}

type TopicValue = keyof (typeof englishEmail)["enquiryReceived"]["topics"];

/** A topic of the form (content/inputs.ts ENQUIRY_TOPICS) in the writer's language; an unknown one as given. */
export function enquiryTopicLabel(value: string, locale: Locale): string {
  const t = translatorFor(locale, "email");
  return t.has(`enquiryReceived.topics.${value as TopicValue}`)
    ? t(`enquiryReceived.topics.${value as TopicValue}`)
    : value;
}

const subjectOf = (locale: Locale, reference: string) =>
  translatorFor(locale, "email")("enquiryReceived.subject", { reference });

export function EnquiryReceivedEmail({
  topic,
  reference,
  appUrl,
  locale = DEFAULT_EMAIL_LOCALE,
}: EnquiryReceivedEmailProps) {
  const t = translatorFor(locale, "email");
  return (
    <EmailLayout
      locale={locale}
      preview={subjectOf(locale, reference)}
      reason={t("enquiryReceived.reason")}
      appUrl={appUrl}
    >
      <EmailHeading>{t("enquiryReceived.heading")}</EmailHeading>
      <Paragraph>{t("enquiryReceived.hello")}</Paragraph>
      <Paragraph>{t("enquiryReceived.body", { topic })}</Paragraph>
      <FactsTable facts={[{ label: t("enquiryReceived.reference"), value: reference }]} />
      <SmallPrint>{t("enquiryReceived.notYou")}</SmallPrint>
    </EmailLayout>
  );
}

export async function enquiryReceivedEmail(to: string, props: EnquiryReceivedEmailProps): Promise<OutgoingEmail> {
  return {
    to,
    kind: "enquiry-received",
    subject: subjectOf(props.locale ?? DEFAULT_EMAIL_LOCALE, props.reference),
    ...(await renderEmail(<EnquiryReceivedEmail {...props} />)),
  };
}
