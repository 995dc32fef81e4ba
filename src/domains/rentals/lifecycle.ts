/**
 * A rental contract's money moves through its invoices (DOMAIN.md Operations, monthly rentals): each is issued
 * (the deposit once, then each month's rent), then paid when operations record the tenant's payment, or void when
 * renewal or notice moves the contract's end before its period. The contract's dates are its booking's, which
 * moves through the booking lifecycle (a contract runs while its booking is `KEPT`). On `defineLifecycle`.
 */
import { defineLifecycle } from "@/lib/lifecycle";
import { rentalInvoiceStatus } from "./schema";

export type RentalInvoiceStatus = (typeof rentalInvoiceStatus.enumValues)[number];
/** `operations`: whoever runs the property's rentals (`requireContract`); `system`: the contract's own changes. */
export type RentalInvoiceActorKind = "operations" | "system";

export const rentalInvoiceLifecycle = defineLifecycle<RentalInvoiceStatus, "pay" | "void", RentalInvoiceActorKind>({
  states: rentalInvoiceStatus.enumValues,
  initial: ["issued"],
  events: {
    pay: { from: ["issued"], to: "paid", by: ["operations"] },
    void: { from: ["issued"], to: "void", by: ["system"] },
  },
  refuse: {
    status: (from) => (from === "paid" ? "This invoice is already paid." : "This invoice was voided."),
    actor: () => "You cannot change this invoice.",
  },
});
