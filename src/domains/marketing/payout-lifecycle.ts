/**
 * An affiliate statement's lifecycle (DOMAIN.md Money), the same as a supplier's settlement: a draft is our working
 * paper (made again at will, deleted); approving freezes it (marketing/sql/affiliate-payouts.sql); marking it paid
 * records the bank transfer and posts its journal entry.
 */
import { defineLifecycle } from "@/lib/lifecycle";

export const AFFILIATE_PAYOUT_STATUSES = ["draft", "approved", "paid"] as const;
export type AffiliatePayoutStatus = (typeof AFFILIATE_PAYOUT_STATUSES)[number];

export const AFFILIATE_PAYOUT_STATUS_LABELS: Record<AffiliatePayoutStatus, string> = {
  draft: "Draft",
  approved: "Approved",
  paid: "Paid",
};

export const affiliatePayoutLifecycle = defineLifecycle<AffiliatePayoutStatus, "approve" | "pay", "finance">({
  states: AFFILIATE_PAYOUT_STATUSES,
  initial: ["draft"],
  events: {
    approve: { from: ["draft"], to: "approved", by: ["finance"] },
    pay: { from: ["approved"], to: "paid", by: ["finance"] },
  },
  refuse: {
    status: (from, event) =>
      event === "pay" && from === "draft"
        ? "Approve this statement before marking it paid."
        : `This statement is already ${AFFILIATE_PAYOUT_STATUS_LABELS[from].toLowerCase()}.`,
    actor: () => "You cannot change affiliate statements.",
  },
});
