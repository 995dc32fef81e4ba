/*
 * When reviews may be written and when they are shown (DOMAIN.md, Reviews: "both ways, published when both are in or after 14 days"):
 * after a stay is completed its guest and its supplier each have 14 days to review the other; neither review is
 * shown before both are in or the 14 days have ended, so neither side writes in answer to the other. Pure: the
 * functions, the job and the pages ask these with the booking's completion time and the clock.
 */

export const REVIEW_WINDOW_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

export type ReviewSide = "guest" | "supplier";
export const REVIEW_SIDES: readonly ReviewSide[] = ["guest", "supplier"];

/** The end of the 14 days that follow a stay's completion. */
export function reviewWindowEnd(completedAt: Date): Date {
  return new Date(completedAt.getTime() + REVIEW_WINDOW_DAYS * DAY_MS);
}

/** Whether a review may still be written: the stay is completed and its 14 days have not ended. */
export function reviewWindowOpen(booking: { status: string; completedAt: Date }, now: Date): boolean {
  return booking.status === "completed" && now.getTime() < reviewWindowEnd(booking.completedAt).getTime();
}

/**
 * Whether a booking's reviews are published now: both sides are in, or the 14 days have ended with at least one
 * (then the one that is in is published alone, its counterpart never to come). Never one side earlier.
 */
export function reviewsDueForPublication(
  written: { guest: boolean; supplier: boolean },
  completedAt: Date,
  now: Date,
): boolean {
  if (!written.guest && !written.supplier) return false;
  if (written.guest && written.supplier) return true;
  return now.getTime() >= reviewWindowEnd(completedAt).getTime();
}

/** Whole days left to write a review (at least 1 while the window is open), for the invitation and the pages. */
export function reviewDaysLeft(completedAt: Date, now: Date): number {
  return Math.max(0, Math.ceil((reviewWindowEnd(completedAt).getTime() - now.getTime()) / DAY_MS));
}
