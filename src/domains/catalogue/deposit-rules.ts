/**
 * A property's deposit terms (docs/DEPOSITS.md): the share of the price taken at booking and how many days before
 * check-in the rest is charged. Pure: the listing editor, its input schema and the table's check read the limits.
 */
import { z } from "zod";

export const DEPOSIT_PERCENT_MIN = 10;
export const DEPOSIT_PERCENT_MAX = 90;
export const BALANCE_DAYS_MIN = 1;
export const BALANCE_DAYS_MAX = 60;

export interface DepositTerms {
  depositPercent: number;
  balanceDaysBefore: number;
}

/** The two fields, each checked on its own (the Rules step's schema takes them from here). */
export const depositTermsFields = z.object({
  depositPercent: z
    .number({ error: "Give the deposit as a whole percentage." })
    .int({ error: "Give the deposit as a whole percentage." })
    .min(DEPOSIT_PERCENT_MIN, { error: `A deposit is between ${DEPOSIT_PERCENT_MIN} and ${DEPOSIT_PERCENT_MAX} %.` })
    .max(DEPOSIT_PERCENT_MAX, { error: `A deposit is between ${DEPOSIT_PERCENT_MIN} and ${DEPOSIT_PERCENT_MAX} %.` })
    .nullable(),
  balanceDaysBefore: z
    .number({ error: "Give the days before check-in as a whole number." })
    .int({ error: "Give the days before check-in as a whole number." })
    .min(BALANCE_DAYS_MIN, {
      error: `The balance is due between ${BALANCE_DAYS_MIN} and ${BALANCE_DAYS_MAX} days before check-in.`,
    })
    .max(BALANCE_DAYS_MAX, {
      error: `The balance is due between ${BALANCE_DAYS_MIN} and ${BALANCE_DAYS_MAX} days before check-in.`,
    })
    .nullable(),
});

/** The deposit's fields: both given (a deposit) or both null (pay in full at booking, as before). */
export const depositTermsInput = depositTermsFields.refine(
  (terms) => (terms.depositPercent === null) === (terms.balanceDaysBefore === null),
  {
    error: "Give both the deposit and the days before check-in the rest is due, or neither.",
    path: ["balanceDaysBefore"],
  },
);
