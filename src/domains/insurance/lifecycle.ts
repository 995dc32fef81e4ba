/**
 * A claim's lifecycle (DOMAIN.md Channels and partners, travel insurance: the insurer's users mark claims, as staff may): opened → approved |
 * rejected; approved → paid. On `defineLifecycle`; the database enforces the same graph with its own trigger.
 */
import { defineLifecycle, statusSet } from "@/lib/lifecycle";
import { CLAIM_STATUS_LABELS, CLAIM_STATUSES, type ClaimStatus } from "./rules";
import { insurancePolicyStatus } from "./schema";

/** The insurer's people and staff (`claimInScope` decides which claims are theirs). */
export type ClaimActorKind = "insurer";
export type ClaimEvent = "approve" | "reject" | "pay";

const CLAIM_EVENTS = {
  approve: { from: ["opened"], to: "approved", by: ["insurer"] },
  reject: { from: ["opened"], to: "rejected", by: ["insurer"] },
  pay: { from: ["approved"], to: "paid", by: ["insurer"] },
} as const satisfies Record<
  ClaimEvent,
  { from: readonly ClaimStatus[]; to: ClaimStatus; by: readonly ClaimActorKind[] }
>;

const lower = (status: ClaimStatus) => CLAIM_STATUS_LABELS[status].toLowerCase();

export const claimLifecycle = defineLifecycle<ClaimStatus, ClaimEvent, ClaimActorKind>({
  states: CLAIM_STATUSES,
  initial: ["opened"],
  events: CLAIM_EVENTS,
  refuse: {
    status: (from, event) => `This claim is ${lower(from)}: it cannot be marked ${lower(CLAIM_EVENTS[event].to)}.`,
    actor: () => "Only the insurer and staff mark claims.",
  },
});

/** The event that marks a claim with a status (the insurer's form names the status it wants). */
export const CLAIM_EVENT_TO: Record<Exclude<ClaimStatus, "opened">, ClaimEvent> = {
  approved: "approve",
  rejected: "reject",
  paid: "pay",
};

export type PolicyStatus = (typeof insurancePolicyStatus.enumValues)[number];

/**
 * A policy's lifecycle: issued active with the stay's sale, cancelled with the stay (`cancelPolicy`, the stay's
 * cancellation: the `system`). Only a policy in force takes claims.
 */
export const policyLifecycle = defineLifecycle<PolicyStatus, "cancel", "system">({
  states: insurancePolicyStatus.enumValues,
  initial: ["active"],
  events: { cancel: { from: ["active"], to: "cancelled", by: ["system"] } },
  refuse: {
    status: () => "This policy was cancelled with its stay.",
    actor: () => "A policy is cancelled only with its stay.",
  },
});

/** In force: it takes claims, and a cancellation of its stay cancels it. */
export const IN_FORCE = statusSet("active");
