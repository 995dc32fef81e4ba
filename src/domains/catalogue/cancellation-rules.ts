import { z } from "zod";
import { addDays } from "@/lib/dates";

/**
 * One step of a supplier's own cancellation policy (DOMAIN.md Booking): a guest who cancels `daysBefore` or more
 * calendar days before the check-in day (both in the property's time zone) gets `percent` of the stay back.
 */
export interface CancellationStep {
  daysBefore: number;
  percent: number;
}

export const MAX_CANCELLATION_STEPS = 5;
/** A year ahead is as far as a step may reach: the calendar sells at most that far. */
export const MAX_CANCELLATION_DAYS = 365;

const cancellationStep = z.strictObject({
  daysBefore: z
    .number({ error: "Give the days before check-in as a whole number." })
    .int({ error: "Give the days before check-in as a whole number." })
    .min(0, { error: "The days before check-in cannot be negative." })
    .max(MAX_CANCELLATION_DAYS, { error: `A step can start at most ${MAX_CANCELLATION_DAYS} days before check-in.` }),
  percent: z
    .number({ error: "Give the refund as a whole percentage." })
    .int({ error: "Give the refund as a whole percentage." })
    .min(0, { error: "A refund is between 0 and 100 %." })
    .max(100, { error: "A refund is between 0 and 100 %." }),
});

/**
 * A custom policy: 1 to 5 steps from the earliest cancellation to the latest, the days strictly fewer at each step
 * and the refund never larger, the last step at 0 days (it covers every later cancellation). The database checks
 * the same shape (catalogue/schema.ts, `cancellationRulesShape`).
 */
export const cancellationRulesInput = z
  .array(cancellationStep)
  .min(1, { error: "Give at least one step." })
  .max(MAX_CANCELLATION_STEPS, { error: `A policy has at most ${MAX_CANCELLATION_STEPS} steps.` })
  .superRefine((steps, context) => {
    steps.forEach((step, index) => {
      const previous = steps[index - 1];
      if (!previous) return;
      if (step.daysBefore >= previous.daysBefore)
        context.addIssue({
          code: "custom",
          path: [index, "daysBefore"],
          message: "Each step needs fewer days before check-in than the one above it.",
        });
      if (step.percent > previous.percent)
        context.addIssue({
          code: "custom",
          path: [index, "percent"],
          message: "A later cancellation cannot get a larger refund than an earlier one.",
        });
    });
    const last = steps[steps.length - 1];
    if (last && last.daysBefore !== 0)
      context.addIssue({
        code: "custom",
        path: [steps.length - 1, "daysBefore"],
        message: "The last step must start at 0 days: it covers every later cancellation.",
      });
  });

/**
 * The day from whose midnight (in the property's time zone) a step no longer applies: a step of 30 days before a
 * check-in on 2 April holds through 3 March (30 calendar days ahead), so a guest must cancel before 4 March.
 */
export function stepEndsOn(checkInDay: string, step: CancellationStep): string {
  return addDays(checkInDay, 1 - step.daysBefore);
}
