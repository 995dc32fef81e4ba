import { z } from "zod";
import { isBookingReference } from "@/lib/ids";

/*
 * The airline functions' input schemas. Client-safe (zod and pure rules only): the correction form validates
 * with the same schema before it calls, so each rule and its message is written once.
 */

/** `correctAirlinePoints`'s input: a booking, a signed number of points and the reason. */
export const correctAirlinePointsInput = z.strictObject({
  reference: z
    .string()
    .trim()
    .toUpperCase()
    .refine(isBookingReference, { error: "A booking reference looks like BK-7K2P9Q." }),
  points: z
    .number({ error: "Enter the points to add (or, with a minus sign, to take back)." })
    .int({ error: "Points are whole numbers." })
    .refine((value) => value !== 0, { error: "A correction of 0 points changes nothing." })
    .refine((value) => Math.abs(value) <= 1_000_000, { error: "A correction is at most 1,000,000 points." }),
  reason: z
    .string()
    .trim()
    .min(3, { error: "Give the reason for the correction." })
    .max(500, { error: "Keep the reason under 500 characters." }),
});
