import { randomUUID } from "node:crypto";
import { z } from "zod";
import type { UserActor } from "@/server/access";
import { defineFunction, invalidArgument } from "@/server/functions";
import { MONTH } from "../statements/period";
import { listOpex } from "./queries";
import { checkReceipt, storeReceipt, type CheckedReceipt } from "./receipts";
import { OPEX_CATEGORIES, RECEIPT_UPLOAD_MAX_BODY_BYTES } from "./rules";
import { editExpense, recordExpense, voidExpense } from "./write";

const isoDate = z.iso.date({ error: "Use a date like 2026-11-30." });
/** An expense is recorded once it was incurred: a day ahead is allowed for time zones east of UTC. */
const incurredOn = isoDate
  .refine((value) => value <= new Date(Date.now() + 86_400_000).toISOString().slice(0, 10), {
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
const receipt = z
  .strictObject({
    fileName: z.string().max(255).optional(),
    contentBase64: z.string({ error: "Send the receipt's bytes in base64." }),
  })
  .optional();

async function checked(expenseId: string, upload: z.infer<typeof receipt>): Promise<CheckedReceipt | null> {
  return upload ? checkReceipt(expenseId, upload) : null;
}

export const listOpexFunction = defineFunction({
  name: "listOpex",
  kind: "read",
  permission: "seeMoney",
  input: z.strictObject({
    from: z.string().regex(MONTH, { error: "Use a month like 2026-11." }),
    to: z.string().regex(MONTH, { error: "Use a month like 2026-11." }),
    propertyId: z.uuid().optional(),
    category: z.enum(OPEX_CATEGORIES).optional(),
    page: z.number().int().min(1).max(100_000).default(1),
  }),
  handler: async (filters, { db, actor }) => {
    if (filters.from > filters.to) throw invalidArgument("The period ends before it starts.");
    return listOpex(db, { actor, filters });
  },
});

export const recordOpexFunction = defineFunction({
  name: "recordOpex",
  kind: "write",
  permission: "recordOpex",
  maxBodyBytes: RECEIPT_UPLOAD_MAX_BODY_BYTES,
  input: z.strictObject({ propertyId: z.uuid({ error: "Choose a property." }), ...fields, receipt }),
  handler: async (input, { db, actor, audit }) => {
    const id = randomUUID();
    // Checked before anything is written: a refused receipt leaves nothing behind.
    const file = await checked(id, input.receipt);
    const expense = await recordExpense(db, actor as UserActor, { ...input, id, receipt: file });
    // Stored last, once every check passed; a commit that fails after this leaves an unreferenced file.
    if (file) await storeReceipt(file);
    audit({
      entity: `opex:${expense.id}`,
      changes: { amountMinor: { from: null, to: expense.amountMinor }, category: { from: null, to: expense.category } },
    });
    return {
      id: expense.id,
      amountMinor: expense.amountMinor,
      currency: expense.currency,
      receipt: file ? file.name : null,
    };
  },
});

export const editOpexFunction = defineFunction({
  name: "editOpex",
  kind: "write",
  permission: "recordOpex",
  maxBodyBytes: RECEIPT_UPLOAD_MAX_BODY_BYTES,
  input: z.strictObject({ id: z.uuid({ error: "There is no such expense." }), ...fields, receipt }),
  handler: async (input, { db, actor, audit }) => {
    const file = await checked(input.id, input.receipt);
    const edited = await editExpense(db, actor as UserActor, { ...input, receipt: file });
    if (!edited) return { id: input.id, changed: [] as string[] };
    if (file) await storeReceipt(file);
    audit({ entity: `opex:${input.id}`, changes: edited.changes });
    return { id: input.id, changed: Object.keys(edited.changes) };
  },
});

export const voidOpexFunction = defineFunction({
  name: "voidOpex",
  kind: "write",
  permission: "recordOpex",
  input: z.strictObject({
    id: z.uuid({ error: "There is no such expense." }),
    reason: z.string().trim().max(500, { error: "A reason must be at most 500 characters." }).default(""),
  }),
  handler: async (input, { db, actor, audit }) => {
    const expense = await voidExpense(db, actor as UserActor, input);
    audit({ entity: `opex:${expense.id}`, changes: { status: { from: "active", to: "voided" } } });
    return { id: expense.id, voidedAt: expense.voidedAt!.toISOString() };
  },
});

export const opexFunctions = [listOpexFunction, recordOpexFunction, editOpexFunction, voidOpexFunction];
