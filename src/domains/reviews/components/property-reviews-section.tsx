import { Star } from "lucide-react";
import { getLocale, getTranslations } from "next-intl/server";
import { EmptyState } from "@/components/ui/empty-state";
import { PageLinks } from "@/components/ui/page-links";
import { db } from "@/server/db";
import { SUB_RATINGS } from "../inputs";
import { propertyReviews } from "../queries";
import { formatDay, formatNumber } from "@/lib/format";
import type { Locale } from "@/lib/locales";

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
  const [reviews, t, locale] = await Promise.all([
    propertyReviews(db(), { propertyId, page }),
    getTranslations("product"),
    getLocale() as Promise<Locale>,
  ]);
  const score = (value: number) => formatNumber(value, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <section aria-labelledby="reviews-heading" id="reviews">
      <h2 id="reviews-heading" className="text-xl font-semibold">
        {t("reviews.heading")}
      </h2>
      {reviews.count === 0 ? (
        <EmptyState
          size="inline"
          title={t("reviews.noneTitle")}
          description={t("reviews.noneDescription")}
          className="mt-2"
        />
      ) : (
        <>
          <p className="mt-2 flex items-center gap-2" data-testid="review-summary">
            <Star className="h-5 w-5 fill-current text-amber-500" aria-hidden="true" />
            <span className="text-lg font-semibold">{t("reviews.average", { average: score(reviews.average) })}</span>
            <span className="text-muted">{t("reviews.fromCount", { count: reviews.count })}</span>
          </p>
          <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-3" data-testid="review-parts">
            {SUB_RATINGS.filter((part) => reviews.parts[part.key] !== null).map((part) => (
              <div key={part.key} className="flex justify-between gap-2">
                <dt className="text-muted">{t(`reviews.parts.${part.key}`)}</dt>
                <dd className="font-medium tabular-nums">{score(reviews.parts[part.key]!)}</dd>
              </div>
            ))}
          </dl>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {reviews.rows.map((review) => (
              <li key={review.id} className="rounded-xl border border-line bg-white p-4 text-sm" data-testid="review">
                <p className="font-medium">
                  {review.authorName} · <span aria-hidden="true">{"★".repeat(review.rating)}</span>
                  <span className="sr-only"> {t("reviews.stars", { rating: review.rating })}</span>
                </p>
                <p className="text-xs text-muted">{formatDay(review.publishedAt, locale)}</p>
                <p className="mt-2 whitespace-pre-line">{review.comment}</p>
                {review.reply && (
                  <div className="mt-3 border-l-2 border-line pl-3">
                    <p className="text-xs font-medium">
                      {t("reviews.reply", { date: review.repliedAt ? formatDay(review.repliedAt, locale) : "" })}
                    </p>
                    <p className="mt-1 whitespace-pre-line text-muted">{review.reply}</p>
                  </div>
                )}
              </li>
            ))}
          </ul>
          {reviews.pages > 1 && (
            <PageLinks
              page={reviews.page}
              pages={reviews.pages}
              href={pageHref}
              words={{
                label: t("reviews.pages"),
                previous: t("reviews.previous"),
                next: t("reviews.next"),
                pageOf: t("reviews.pageOf", { page: reviews.page, pages: reviews.pages }),
              }}
            />
          )}
        </>
      )}
    </section>
  );
}
