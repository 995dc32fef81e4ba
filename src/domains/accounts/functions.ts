import { z } from "zod";
import { defineFunction, notFound } from "@/server/functions";
import { findTransaction, listTransactions, TRANSACTION_KINDS, TRANSACTION_STATUSES } from "./transactions";
import { opexFunctions } from "./opex/functions";
import { generalPaymentFunctions } from "./general/functions";
// Settlements, invoices and host transactions.
import { settlementFunctions } from "./settlements/functions";

const isoDate = z.iso.date({ error: "Use a date like 2026-11-30." });

/** The money movements in the caller's scope (a supplier: its own properties), with totals per currency. */
export const listTransactionsFunction = defineFunction({
  name: "listTransactions",
  kind: "read",
  permission: "seeMoney",
  input: z.strictObject({
    from: isoDate.optional(),
    to: isoDate.optional(),
    propertyId: z.uuid().optional(),
    kind: z.enum(TRANSACTION_KINDS).optional(),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .optional(),
    status: z.enum(TRANSACTION_STATUSES).optional(),
    page: z.number().int().min(1).max(100_000).default(1),
  }),
  handler: async (filters, { db, actor }) => listTransactions(db, { actor, filters }),
});

export const getTransactionFunction = defineFunction({
  name: "getTransaction",
  kind: "read",
  permission: "seeMoney",
  input: z.strictObject({ id: z.uuid() }),
  handler: async (input, { db, actor }) => {
    const found = await findTransaction(db, { actor, id: input.id });
    if (!found) throw notFound("There is no such transaction among yours.");
    return found;
  },
});

export const accountsFunctions = [
  listTransactionsFunction,
  getTransactionFunction,
  ...opexFunctions,
  ...generalPaymentFunctions,
  ...settlementFunctions,
];
