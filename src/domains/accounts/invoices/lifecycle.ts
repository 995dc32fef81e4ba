/**
 * An invoice's lifecycle (DOMAIN.md Money, invoices): issued, then perhaps void, with a credit note issued in
 * the same transaction (`voidInvoice`); a void invoice stays, numbered, forever. On `defineLifecycle`.
 */
import { defineLifecycle } from "@/lib/lifecycle";
import { INVOICE_STATUSES, type InvoiceStatus } from "./queries";

/** Whoever holds the invoice functions' permission (staff, accountants). */
export type InvoiceActorKind = "finance";

export const invoiceLifecycle = defineLifecycle<InvoiceStatus, "void", InvoiceActorKind, { number: string }>({
  states: INVOICE_STATUSES,
  initial: ["issued"],
  events: {
    void: { from: ["issued"], to: "void", by: ["finance"] },
  },
  refuse: {
    status: (from, _event, { number }) => `Invoice ${number} is already ${from}.`,
    actor: (_from, _event, _actor, { number }) => `You cannot void invoice ${number}.`,
  },
});
