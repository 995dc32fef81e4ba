import type { Actor } from "./actor";
import { dashboardEntry, mayOpenPage } from "./dashboard";

/**
 * Newsroom, FAQ, the marketing pages' texts and the affiliate partners (DOMAIN.md Content; Channels and
 * partners): the people who may open /dashboard/content, that is staff and special users (SPEC.md §6).
 */
export function mayManageContent(actor: Actor): boolean {
  return (
    actor.kind === "user" &&
    dashboardEntry(actor).allow &&
    mayOpenPage(actor.role, "content") &&
    mayOpenPage(actor.role, "affiliates")
  );
}

export type ReferralScope = { kind: "all" } | { kind: "own"; userId: string } | { kind: "none" };

/**
 * Whose referrals an actor sees: staff every referral, anyone else who may open /dashboard/referrals their
 * own (the people who signed up with their link), nobody else any.
 */
export function referralScopeOf(actor: Actor): ReferralScope {
  if (actor.kind !== "user" || !dashboardEntry(actor).allow) return { kind: "none" };
  if (actor.role === "staff") return { kind: "all" };
  if (!mayOpenPage(actor.role, "referrals")) return { kind: "none" };
  return { kind: "own", userId: actor.userId };
}
