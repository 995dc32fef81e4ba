-- Edited by hand after drizzle-kit: the backfill and the clustering by city at the end (plain SQL: the rows the
-- triggers of catalogue/sql/property-search.sql keep from now on, by the same rule; the rating's average by the
-- search's own expression).
CREATE TABLE "property_search" (
	"id" uuid PRIMARY KEY NOT NULL,
	"city_key" text NOT NULL,
	"country" "country" NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"type" "property_type" NOT NULL,
	"amenities" text[] NOT NULL,
	"instant_book" boolean NOT NULL,
	"bedrooms" integer NOT NULL,
	"max_guests" integer NOT NULL,
	"max_adults" integer,
	"max_children" integer,
	"currency" text NOT NULL,
	"nightly_rate_minor" bigint,
	"monthly_rate_minor" bigint,
	"hourly_rate_minor" bigint,
	"min_nights" integer NOT NULL,
	"max_nights" integer,
	"min_hours" integer,
	"max_hours" integer,
	"opening_time" time,
	"closing_time" time,
	"time_zone" text NOT NULL,
	"buffer_hours" integer NOT NULL,
	"rating_count" integer NOT NULL,
	"rating_sum" integer NOT NULL,
	"rating_average" double precision,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "property_search" ADD CONSTRAINT "property_search_id_properties_id_fk" FOREIGN KEY ("id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_search_city_idx" ON "property_search" USING btree ("city_key");--> statement-breakpoint
CREATE INDEX "property_search_country_idx" ON "property_search" USING btree ("country");--> statement-breakpoint
CREATE INDEX "property_search_location_idx" ON "property_search" USING gist (point("longitude", "latitude"));--> statement-breakpoint
INSERT INTO "property_search" ("id", "city_key", "country", "latitude", "longitude", "type", "amenities", "instant_book",
  "bedrooms", "max_guests", "max_adults", "max_children", "currency", "nightly_rate_minor", "monthly_rate_minor",
  "hourly_rate_minor", "min_nights", "max_nights", "min_hours", "max_hours", "opening_time", "closing_time",
  "time_zone", "buffer_hours", "rating_count", "rating_sum", "rating_average", "created_at")
SELECT p."id", lower(p."city"), p."country", p."latitude", p."longitude", p."type", p."amenities", p."instant_book",
  p."bedrooms", p."max_guests", p."max_adults", p."max_children", p."currency", p."nightly_rate_minor",
  p."monthly_rate_minor", p."hourly_rate_minor", p."min_nights", p."max_nights", p."min_hours", p."max_hours",
  p."opening_time", p."closing_time", p."time_zone", p."buffer_hours", p."rating_count", p."rating_sum",
  CASE WHEN p."rating_count" > 0 THEN (p."rating_sum"::numeric / p."rating_count")::float8 END, p."created_at"
FROM "properties" p JOIN "organisations" o ON o."id" = p."organisation_id"
WHERE p."status" = 'listed' AND o."enabled"
  AND EXISTS (SELECT 1 FROM "units" u WHERE u."property_id" = p."id" AND u."archived_at" IS NULL)
ORDER BY lower(p."city"), p."id";--> statement-breakpoint
ALTER TABLE "property_search" CLUSTER ON "property_search_city_idx";--> statement-breakpoint
ANALYZE "property_search";
