import { sql } from "drizzle-orm";
import { check, index, pgEnum, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { bookings } from "@/domains/bookings/schema";
import { properties } from "@/domains/catalogue/schema";
import { authUsers } from "@/server/db/identity-schema";

/** Who wrote a review: the guest about the stay, or the supplier (or operations, for a managed place) about the guest. */
export const reviewSide = pgEnum("review_side", ["guest", "supplier"]);

/**
 * A review of a completed stay, one per side per booking. Neither side's is shown before both are in or the
 * 14 days after the stay's completion have ended (`published_at`, set for both in one statement): reviews/rules.ts.
 * A guest's review carries the sub-ratings and the supplier's one public reply; staff may hide one that breaks
 * the content rules (the reason is also in the audit log). The property's `rating_count`/`rating_sum` follow the
 * guests' published, not hidden, reviews (catalogue/sql/ratings.sql). Rows without a booking are older reviews
 * (the demo's first seed and tests); every review written through the product names its booking.
 */
export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "cascade" }),
    side: reviewSide("side").notNull().default("guest"),
    authorUserId: text("author_user_id").references(() => authUsers.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull(),
    /** Overall stars: the stay's for a guest, the guest's for a supplier. */
    rating: smallint("rating").notNull(),
    cleanliness: smallint("cleanliness"),
    accuracy: smallint("accuracy"),
    location: smallint("location"),
    value: smallint("value"),
    communication: smallint("communication"),
    comment: text("comment").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    reply: text("reply"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenReason: text("hidden_reason"),
  },
  (t) => [
    index("reviews_property_idx").on(t.propertyId, t.publishedAt),
    // Published ratings from the index alone (the search's rating average and count, sorted by it).
    index("reviews_published_idx")
      .on(t.propertyId, t.rating)
      .where(sql`${t.publishedAt} is not null`),
    // One review per side per booking (the guest's and the supplier's).
    uniqueIndex("reviews_booking_side_key").on(t.bookingId, t.side),
    // The 14-day job finds the bookings still waiting for publication.
    index("reviews_unpublished_idx")
      .on(t.bookingId)
      .where(sql`${t.publishedAt} is null`),
    check("reviews_rating_range", sql`${t.rating} between 1 and 5`),
    check(
      "reviews_sub_ratings_range",
      sql`coalesce(${t.cleanliness}, 1) between 1 and 5 and coalesce(${t.accuracy}, 1) between 1 and 5
        and coalesce(${t.location}, 1) between 1 and 5 and coalesce(${t.value}, 1) between 1 and 5
        and coalesce(${t.communication}, 1) between 1 and 5`,
    ),
    // Only a guest's review rates the stay's parts; a written guest review (with a booking) rates them all.
    check(
      "reviews_sub_ratings_side",
      sql`case when ${t.side} = 'supplier'
        then num_nonnulls(${t.cleanliness}, ${t.accuracy}, ${t.location}, ${t.value}, ${t.communication}) = 0
        else ${t.bookingId} is null
          or num_nonnulls(${t.cleanliness}, ${t.accuracy}, ${t.location}, ${t.value}, ${t.communication}) = 5 end`,
    ),
    check("reviews_reply_guest_only", sql`${t.reply} is null or (${t.side} = 'guest' and ${t.repliedAt} is not null)`),
    check("reviews_hidden_reason", sql`(${t.hiddenAt} is null) = (${t.hiddenReason} is null)`),
    check("reviews_supplier_has_booking", sql`${t.side} = 'guest' or ${t.bookingId} is not null`),
  ],
);
