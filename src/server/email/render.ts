import { render, type Options } from "@react-email/render";
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
const TEXT_SELECTORS: TextSelectors = [
  ...["h1", "h2", "h3"].map((selector) => ({ selector, options: { uppercase: false } })),
  { selector: "tr.email-fact", format: "block", options: { leadingLineBreaks: 1, trailingLineBreaks: 1 } },
  { selector: "td.email-fact-cell", format: "inline" },
];

/**
 * Renders an email component to both parts from the same tree, so the text part says everything the HTML does:
 * every fact and every link (a link's address follows its words, since the words alone lead nowhere in text).
 * Lines are not wrapped: a long line stays one line, as the e2e tests and mail programs read it.
 */
export async function renderEmail(element: ReactElement): Promise<RenderedEmail> {
  const [html, text] = await Promise.all([
    render(element),
    render(element, { plainText: true, htmlToTextOptions: { wordwrap: false, selectors: TEXT_SELECTORS } }),
  ]);
  return { html, text: text.trim() };
}
