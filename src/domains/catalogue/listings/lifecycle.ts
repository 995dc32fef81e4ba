/**
 * A listing's status (DOMAIN.md Catalogue: `draft → in_review → listed ⇄ unlisted`), as one explicit state
 * machine (`defineLifecycle`). Every status change of a property goes through `listingLifecycle.next` (listings/status.ts);
 * nothing else writes `properties.status`.
 */
import { defineLifecycle, statusSet } from "@/lib/lifecycle";
import type { propertyStatus } from "../schema";

export type ListingStatus = (typeof propertyStatus.enumValues)[number];

export const LISTING_STATUSES = [
  "draft",
  "in_review",
  "listed",
  "unlisted",
] as const satisfies readonly ListingStatus[];

/**
 * Who fires an event: the `supplier` side is whoever may edit the listing (its organisation's suppliers,
 * operators and staff: the `editListings` permission); the `reviewer` side is staff or an operator
 * (`reviewListings`). Staff and operators hold both sides (`supplier_and_reviewer`); `neither` fires nothing.
 */
export type ListingActorKind = "supplier" | "reviewer" | "supplier_and_reviewer" | "neither";

const SUPPLIER_SIDE = ["supplier", "supplier_and_reviewer"] as const;
const REVIEWER_SIDE = ["reviewer", "supplier_and_reviewer"] as const;

export type ListingEvent = "submit" | "approve" | "sendBack" | "unlist" | "relist";

export const LISTING_STATUS_LABELS: Record<ListingStatus, string> = {
  draft: "Draft",
  in_review: "In review",
  listed: "Listed",
  unlisted: "Unlisted",
};

const PAST_TENSE: Record<ListingEvent, string> = {
  submit: "sent for review",
  approve: "approved",
  sendBack: "sent back",
  unlist: "unlisted",
  relist: "listed again",
};

export const listingLifecycle = defineLifecycle<ListingStatus, ListingEvent, ListingActorKind>({
  states: LISTING_STATUSES,
  initial: ["draft"],
  events: {
    /** The supplier sends a complete draft for review. */
    submit: { from: ["draft"], to: "in_review", by: SUPPLIER_SIDE },
    /** A reviewer publishes it. */
    approve: { from: ["in_review"], to: "listed", by: REVIEWER_SIDE },
    /** A reviewer returns it to the supplier with a note of what to change. */
    sendBack: { from: ["in_review"], to: "draft", by: REVIEWER_SIDE },
    /** The supplier takes a listed property off the site (it keeps its bookings). */
    unlist: { from: ["listed"], to: "unlisted", by: SUPPLIER_SIDE },
    /** The supplier puts it back; it was approved once, so no second review. */
    relist: { from: ["unlisted"], to: "listed", by: SUPPLIER_SIDE },
  },
  refuse: {
    status: (from, event) =>
      `A listing that is ${LISTING_STATUS_LABELS[from].toLowerCase()} cannot be ${PAST_TENSE[event]}.`,
    actor: () => "You do not have permission to do this.",
  },
});

/** Public: search, the product page and the home page show nothing else. */
export const PUBLIC = statusSet("listed");

/** Only a listed property is public: search, the product page and the home page show nothing else. */
export function isPublic(status: ListingStatus): boolean {
  return PUBLIC.has(status);
}
