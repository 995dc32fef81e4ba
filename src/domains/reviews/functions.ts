import { defineFunction } from "@/server/functions";
import { guestReviewInput, hideReviewInput, reviewReplyInput, supplierReviewInput } from "./inputs";
import { hideReview, replyToReview, submitReview } from "./write";

/** The guest reviews their completed stay (within 14 days; shown once the supplier's is in or the days end). */
export const reviewStayFunction = defineFunction({
  name: "reviewStay",
  kind: "write",
  permission: "writeReviews",
  input: guestReviewInput,
  handler: async (input, { db, actor, audit }) => {
    const review = await submitReview(db, actor, "guest", input, new Date());
    audit({ entity: `review:${review.id}`, changes: { booking: { from: null, to: input.bookingId } } });
    return review;
  },
});

/** The supplier (or operations, for a managed place) reviews the guest of a completed stay. */
export const reviewGuestFunction = defineFunction({
  name: "reviewGuest",
  kind: "write",
  permission: "writeReviews",
  input: supplierReviewInput,
  handler: async (input, { db, actor, audit }) => {
    const review = await submitReview(db, actor, "supplier", input, new Date());
    audit({ entity: `review:${review.id}`, changes: { booking: { from: null, to: input.bookingId } } });
    return review;
  },
});

/** The supplier's one public reply to a guest's published review. */
export const replyToReviewFunction = defineFunction({
  name: "replyToReview",
  kind: "write",
  permission: "writeReviews",
  input: reviewReplyInput,
  handler: async (input, { db, actor, audit }) => {
    const replied = await replyToReview(db, actor, input, new Date());
    audit({ entity: `review:${replied.id}`, changes: { reply: { from: null, to: input.reply } } });
    return replied;
  },
});

/** Staff hide a review that breaks the content rules; the reason is kept in the audit log. */
export const hideReviewFunction = defineFunction({
  name: "hideReview",
  kind: "write",
  permission: "moderateReviews",
  input: hideReviewInput,
  handler: async (input, { db, actor, audit }) => {
    const hidden = await hideReview(db, actor, input, new Date());
    audit({ entity: `review:${hidden.id}`, changes: { hidden: { from: null, to: input.reason } } });
    return hidden;
  },
});

export const reviewFunctions = [reviewStayFunction, reviewGuestFunction, replyToReviewFunction, hideReviewFunction];
