/**
 * A custom cancellation policy in plain words, before payment (the product page and the checkout): one sentence
 * per step, with the day each step ends for the chosen stay ("Full refund if you cancel before 4 Mar 2027."), or
 * the days before check-in when no stay is chosen yet. Pure: the caller passes the `product` translator's
 * `cancellationSteps` part and the page's way of writing a day.
 */
import { stepEndsOn, type CancellationStep } from "@/domains/catalogue/inputs";

export type StepSentenceKey = "before" | "atLeast" | "after" | "always";
export type StepTranslate = (key: StepSentenceKey, values: Record<string, string | number>) => string;

/** The stay the words are for: its check-in day and today, both in the property's time zone. */
export interface StepStay {
  checkInDay: string;
  today: string;
}

const shareOf = (percent: number) => (percent === 100 ? "full" : percent === 0 ? "none" : "partial");

export function cancellationStepSentences(
  steps: readonly CancellationStep[],
  stay: StepStay | null,
  t: StepTranslate,
  dayWords: (day: string) => string,
): string[] {
  const last = steps[steps.length - 1];
  if (!last) return [];
  const amount = (step: CancellationStep) => ({ share: shareOf(step.percent), percent: step.percent });
  // A step whose last day has passed can no longer be had: the stay's words start with the step that applies now.
  const earlier = steps
    .slice(0, -1)
    .filter((step) => !stay || stepEndsOn(stay.checkInDay, step) > stay.today)
    .map((step) =>
      stay
        ? t("before", { ...amount(step), date: dayWords(stepEndsOn(stay.checkInDay, step)) })
        : t("atLeast", { ...amount(step), days: step.daysBefore }),
    );
  return [...earlier, t(earlier.length > 0 ? "after" : "always", amount(last))];
}
