CREATE TABLE "hourly_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reason" "block_reason" NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	CONSTRAINT "hourly_blocks_ordered" CHECK ("hourly_blocks"."ends_at" > "hourly_blocks"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "hourly_blocks" ADD CONSTRAINT "hourly_blocks_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hourly_blocks_unit_idx" ON "hourly_blocks" USING btree ("unit_id","starts_at");--> statement-breakpoint
-- Two closed hour ranges of one unit never overlap (btree_gist, as bookings_no_overlap).
ALTER TABLE "hourly_blocks" ADD CONSTRAINT "hourly_blocks_no_overlap" EXCLUDE USING gist (
  "unit_id" WITH =,
  tstzrange("starts_at", "ends_at", '[)') WITH &&
);
