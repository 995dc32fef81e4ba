/**
 * Which properties an actor may manage (DOMAIN.md Catalogue, the listings and calendar pages), written once
 * as a pure rule. Queries turn the scope into a condition; functions refuse a property outside it with the
 * same "not found" a missing one gets, so nobody learns that another supplier's property exists.
 */
import { isLockedOut, type Actor } from "./actor";

export type PropertyScope =
  /** Staff and operators: the whole marketplace. */
  | { kind: "all" }
  /** Suppliers (owners and hosts): their organisation's properties. */
  | { kind: "organisation"; organisationId: string }
  /** Operations users and special users: the properties our operations team manages. */
  | { kind: "managed" }
  | { kind: "none" };

/** The properties an actor may see and change on the dashboard (listings, calendars). */
export function propertyScopeOf(actor: Actor): PropertyScope {
  if (actor.kind !== "user" || isLockedOut(actor) || !actor.emailVerified) return { kind: "none" };
  switch (actor.role) {
    case "staff":
    case "operator":
      return { kind: "all" };
    case "operationsUser":
    case "special":
      return { kind: "managed" };
    case "supplierOwner":
    case "supplierHost":
      return actor.organisation ? { kind: "organisation", organisationId: actor.organisation.id } : { kind: "none" };
    default:
      return { kind: "none" };
  }
}

/** Whether the actor may create listings: suppliers for their organisation, staff and operators for any. */
export function mayCreateListings(actor: Actor): boolean {
  const scope = propertyScopeOf(actor);
  return scope.kind === "all" || scope.kind === "organisation";
}

/** Staff and operators review what suppliers submit (`in_review` → `listed`). */
export function mayReviewListings(actor: Actor): boolean {
  return propertyScopeOf(actor).kind === "all";
}

/** Whether a property (its organisation and managed flag) is inside a scope. */
export function scopeIncludes(scope: PropertyScope, property: { organisationId: string; managed: boolean }): boolean {
  switch (scope.kind) {
    case "all":
      return true;
    case "organisation":
      return property.organisationId === scope.organisationId;
    case "managed":
      return property.managed;
    case "none":
      return false;
  }
}
