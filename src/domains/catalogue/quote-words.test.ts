import { describe, expect, it } from "vitest";
import { translatorFor } from "@/i18n/translator";
import type { Locale } from "@/lib/locales";
import type { QuoteLine } from "./quote";
import { formatDay } from "@/lib/format";
import { quoteLineWords, quoteRefusalWords } from "./quote-words";

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

  it("names Malaysia's tourism tax, which the code's rule names", () => {
    expect(shown({ kind: "tax", label: "Tourism tax" }, "ms")).toBe("Cukai pelancongan");
  });

  it("leaves the host's and the operator's own names alone", () => {
    expect(quoteLineWords({ kind: "tax", label: "Example levy" }, "th")).toBeNull();
    expect(quoteLineWords({ kind: "stay", label: "Weekly discount (10% off)" }, "th")).toBeNull();
  });
});

describe("why a stay cannot be priced, in the page's language", () => {
  /** Each refusal as quote.ts, stay-window.ts and product.ts write it. */
  const REFUSALS = [
    "This place is not available.",
    "These hours are already booked.",
    "These dates are already booked.",
    "A stay is for at least one guest.",
    "This place sleeps at most 1 guest.",
    "This place sleeps at most 4 guests.",
    "Check-out must be after check-in.",
    "Not available on 2027-03-04.",
    "Not available on 3 of these nights.",
    "Promo code WELCOME10 is not valid for prices in THB.",
    "This place is not offered by the night.",
    "This place is not offered by the month.",
    "This place is not offered by the hour.",
    "The minimum stay from 2027-04-12 is 3 nights (Songkran season).",
    "The minimum stay from 2027-04-12 is 2 nights.",
    "The longest stay here is 1 night.",
    "The longest stay here is 30 nights.",
    "A monthly stay is at least 28 nights.",
    "Choose a day, a start time and a whole number of hours.",
    "The minimum booking is 2 hours.",
    "The longest booking is 1 hour.",
    "Open from 08:00 to 22:00.",
    "These dates have passed: a stay starts today (2026-11-25 where this place is) or later.",
    "This hour has begun already: choose a later start time.",
    "Stays can be booked up to 18 months ahead: start on 2028-05-25 or earlier.",
    "A stay by the night lasts at most 90 nights (check out by 2027-04-10); book longer stays by the month.",
    "A monthly stay lasts at most 24 months (until 2029-01-01).",
  ];
  const refusal = (message: string, locale: Locale) => {
    const words = quoteRefusalWords(message, locale);
    return words ? translatorFor(locale, "product")(words.key, words.values) : message;
  };

  it("reads in English as written, its days written out", () => {
    for (const message of REFUSALS) {
      expect(quoteRefusalWords(message, "en"), message).not.toBeNull();
      expect(refusal(message, "en")).toBe(message.replace(/\d{4}-\d{2}-\d{2}/g, (day) => formatDay(day, "en")));
    }
  });

  it("reads in Chinese and Thai without English, with the data's names and codes kept", () => {
    for (const locale of ["zh", "th"] as const) {
      for (const message of REFUSALS) {
        const text = refusal(message, locale).replace(/Songkran season|WELCOME10|THB/g, "");
        expect(text, message).not.toMatch(/[A-Za-z]{3}/);
      }
    }
    expect(refusal("Not available on 2027-03-04.", "th")).toContain("2570");
    expect(refusal("The minimum stay from 2027-04-12 is 3 nights (Songkran season).", "zh")).toContain(
      "Songkran season",
    );
  });

  it("leaves a refusal it does not know as written", () => {
    expect(quoteRefusalWords("Something new went wrong.", "th")).toBeNull();
  });
});
