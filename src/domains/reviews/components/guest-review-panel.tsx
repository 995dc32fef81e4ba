import type { GuestReviewState } from "../queries";
import { GuestReviewForm } from "./review-forms";
import { plural } from "@/lib/plural";

/**
 * What a completed stay on /bookings says about its review: "Review your stay" within its 14 days, or that the
 * review waits for the host's (DOMAIN.md, Reviews: neither is shown before both are in or the days end).
 */
export function GuestReviewPanel({ state, propertyTitle }: { state: GuestReviewState; propertyTitle: string }) {
  if (state.canReview) {
    return (
      <div className="flex flex-wrap items-center gap-3" data-testid="review-your-stay">
        <GuestReviewForm bookingId={state.bookingId} propertyTitle={propertyTitle} daysLeft={state.daysLeft} />
        <span className="text-sm text-muted">
          {plural(state.daysLeft, { one: "day", other: "days" })} left to review your stay.
        </span>
      </div>
    );
  }
  if (state.written && !state.published) {
    return (
      <p className="text-sm text-muted" role="status">
        Thank you for your review. It appears on the place&apos;s page with your host&apos;s review of you, once theirs
        is in or the 14 days end.
      </p>
    );
  }
  if (state.written) return <p className="text-sm text-muted">Your review is published.</p>;
  return null;
}
