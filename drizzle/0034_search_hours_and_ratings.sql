ALTER TABLE "properties" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "unit_taken_nights" ADD COLUMN "whole_days" datemultirange DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "unit_taken_nights" ADD COLUMN "hours" "tstzmultirange" DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "unit_taken_nights" ADD COLUMN "closed_hours" "tstzmultirange" DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_rating_kept" CHECK ("properties"."rating_count" >= 0 and "properties"."rating_sum" between "properties"."rating_count" and 5 * "properties"."rating_count");