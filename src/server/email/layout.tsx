/**
 * The frame of every email: the product's name as text at the top (no remote image, no web font: mail programs
 * block both, and a remote image tells the sender when the mail is opened), the content, and a footer that says
 * why the recipient gets this email with a link to the site.
 */
import { Body, Container, Head, Hr, Html, Link, Preview, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";
import { EMAIL_COLOURS, EMAIL_FONT } from "./blocks";

export const LAYOUT_MESSAGES = {
  brand: "Staysia",
  visit: "Visit Staysia",
} as const;

export interface EmailLayoutProps {
  /** The recipient's locale (BCP 47), the `lang` of the document. */
  locale: string;
  /** The line mail programs show after the subject. */
  preview: string;
  /** Why this person gets this email ("You booked a stay with Staysia."). */
  reason: string;
  appUrl: string;
  children: ReactNode;
}

export function EmailLayout({ locale, preview, reason, appUrl, children }: EmailLayoutProps) {
  return (
    <Html lang={locale}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: EMAIL_COLOURS.canvas, fontFamily: EMAIL_FONT, color: EMAIL_COLOURS.ink }}>
        <Container style={{ maxWidth: "600px", margin: "0 auto", padding: "24px 16px" }}>
          <Section style={{ paddingBottom: "16px" }}>
            <Text
              style={{
                fontSize: "22px",
                fontWeight: 700,
                color: EMAIL_COLOURS.brand,
                margin: 0,
                letterSpacing: "0.5px",
              }}
            >
              {LAYOUT_MESSAGES.brand}
            </Text>
          </Section>
          <Section
            style={{
              backgroundColor: "#ffffff",
              border: `1px solid ${EMAIL_COLOURS.line}`,
              borderRadius: "12px",
              padding: "24px",
            }}
          >
            {children}
          </Section>
          <Hr style={{ borderColor: EMAIL_COLOURS.line, margin: "24px 0 12px" }} />
          <Section>
            <Text style={{ fontSize: "12px", color: EMAIL_COLOURS.muted, margin: "0 0 4px" }}>{reason}</Text>
            <Text style={{ fontSize: "12px", color: EMAIL_COLOURS.muted, margin: 0 }}>
              {LAYOUT_MESSAGES.visit}: <Link href={appUrl}>{appUrl}</Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
