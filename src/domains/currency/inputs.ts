import { z } from "zod";

/*
 * The currency functions' input schemas. Client-safe (zod only): the staff rate form validates with the same
 * schema before it calls, so each rule and its message is written once.
 */

/** The currency every stored rate is quoted against (units of a currency for one US dollar). */
export const RATES_BASE = "USD";

/** `setExchangeRate`'s input: units of `quote` for one US dollar. */
export const setExchangeRateInput = z.strictObject({
  quote: z
    .string()
    .regex(/^[A-Za-z]{3}$/, { error: "Use a three-letter currency code." })
    .transform((value) => value.toUpperCase())
    .refine((value) => value !== RATES_BASE, { error: "The US dollar is the base: its rate is always 1." }),
  rate: z
    .number({ error: "Enter the rate as a number." })
    .positive({ error: "The rate must be more than 0." })
    .max(1e9),
});
