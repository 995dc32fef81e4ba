import { z } from "zod";

/*
 * The monthly rental functions' input schemas. Client-safe (zod only): the contract forms validate with these
 * same schemas before they call, so each rule and its message is written once.
 */

const isoDate = z.iso.date({ error: "Use a date like 2026-12-01." });
const money = (what: string) =>
  z
    .number({ error: `Enter the ${what}.` })
    .int({ error: `The ${what} must be whole minor units (cents).` })
    .max(1_000_000_000_000, { error: `The ${what} is too large.` });

/** `createRentalContract`'s input: the unit, the tenant, the rent and deposit in minor units, the dates. */
export const createRentalContractInput = z.strictObject({
  unitId: z.uuid({ error: "Choose the unit." }),
  tenantName: z
    .string({ error: "Enter the tenant's name." })
    .trim()
    .min(2, { error: "Enter the tenant's full name." })
    .max(100, { error: "At most 100 characters." }),
  tenantEmail: z.email({ error: "Enter the tenant's email address." }).max(254).toLowerCase(),
  monthlyRentMinor: money("monthly rent").positive({ error: "The monthly rent must be more than zero." }),
  depositMinor: money("deposit").min(0, { error: "The deposit cannot be negative." }),
  startsOn: isoDate,
  endsOn: isoDate,
});

/** `renewRentalContract`'s input: the contract's new end date. */
export const renewRentalContractInput = z.strictObject({
  contractId: z.uuid({ error: "There is no such contract." }),
  endsOn: isoDate,
});

/** `giveRentalNotice`'s input: the day the tenant gave notice. */
export const giveRentalNoticeInput = z.strictObject({
  contractId: z.uuid({ error: "There is no such contract." }),
  noticeOn: isoDate,
});

/** `markRentalInvoicePaid`'s input: the invoice and the payment's reference. */
export const markRentalInvoicePaidInput = z.strictObject({
  invoiceId: z.uuid({ error: "There is no such invoice." }),
  reference: z.string().trim().max(100, { error: "A reference must be at most 100 characters." }).default(""),
});

/** The most deductions one deposit return lists. */
export const MAX_DEPOSIT_DEDUCTIONS = 10;

/**
 * `returnRentalDeposit`'s input: the contract, what is kept of the deposit and why (each item), and the
 * payment's reference. What is returned is the rest of the deposit.
 */
export const returnRentalDepositInput = z.strictObject({
  contractId: z.uuid({ error: "There is no such contract." }),
  deductions: z
    .array(
      z.strictObject({
        reason: z
          .string({ error: "Say what the deduction is for." })
          .trim()
          .min(3, { error: "Say what the deduction is for." })
          .max(200, { error: "A reason must be at most 200 characters." }),
        amountMinor: money("deduction").positive({ error: "A deduction must be more than zero." }),
      }),
    )
    .max(MAX_DEPOSIT_DEDUCTIONS, { error: `List at most ${MAX_DEPOSIT_DEDUCTIONS} deductions.` })
    .default([]),
  reference: z.string().trim().max(100, { error: "A reference must be at most 100 characters." }).default(""),
  idempotencyKey: z.uuid().optional(),
});
