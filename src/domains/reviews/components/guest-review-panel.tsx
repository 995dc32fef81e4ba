import { useTranslations } from "next-intl";
import type { GuestReviewState } from "../queries";
import { GuestReviewForm } from "./guest-review-form-island";

/**
 * What a completed stay on /bookings says about its review: "Review your stay" within its 14 days, or that the
 * review waits for the host's (DOMAIN.md, Reviews: neither is shown before both are in or the days end).
 */
export function GuestReviewPanel({ state, propertyTitle }: { state: GuestReviewState; propertyTitle: string }) {
  const t = useTranslations("bookings");
  if (state.canReview) {
    return (
      <div className="flex flex-wrap items-center gap-3" data-testid="review-your-stay">
        <GuestReviewForm bookingId={state.bookingId} propertyTitle={propertyTitle} daysLeft={state.daysLeft} />
        <span className="text-sm text-muted">{t("review.daysLeft", { count: state.daysLeft })}</span>
      </div>
    );
  }
  if (state.written && !state.published) {
    return (
      <p className="text-sm text-muted" role="status">
        {t("review.thanks")}
      </p>
    );
  }
  if (state.written) return <p className="text-sm text-muted">{t("review.published")}</p>;
  return null;
}
