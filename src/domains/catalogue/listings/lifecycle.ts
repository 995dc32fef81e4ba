/**
 * A listing's status (DOMAIN.md Catalogue: `draft → in_review → listed ⇄ unlisted`), as one explicit state
 * machine. Every status change of a property goes through `fire`; nothing else writes `properties.status`.
 */
import type { propertyStatus } from "../schema";

export type ListingStatus = (typeof propertyStatus.enumValues)[number];

export const LISTING_STATUSES = ["draft", "in_review", "listed", "unlisted"] as const satisfies readonly ListingStatus[];

/**
 * Who may fire an event: the `supplier` side is whoever may edit the listing (its organisation's suppliers,
 * operators and staff: the `editListings` permission); the `reviewer` is staff or an operator
 * (`reviewListings`).
 */
export type ListingActorSide = "supplier" | "reviewer";

export const LISTING_EVENTS = {
  /** The supplier sends a complete draft for review. */
  submit: { from: ["draft"], to: "in_review", by: "supplier" },
  /** A reviewer publishes it. */
  approve: { from: ["in_review"], to: "listed", by: "reviewer" },
  /** A reviewer returns it to the supplier with a note of what to change. */
  sendBack: { from: ["in_review"], to: "draft", by: "reviewer" },
  /** The supplier takes a listed property off the site (it keeps its bookings). */
  unlist: { from: ["listed"], to: "unlisted", by: "supplier" },
  /** The supplier puts it back; it was approved once, so no second review. */
  relist: { from: ["unlisted"], to: "listed", by: "supplier" },
} as const satisfies Record<string, { from: readonly ListingStatus[]; to: ListingStatus; by: ListingActorSide }>;

export type ListingEvent = keyof typeof LISTING_EVENTS;

export const LISTING_STATUS_LABELS: Record<ListingStatus, string> = {
  draft: "Draft",
  in_review: "In review",
  listed: "Listed",
  unlisted: "Unlisted",
};

export type FireResult = { ok: true; to: ListingStatus } | { ok: false; reason: "not-allowed-from" | "not-your-side" };

/**
 * The status after `event`, or why it cannot happen: the event does not leave `from`, or the actor is not on
 * the side that fires it. `sides` are the sides the actor holds (staff hold both).
 */
export function fire(from: ListingStatus, event: ListingEvent, sides: readonly ListingActorSide[]): FireResult {
  const transition = LISTING_EVENTS[event];
  if (!(transition.from as readonly ListingStatus[]).includes(from)) return { ok: false, reason: "not-allowed-from" };
  if (!sides.includes(transition.by)) return { ok: false, reason: "not-your-side" };
  return { ok: true, to: transition.to };
}

/** The events that leave a status, for the buttons a page offers. */
export function eventsFrom(status: ListingStatus, sides: readonly ListingActorSide[]): ListingEvent[] {
  return (Object.keys(LISTING_EVENTS) as ListingEvent[]).filter((event) => fire(status, event, sides).ok);
}

/** Only a listed property is public: search, the product page and the home page show nothing else. */
export function isPublic(status: ListingStatus): boolean {
  return status === "listed";
}
