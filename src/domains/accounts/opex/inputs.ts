import { z } from "zod";
import { OPEX_CATEGORIES } from "./rules";
import { utcDayOf } from "@/lib/dates";

/*
 * The expense functions' input schemas. Client-safe (zod and pure rules only): the expense form validates with
 * these same schemas before it calls, so each rule and its message is written once.
 */

const isoDate = z.iso.date({ error: "Use a date like 2026-11-30." });
/** An expense is recorded once it was incurred: a day ahead is allowed for time zones east of UTC. */
const incurredOn = isoDate
  .refine((value) => value <= utcDayOf(new Date(Date.now() + 86_400_000)), {
    error: "The date incurred cannot be in the future.",
  })
  .refine((value) => value >= "2000-01-01", { error: "Enter the date the expense was incurred." });
const fields = {
  category: z.enum(OPEX_CATEGORIES, {
    error: "Choose a category: cleaning, utilities, repairs, supplies, fees or other.",
  }),
  incurredOn,
  amountMinor: z
    .number({ error: "Enter the amount." })
    .int({ error: "The amount must be whole minor units (cents)." })
    .positive({ error: "The amount must be more than zero." })
    .max(1_000_000_000_000, { error: "The amount is too large." }),
  currency: z.string().regex(/^[A-Z]{3}$/, { error: "The currency is a three-letter ISO code, like MYR." }),
  note: z.string().trim().max(1000, { error: "A note must be at most 1,000 characters." }).default(""),
};
// The receipt's bytes are bounded by the function's body limit and checked, decoded, by checkReceipt.
export const receiptUpload = z
  .strictObject({
    fileName: z.string().max(255).optional(),
    contentBase64: z.string({ error: "Send the receipt's bytes in base64." }),
  })
  .optional();

/** `recordOpex`'s input. */
export const recordOpexInput = z.strictObject({
  propertyId: z.uuid({ error: "Choose a property." }),
  ...fields,
  receipt: receiptUpload,
});

/** `editOpex`'s input: the property of an expense never changes. */
export const editOpexInput = z.strictObject({
  id: z.uuid({ error: "There is no such expense." }),
  ...fields,
  receipt: receiptUpload,
});

/** `voidOpex`'s input. */
export const voidOpexInput = z.strictObject({
  id: z.uuid({ error: "There is no such expense." }),
  reason: z.string().trim().max(500, { error: "A reason must be at most 500 characters." }).default(""),
});
