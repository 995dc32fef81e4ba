import { z } from "zod";

/*
 * The settlement functions' input schemas that a form validates with. Client-safe (zod only): the form that
 * starts a month's run checks the month, and the "Mark paid" form the payment's reference, with these same
 * schemas before they call, so a rule and its message are written once. Whether the month has ended is the
 * server's to say (it reads the clock: run.ts).
 */

/** A calendar month as the month picker gives it. */
export const settlementMonth = z
  .string({ error: "Choose a month like 2026-10." })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: "Choose a month like 2026-10." });

/** `startSettlementRun`'s input: the month, and the key that makes pressing again give the same run. */
export const startSettlementRunInput = z.strictObject({ month: settlementMonth, idempotencyKey: z.uuid().optional() });

/** `markSettlementPaid`'s input: the approved settlement and the bank transfer's reference that paid it. */
export const markSettlementPaidInput = z.strictObject({
  id: z.uuid({ error: "Give the settlement's id." }),
  reference: z
    .string({ error: "Give the payment's reference (the bank transfer's)." })
    .trim()
    .min(3, { error: "Give the payment's reference (at least 3 characters)." })
    .max(100, { error: "A payment reference has at most 100 characters." }),
});
