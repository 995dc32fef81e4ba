/**
 * Who may manage add-on products (day tours, airport transfers, meals) and their orders, written
 * once: staff and operators run the whole marketplace's add-ons; a supplier (owner or host) runs its own
 * organisation's products and sees only their orders. Everyone else manages none. Queries turn the scope
 * into a condition; functions refuse a product outside it with the same "not found" a missing one gets.
 */
import { isLockedOut, type Actor } from "./actor";

export type AddonScope = { kind: "all" } | { kind: "organisation"; organisationId: string } | { kind: "none" };

export function addonScopeOf(actor: Actor): AddonScope {
  if (actor.kind !== "user" || isLockedOut(actor) || !actor.emailVerified) return { kind: "none" };
  switch (actor.role) {
    case "staff":
    case "operator":
      return { kind: "all" };
    case "supplierOwner":
    case "supplierHost":
      return actor.organisation ? { kind: "organisation", organisationId: actor.organisation.id } : { kind: "none" };
    default:
      return { kind: "none" };
  }
}

/** Whether a product owned by `organisationId` is inside the scope. */
export function addonScopeIncludes(scope: AddonScope, organisationId: string): boolean {
  if (scope.kind === "all") return true;
  if (scope.kind === "organisation") return scope.organisationId === organisationId;
  return false;
}
