export { reviewFunctions } from "./functions";
export { reviewJobs } from "./jobs";
export { inviteGuestToReview } from "./invitation";
export {
  dashboardReviews,
  guestReviewStates,
  propertyReviews,
  reviewerScopeSql,
  staysToReview,
  waitingGuestReviewsSql,
  DASHBOARD_REVIEWS_PAGE_SIZE,
  PRODUCT_REVIEWS_PAGE_SIZE,
  type DashboardReview,
  type GuestReviewState,
  type PropertyReviews,
  type PublicReview,
  type StayToReview,
} from "./queries";
export { publishDueReviews, submitReview, replyToReview, hideReview } from "./write";
export { REVIEW_WINDOW_DAYS, reviewsDueForPublication, reviewWindowEnd, reviewWindowOpen } from "./rules";
