import { z } from "zod";
import { emailSchema } from "@/lib/validation";

/*
 * The affiliate functions' input schemas. Client-safe (zod and pure rules only): the staff forms validate with
 * these same schemas before they call, so each rule and its message is written once.
 */

/** A tracking code: what follows ?aff= in a partner's links. */
export const AFFILIATE_CODE_PATTERN = /^[a-z0-9][a-z0-9-]{2,31}$/;

/** `createAffiliate`'s input. */
export const affiliateSchema = z.strictObject({
  name: z
    .string({ error: "Enter the affiliate's name." })
    .trim()
    .min(2, { error: "Enter the affiliate's name." })
    .max(120, { error: "The name must be at most 120 characters." }),
  code: z.string({ error: "Choose a tracking code." }).trim().toLowerCase().regex(AFFILIATE_CODE_PATTERN, {
    error: "Use 3 to 32 lower-case letters, digits or hyphens, starting with a letter or digit, e.g. travel-blog.",
  }),
  contactEmail: emailSchema,
});

export const affiliateActiveSchema = z.strictObject({
  id: z.uuid({ error: "Unknown affiliate." }),
  active: z.boolean(),
});

const affiliatePayoutId = z.uuid({ error: "There is no such statement." });

/** `prepareAffiliatePayout`'s input: one affiliate's ended month in one currency. */
export const prepareAffiliatePayoutSchema = z.strictObject({
  affiliateId: z.uuid({ error: "Unknown affiliate." }),
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: "Give the month as YYYY-MM." }),
  currency: z.string().regex(/^[A-Z]{3}$/, { error: "Give the currency as a three-letter code." }),
});

/** `approveAffiliatePayout`'s and `deleteAffiliatePayout`'s input. */
export const affiliatePayoutIdSchema = z.strictObject({ payoutId: affiliatePayoutId });

/** `payAffiliatePayout`'s input: the bank transfer's reference; a retry with the same key gets the first answer. */
export const payAffiliatePayoutSchema = z.strictObject({
  payoutId: affiliatePayoutId,
  reference: z
    .string({ error: "Enter the payment reference." })
    .trim()
    .min(3, { error: "Enter the payment reference (at least 3 characters)." })
    .max(100, { error: "The reference must be at most 100 characters." }),
  idempotencyKey: z.uuid({ error: "A fresh idempotency key is needed." }),
});
