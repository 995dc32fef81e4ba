ALTER TABLE "price_bids" ADD COLUMN "children_ages" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "price_bids" ADD COLUMN "guest_nationality" text;--> statement-breakpoint
ALTER TABLE "price_bids" ADD CONSTRAINT "price_bids_guest_nationality" CHECK ("price_bids"."guest_nationality" ~ '^[A-Z]{2}$');--> statement-breakpoint
ALTER TABLE "price_bids" ADD CONSTRAINT "price_bids_adults_at_least_one" CHECK ("price_bids"."guest_count" - cardinality("price_bids"."children_ages") >= 1);--> statement-breakpoint
ALTER TABLE "price_bids" ADD CONSTRAINT "price_bids_children_ages_range" CHECK (array_position("price_bids"."children_ages", null) is null and 0 <= all("price_bids"."children_ages") and 17 >= all("price_bids"."children_ages"));