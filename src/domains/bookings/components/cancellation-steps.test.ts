import { describe, expect, it } from "vitest";
import { translatorFor } from "@/i18n/translator";
import { formatDay } from "@/lib/format";
import type { Locale } from "@/lib/locales";
import { cancellationStepSentences, type StepStay } from "./cancellation-steps";

const STEPS = [
  { daysBefore: 30, percent: 100 },
  { daysBefore: 7, percent: 50 },
  { daysBefore: 0, percent: 0 },
];

const sentencesIn = (locale: Locale, steps = STEPS, stay: StepStay | null = null) => {
  const t = translatorFor(locale, "product");
  return cancellationStepSentences(
    steps,
    stay,
    (key, values) => t(`cancellationSteps.${key}`, values),
    (day) => formatDay(day, locale),
  );
};

describe("a custom policy in plain words", () => {
  it("gives the day each step ends for the chosen stay", () => {
    expect(sentencesIn("en", STEPS, { checkInDay: "2027-04-02", today: "2027-01-10" })).toEqual([
      "Full refund if you cancel before 4 Mar 2027.",
      "50% refund if you cancel before 27 Mar 2027.",
      "After that, no refund.",
    ]);
  });

  it("leaves out the steps whose last day has passed", () => {
    expect(sentencesIn("en", STEPS, { checkInDay: "2027-04-02", today: "2027-03-04" })).toEqual([
      "50% refund if you cancel before 27 Mar 2027.",
      "After that, no refund.",
    ]);
    expect(sentencesIn("en", STEPS, { checkInDay: "2027-04-02", today: "2027-03-30" })).toEqual([
      "No refund whenever you cancel.",
    ]);
  });

  it("counts days before check-in while no stay is chosen", () => {
    expect(sentencesIn("en")).toEqual([
      "Full refund if you cancel at least 30 days before check-in.",
      "50% refund if you cancel at least 7 days before check-in.",
      "After that, no refund.",
    ]);
    expect(
      sentencesIn("en", [
        { daysBefore: 1, percent: 100 },
        { daysBefore: 0, percent: 25 },
      ]),
    ).toEqual(["Full refund if you cancel at least 1 day before check-in.", "After that, a 25% refund."]);
  });

  it("speaks every language with the stay's dates in it", () => {
    const stay = { checkInDay: "2027-04-02", today: "2027-01-10" };
    for (const locale of ["ms", "id", "th", "zh"] as const) {
      const sentences = sentencesIn(locale, STEPS, stay);
      expect(sentences).toHaveLength(3);
      expect(sentences[0]).toContain(formatDay("2027-03-04", locale));
      expect(sentences[1]).toContain("50");
      expect(sentences.join(" ")).not.toMatch(/refund|cancel/);
    }
  });
});
