/**
 * Whose invoices an actor may see (/dashboard/invoices), written once: staff, operators and
 * accountants every invoice; a supplier the guest invoices issued in its name and the commission invoices
 * addressed to it; operations users (SPEC.md §6 gives them the invoices page) the guest invoices of the
 * properties our operations team manages. Nobody else sees any.
 */
import { isLockedOut, type Actor } from "./actor";

export type InvoiceScope =
  { kind: "all" } | { kind: "organisation"; organisationId: string } | { kind: "managed" } | { kind: "none" };

export function invoiceScopeOf(actor: Actor): InvoiceScope {
  if (actor.kind !== "user" || isLockedOut(actor) || !actor.emailVerified) return { kind: "none" };
  switch (actor.role) {
    case "staff":
    case "operator":
    case "accountant":
      return { kind: "all" };
    case "supplierOwner":
    case "supplierHost":
      return actor.organisation ? { kind: "organisation", organisationId: actor.organisation.id } : { kind: "none" };
    case "operationsUser":
      return { kind: "managed" };
    default:
      return { kind: "none" };
  }
}
