import { z } from "zod";
import { safeText } from "@/lib/validation";
import { isIsoDate } from "@/lib/dates";

/*
 * The pricing rules functions' input schemas. Client-safe (zod and pure rules only): the rules form validates
 * with these same schemas before it calls, so each rule and its message is written once. The database's checks
 * (pricing_rules in catalogue/schema.ts) say the same again.
 */

/** Prices are bigint minor units; this bound keeps them far inside JavaScript's exact integers. */
const MAX_PRICE_MINOR = 1_000_000_000_000;
const isoDate = z.string().refine(isIsoDate, { error: "must be a date like 2027-04-13" });
const name = safeText()
  .trim()
  .min(1, { error: "Give the rule a name." })
  .max(80, { error: "A name is at most 80 characters." });
const price = z
  .number({ error: "Enter a price." })
  .int()
  .min(1, { error: "A price is more than zero." })
  .max(MAX_PRICE_MINOR);
const percentOff = z
  .number({ error: "Enter a percentage from 1 to 90." })
  .int({ error: "Enter a whole percentage." })
  .min(1, { error: "Enter a percentage from 1 to 90." })
  .max(90, { error: "Enter a percentage from 1 to 90." });

/** What a rule says, by kind; each kind carries only its own fields. */
export const pricingRuleTerms = z.discriminatedUnion("kind", [
  z
    .strictObject({
      kind: z.literal("season"),
      name,
      /** The first night and the last night, both included (stored as [first, last + 1)). */
      firstNight: isoDate,
      lastNight: isoDate,
      nightlyPriceMinor: price,
      minNights: z
        .number({ error: "Enter a number of nights from 1 to 365." })
        .int()
        .min(1, { error: "Enter a number of nights from 1 to 365." })
        .max(365, { error: "Enter a number of nights from 1 to 365." })
        .nullable()
        .default(null),
    })
    .refine((terms) => terms.firstNight <= terms.lastNight, {
      error: "The last night must not be before the first.",
      path: ["lastNight"],
    }),
  z.strictObject({
    kind: z.literal("weekday"),
    name,
    weekdays: z
      .array(z.number().int().min(0).max(6))
      .min(1, { error: "Choose at least one day of the week." })
      .max(7)
      .transform((days) => [...new Set(days)].sort()),
    nightlyPriceMinor: price,
  }),
  z.strictObject({
    kind: z.literal("length_of_stay"),
    name,
    fromNights: z
      .number({ error: "Enter a number of nights from 2 to 365." })
      .int()
      .min(2, { error: "Enter a number of nights from 2 to 365." })
      .max(365, { error: "Enter a number of nights from 2 to 365." }),
    percentOff,
  }),
  z.strictObject({
    kind: z.literal("early_booking"),
    name,
    daysBeforeArrival: z
      .number({ error: "Enter a number of days from 1 to 730." })
      .int()
      .min(1, { error: "Enter a number of days from 1 to 730." })
      .max(730, { error: "Enter a number of days from 1 to 730." }),
    percentOff,
  }),
  z.strictObject({
    kind: z.literal("last_minute"),
    name,
    daysBeforeArrival: z
      .number({ error: "Enter a number of days from 0 to 60." })
      .int()
      .min(0, { error: "Enter a number of days from 0 to 60." })
      .max(60, { error: "Enter a number of days from 0 to 60." }),
    percentOff,
  }),
]);
export type PricingRuleTerms = z.output<typeof pricingRuleTerms>;

/** `savePricingRule`'s input: a new rule (no `ruleId`) or a rule's new terms; `unitId` null is the whole property. */
export const savePricingRuleInput = z.strictObject({
  propertyId: z.uuid(),
  ruleId: z.uuid().optional(),
  unitId: z.uuid().nullable().default(null),
  active: z.boolean().default(true),
  terms: pricingRuleTerms,
});
export type SavePricingRuleInput = z.output<typeof savePricingRuleInput>;

export const deletePricingRuleInput = z.strictObject({ propertyId: z.uuid(), ruleId: z.uuid() });

export const pricingRulesInput = z.strictObject({ propertyId: z.uuid() });

/** "How this price is made" for one unit's night. */
export const explainNightPriceInput = z.strictObject({
  propertyId: z.uuid(),
  unitId: z.uuid(),
  day: isoDate,
});
