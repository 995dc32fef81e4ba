CREATE TYPE "public"."review_side" AS ENUM('guest', 'supplier');--> statement-breakpoint
ALTER TABLE "reviews" DROP CONSTRAINT "reviews_booking_id_unique";--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "side" "review_side" DEFAULT 'guest' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "author_user_id" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "cleanliness" smallint;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "accuracy" smallint;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "location" smallint;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "value" smallint;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "communication" smallint;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
-- Backfill: reviews written before the sub-ratings rate each part as their overall stars.
UPDATE "reviews" SET "cleanliness" = "rating", "accuracy" = "rating", "location" = "rating", "value" = "rating", "communication" = "rating" WHERE "booking_id" IS NOT NULL;--> statement-breakpoint
-- 0006 made this foreign key by hand (ON DELETE SET NULL); a supplier's review has no meaning without its booking.
ALTER TABLE "reviews" DROP CONSTRAINT IF EXISTS "reviews_booking_id_bookings_id_fk";--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_user_id_auth_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_booking_side_key" ON "reviews" USING btree ("booking_id","side");--> statement-breakpoint
CREATE INDEX "reviews_unpublished_idx" ON "reviews" USING btree ("booking_id") WHERE "reviews"."published_at" is null;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_sub_ratings_range" CHECK (coalesce("reviews"."cleanliness", 1) between 1 and 5 and coalesce("reviews"."accuracy", 1) between 1 and 5
        and coalesce("reviews"."location", 1) between 1 and 5 and coalesce("reviews"."value", 1) between 1 and 5
        and coalesce("reviews"."communication", 1) between 1 and 5);--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_sub_ratings_side" CHECK (case when "reviews"."side" = 'supplier'
        then num_nonnulls("reviews"."cleanliness", "reviews"."accuracy", "reviews"."location", "reviews"."value", "reviews"."communication") = 0
        else "reviews"."booking_id" is null
          or num_nonnulls("reviews"."cleanliness", "reviews"."accuracy", "reviews"."location", "reviews"."value", "reviews"."communication") = 5 end);--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reply_guest_only" CHECK ("reviews"."reply" is null or ("reviews"."side" = 'guest' and "reviews"."replied_at" is not null));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_reason" CHECK (("reviews"."hidden_at" is null) = ("reviews"."hidden_reason" is null));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_supplier_has_booking" CHECK ("reviews"."side" = 'guest' or "reviews"."booking_id" is not null);