import { describe, expect, it } from "vitest";
import { translatorFor } from "@/i18n/translator";
import type { Locale } from "@/lib/locales";
import type { QuoteLine } from "./quote";
import { quoteLineWords } from "./quote-words";

/** A line's name as the product page shows it in a language. */
function shown(line: Pick<QuoteLine, "kind" | "label">, locale: Locale): string {
  const words = quoteLineWords(line, locale);
  return words ? translatorFor(locale, "product")(words.key, words.values) : line.label;
}

/** Every kind of name quote.ts writes (quote.ts, promoLabel), as it writes it. */
const LINES: Pick<QuoteLine, "kind" | "label">[] = [
  { kind: "stay", label: "1 night" },
  { kind: "stay", label: "3 nights" },
  { kind: "stay", label: "2 weekend nights" },
  { kind: "stay", label: "1 night at a special rate" },
  { kind: "stay", label: "Songkran season, 3 nights" },
  { kind: "stay", label: "Songkran season, 1 weekend night" },
  { kind: "stay", label: "2 months" },
  { kind: "stay", label: "5 more nights at the monthly rate (pro rata)" },
  { kind: "stay", label: "4 hours" },
  { kind: "stay", label: "1 hour at a special rate" },
  { kind: "cleaning", label: "Cleaning fee" },
  { kind: "service_fee", label: "Service fee (10%)" },
  { kind: "service_fee", label: "Service fee (7.5%)" },
  { kind: "promo", label: "Promo code WELCOME10 (10% off the stay)" },
  { kind: "promo", label: "Promo code RM50" },
];

describe("the names of a quote's lines in the page's language", () => {
  it("reads in English exactly as the quote wrote them", () => {
    for (const line of LINES) expect(shown(line, "en")).toBe(line.label);
  });

  it("reads in Thai with none of the English words, numbers kept and data names as they are", () => {
    for (const line of LINES) expect(shown(line, "th")).not.toMatch(/night|month|hour|fee|Promo|special|rate/);
    expect(shown({ kind: "stay", label: "3 nights" }, "th")).toContain("3");
    expect(shown({ kind: "stay", label: "Songkran season, 3 nights" }, "th")).toContain("Songkran season");
    expect(shown({ kind: "promo", label: "Promo code WELCOME10 (10% off the stay)" }, "th")).toContain("WELCOME10");
  });

  it("leaves the host's and the operator's own names alone", () => {
    expect(quoteLineWords({ kind: "tax", label: "Tourism tax" }, "th")).toBeNull();
    expect(quoteLineWords({ kind: "stay", label: "Weekly discount (10% off)" }, "th")).toBeNull();
  });
});
