import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { DataTable, tableHref, type DataColumn } from "@/components/ui/data-table";
import type { DashboardReview, StayToReview } from "../queries";
import { HideReviewButton, ReplyForm, SupplierReviewForm } from "./supplier-review-forms";

type Words = ReturnType<typeof useTranslations<"dashboardReviews.view">>;

const stars = (t: Words, rating: number) => (
  <span>
    <span aria-hidden="true">{"★".repeat(rating)}</span>
    <span className="sr-only">{t("outOfFive", { rating })}</span>
  </span>
);

const waitingColumns = (t: Words): DataColumn<StayToReview>[] => [
  {
    id: "reference",
    header: t("columns.booking"),
    value: (row) => row.reference,
    className: "font-mono",
    rowHeader: true,
  },
  { id: "guest", header: t("columns.guest"), value: (row) => row.guestName },
  { id: "place", header: t("columns.place"), value: (row) => row.propertyName },
  { id: "checkOut", header: t("columns.checkOut"), value: (row) => row.checkOut, className: "whitespace-nowrap" },
  {
    id: "daysLeft",
    header: t("columns.daysLeft"),
    align: "right",
    className: "tabular-nums",
    value: (row) => row.daysLeft,
  },
  {
    id: "review",
    header: t("columns.review"),
    hideHeader: true,
    cell: (row) => <SupplierReviewForm bookingId={row.bookingId} guestName={row.guestName} />,
  },
];

function stateOf(t: Words, row: DashboardReview) {
  if (row.hiddenReason !== null) return <Badge tone="danger">{t("hidden", { reason: row.hiddenReason })}</Badge>;
  if (row.publishedAt !== null) return <Badge tone="success">{t("published", { day: row.publishedAt })}</Badge>;
  return <Badge>{t("waitingOther")}</Badge>;
}

const reviewColumns = (t: Words): DataColumn<DashboardReview>[] => [
  {
    id: "who",
    header: t("columns.review"),
    rowHeader: true,
    cell: (row) => (
      <>
        <span className="font-medium">
          {row.side === "guest"
            ? t("guestAuthor", { name: row.authorName })
            : t("hostOf", { reference: row.reference ?? "" })}
        </span>
        <span className="block text-muted">
          {row.propertyName} · {row.reference}
        </span>
      </>
    ),
  },
  { id: "rating", header: t("columns.stars"), cell: (row) => stars(t, row.rating) },
  {
    id: "comment",
    header: t("columns.text"),
    cell: (row) => (
      <div className="max-w-prose">
        <p className="whitespace-pre-line">{row.comment}</p>
        {row.reply && (
          <p className="mt-2 border-l-2 border-line pl-3 text-muted">
            <span className="font-medium text-ink">{t("yourReply")} </span>
            {row.reply}
          </p>
        )}
        {row.mayReply && <ReplyForm reviewId={row.id} authorName={row.authorName} />}
      </div>
    ),
  },
  {
    id: "state",
    header: t("columns.state"),
    cellProps: () => ({ "data-testid": "review-state" }),
    cell: (row) => stateOf(t, row),
  },
  {
    id: "moderate",
    header: t("columns.moderation"),
    hideHeader: true,
    cell: (row) => (row.mayHide ? <HideReviewButton reviewId={row.id} authorName={row.authorName} /> : null),
  },
];

/**
 * /dashboard/reviews: the stays whose guest waits for the viewer's review (within the 14 days), then the reviews
 * of the places in their scope with the one reply a guest's review takes, and staff's hiding.
 */
export function DashboardReviewsView({
  waiting,
  reviews,
  showWaiting,
}: {
  waiting: StayToReview[];
  reviews: { rows: DashboardReview[]; page: number; pages: number; total: number };
  showWaiting: boolean;
}) {
  const t = useTranslations("dashboardReviews.view");
  return (
    <div className="space-y-6">
      {showWaiting && (
        <section
          aria-labelledby="waiting-heading"
          className="space-y-3 rounded-2xl border border-line bg-white p-4 sm:p-5"
        >
          <h2 id="waiting-heading" className="text-base font-semibold">
            {t("waitingHeading")}
          </h2>
          <p className="text-sm text-muted">{t("waitingIntro")}</p>
          <DataTable
            labelledBy="waiting-heading"
            label={t("waitingHeading")}
            columns={waitingColumns(t)}
            rows={waiting}
            rowKey={(row) => row.bookingId}
            rowProps={(row) => ({ "data-testid": "stay-to-review", "data-reference": row.reference })}
            empty={{ title: t("noneWaiting") }}
            minWidth="min-w-[720px]"
          />
        </section>
      )}
      <section
        aria-labelledby="reviews-heading"
        className="space-y-3 rounded-2xl border border-line bg-white p-4 sm:p-5"
      >
        <h2 id="reviews-heading" className="text-base font-semibold">
          {t("reviewsHeading", { total: reviews.total })}
        </h2>
        <DataTable
          labelledBy="reviews-heading"
          label={t("reviews")}
          columns={reviewColumns(t)}
          rows={reviews.rows}
          rowKey={(row) => row.id}
          rowProps={(row) => ({ "data-testid": "review-row", "data-reference": row.reference ?? undefined })}
          empty={{ title: t("noReviews") }}
          href={(state) => tableHref("/dashboard/reviews", {}, state)}
          pagination={{ page: reviews.page, pages: reviews.pages }}
          minWidth="min-w-[900px]"
        />
      </section>
    </div>
  );
}
