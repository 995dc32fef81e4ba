import { z } from "zod";
import { isIsoDate } from "@/lib/dates";
import { minutesOf } from "./quote";

/*
 * The catalogue functions' input schemas that other domains' forms validate with. Client-safe (zod and pure
 * rules only): the checkout form parses the stay with the same schema `createBooking` does.
 */

/** A calendar day as callers send it. */
export const isoDateInput = z.string().refine(isIsoDate, { error: "must be a date like 2026-12-24" });

/** A stay as callers send it (the quote, the checkout). */
export const stayInput = z.discriminatedUnion("mode", [
  z.strictObject({ mode: z.literal("nightly"), checkIn: isoDateInput, checkOut: isoDateInput }),
  z.strictObject({ mode: z.literal("monthly"), checkIn: isoDateInput, checkOut: isoDateInput }),
  z.strictObject({
    mode: z.literal("hourly"),
    day: isoDateInput,
    start: z.string().refine((value) => minutesOf(value) !== null, { error: "must be a time like 14:00" }),
    hours: z.number().int().min(1).max(24),
  }),
]);

/** A custom cancellation policy's steps (the listing editor's, and the copy a booking keeps). */
export {
  cancellationRulesInput,
  MAX_CANCELLATION_DAYS,
  MAX_CANCELLATION_STEPS,
  stepEndsOn,
  type CancellationStep,
} from "./cancellation-rules";

/** Who stays (docs/OCCUPANCY.md), as functions, the checkout's address and its forms take it. */
export { guestsInput, occupancyInput } from "./occupancy-input";
export {
  describeOccupancy,
  MAX_CHILD_AGE,
  occupancyFromParams,
  occupancyOf,
  occupancyParams,
  partySize,
  type Occupancy,
} from "./occupancy";

/** A property's deposit terms (docs/DEPOSITS.md): the limits and the both-or-neither rule, client-safe. */
export {
  BALANCE_DAYS_MAX,
  BALANCE_DAYS_MIN,
  DEPOSIT_PERCENT_MAX,
  DEPOSIT_PERCENT_MIN,
  depositTermsInput,
  type DepositTerms,
} from "./deposit-rules";
