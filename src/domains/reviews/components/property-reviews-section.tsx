import { Star } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { PageLinks } from "@/components/ui/page-links";
import { db } from "@/server/db";
import { SUB_RATINGS } from "../inputs";
import { propertyReviews } from "../queries";
import { plural } from "@/lib/plural";

/**
 * The product page's reviews: the average and each part's, then the guests' published reviews a page at a time
 * (`?reviews=n`, the page's other parameters kept), newest first, each with the host's reply.
 */
export async function PropertyReviewsSection({
  propertyId,
  page,
  pageHref,
}: {
  propertyId: string;
  page: number;
  pageHref: (page: number) => string;
}) {
  const reviews = await propertyReviews(db(), { propertyId, page });
  return (
    <section aria-labelledby="reviews-heading" id="reviews">
      <h2 id="reviews-heading" className="text-xl font-semibold">
        Reviews
      </h2>
      {reviews.count === 0 ? (
        <EmptyState
          size="inline"
          title="No reviews yet."
          description="Guests review their stay after check-out."
          className="mt-2"
        />
      ) : (
        <>
          <p className="mt-2 flex items-center gap-2" data-testid="review-summary">
            <Star className="h-5 w-5 fill-current text-amber-500" aria-hidden="true" />
            <span className="text-lg font-semibold">{reviews.average.toFixed(1)} out of 5</span>
            <span className="text-muted">from {plural(reviews.count, { one: "review", other: "reviews" })}</span>
          </p>
          <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-3" data-testid="review-parts">
            {SUB_RATINGS.filter((part) => reviews.parts[part.key] !== null).map((part) => (
              <div key={part.key} className="flex justify-between gap-2">
                <dt className="text-muted">{part.label}</dt>
                <dd className="font-medium tabular-nums">{reviews.parts[part.key]!.toFixed(1)}</dd>
              </div>
            ))}
          </dl>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {reviews.rows.map((review) => (
              <li key={review.id} className="rounded-xl border border-line bg-white p-4 text-sm" data-testid="review">
                <p className="font-medium">
                  {review.authorName} · <span aria-hidden="true">{"★".repeat(review.rating)}</span>
                  <span className="sr-only"> {review.rating} out of 5</span>
                </p>
                <p className="text-xs text-muted">{review.publishedAt}</p>
                <p className="mt-2 whitespace-pre-line">{review.comment}</p>
                {review.reply && (
                  <div className="mt-3 border-l-2 border-line pl-3">
                    <p className="text-xs font-medium">Reply from the host · {review.repliedAt}</p>
                    <p className="mt-1 whitespace-pre-line text-muted">{review.reply}</p>
                  </div>
                )}
              </li>
            ))}
          </ul>
          {reviews.pages > 1 && <PageLinks page={reviews.page} pages={reviews.pages} href={pageHref} />}
        </>
      )}
    </section>
  );
}
