/**
 * The acknowledgement of an enquiry (/contact, corporate stays). Anyone may write with any address, so it carries
 * only our words, the topic and the reference, never the caller's name or message (not a relay: functions.ts).
 */
import type { OutgoingEmail } from "@/server/email";
import { EmailHeading, FactsTable, Paragraph, SmallPrint } from "@/server/email/blocks";
import { EmailLayout } from "@/server/email/layout";
import { renderEmail } from "@/server/email/render";

export const ENQUIRY_RECEIVED_MESSAGES = {
  subject: (reference: string) => `We received your message (${reference})`,
  heading: "We received your message",
  hello: "Hello,",
  body: (topic: string) =>
    `Thank you for writing to Staysia about "${topic}". Our team reads every message and answers by email.`,
  reference: "Your reference",
  notYou: "If you did not write to us, you can ignore this email.",
  reason: "You get this email because this address was given on a Staysia contact form.",
} as const;

export interface EnquiryReceivedEmailProps {
  topic: string;
  reference: string;
  appUrl: string;
  locale?: string;
}

export function EnquiryReceivedEmail({ topic, reference, appUrl, locale = "en" }: EnquiryReceivedEmailProps) {
  const m = ENQUIRY_RECEIVED_MESSAGES;
  return (
    <EmailLayout locale={locale} preview={m.subject(reference)} reason={m.reason} appUrl={appUrl}>
      <EmailHeading>{m.heading}</EmailHeading>
      <Paragraph>{m.hello}</Paragraph>
      <Paragraph>{m.body(topic)}</Paragraph>
      <FactsTable facts={[{ label: m.reference, value: reference }]} />
      <SmallPrint>{m.notYou}</SmallPrint>
    </EmailLayout>
  );
}

export async function enquiryReceivedEmail(to: string, props: EnquiryReceivedEmailProps): Promise<OutgoingEmail> {
  return {
    to,
    kind: "enquiry-received",
    subject: ENQUIRY_RECEIVED_MESSAGES.subject(props.reference),
    ...(await renderEmail(<EnquiryReceivedEmail {...props} />)),
  };
}
