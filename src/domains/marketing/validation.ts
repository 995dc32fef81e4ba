import { z } from "zod";
import { emailSchema } from "@/lib/validation";
import { AFFILIATE_CODE_PATTERN } from "./affiliates";

export const affiliateSchema = z.strictObject({
  name: z
    .string({ error: "Enter the affiliate's name." })
    .trim()
    .min(2, { error: "Enter the affiliate's name." })
    .max(120, { error: "The name must be at most 120 characters." }),
  code: z
    .string({ error: "Choose a tracking code." })
    .trim()
    .toLowerCase()
    .regex(AFFILIATE_CODE_PATTERN, {
      error: "Use 3 to 32 lower-case letters, digits or hyphens, starting with a letter or digit, e.g. travel-blog.",
    }),
  contactEmail: emailSchema,
});

export const affiliateActiveSchema = z.strictObject({
  id: z.uuid({ error: "Unknown affiliate." }),
  active: z.boolean(),
});

export const affiliatePaidSchema = z.strictObject({
  affiliateId: z.uuid({ error: "Unknown affiliate." }),
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: "Give the month as YYYY-MM." }),
  currency: z.string().regex(/^[A-Z]{3}$/, { error: "Give the currency as a three-letter code." }),
  reference: z
    .string({ error: "Enter the payment reference." })
    .trim()
    .min(3, { error: "Enter the payment reference (at least 3 characters)." })
    .max(100, { error: "The reference must be at most 100 characters." }),
});
