/**
 * An offering's states (DOMAIN.md StayInvest): draft → open → funded → closed, on `defineLifecycle`. Staff open a
 * draft and close an open or funded offering (closing ends the sale of units; holders keep their units and
 * distributions go on); an offering becomes funded by itself when its last unit is sold, and open again if that
 * sale's card fails (the `system`: the purchase's reservation and its release, in purchase.ts).
 */
import { defineLifecycle, statusSet } from "@/lib/lifecycle";
import { subscriptionStatus } from "./schema";

export const OFFERING_STATUSES = ["draft", "open", "funded", "closed"] as const;
export type OfferingStatus = (typeof OFFERING_STATUSES)[number];

export const OFFERING_STATUS_LABELS: Record<OfferingStatus, string> = {
  draft: "Draft",
  open: "Open",
  funded: "Funded",
  closed: "Closed",
};

/** What staff do to an offering (`changeOfferingStatus`). */
export type OfferingEvent = "open" | "close";
export type OfferingActorKind = "staff" | "system";

export const offeringLifecycle = defineLifecycle<
  OfferingStatus,
  OfferingEvent | "sell_out" | "reopen",
  OfferingActorKind
>({
  states: OFFERING_STATUSES,
  // Staff create an offering as a draft, or open it at once.
  initial: ["draft", "open"],
  events: {
    open: { from: ["draft"], to: "open", by: ["staff"] },
    close: { from: ["draft", "open", "funded"], to: "closed", by: ["staff"] },
    sell_out: { from: ["open"], to: "funded", by: ["system"] },
    reopen: { from: ["funded"], to: "open", by: ["system"] },
  },
  refuse: {
    status: (from, event) =>
      `An offering that is ${from} cannot be ${event === "open" ? "opened" : event === "close" ? "closed" : "changed"}.`,
    actor: () => "Only staff open and close offerings.",
  },
});

export type PurchaseStatus = (typeof subscriptionStatus.enumValues)[number];

/**
 * A purchase of units (a subscription): pending while its card payment settles, then paid with its `investment`
 * entry, or failed with its units given back. Only the payments engine moves it (`investPurchasePayable`).
 */
export const purchaseLifecycle = defineLifecycle<PurchaseStatus, "pay" | "fail", "system">({
  states: subscriptionStatus.enumValues,
  initial: ["pending"],
  events: {
    pay: { from: ["pending"], to: "paid", by: ["system"] },
    fail: { from: ["pending"], to: "failed", by: ["system"] },
  },
  refuse: {
    status: (from) => `This purchase is already ${from}.`,
    actor: () => "Only its payment settles a purchase.",
  },
});

/** The states in which units are sold. */
export const SELLING = statusSet("open");
/** The states in which holders receive distributions (units have been or may have been sold). */
export const DISTRIBUTING = statusSet("open", "funded", "closed");
