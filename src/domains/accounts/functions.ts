import { z } from "zod";
import { mayOpenPage } from "@/server/access";
import type { Database } from "@/server/db";
import { defineFunction, notFound, permissionDenied } from "@/server/functions";
import { startTransactionsExport } from "./transactions-export-run";
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

/**
 * Starts a large CSV of the caller's transactions (a year's) as a long run (transactions-export-run.ts), with the
 * filters of the page; the page follows it (getRun) and offers the file once it is made.
 */
export const startTransactionsExportFunction = defineFunction({
  name: "startTransactionsExport",
  kind: "steps",
  permission: "seeMoney",
  input: z.strictObject({
    filters: z.strictObject({
      from: isoDate.optional(),
      to: isoDate.optional(),
      propertyId: z.uuid().optional(),
      kind: z.enum(TRANSACTION_KINDS).optional(),
      currency: z
        .string()
        .regex(/^[A-Z]{3}$/)
        .optional(),
      status: z.enum(TRANSACTION_STATUSES).optional(),
    }),
  }),
  handler: async ({ filters }, { db, actor, audit }) => {
    // The same rule as the page and its CSV route: SPEC.md §6 confines some roles away from /dashboard/transactions.
    if (actor.kind !== "user" || !mayOpenPage(actor.role, "transactions"))
      throw permissionDenied("You do not have access to transactions.");
    const ordered =
      filters.from && filters.to && filters.from > filters.to
        ? { ...filters, from: filters.to, to: filters.from }
        : filters;
    const { run, started } = await startTransactionsExport(db as Database, { actor, filters: ordered });
    audit({ entity: `longRun:${run.id}`, changes: started ? { state: { from: null, to: run.state } } : undefined });
    return run;
  },
});

export const accountsFunctions = [
  listTransactionsFunction,
  getTransactionFunction,
  startTransactionsExportFunction,
  ...opexFunctions,
  ...generalPaymentFunctions,
  ...settlementFunctions,
];
