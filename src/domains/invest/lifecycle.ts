/**
 * An offering's states (DOMAIN.md StayInvest): draft → open → funded → closed. Staff open a draft and close an
 * open or funded offering (closing ends the sale of units; holders keep their units and distributions go on);
 * an offering becomes funded by itself when its last unit is sold, and open again if that sale's card fails.
 */
export const OFFERING_STATUSES = ["draft", "open", "funded", "closed"] as const;
export type OfferingStatus = (typeof OFFERING_STATUSES)[number];

export const OFFERING_STATUS_LABELS: Record<OfferingStatus, string> = {
  draft: "Draft",
  open: "Open",
  funded: "Funded",
  closed: "Closed",
};

export type OfferingEvent = "open" | "close";

const TRANSITIONS: Record<OfferingEvent, { from: readonly OfferingStatus[]; to: OfferingStatus }> = {
  open: { from: ["draft"], to: "open" },
  close: { from: ["draft", "open", "funded"], to: "closed" },
};

/** The status an event leads to from a status, or null when it may not happen. */
export function nextStatus(status: OfferingStatus, event: OfferingEvent): OfferingStatus | null {
  const transition = TRANSITIONS[event];
  return transition.from.includes(status) ? transition.to : null;
}

/** The states in which units are sold. */
export const SELLING: readonly OfferingStatus[] = ["open"];
/** The states in which holders receive distributions (units have been or may have been sold). */
export const DISTRIBUTING: readonly OfferingStatus[] = ["open", "funded", "closed"];
