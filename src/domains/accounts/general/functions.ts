import { z } from "zod";
import type { UserActor } from "@/server/access";
import { defineFunction, invalidArgument } from "@/server/functions";
import { MONTH } from "../statements/period";
import { listGeneralPayments, recordGeneralPayment, reverseGeneralPayment } from "./payments";
import { GENERAL_COUNTER_ACCOUNTS, GENERAL_CURRENCIES, GENERAL_DIRECTIONS } from "./rules";

const currency = z.enum(GENERAL_CURRENCIES as [string, ...string[]], {
  error: `Choose a supported currency (${GENERAL_CURRENCIES.join(", ")}).`,
});

export const listGeneralPaymentsFunction = defineFunction({
  name: "listGeneralPayments",
  kind: "read",
  permission: "staff",
  input: z.strictObject({
    from: z.string().regex(MONTH, { error: "Use a month like 2026-11." }),
    to: z.string().regex(MONTH, { error: "Use a month like 2026-11." }),
    direction: z.enum(GENERAL_DIRECTIONS).optional(),
    counterAccount: z.enum(GENERAL_COUNTER_ACCOUNTS).optional(),
    currency: currency.optional(),
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
  input: z.strictObject({
    direction: z.enum(GENERAL_DIRECTIONS, { error: "Say whether the money came in or went out." }),
    counterAccount: z.enum(GENERAL_COUNTER_ACCOUNTS, {
      error: "Choose what the payment is: a deposit, a general expense or other income.",
    }),
    amountMinor: z
      .number({ error: "Enter the amount." })
      .int({ error: "The amount must be whole minor units (cents)." })
      .positive({ error: "The amount must be more than zero." })
      .max(1_000_000_000_000, { error: "The amount is too large." }),
    currency,
    paidOn: z.iso.date({ error: "Use a date like 2026-11-30." }),
    counterparty: z
      .string()
      .trim()
      .min(1, { error: "Say who paid or was paid." })
      .max(200, { error: "At most 200 characters." }),
    reference: z.string().trim().max(100, { error: "A reference must be at most 100 characters." }).default(""),
    note: z.string().trim().max(1000, { error: "A note must be at most 1,000 characters." }).default(""),
  }),
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
  input: z.strictObject({
    id: z.uuid({ error: "There is no such payment." }),
    reason: z.string().trim().max(500, { error: "A reason must be at most 500 characters." }).default(""),
  }),
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
