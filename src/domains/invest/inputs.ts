import { z } from "zod";
import { cardInput } from "@/domains/payments/inputs";
import { BUSINESS_SETTINGS } from "@/domains/platform/settings";

/*
 * The StayInvest functions' input schemas. Client-safe (zod and pure rules only): the offering, purchase and
 * bank-details forms validate with these same schemas before they call, so each rule and its message is
 * written once.
 */

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
export const offeringIdInput = z.uuid({ error: "There is no such offering." });
export const monthInput = z.string({ error: "Choose a month." }).regex(MONTH, { error: "Use a month like 2026-10." });

/** `createOffering`'s input: units, unit price in minor units of the property's currency, investors' share. */
export const createOfferingInput = z.strictObject({
  propertyId: z.uuid({ error: "Choose a property." }),
  unitsIssued: z
    .number({ error: "Enter how many units to issue." })
    .int({ error: "Units are whole numbers." })
    .min(1, { error: "Issue at least one unit." })
    .max(1_000_000, { error: "At most 1,000,000 units." }),
  unitPriceMinor: z
    .number({ error: "Enter the unit price." })
    .int({ error: "The unit price must be whole minor units (cents)." })
    .positive({ error: "The unit price must be more than zero." })
    .max(1_000_000_000, { error: "The unit price is too large." }),
  investorShareBasisPoints: z
    .number({ error: "Enter the investors' share." })
    .int({ error: "The share is in whole basis points (5000 = 50%)." })
    .min(1, { error: "The investors' share must be more than 0%." })
    .max(10_000, { error: "The investors' share cannot be more than 100%." })
    .default(BUSINESS_SETTINGS.investorShareBasisPoints),
  summary: z.string().trim().max(1000, { error: "A summary must be at most 1,000 characters." }).default(""),
  open: z.boolean().default(true),
});

/** `previewDistribution`'s input (and the month of `postDistribution`): which offering, which ended month. */
export const distributionMonthInput = z.strictObject({ offeringId: offeringIdInput, month: monthInput });

/** `buyUnits`'s input: a retry with the same `idempotencyKey` never charges twice. */
export const buyUnitsInput = z.strictObject({
  offeringId: offeringIdInput,
  units: z
    .number({ error: "Enter how many units to buy." })
    .int({ error: "Units are whole numbers." })
    .min(1, { error: "Buy at least one unit." })
    .max(1_000_000, { error: "That is more units than any offering has." }),
  card: cardInput,
  idempotencyKey: z.uuid({ error: "Reload the page and try again." }),
});

/** `saveBankDetails`'s input: the account distributions are paid to. */
export const saveBankDetailsInput = z.strictObject({
  accountHolder: z
    .string({ error: "Enter the account holder's name." })
    .trim()
    .min(2, { error: "Enter the account holder's name." })
    .max(140, { error: "At most 140 characters." }),
  bankName: z
    .string({ error: "Enter the bank's name." })
    .trim()
    .min(2, { error: "Enter the bank's name." })
    .max(140, { error: "At most 140 characters." }),
  accountNumber: z
    .string({ error: "Enter the account number." })
    .transform((value) => value.replace(/[\s-]/g, "").toUpperCase())
    .pipe(
      z.string().regex(/^[0-9A-Z]{6,34}$/, {
        error: "An account number is 6 to 34 letters and digits (an IBAN is accepted).",
      }),
    ),
  swiftCode: z
    .string({ error: "Enter the bank's SWIFT/BIC code." })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, {
      error: "A SWIFT/BIC code is 8 or 11 letters and digits, e.g. MBBEMYKL.",
    }),
});

/** `prepareInvestorPayouts`'s input: gather every unpaid distribution of this month and before. */
export const prepareInvestorPayoutsInput = z.strictObject({ throughMonth: monthInput });

export const investorPayoutIdInput = z.uuid({ error: "There is no such payout." });

/** `payInvestorPayout`'s input: the bank transfer's reference; a retry with the same key gets the first answer. */
export const payInvestorPayoutInput = z.strictObject({
  payoutId: investorPayoutIdInput,
  reference: z
    .string({ error: "Enter the bank transfer's reference." })
    .trim()
    .min(3, { error: "Enter the bank transfer's reference (at least 3 characters)." })
    .max(60, { error: "At most 60 characters." })
    .regex(/^[\w./#-]+( [\w./#-]+)*$/, { error: "Use letters, digits, spaces and . / # - only." }),
  idempotencyKey: z.uuid({ error: "Reload the page and try again." }),
});
