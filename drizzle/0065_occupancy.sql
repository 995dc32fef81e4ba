ALTER TABLE "bookings" ADD COLUMN "children_ages" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "adults" integer GENERATED ALWAYS AS (guest_count - cardinality(children_ages)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "max_adults" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "max_children" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "base_occupancy" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "extra_adult_minor" bigint;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "extra_child_minor" bigint;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "children_free_under_age" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_adults_at_least_one" CHECK ("bookings"."guest_count" - cardinality("bookings"."children_ages") >= 1);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_children_ages_range" CHECK (array_position("bookings"."children_ages", null) is null and 0 <= all("bookings"."children_ages") and 17 >= all("bookings"."children_ages"));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_occupancy_consistent" CHECK ("properties"."max_guests" >= 1
        and ("properties"."max_adults" is null or "properties"."max_adults" between 1 and "properties"."max_guests")
        and ("properties"."max_children" is null or "properties"."max_children" between 0 and "properties"."max_guests" - 1)
        and ("properties"."base_occupancy" is null or "properties"."base_occupancy" between 1 and "properties"."max_guests")
        and coalesce("properties"."extra_adult_minor", 0) >= 0 and coalesce("properties"."extra_child_minor", 0) >= 0
        and "properties"."children_free_under_age" between 0 and 18);