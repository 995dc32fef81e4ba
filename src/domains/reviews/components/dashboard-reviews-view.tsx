import { Badge } from "@/components/ui/badge";
import { DataTable, tableHref, type DataColumn } from "@/components/ui/data-table";
import type { DashboardReview, StayToReview } from "../queries";
import { HideReviewButton, ReplyForm, SupplierReviewForm } from "./review-forms";

const stars = (rating: number) => (
  <span>
    <span aria-hidden="true">{"★".repeat(rating)}</span>
    <span className="sr-only">{rating} out of 5</span>
  </span>
);

const waitingColumns: DataColumn<StayToReview>[] = [
  { id: "reference", header: "Booking", value: (row) => row.reference, className: "font-mono", rowHeader: true },
  { id: "guest", header: "Guest", value: (row) => row.guestName },
  { id: "place", header: "Place", value: (row) => row.propertyName },
  { id: "checkOut", header: "Check-out", value: (row) => row.checkOut, className: "whitespace-nowrap" },
  {
    id: "daysLeft",
    header: "Days left",
    align: "right",
    className: "tabular-nums",
    value: (row) => row.daysLeft,
  },
  {
    id: "review",
    header: "Review",
    hideHeader: true,
    cell: (row) => <SupplierReviewForm bookingId={row.bookingId} guestName={row.guestName} />,
  },
];

function stateOf(row: DashboardReview) {
  if (row.hiddenReason !== null) return <Badge tone="danger">Hidden: {row.hiddenReason}</Badge>;
  if (row.publishedAt !== null) return <Badge tone="success">Published {row.publishedAt}</Badge>;
  return <Badge>Waiting for the other side</Badge>;
}

const reviewColumns: DataColumn<DashboardReview>[] = [
  {
    id: "who",
    header: "Review",
    rowHeader: true,
    cell: (row) => (
      <>
        <span className="font-medium">
          {row.side === "guest" ? `${row.authorName} (guest)` : `Host of ${row.reference}`}
        </span>
        <span className="block text-muted">
          {row.propertyName} · {row.reference}
        </span>
      </>
    ),
  },
  { id: "rating", header: "Stars", cell: (row) => stars(row.rating) },
  {
    id: "comment",
    header: "Text",
    cell: (row) => (
      <div className="max-w-prose">
        <p className="whitespace-pre-line">{row.comment}</p>
        {row.reply && (
          <p className="mt-2 border-l-2 border-line pl-3 text-muted">
            <span className="font-medium text-ink">Your reply: </span>
            {row.reply}
          </p>
        )}
        {row.mayReply && <ReplyForm reviewId={row.id} authorName={row.authorName} />}
      </div>
    ),
  },
  { id: "state", header: "State", cellProps: () => ({ "data-testid": "review-state" }), cell: stateOf },
  {
    id: "moderate",
    header: "Moderation",
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
  return (
    <div className="space-y-6">
      {showWaiting && (
        <section
          aria-labelledby="waiting-heading"
          className="space-y-3 rounded-2xl border border-line bg-white p-4 sm:p-5"
        >
          <h2 id="waiting-heading" className="text-base font-semibold">
            Guests to review
          </h2>
          <p className="text-sm text-muted">
            You have 14 days after a stay is completed to review its guest. Neither review is shown before both are
            written or the 14 days end.
          </p>
          <DataTable
            labelledBy="waiting-heading"
            label="Guests to review"
            columns={waitingColumns}
            rows={waiting}
            rowKey={(row) => row.bookingId}
            rowProps={(row) => ({ "data-testid": "stay-to-review", "data-reference": row.reference })}
            empty={{ title: "No guests waiting for your review." }}
            minWidth="min-w-[720px]"
          />
        </section>
      )}
      <section
        aria-labelledby="reviews-heading"
        className="space-y-3 rounded-2xl border border-line bg-white p-4 sm:p-5"
      >
        <h2 id="reviews-heading" className="text-base font-semibold">
          Reviews ({reviews.total})
        </h2>
        <DataTable
          labelledBy="reviews-heading"
          label="Reviews"
          columns={reviewColumns}
          rows={reviews.rows}
          rowKey={(row) => row.id}
          rowProps={(row) => ({ "data-testid": "review-row", "data-reference": row.reference ?? undefined })}
          empty={{ title: "No reviews yet." }}
          href={(state) => tableHref("/dashboard/reviews", {}, state)}
          pagination={{ page: reviews.page, pages: reviews.pages }}
          minWidth="min-w-[900px]"
        />
      </section>
    </div>
  );
}
