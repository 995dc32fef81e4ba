/**
 * The building blocks of an email's content: a paragraph, a button link, a table of facts and a notice. Every
 * value is a React child or attribute, so React escapes it; no block takes HTML.
 */
import { Button, Heading, Link, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";

/** The theme's colours (app/globals.css), written out: mail programs know no CSS variables. */
export const EMAIL_COLOURS = {
  brand: "#177563",
  brandDark: "#135e50",
  brandPale: "#effaf8",
  ink: "#1c2426",
  muted: "#5b6669",
  line: "#e4e8e7",
  canvas: "#fafaf7",
  warningPale: "#fffbeb",
  warningLine: "#fde68a",
} as const;

/** System fonts only: a web font is a remote request most mail programs refuse. */
export const EMAIL_FONT =
  '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Noto Sans Thai", "Noto Sans SC", sans-serif';

export function EmailHeading({ children }: { children: ReactNode }) {
  return (
    <Heading as="h1" style={{ fontSize: "20px", lineHeight: "28px", margin: "0 0 16px", color: EMAIL_COLOURS.ink }}>
      {children}
    </Heading>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={{ fontSize: "15px", lineHeight: "22px", margin: "0 0 12px" }}>{children}</Text>;
}

/**
 * The email's one action. In the text part its words are followed by the address, so the link survives there.
 */
export function ButtonLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: "20px 0" }}>
      <Button
        href={href}
        style={{
          backgroundColor: EMAIL_COLOURS.brand,
          color: "#ffffff",
          borderRadius: "8px",
          padding: "12px 20px",
          fontSize: "15px",
          fontWeight: 600,
          textDecoration: "none",
        }}
      >
        {children}
      </Button>
    </Section>
  );
}

/** A quieter line under an action (how to use it, what it is for). */
export function SmallPrint({ children }: { children: ReactNode }) {
  return (
    <Text style={{ fontSize: "13px", lineHeight: "19px", color: EMAIL_COLOURS.muted, margin: "0 0 8px" }}>
      {children}
    </Text>
  );
}

/** A plain link inside a sentence or a fact. */
export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} style={{ color: EMAIL_COLOURS.brandDark, textDecoration: "underline" }}>
      {children}
    </Link>
  );
}

export interface Fact {
  label: string;
  value: ReactNode;
}

/**
 * Label and value pairs (a booking's reference, dates, total). The text part writes each row as
 * "label: value" on its own line, which a table's cells would not give.
 */
export function FactsTable({ facts }: { facts: Fact[] }) {
  return (
    <table
      role="presentation"
      cellPadding={0}
      cellSpacing={0}
      style={{ width: "100%", borderCollapse: "collapse", margin: "8px 0 16px", fontSize: "14px" }}
    >
      <tbody>
        {facts.map((fact) => (
          <tr key={fact.label} className="email-fact">
            <td
              className="email-fact-cell"
              style={{
                padding: "6px 12px 6px 0",
                color: EMAIL_COLOURS.muted,
                verticalAlign: "top",
                whiteSpace: "nowrap",
                borderBottom: `1px solid ${EMAIL_COLOURS.line}`,
              }}
            >
              {fact.label}
              <span style={{ display: "none" }}>: </span>
            </td>
            <td
              className="email-fact-cell"
              style={{ padding: "6px 0", verticalAlign: "top", borderBottom: `1px solid ${EMAIL_COLOURS.line}` }}
            >
              {fact.value}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Something to read before acting (a host's note, the terms of a refund), set apart from the text. */
export function Notice({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Section
      style={{
        backgroundColor: EMAIL_COLOURS.warningPale,
        border: `1px solid ${EMAIL_COLOURS.warningLine}`,
        borderRadius: "8px",
        padding: "12px 16px",
        margin: "12px 0",
      }}
    >
      {title && <Text style={{ fontSize: "14px", fontWeight: 600, margin: "0 0 4px" }}>{title}</Text>}
      <Text style={{ fontSize: "14px", lineHeight: "20px", margin: 0 }}>{children}</Text>
    </Section>
  );
}
