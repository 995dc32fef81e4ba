import { z } from "zod";
import { promoCodeText } from "@/lib/promo-code";
import { PROMO_CURRENCIES } from "./rules";

/*
 * The promo-code functions' input schemas. Client-safe (zod and pure rules only): the staff form validates
 * with these same schemas before it calls, so each rule and its message is written once.
 */

// The code's shape is the checkout's too, so it lives in lib (bookings may not import growth).
export { promoCodeText } from "@/lib/promo-code";

const cap = z
  .number({ error: "Enter a whole number, or leave it empty for no cap." })
  .int({ error: "Enter a whole number." })
  .min(1, { error: "A cap is at least 1 (leave it empty for no cap)." })
  .max(1_000_000, { error: "A cap is at most 1,000,000." })
  .nullable();

const terms = z.strictObject({
  description: z.string().trim().max(300, { error: "A description has at most 300 characters." }).default(""),
  kind: z.enum(["percent", "fixed"], { error: "Choose a percentage or a fixed amount." }),
  percentBasisPoints: z
    .number({ error: "Enter the percentage." })
    .int({ error: "The percentage has at most two decimals." })
    .min(1, { error: "The percentage must be more than 0." })
    .max(10_000, { error: "The percentage is at most 100." })
    .nullable()
    .default(null),
  amountMinor: z
    .number({ error: "Enter the amount." })
    .int({ error: "The amount must be whole minor units." })
    .positive({ error: "The amount must be more than zero." })
    .max(1_000_000_000, { error: "The amount is too large." })
    .nullable()
    .default(null),
  currency: z
    .enum(PROMO_CURRENCIES, { error: `Choose a currency (${PROMO_CURRENCIES.join(", ")}).` })
    .nullable()
    .default(null),
  validFrom: z.iso.date({ error: "Use a date like 2026-11-30." }),
  validUntil: z.iso.date({ error: "Use a date like 2026-12-31." }),
  maxRedemptions: cap.default(null),
  perGuestLimit: cap.default(1),
  allProperties: z.boolean().default(true),
  propertyIds: z
    .array(z.uuid({ error: "Choose places from the list." }))
    .max(500)
    .default([]),
});

type Terms = z.infer<typeof terms>;

/** The cross-field rules, each reported on its own field. */
function refineTerms(input: Terms, context: z.RefinementCtx) {
  if (input.kind === "percent" && input.percentBasisPoints === null)
    context.addIssue({ code: "custom", path: ["percentBasisPoints"], message: "Enter the percentage." });
  if (input.kind === "fixed" && input.amountMinor === null)
    context.addIssue({ code: "custom", path: ["amountMinor"], message: "Enter the amount." });
  if (input.kind === "fixed" && input.currency === null)
    context.addIssue({ code: "custom", path: ["currency"], message: "Choose the currency of the amount." });
  if (input.validUntil < input.validFrom)
    context.addIssue({
      code: "custom",
      path: ["validUntil"],
      message: "The last day must not be before the first day.",
    });
  if (!input.allProperties && input.propertyIds.length === 0)
    context.addIssue({
      code: "custom",
      path: ["propertyIds"],
      message: "Choose at least one place, or make the code valid everywhere.",
    });
}

/** `createPromoCode`'s input. */
export const createPromoCodeInput = terms.extend({ code: promoCodeText }).superRefine(refineTerms);

/** `updatePromoCode`'s input: the code itself never changes. */
export const updatePromoCodeInput = terms
  .extend({ id: z.uuid({ error: "There is no such promo code." }) })
  .superRefine(refineTerms);
