/**
 * A settlement's lifecycle (DOMAIN.md Money, settlements): a draft is our working paper (made again at will,
 * deleted, never shown to the supplier); approving freezes it and issues the commission invoice; marking it paid
 * records the payout. On `defineLifecycle`; the refusals name the settlement by its number.
 */
import { defineLifecycle, statusSet } from "@/lib/lifecycle";
import { SETTLEMENT_STATUSES, type SettlementStatus } from "./queries";

/** Whoever holds the settlement functions' permission (staff, operators with it, accountants). */
export type SettlementActorKind = "finance";
export type SettlementEvent = "approve" | "pay";

export const settlementLifecycle = defineLifecycle<
  SettlementStatus,
  SettlementEvent,
  SettlementActorKind,
  { number: string }
>({
  states: SETTLEMENT_STATUSES,
  initial: ["draft"],
  events: {
    approve: { from: ["draft"], to: "approved", by: ["finance"] },
    pay: { from: ["approved"], to: "paid", by: ["finance"] },
  },
  refuse: {
    status: (from, event, { number }) =>
      event === "pay" && from === "draft"
        ? `Approve settlement ${number} before marking it paid.`
        : `Settlement ${number} is already ${from}.`,
    actor: (_from, _event, _actor, { number }) => `You cannot change settlement ${number}.`,
  },
});

/** Only a draft may be deleted and made again: an approved settlement is frozen (the database refuses changes). */
export const DELETABLE = statusSet("draft");
