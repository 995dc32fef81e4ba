CREATE TYPE "public"."channel_sync_status" AS ENUM('ok', 'error');--> statement-breakpoint
CREATE TABLE "channel_conflicts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"feed_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"event_uid" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"detected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" text,
	"resolution" text DEFAULT '' NOT NULL,
	CONSTRAINT "channel_conflicts_once" UNIQUE("feed_id","event_uid","booking_id")
);
--> statement-breakpoint
CREATE TABLE "channel_exports" (
	"unit_id" uuid PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	CONSTRAINT "channel_exports_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "channel_feed_days" (
	"feed_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "channel_feed_days_feed_id_day_pk" PRIMARY KEY("feed_id","day")
);
--> statement-breakpoint
CREATE TABLE "channel_feed_events" (
	"feed_id" uuid NOT NULL,
	"uid" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	CONSTRAINT "channel_feed_events_feed_id_uid_pk" PRIMARY KEY("feed_id","uid"),
	CONSTRAINT "channel_feed_events_ordered" CHECK ("channel_feed_events"."ends_on" > "channel_feed_events"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "channel_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"last_synced_at" timestamp with time zone,
	"last_status" "channel_sync_status",
	"last_event_count" integer,
	"last_error" text DEFAULT '' NOT NULL,
	CONSTRAINT "channel_feeds_unit_url" UNIQUE("unit_id","url")
);
--> statement-breakpoint
ALTER TABLE "channel_conflicts" ADD CONSTRAINT "channel_conflicts_feed_id_channel_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."channel_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_conflicts" ADD CONSTRAINT "channel_conflicts_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_conflicts" ADD CONSTRAINT "channel_conflicts_resolved_by_auth_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_exports" ADD CONSTRAINT "channel_exports_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_exports" ADD CONSTRAINT "channel_exports_created_by_auth_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_feed_days" ADD CONSTRAINT "channel_feed_days_feed_id_channel_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."channel_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_feed_days" ADD CONSTRAINT "channel_feed_days_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_feed_events" ADD CONSTRAINT "channel_feed_events_feed_id_channel_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."channel_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_feeds" ADD CONSTRAINT "channel_feeds_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_feeds" ADD CONSTRAINT "channel_feeds_created_by_auth_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "channel_conflicts_open_idx" ON "channel_conflicts" USING btree ("feed_id") WHERE "channel_conflicts"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "channel_feed_days_unit_idx" ON "channel_feed_days" USING btree ("unit_id","day");--> statement-breakpoint
CREATE INDEX "channel_feeds_unit_idx" ON "channel_feeds" USING btree ("unit_id");