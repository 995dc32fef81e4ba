import { z } from "zod";
import type { UserActor } from "@/server/access";
import { defineFunction, invalidArgument } from "@/server/functions";
import { MONTH } from "../statements/period";
import { listGeneralPayments, recordGeneralPayment, reverseGeneralPayment } from "./payments";
import { generalCurrency, recordGeneralPaymentInput, reverseGeneralPaymentInput } from "./inputs";
import { GENERAL_COUNTER_ACCOUNTS, GENERAL_DIRECTIONS } from "./rules";

export const listGeneralPaymentsFunction = defineFunction({
  name: "listGeneralPayments",
  kind: "read",
  permission: "staff",
  input: z.strictObject({
    from: z.string().regex(MONTH, { error: "Use a month like 2026-11." }),
    to: z.string().regex(MONTH, { error: "Use a month like 2026-11." }),
    direction: z.enum(GENERAL_DIRECTIONS).optional(),
    counterAccount: z.enum(GENERAL_COUNTER_ACCOUNTS).optional(),
    currency: generalCurrency.optional(),
    page: z.number().int().min(1).max(100_000).default(1),
  }),
  handler: async (filters, { db, actor }) => {
    if (filters.from > filters.to) throw invalidArgument("The period ends before it starts.");
    return listGeneralPayments(db, { actor, filters });
  },
});

export const recordGeneralPaymentFunction = defineFunction({
  name: "recordGeneralPayment",
  kind: "write",
  permission: "staff",
  input: recordGeneralPaymentInput,
  handler: async (input, { db, actor, audit }) => {
    const payment = await recordGeneralPayment(db, actor as UserActor, input);
    audit({
      entity: `generalPayment:${payment.id}`,
      changes: {
        amountMinor: { from: null, to: payment.amountMinor },
        direction: { from: null, to: payment.direction },
      },
    });
    return { id: payment.id, entryId: payment.entryId };
  },
});

export const reverseGeneralPaymentFunction = defineFunction({
  name: "reverseGeneralPayment",
  kind: "write",
  permission: "staff",
  input: reverseGeneralPaymentInput,
  handler: async (input, { db, actor, audit }) => {
    const { payment, reversal } = await reverseGeneralPayment(db, actor as UserActor, input);
    audit({ entity: `generalPayment:${payment.id}`, changes: { status: { from: "posted", to: "reversed" } } });
    return { id: payment.id, reversalEntryId: reversal.entryId };
  },
});

export const generalPaymentFunctions = [
  listGeneralPaymentsFunction,
  recordGeneralPaymentFunction,
  reverseGeneralPaymentFunction,
];
