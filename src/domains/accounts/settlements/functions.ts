import { z } from "zod";
import { aborted, defineFunction, invalidArgument, notFound } from "@/server/functions";
import type { Actor, UserActor } from "@/server/access";
import type { Database } from "@/server/db";
import { RunConflictError } from "@/server/runs";
import { issueGuestInvoices, InvoiceStateError, voidInvoice } from "../invoices/issue";
import { findInvoice, INVOICE_KINDS, INVOICE_STATUSES, listInvoices } from "../invoices/queries";
import { listHostTransactions, PAYOUT_STATUSES } from "./host-transactions";
import { findSettlement, listSettlements, SETTLEMENT_STATUSES } from "./queries";
import { markSettlementPaidInput, settlementMonth, startSettlementRunInput } from "./inputs";
import { startSettlementRun } from "./run";
import {
  approveSettlement,
  createSettlements,
  deleteDraftSettlement,
  markSettlementPaid,
  SettlementError,
} from "./settle";

const month = settlementMonth;
const isoDate = z.iso.date({ error: "Use a date like 2026-11-30." });
const page = z.number().int().min(1).max(100_000).default(1);
const settlementId = z.strictObject({ id: z.uuid({ error: "Give the settlement's id." }) });

const emailOf = (actor: Actor) => (actor.kind === "user" ? actor.email : null);

function asFunctionError(error: unknown): never {
  if (error instanceof SettlementError) {
    if (error.code === "invalid") throw invalidArgument(error.message);
    if (error.code === "not-found") throw notFound(error.message);
    throw aborted(error.message);
  }
  if (error instanceof InvoiceStateError || error instanceof RunConflictError) throw aborted(error.message);
  throw error;
}

/** Settlements in the caller's money scope (a supplier: its own, once approved). */
export const listSettlementsFunction = defineFunction({
  name: "listSettlements",
  kind: "read",
  permission: "seeMoney",
  input: z.strictObject({ month: month.optional(), status: z.enum(SETTLEMENT_STATUSES).optional(), page }),
  handler: async (filters, { db, actor }) => listSettlements(db, { actor, filters }),
});

export const getSettlementFunction = defineFunction({
  name: "getSettlement",
  kind: "read",
  permission: "seeMoney",
  input: settlementId,
  handler: async (input, { db, actor }) => {
    const found = await findSettlement(db, { actor, id: input.id });
    if (!found) throw notFound("There is no such settlement among yours.");
    return found;
  },
});

/** Creates the settlements of a month that has ended, for every supplier and currency with something to pay. */
export const createSettlementsFunction = defineFunction({
  name: "createSettlements",
  kind: "write",
  permission: "manageSettlements",
  input: z.strictObject({ month }),
  handler: async (input, { db, actor, audit }) => {
    const result = await createSettlements(db, { month: input.month, createdBy: emailOf(actor) }).catch(
      asFunctionError,
    );
    for (const created of result.created)
      audit({ entity: `settlement:${created.id}`, changes: { status: { from: null, to: "draft" } } });
    return result;
  },
});

/**
 * Starts the settlements of a month that has ended as a long run (run.ts): answers at once with the run, which
 * the page follows (getRun) until it says what it made. Pressing again, or a retry with the same idempotency key,
 * gives the run already going; the run itself is createSettlements, one transaction, each entry settled once.
 */
export const startSettlementRunFunction = defineFunction({
  name: "startSettlementRun",
  kind: "steps",
  permission: "manageSettlements",
  input: startSettlementRunInput,
  idempotencyKey: (input) => input.idempotencyKey,
  handler: async (input, { db, actor, audit }) => {
    const { run, started } = await startSettlementRun(db as Database, {
      actor: actor as UserActor,
      month: input.month,
    }).catch(asFunctionError);
    audit({ entity: `longRun:${run.id}`, changes: started ? { state: { from: null, to: run.state } } : undefined });
    return run;
  },
});

export const approveSettlementFunction = defineFunction({
  name: "approveSettlement",
  kind: "write",
  permission: "manageSettlements",
  input: settlementId,
  handler: async (input, { db, actor, audit }) => {
    const { settlement, invoice } = await approveSettlement(db, { id: input.id, approvedBy: emailOf(actor) }).catch(
      asFunctionError,
    );
    audit({ entity: `settlement:${settlement.id}`, changes: { status: { from: "draft", to: "approved" } } });
    return {
      id: settlement.id,
      number: settlement.number,
      status: settlement.status,
      commissionInvoice: invoice ? { id: invoice.id, number: invoice.number } : null,
    };
  },
});

export const markSettlementPaidFunction = defineFunction({
  name: "markSettlementPaid",
  kind: "write",
  permission: "manageSettlements",
  input: markSettlementPaidInput,
  handler: async (input, { db, actor, audit }) => {
    const paid = await markSettlementPaid(db, {
      id: input.id,
      reference: input.reference,
      paidBy: emailOf(actor),
    }).catch(asFunctionError);
    audit({
      entity: `settlement:${paid.id}`,
      changes: {
        status: { from: "approved", to: "paid" },
        paymentReference: { from: null, to: paid.paymentReference },
      },
    });
    return {
      id: paid.id,
      number: paid.number,
      status: paid.status,
      paymentReference: paid.paymentReference,
      payoutEntryId: paid.payoutEntryId,
    };
  },
});

export const deleteSettlementFunction = defineFunction({
  name: "deleteSettlement",
  kind: "write",
  permission: "manageSettlements",
  input: settlementId,
  handler: async (input, { db, audit }) => {
    const deleted = await deleteDraftSettlement(db, { id: input.id }).catch(asFunctionError);
    audit({ entity: `settlement:${deleted.id}`, changes: { status: { from: "draft", to: null } } });
    return { id: deleted.id, number: deleted.number, deleted: true };
  },
});

/** A host's earnings per booking with their payout status (a supplier: its own bookings). */
export const listHostTransactionsFunction = defineFunction({
  name: "listHostTransactions",
  kind: "read",
  permission: "seeMoney",
  input: z.strictObject({
    from: isoDate.optional(),
    to: isoDate.optional(),
    status: z.enum(PAYOUT_STATUSES).optional(),
    page,
  }),
  handler: async (filters, { db, actor }) => listHostTransactions(db, { actor, filters }),
});

export const listInvoicesFunction = defineFunction({
  name: "listInvoices",
  kind: "read",
  permission: "seeInvoices",
  input: z.strictObject({
    kind: z.enum(INVOICE_KINDS).optional(),
    status: z.enum(INVOICE_STATUSES).optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
    propertyId: z.uuid().optional(),
    page,
  }),
  handler: async (filters, { db, actor }) => listInvoices(db, { actor, filters }),
});

export const getInvoiceFunction = defineFunction({
  name: "getInvoice",
  kind: "read",
  permission: "seeInvoices",
  input: z.strictObject({ id: z.uuid({ error: "Give the invoice's id." }) }),
  handler: async (input, { db, actor }) => {
    const found = await findInvoice(db, { actor, id: input.id });
    if (!found) throw notFound("There is no such invoice among yours.");
    return found;
  },
});

/** Voids an invoice: it stays, marked void, and a credit note with its own number reverses it. */
export const voidInvoiceFunction = defineFunction({
  name: "voidInvoice",
  kind: "write",
  permission: "manageSettlements",
  input: z.strictObject({
    id: z.uuid({ error: "Give the invoice's id." }),
    reason: z
      .string({ error: "Say why the invoice is voided." })
      .trim()
      .min(3, { error: "Say why the invoice is voided (at least 3 characters)." })
      .max(300, { error: "Keep the reason under 300 characters." }),
  }),
  handler: async (input, { db, actor, audit }) => {
    const result = await voidInvoice(db, { invoiceId: input.id, reason: input.reason, voidedBy: emailOf(actor) }).catch(
      asFunctionError,
    );
    if (!result) throw notFound("There is no such invoice.");
    audit({ entity: `invoice:${result.invoice.id}`, changes: { status: { from: "issued", to: "void" } } });
    return {
      invoice: { id: result.invoice.id, number: result.invoice.number, status: result.invoice.status },
      creditNote: { id: result.creditNote.id, number: result.creditNote.number },
    };
  },
});

/** Issues the guest invoices of paid bookings that have none (bookings paid before invoicing began). */
export const issueMissingInvoicesFunction = defineFunction({
  name: "issueMissingInvoices",
  kind: "write",
  permission: "manageSettlements",
  input: z.strictObject({}),
  handler: async (_input, { db, actor, audit }) => {
    const issued = await issueGuestInvoices(db, { issuedBy: emailOf(actor) });
    if (issued.length) audit({ entity: "invoices:guest", changes: { issued: { from: 0, to: issued.length } } });
    return { issued: issued.length, numbers: issued.slice(0, 20).map((invoice) => invoice.number) };
  },
});

export const settlementFunctions = [
  listSettlementsFunction,
  getSettlementFunction,
  createSettlementsFunction,
  startSettlementRunFunction,
  approveSettlementFunction,
  markSettlementPaidFunction,
  deleteSettlementFunction,
  listHostTransactionsFunction,
  listInvoicesFunction,
  getInvoiceFunction,
  voidInvoiceFunction,
  issueMissingInvoicesFunction,
];
