-- Edited by hand after drizzle-kit: the backfill, by the search's own expression (catalogue/sql/property-search.sql).
ALTER TABLE "property_search" ADD COLUMN "rating_average" double precision;--> statement-breakpoint
UPDATE "property_search" SET "rating_average" = CASE WHEN "rating_count" > 0 THEN ("rating_sum"::numeric / "rating_count")::float8 END
  WHERE "rating_count" > 0;--> statement-breakpoint
-- The update wrote new versions of the rated rows wherever there was room: put the cities together again.
CLUSTER "property_search";--> statement-breakpoint
ANALYZE "property_search";
