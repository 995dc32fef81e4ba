import { z } from "zod";
import { GENERAL_COUNTER_ACCOUNTS, GENERAL_CURRENCIES, GENERAL_DIRECTIONS } from "./rules";

/*
 * The general-payment functions' input schemas. Client-safe (zod and pure rules only): the payment form
 * validates with these same schemas before it calls, so each rule and its message is written once.
 */

export const generalCurrency = z.enum(GENERAL_CURRENCIES as [string, ...string[]], {
  error: `Choose a supported currency (${GENERAL_CURRENCIES.join(", ")}).`,
});

/** `recordGeneralPayment`'s input. */
export const recordGeneralPaymentInput = z.strictObject({
  direction: z.enum(GENERAL_DIRECTIONS, { error: "Say whether the money came in or went out." }),
  counterAccount: z.enum(GENERAL_COUNTER_ACCOUNTS, {
    error: "Choose what the payment is: a deposit, a general expense or other income.",
  }),
  amountMinor: z
    .number({ error: "Enter the amount." })
    .int({ error: "The amount must be whole minor units (cents)." })
    .positive({ error: "The amount must be more than zero." })
    .max(1_000_000_000_000, { error: "The amount is too large." }),
  currency: generalCurrency,
  paidOn: z.iso.date({ error: "Use a date like 2026-11-30." }),
  counterparty: z
    .string()
    .trim()
    .min(1, { error: "Say who paid or was paid." })
    .max(200, { error: "At most 200 characters." }),
  reference: z.string().trim().max(100, { error: "A reference must be at most 100 characters." }).default(""),
  note: z.string().trim().max(1000, { error: "A note must be at most 1,000 characters." }).default(""),
});

/** `reverseGeneralPayment`'s input. */
export const reverseGeneralPaymentInput = z.strictObject({
  id: z.uuid({ error: "There is no such payment." }),
  reason: z.string().trim().max(500, { error: "A reason must be at most 500 characters." }).default(""),
});
