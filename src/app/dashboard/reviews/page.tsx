import { PageFrame } from "@/components/shell/page-frame";
import { dashboardReviews, staysToReview } from "@/domains/reviews";
import { DashboardReviewsView } from "@/domains/reviews/components/dashboard-reviews-view";
import { mayWriteReviews } from "@/server/access";
import { requireDashboardPage } from "@/server/access/current";
import { db } from "@/server/db";
import { ClientMessages } from "@/i18n/client-messages";

export default async function ReviewsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const actor = await requireDashboardPage("reviews");
  const pageText = (await searchParams).page;
  const page = Number(Array.isArray(pageText) ? pageText[0] : pageText) || 1;
  const showWaiting = mayWriteReviews(actor);
  const [waiting, reviews] = await Promise.all([
    showWaiting ? staysToReview(db(), { actor, now: new Date() }) : Promise.resolve([]),
    dashboardReviews(db(), { actor, page }),
  ]);
  return (
    <PageFrame page="reviews">
      <ClientMessages page="dashboardReviews">
        <DashboardReviewsView waiting={waiting} reviews={reviews} showWaiting={showWaiting} />
      </ClientMessages>
    </PageFrame>
  );
}
