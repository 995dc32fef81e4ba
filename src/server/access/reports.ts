/**
 * Whose properties an actor may read figures of (DOMAIN.md Insights and Money: the insights, the portfolio
 * summary and the statement of accounts), written once. It is wider than the property scope (who may change
 * listings and calendars): accountants read every property's figures without managing any, and investors
 * read the properties they hold (`property_investors`) and nothing else; micro-investors the properties of the
 * StayInvest offerings they hold units of (their portfolio shows those properties' statements).
 */
import { isLockedOut, type Actor } from "./actor";

export type ReportScope =
  /** Staff, operators and accountants: every property. */
  | { kind: "all" }
  /** Suppliers: their organisation's properties. */
  | { kind: "organisation"; organisationId: string }
  /** Operations and special users: the properties our operations team manages. */
  | { kind: "managed" }
  /** Investors: the properties they hold a stake in. */
  | { kind: "holdings"; userId: string }
  /** Micro-investors: the properties of the StayInvest offerings they hold paid units of. */
  | { kind: "units"; userId: string }
  | { kind: "none" };

export function reportScopeOf(actor: Actor): ReportScope {
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
    case "special":
      return { kind: "managed" };
    case "investor":
      return { kind: "holdings", userId: actor.userId };
    case "microInvestor":
      return { kind: "units", userId: actor.userId };
    default:
      return { kind: "none" };
  }
}
