DROP INDEX "units_property_idx";--> statement-breakpoint
CREATE INDEX "bookings_unit_live_idx" ON "bookings" USING btree ("unit_id","check_in","check_out") WHERE "bookings"."status" in ('held', 'requested', 'confirmed', 'checked_in', 'completed');--> statement-breakpoint
CREATE INDEX "calendar_days_min_nights_idx" ON "calendar_days" USING btree ("day") WHERE "calendar_days"."min_nights_override" is not null;--> statement-breakpoint
CREATE INDEX "properties_listed_city_idx" ON "properties" USING btree (lower("city")) WHERE "properties"."status" = 'listed';--> statement-breakpoint
CREATE INDEX "reviews_published_idx" ON "reviews" USING btree ("property_id","rating") WHERE "reviews"."published_at" is not null;--> statement-breakpoint
CREATE INDEX "units_property_sort_idx" ON "units" USING btree ("property_id","sort_order","id");