/**
 * The frame of every email: the product's name as text at the top (no remote image, no web font: mail programs
 * block both, and a remote image tells the sender when the mail is opened), the content, and a footer that says
 * why the recipient gets this email with a link to the site.
 */
import { Body, Container, Head, Hr, Html, Link, Preview, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";
import { HREFLANG, type Locale } from "@/lib/locales";
import { translatorFor } from "@/i18n/translator";
import { EMAIL_COLOURS, EMAIL_FONT } from "./blocks";

/** The product's name, the same in every language. */
const BRAND = "Staysia";

export interface EmailLayoutProps {
  /** The recipient's language: the document's `lang`, and the footer's words. */
  locale: Locale;
  /** The line mail programs show after the subject. */
  preview: string;
  /** Why this person gets this email ("You booked a stay with Staysia."). */
  reason: string;
  appUrl: string;
  children: ReactNode;
}

export function EmailLayout({ locale, preview, reason, appUrl, children }: EmailLayoutProps) {
  const t = translatorFor(locale, "email");
  return (
    <Html lang={HREFLANG[locale]}>
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
              {BRAND}
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
              {t("layout.visit")}: <Link href={appUrl}>{appUrl}</Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
