import { z } from "zod";

/*
 * The review functions' input schemas. Client-safe (zod only): the guest's and the supplier's forms validate with
 * these same schemas before they call, so each rule and its message is written once.
 */

export const COMMENT_MIN = 20;
export const COMMENT_MAX = 2000;

const stars = (what: string) =>
  z
    .number({ error: `Rate the ${what} from 1 to 5 stars.` })
    .int({ error: `Rate the ${what} from 1 to 5 stars.` })
    .min(1, { error: `Rate the ${what} from 1 to 5 stars.` })
    .max(5, { error: `Rate the ${what} from 1 to 5 stars.` });

const comment = z
  .string({ error: "Write a few words about the stay." })
  .trim()
  .min(COMMENT_MIN, { error: `Write at least ${COMMENT_MIN} characters.` })
  .max(COMMENT_MAX, { error: `Write at most ${COMMENT_MAX.toLocaleString("en")} characters.` });

const bookingId = z.uuid({ error: "There is no such booking." });

/** The parts of a stay a guest rates besides the overall stars, in the order the forms and the product page show. */
export const SUB_RATINGS = [
  { key: "cleanliness", label: "Cleanliness" },
  { key: "accuracy", label: "Accuracy" },
  { key: "location", label: "Location" },
  { key: "value", label: "Value" },
  { key: "communication", label: "Communication" },
] as const;

export type SubRatingKey = (typeof SUB_RATINGS)[number]["key"];

/** The guest's review of a completed stay. */
export const guestReviewInput = z.strictObject({
  bookingId,
  rating: stars("stay"),
  cleanliness: stars("cleanliness"),
  accuracy: stars("accuracy"),
  location: stars("location"),
  value: stars("value"),
  communication: stars("communication"),
  comment,
});

/** The supplier's review of the guest. */
export const supplierReviewInput = z.strictObject({
  bookingId,
  rating: stars("guest"),
  comment,
});

/** The supplier's one public reply to a guest's published review. */
export const reviewReplyInput = z.strictObject({
  reviewId: z.uuid({ error: "There is no such review." }),
  reply: z
    .string({ error: "Write your reply." })
    .trim()
    .min(2, { error: "Write your reply." })
    .max(COMMENT_MAX, { error: `Write at most ${COMMENT_MAX.toLocaleString("en")} characters.` }),
});

/** Staff hide a review that breaks the content rules, saying which. */
export const hideReviewInput = z.strictObject({
  reviewId: z.uuid({ error: "There is no such review." }),
  reason: z
    .string({ error: "Say which content rule the review breaks." })
    .trim()
    .min(5, { error: "Say which content rule the review breaks." })
    .max(500, { error: "A reason has at most 500 characters." }),
});

export type GuestReviewInput = z.infer<typeof guestReviewInput>;
export type SupplierReviewInput = z.infer<typeof supplierReviewInput>;
