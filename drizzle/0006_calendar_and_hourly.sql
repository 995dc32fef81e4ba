CREATE TYPE "public"."stay_mode" AS ENUM('nightly', 'monthly', 'hourly');--> statement-breakpoint
CREATE TYPE "public"."block_reason" AS ENUM('owner_stay', 'maintenance', 'external_channel', 'other');--> statement-breakpoint
CREATE TABLE "calendar_days" (
	"unit_id" uuid NOT NULL,
	"day" date NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"block_reason" "block_reason",
	"note" text DEFAULT '' NOT NULL,
	"price_override_minor" bigint,
	"min_nights_override" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "calendar_days_unit_id_day_pk" PRIMARY KEY("unit_id","day"),
	CONSTRAINT "calendar_days_price_not_negative" CHECK (coalesce("calendar_days"."price_override_minor", 0) >= 0),
	CONSTRAINT "calendar_days_min_nights_positive" CHECK (coalesce("calendar_days"."min_nights_override", 1) >= 1),
	CONSTRAINT "calendar_days_reason_needs_closed" CHECK ("calendar_days"."block_reason" is null or "calendar_days"."closed")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"booking_id" uuid,
	"author_name" text NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "reviews_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "stay_mode" "stay_mode" DEFAULT 'nightly' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "occupied_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "max_hours" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "opening_time" time;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "closing_time" time;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "buffer_hours" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_days" ADD CONSTRAINT "calendar_days_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_days_closed_idx" ON "calendar_days" USING btree ("unit_id","day") WHERE "calendar_days"."closed";--> statement-breakpoint
CREATE INDEX "reviews_property_idx" ON "reviews" USING btree ("property_id","published_at");--> statement-breakpoint
-- Hand-written: what Drizzle cannot express.
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null;
--> statement-breakpoint
-- An hourly stay holds the hours it books plus the cleaning buffer after them (occupied_until); it still
-- names its day in check_in/check_out so day-level reports see it.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_hourly_fields" CHECK (
  ("stay_mode" = 'hourly') = ("starts_at" IS NOT NULL)
  AND ("starts_at" IS NULL) = ("ends_at" IS NULL)
  AND ("starts_at" IS NULL) = ("occupied_until" IS NULL)
  AND ("starts_at" IS NULL OR ("ends_at" > "starts_at" AND "occupied_until" >= "ends_at"))
);
--> statement-breakpoint
-- Nights: two live nightly or monthly bookings of one unit never share a night (replaces 0001's rule,
-- which now leaves hourly stays to the rule below).
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_no_overlap";
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (
  "unit_id" WITH =,
  daterange("check_in", "check_out", '[)') WITH &&
) WHERE ("stay_mode" <> 'hourly' AND "status" IN ('held', 'requested', 'confirmed', 'checked_in', 'completed'));
--> statement-breakpoint
-- Hours: two live hourly bookings of one unit never share a minute, buffer included.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_hourly_no_overlap" EXCLUDE USING gist (
  "unit_id" WITH =,
  tstzrange("starts_at", "occupied_until", '[)') WITH &&
) WHERE ("stay_mode" = 'hourly' AND "status" IN ('held', 'requested', 'confirmed', 'checked_in', 'completed'));
--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_hours_valid" CHECK (
  "buffer_hours" BETWEEN 0 AND 24
  AND coalesce("min_hours", 1) >= 1
  AND ("max_hours" IS NULL OR "max_hours" >= coalesce("min_hours", 1))
  AND (("opening_time" IS NULL) = ("closing_time" IS NULL))
  AND ("opening_time" IS NULL OR "closing_time" > "opening_time")
);
