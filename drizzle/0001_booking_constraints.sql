-- btree_gist lets one exclusion constraint mix equality (unit) and range overlap (stay).
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_dates_ordered" CHECK ("check_out" > "check_in");
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_total_not_negative" CHECK ("total_minor" >= 0);
--> statement-breakpoint
-- No double booking, whatever the concurrency: two live bookings of one unit never share a night.
-- The status list is LIVE_BOOKING_STATUSES in src/domains/bookings/schema.ts.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (
  "unit_id" WITH =,
  daterange("check_in", "check_out", '[)') WITH &&
) WHERE ("status" IN ('held', 'requested', 'confirmed', 'checked_in', 'completed'));
--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_rates_not_negative" CHECK (
  coalesce("nightly_rate_minor", 0) >= 0 AND coalesce("weekend_rate_minor", 0) >= 0
  AND coalesce("monthly_rate_minor", 0) >= 0 AND coalesce("hourly_rate_minor", 0) >= 0
  AND "cleaning_fee_minor" >= 0
);
--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_email_lowercase" CHECK ("email" = lower("email"));
