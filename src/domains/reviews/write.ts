import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { bookings } from "@/domains/bookings/schema";
import { properties } from "@/domains/catalogue/schema";
import { mayModerateReviews, mayReplyToReview, reviewSideOf, type Actor } from "@/server/access";
import type { Database, DbOrTx } from "@/server/db";
import { organisations } from "@/server/db/identity-schema";
import { rowsOf, sqlTypes } from "@/server/db/rows";
import { aborted, notFound, permissionDenied } from "@/server/functions";
import type { GuestReviewInput, SupplierReviewInput } from "./inputs";
import { reviewsDueForPublication, reviewWindowOpen, type ReviewSide } from "./rules";
import { reviews } from "./schema";

/**
 * The booking a review is written for, locked (`FOR NO KEY UPDATE`: foreign keys to it still pass) so that the two
 * sides' submissions and the 14-day job take turns on it: whoever comes second sees what the first wrote, and
 * the publication of a booking's reviews happens once (DOMAIN.md, Reviews).
 */
async function lockBookingForReviews(tx: DbOrTx, bookingId: string) {
  const [row] = await tx
    .select({
      id: bookings.id,
      status: bookings.status,
      completedAt: bookings.statusChangedAt,
      guestUserId: bookings.guestUserId,
      guestName: bookings.guestName,
      propertyId: bookings.propertyId,
      organisationId: properties.organisationId,
      managed: properties.managed,
      organisationName: organisations.name,
    })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .innerJoin(organisations, eq(organisations.id, properties.organisationId))
    .where(eq(bookings.id, bookingId))
    .for("no key update", { of: bookings });
  return row ?? null;
}

/** Publishes a locked booking's unpublished reviews when the rule says so (both in, or the 14 days ended). */
async function publishIfDue(tx: DbOrTx, booking: { id: string; completedAt: Date }, now: Date): Promise<number> {
  const written = await tx
    .select({ side: reviews.side, publishedAt: reviews.publishedAt })
    .from(reviews)
    .where(eq(reviews.bookingId, booking.id));
  if (written.every((review) => review.publishedAt !== null)) return 0;
  const sides = { guest: false, supplier: false };
  for (const review of written) sides[review.side] = true;
  if (!reviewsDueForPublication(sides, booking.completedAt, now)) return 0;
  // One statement for both sides: they appear together.
  const published = await tx
    .update(reviews)
    .set({ publishedAt: now })
    .where(and(eq(reviews.bookingId, booking.id), isNull(reviews.publishedAt)))
    .returning({ id: reviews.id });
  return published.length;
}

export interface SubmittedReview {
  id: string;
  side: ReviewSide;
  /** Whether this review (and the other side's) is now published: the second of the two arrived. */
  published: boolean;
}

/**
 * Writes one side's review of a completed stay within its 14 days, once (the unique (booking, side) index is the
 * last word), then publishes both when both are in. A stranger to the booking is told it does not exist.
 */
export async function submitReview(
  tx: DbOrTx,
  actor: Actor,
  side: ReviewSide,
  input: GuestReviewInput | SupplierReviewInput,
  now: Date,
): Promise<SubmittedReview> {
  const booking = await lockBookingForReviews(tx, input.bookingId);
  const actorSide = booking && reviewSideOf(actor, booking, booking);
  if (!booking || !actorSide) throw notFound("There is no such booking.");
  if (actorSide !== side) {
    throw permissionDenied(
      side === "guest" ? "Only the guest reviews their stay." : "Only the place's host reviews the guest.",
    );
  }
  if (!reviewWindowOpen(booking, now)) {
    throw aborted(
      booking.status === "completed"
        ? "The 14 days to review this stay have ended."
        : "A stay can be reviewed once it is completed.",
    );
  }
  // Once a booking's reviews are published (the 14 days ended just now, by the job), nothing joins them.
  const [alreadyPublished] = await tx
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.bookingId, booking.id), sql`${reviews.publishedAt} is not null`))
    .limit(1);
  if (alreadyPublished) throw aborted("The 14 days to review this stay have ended.");

  const parts =
    side === "guest"
      ? (({ cleanliness, accuracy, location, value, communication }: GuestReviewInput) => ({
          cleanliness,
          accuracy,
          location,
          value,
          communication,
        }))(input as GuestReviewInput)
      : {};
  const [inserted] = await tx
    .insert(reviews)
    .values({
      propertyId: booking.propertyId,
      bookingId: booking.id,
      side,
      authorUserId: actor.kind === "user" ? actor.userId : null,
      authorName: side === "guest" ? booking.guestName.split(" ")[0]! : booking.organisationName,
      rating: input.rating,
      ...parts,
      comment: input.comment,
      createdAt: now,
    })
    .onConflictDoNothing({ target: [reviews.bookingId, reviews.side] })
    .returning({ id: reviews.id });
  if (!inserted) throw aborted("This stay already has your review.");
  const published = (await publishIfDue(tx, booking, now)) > 0;
  return { id: inserted.id, side, published };
}

const DueBookingRow = z.object({ booking_id: sqlTypes.uuid });

/**
 * The 14-day job: every booking with an unpublished review whose 14 days have ended gets it published (alone:
 * the other side did not write in time). Each booking in its own short transaction under the same lock as a
 * submission, so a second review arriving at the last moment and the job publish once between them.
 */
export async function publishDueReviews(db: Database, now: Date): Promise<number> {
  const due = await rowsOf(
    db,
    DueBookingRow,
    sql`
    select distinct r.booking_id from reviews r join bookings b on b.id = r.booking_id
    where r.published_at is null and b.status = 'completed'
      and b.status_changed_at + make_interval(days => 14) <= ${now.toISOString()}::timestamptz`,
  );
  let published = 0;
  for (const { booking_id: bookingId } of due) {
    published += await db.transaction(async (tx) => {
      const booking = await lockBookingForReviews(tx, bookingId);
      return booking ? publishIfDue(tx, booking, now) : 0;
    });
  }
  return published;
}

/** The reviews' booking and place, for the reply and the hiding. */
async function reviewWithBooking(tx: DbOrTx, reviewId: string) {
  const [row] = await tx
    .select({
      id: reviews.id,
      side: reviews.side,
      publishedAt: reviews.publishedAt,
      reply: reviews.reply,
      hiddenAt: reviews.hiddenAt,
      hiddenReason: reviews.hiddenReason,
      guestUserId: bookings.guestUserId,
      organisationId: properties.organisationId,
      managed: properties.managed,
    })
    .from(reviews)
    .innerJoin(properties, eq(properties.id, reviews.propertyId))
    .leftJoin(bookings, eq(bookings.id, reviews.bookingId))
    .where(eq(reviews.id, reviewId))
    .for("update", { of: reviews });
  return row ?? null;
}

/** The supplier's one public reply to a guest's published review (a trigger refuses a second). */
export async function replyToReview(tx: DbOrTx, actor: Actor, input: { reviewId: string; reply: string }, now: Date) {
  const review = await reviewWithBooking(tx, input.reviewId);
  if (!review || !mayReplyToReview(actor, { guestUserId: review.guestUserId }, review)) {
    throw notFound("There is no such review.");
  }
  if (review.side !== "guest") throw aborted("Only a guest's review of the stay takes a reply.");
  if (!review.publishedAt) throw aborted("A review can be answered once it is published.");
  if (review.reply !== null) throw aborted("This review already has your reply.");
  await tx
    .update(reviews)
    .set({ reply: input.reply, repliedAt: now })
    .where(and(eq(reviews.id, review.id), isNull(reviews.reply)));
  return { id: review.id };
}

/** Staff hide a review that breaks the content rules; the property's rating stops counting it (ratings.sql). */
export async function hideReview(tx: DbOrTx, actor: Actor, input: { reviewId: string; reason: string }, now: Date) {
  if (!mayModerateReviews(actor)) throw permissionDenied("Only staff hide reviews.");
  const review = await reviewWithBooking(tx, input.reviewId);
  if (!review) throw notFound("There is no such review.");
  if (review.hiddenAt) throw aborted("This review is already hidden.");
  await tx
    .update(reviews)
    .set({ hiddenAt: now, hiddenReason: input.reason })
    .where(and(eq(reviews.id, review.id), isNull(reviews.hiddenAt)));
  return { id: review.id };
}
