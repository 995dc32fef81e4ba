import { render, toPlainText, type Options } from "@react-email/render";
import type { ReactElement } from "react";

/** An email's two parts: HTML for mail programs that show it, the text part for the rest (and the tests). */
export interface RenderedEmail {
  html: string;
  text: string;
}

type TextSelectors = NonNullable<
  NonNullable<Extract<Options, { htmlToTextOptions?: unknown }>["htmlToTextOptions"]>["selectors"]
>;

/**
 * How the text part reads: headings as written (not in capitals), and each row of a facts table
 * (`blocks.tsx`) as one "label: value" line rather than a line per cell.
 */
export const TEXT_SELECTORS: TextSelectors = [
  ...["h1", "h2", "h3"].map((selector) => ({ selector, options: { uppercase: false } })),
  { selector: "tr.email-fact", format: "block", options: { leadingLineBreaks: 1, trailingLineBreaks: 1 } },
  { selector: "td.email-fact-cell", format: "inline" },
];

/** The document type `render` puts before the HTML; the text part is converted from the markup after it. */
const DOCTYPE = /^<!DOCTYPE[^>]*>/;

/**
 * Renders an email component to both parts from the same tree, so the text part says everything the HTML does:
 * every fact and every link (a link's address follows its words, since the words alone lead nowhere in text).
 * Lines are not wrapped: a long line stays one line, as the e2e tests and mail programs read it. The tree is
 * rendered once: `render(element, { plainText: true })` renders it again only to convert that same markup with
 * `toPlainText`, and rendering is most of what a checkout's confirmation costs in CPU (docs/PERFORMANCE.md, Booking).
 */
export async function renderEmail(element: ReactElement): Promise<RenderedEmail> {
  const html = await render(element);
  const text = toPlainText(html.replace(DOCTYPE, ""), { wordwrap: false, selectors: TEXT_SELECTORS });
  return { html, text: text.trim() };
}
