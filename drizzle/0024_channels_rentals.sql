CREATE TYPE "public"."channel_sync_status" AS ENUM('ok', 'error');--> statement-breakpoint
CREATE TYPE "public"."rental_invoice_kind" AS ENUM('deposit', 'rent');--> statement-breakpoint
CREATE TYPE "public"."rental_invoice_status" AS ENUM('issued', 'paid', 'void');--> statement-breakpoint
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
CREATE TABLE "rental_contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"tenant_name" text NOT NULL,
	"tenant_email" text NOT NULL,
	"currency" text NOT NULL,
	"monthly_rent_minor" bigint NOT NULL,
	"deposit_minor" bigint NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"notice_given_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rental_contracts_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "rental_contracts_dates_ordered" CHECK ("rental_contracts"."ends_on" > "rental_contracts"."starts_on"),
	CONSTRAINT "rental_contracts_rent_positive" CHECK ("rental_contracts"."monthly_rent_minor" > 0),
	CONSTRAINT "rental_contracts_deposit_not_negative" CHECK ("rental_contracts"."deposit_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rental_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"kind" "rental_invoice_kind" NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"status" "rental_invoice_status" DEFAULT 'issued' NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_by" text,
	"payment_reference" text DEFAULT '' NOT NULL,
	"entry_id" uuid,
	CONSTRAINT "rental_invoices_once" UNIQUE("contract_id","kind","period_start"),
	CONSTRAINT "rental_invoices_amount_positive" CHECK ("rental_invoices"."amount_minor" > 0),
	CONSTRAINT "rental_invoices_period_ordered" CHECK ("rental_invoices"."period_end" > "rental_invoices"."period_start"),
	CONSTRAINT "rental_invoices_paid_has_date" CHECK (("rental_invoices"."status" = 'paid') = ("rental_invoices"."paid_at" is not null))
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
ALTER TABLE "rental_contracts" ADD CONSTRAINT "rental_contracts_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_contracts" ADD CONSTRAINT "rental_contracts_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_contracts" ADD CONSTRAINT "rental_contracts_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_contracts" ADD CONSTRAINT "rental_contracts_created_by_auth_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_invoices" ADD CONSTRAINT "rental_invoices_contract_id_rental_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."rental_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_invoices" ADD CONSTRAINT "rental_invoices_paid_by_auth_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "channel_conflicts_open_idx" ON "channel_conflicts" USING btree ("feed_id") WHERE "channel_conflicts"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "channel_feed_days_unit_idx" ON "channel_feed_days" USING btree ("unit_id","day");--> statement-breakpoint
CREATE INDEX "channel_feeds_unit_idx" ON "channel_feeds" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "rental_contracts_property_idx" ON "rental_contracts" USING btree ("property_id","starts_on");--> statement-breakpoint
CREATE INDEX "rental_invoices_contract_idx" ON "rental_invoices" USING btree ("contract_id","period_start");