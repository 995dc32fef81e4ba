/**
 * StayInvest (DOMAIN.md), written once: who sees which offerings' holdings and distributions, and
 * who may buy units. Staff see every offering and holder; a micro-investor sees their own holdings and
 * nothing of anyone else's; nobody else sees any.
 */
import { isLockedOut, type Actor } from "./actor";

export type InvestScope = { kind: "all" } | { kind: "holder"; userId: string } | { kind: "none" };

export function investScopeOf(actor: Actor): InvestScope {
  if (actor.kind !== "user" || isLockedOut(actor) || !actor.emailVerified) return { kind: "none" };
  if (actor.role === "staff") return { kind: "all" };
  if (actor.role === "microInvestor") return { kind: "holder", userId: actor.userId };
  return { kind: "none" };
}

/** Micro-investors buy units, keep bank details and read their portfolio (verified and enabled). */
export function isMicroInvestor(actor: Actor): boolean {
  return investScopeOf(actor).kind === "holder";
}
