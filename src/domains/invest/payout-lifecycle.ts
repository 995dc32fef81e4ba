/**
 * An investor payout's lifecycle (DOMAIN.md StayInvest, Money), the same as a supplier's settlement: a draft is our
 * working paper (made again at will, deleted, never shown to the holder); approving freezes it (the database keeps
 * it and its items as they are); marking it paid records the bank transfer and posts its journal entry.
 */
import { defineLifecycle, statusSet } from "@/lib/lifecycle";

export const INVESTOR_PAYOUT_STATUSES = ["draft", "approved", "paid"] as const;
export type InvestorPayoutStatus = (typeof INVESTOR_PAYOUT_STATUSES)[number];
export type InvestorPayoutEvent = "approve" | "pay";

export const INVESTOR_PAYOUT_STATUS_LABELS: Record<InvestorPayoutStatus, string> = {
  draft: "Draft",
  approved: "Approved",
  paid: "Paid",
};

export const investorPayoutLifecycle = defineLifecycle<InvestorPayoutStatus, InvestorPayoutEvent, "finance">({
  states: INVESTOR_PAYOUT_STATUSES,
  initial: ["draft"],
  events: {
    approve: { from: ["draft"], to: "approved", by: ["finance"] },
    pay: { from: ["approved"], to: "paid", by: ["finance"] },
  },
  refuse: {
    status: (from, event) =>
      event === "pay" && from === "draft"
        ? "Approve this payout before marking it paid."
        : `This payout is already ${INVESTOR_PAYOUT_STATUS_LABELS[from].toLowerCase()}.`,
    actor: () => "You cannot change investor payouts.",
  },
});

/** What the holder sees: an approved payout is on its way, a paid one arrived; drafts are ours alone. */
export const SHOWN_TO_HOLDER = statusSet<InvestorPayoutStatus>("approved", "paid");
