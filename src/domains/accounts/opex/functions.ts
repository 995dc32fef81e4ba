import { randomUUID } from "node:crypto";
import { z } from "zod";
import type { UserActor } from "@/server/access";
import { defineFunction, invalidArgument } from "@/server/functions";
import { MONTH } from "../statements/period";
import { listOpex } from "./queries";
import { checkReceipt, storeReceipt, type CheckedReceipt } from "./receipts";
import { editOpexInput, receiptUpload, recordOpexInput, voidOpexInput } from "./inputs";
import { OPEX_CATEGORIES, RECEIPT_UPLOAD_MAX_BODY_BYTES } from "./rules";
import { editExpense, recordExpense, voidExpense } from "./write";

async function checked(expenseId: string, upload: z.infer<typeof receiptUpload>): Promise<CheckedReceipt | null> {
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
  input: recordOpexInput,
  handler: async (input, { db, actor, audit, onRollback }) => {
    const id = randomUUID();
    // Checked before anything is written: a refused receipt leaves nothing behind.
    const file = await checked(id, input.receipt);
    const expense = await recordExpense(db, actor as UserActor, { ...input, id, receipt: file });
    // Stored last, once every check passed, and removed again if the write or its commit fails.
    if (file) await storeReceipt(file, onRollback);
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
  input: editOpexInput,
  handler: async (input, { db, actor, audit, onRollback }) => {
    const file = await checked(input.id, input.receipt);
    const edited = await editExpense(db, actor as UserActor, { ...input, receipt: file });
    if (!edited) return { id: input.id, changed: [] as string[] };
    if (file) await storeReceipt(file, onRollback);
    audit({ entity: `opex:${input.id}`, changes: edited.changes });
    return { id: input.id, changed: Object.keys(edited.changes) };
  },
});

export const voidOpexFunction = defineFunction({
  name: "voidOpex",
  kind: "write",
  permission: "recordOpex",
  input: voidOpexInput,
  handler: async (input, { db, actor, audit }) => {
    const expense = await voidExpense(db, actor as UserActor, input);
    audit({ entity: `opex:${expense.id}`, changes: { status: { from: "active", to: "voided" } } });
    return { id: expense.id, voidedAt: expense.voidedAt!.toISOString() };
  },
});

export const opexFunctions = [listOpexFunction, recordOpexFunction, editOpexFunction, voidOpexFunction];
