/**
 * Whose money an actor may see (DOMAIN.md Money; SPEC.md §6 confinement), written once: staff, operators and
 * accountants see the whole marketplace's books; a supplier sees the money of its own properties and never
 * another's. Everyone else sees none (investors get their holdings' figures through StayInvest).
 */
import { isLockedOut, type Actor } from "./actor";

export type MoneyScope = { kind: "all" } | { kind: "organisation"; organisationId: string } | { kind: "none" };

export function moneyScopeOf(actor: Actor): MoneyScope {
  if (actor.kind !== "user" || isLockedOut(actor) || !actor.emailVerified) return { kind: "none" };
  switch (actor.role) {
    case "staff":
    case "operator":
    case "accountant":
      return { kind: "all" };
    case "supplierOwner":
    case "supplierHost":
      return actor.organisation ? { kind: "organisation", organisationId: actor.organisation.id } : { kind: "none" };
    default:
      return { kind: "none" };
  }
}
