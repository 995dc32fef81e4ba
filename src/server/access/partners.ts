/**
 * What the partners see (DOMAIN.md Channels and partners), written once. The insurer sees the
 * policies it underwrites and nothing of the bookings beyond what a policy says; the airline sees the bookings
 * made through its storefront (its channel) and the points of its members. Staff see both.
 */
import { isLockedOut, type Actor } from "./actor";

export type InsuranceScope = { kind: "all" } | { kind: "insurer"; organisationId: string } | { kind: "none" };

export function insuranceScopeOf(actor: Actor): InsuranceScope {
  if (actor.kind !== "user" || isLockedOut(actor) || !actor.emailVerified) return { kind: "none" };
  if (actor.role === "staff") return { kind: "all" };
  // An insurance user acts for its organisation: without one there is no insurer to be.
  if (actor.role === "insurance" && actor.organisation)
    return { kind: "insurer", organisationId: actor.organisation.id };
  return { kind: "none" };
}

/** The partner channels of `bookings.channel`; an airline organisation is the AirAsia partner. */
export type PartnerChannel = "airasia";

export type AirlineScope = { kind: "channel"; channel: PartnerChannel; staff: boolean } | { kind: "none" };

export function airlineScopeOf(actor: Actor): AirlineScope {
  if (actor.kind !== "user" || isLockedOut(actor) || !actor.emailVerified) return { kind: "none" };
  if (actor.role === "staff") return { kind: "channel", channel: "airasia", staff: true };
  if (actor.role === "airline" && actor.organisation?.kind === "airline")
    return { kind: "channel", channel: "airasia", staff: false };
  return { kind: "none" };
}
