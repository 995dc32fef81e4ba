/** At check-out the guest is invited to review the stay within the review window (SPEC.md §5, reviews). */
import { ButtonLink, EmailHeading, Paragraph } from "@/server/email/blocks";
import { EmailLayout } from "@/server/email/layout";

export const REVIEW_INVITATION_MESSAGES = {
  subject: (place: string) => `How was your stay at ${place}?`,
  heading: "How was your stay?",
  hello: (name: string) => `Hello ${name},`,
  thanks: (place: string, reference: string) => `Thank you for staying at ${place} (booking ${reference}).`,
  window: (days: number) =>
    `You have ${days} days to review your stay: your host reviews you too, and both reviews appear together once both are written or the ${days} days end.`,
  action: "Review your stay",
  reason: "You get this email because you stayed at a place booked with Staysia.",
} as const;

export interface ReviewInvitationEmailProps {
  firstName: string;
  place: string;
  reference: string;
  windowDays: number;
  appUrl: string;
  locale?: string;
}

export function ReviewInvitationEmail({
  firstName,
  place,
  reference,
  windowDays,
  appUrl,
  locale = "en",
}: ReviewInvitationEmailProps) {
  const m = REVIEW_INVITATION_MESSAGES;
  return (
    <EmailLayout locale={locale} preview={m.subject(place)} reason={m.reason} appUrl={appUrl}>
      <EmailHeading>{m.heading}</EmailHeading>
      <Paragraph>{m.hello(firstName)}</Paragraph>
      <Paragraph>{m.thanks(place, reference)}</Paragraph>
      <Paragraph>{m.window(windowDays)}</Paragraph>
      <ButtonLink href={`${appUrl}/bookings`}>{m.action}</ButtonLink>
    </EmailLayout>
  );
}
