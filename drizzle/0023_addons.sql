CREATE TYPE "public"."addon_kind" AS ENUM('day_tour', 'airport_transfer', 'meal');--> statement-breakpoint
CREATE TYPE "public"."addon_order_status" AS ENUM('held', 'scheduled', 'done', 'no_show', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."addon_price_unit" AS ENUM('person', 'vehicle');--> statement-breakpoint
CREATE TYPE "public"."addon_status" AS ENUM('active', 'archived');--> statement-breakpoint
ALTER TYPE "public"."journal_entry_kind" ADD VALUE 'addon_sale';--> statement-breakpoint
ALTER TYPE "public"."journal_entry_kind" ADD VALUE 'addon_refund';--> statement-breakpoint
CREATE TABLE "addon_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"product_id" uuid NOT NULL,
	"slot_id" uuid NOT NULL,
	"organisation_id" uuid NOT NULL,
	"booking_id" uuid,
	"guest_user_id" text NOT NULL,
	"guest_name" text NOT NULL,
	"guest_email" text NOT NULL,
	"guest_phone" text NOT NULL,
	"quantity" integer NOT NULL,
	"flight_number" text,
	"pickup_zone" text,
	"pickup_time" time,
	"note" text DEFAULT '' NOT NULL,
	"status" "addon_order_status" DEFAULT 'held' NOT NULL,
	"status_note" text DEFAULT '' NOT NULL,
	"currency" text NOT NULL,
	"unit_price_minor" bigint NOT NULL,
	"total_minor" bigint NOT NULL,
	"commission_minor" bigint NOT NULL,
	"refunded_minor" bigint DEFAULT 0 NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "addon_orders_reference_unique" UNIQUE("reference"),
	CONSTRAINT "addon_orders_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "addon_orders_quantity_positive" CHECK ("addon_orders"."quantity" between 1 and 1000),
	CONSTRAINT "addon_orders_total_is_price_times_quantity" CHECK ("addon_orders"."total_minor" = "addon_orders"."unit_price_minor" * "addon_orders"."quantity" and "addon_orders"."total_minor" > 0),
	CONSTRAINT "addon_orders_commission_within_total" CHECK ("addon_orders"."commission_minor" between 0 and "addon_orders"."total_minor"),
	CONSTRAINT "addon_orders_refund_within_total" CHECK ("addon_orders"."refunded_minor" between 0 and "addon_orders"."total_minor"),
	CONSTRAINT "addon_orders_transfer_details" CHECK (("addon_orders"."flight_number" is null) or ("addon_orders"."pickup_zone" is not null and "addon_orders"."pickup_time" is not null))
);
--> statement-breakpoint
CREATE TABLE "addon_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"kind" "addon_kind" NOT NULL,
	"status" "addon_status" DEFAULT 'active' NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"country" "country" NOT NULL,
	"city" text NOT NULL,
	"time_zone" text NOT NULL,
	"currency" text NOT NULL,
	"price_unit" "addon_price_unit" NOT NULL,
	"price_minor" bigint NOT NULL,
	"capacity" integer NOT NULL,
	"meeting_point" text DEFAULT '' NOT NULL,
	"duration_minutes" integer DEFAULT 60 NOT NULL,
	"pickup_zones" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "addon_products_price_positive" CHECK ("addon_products"."price_minor" > 0),
	CONSTRAINT "addon_products_capacity_positive" CHECK ("addon_products"."capacity" between 1 and 1000),
	CONSTRAINT "addon_products_duration_positive" CHECK ("addon_products"."duration_minutes" between 1 and 1440),
	CONSTRAINT "addon_products_currency_iso" CHECK ("addon_products"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "addon_products_price_unit_fits" CHECK (("addon_products"."kind" = 'airport_transfer') = ("addon_products"."price_unit" = 'vehicle'))
);
--> statement-breakpoint
CREATE TABLE "addon_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"day" date NOT NULL,
	"start_time" time NOT NULL,
	"capacity" integer NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	"closed_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "addon_slots_product_time_key" UNIQUE("product_id","day","start_time"),
	CONSTRAINT "addon_slots_not_oversold" CHECK ("addon_slots"."taken" >= 0 and "addon_slots"."taken" <= "addon_slots"."capacity"),
	CONSTRAINT "addon_slots_capacity_positive" CHECK ("addon_slots"."capacity" between 1 and 1000)
);
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "addon_order_id" uuid;--> statement-breakpoint
ALTER TABLE "addon_orders" ADD CONSTRAINT "addon_orders_product_id_addon_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."addon_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addon_orders" ADD CONSTRAINT "addon_orders_slot_id_addon_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."addon_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addon_orders" ADD CONSTRAINT "addon_orders_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addon_orders" ADD CONSTRAINT "addon_orders_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addon_orders" ADD CONSTRAINT "addon_orders_guest_user_id_auth_users_id_fk" FOREIGN KEY ("guest_user_id") REFERENCES "public"."auth_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addon_products" ADD CONSTRAINT "addon_products_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addon_slots" ADD CONSTRAINT "addon_slots_product_id_addon_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."addon_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addon_orders_organisation_idx" ON "addon_orders" USING btree ("organisation_id","status");--> statement-breakpoint
CREATE INDEX "addon_orders_slot_idx" ON "addon_orders" USING btree ("slot_id");--> statement-breakpoint
CREATE INDEX "addon_orders_guest_idx" ON "addon_orders" USING btree ("guest_user_id");--> statement-breakpoint
CREATE INDEX "addon_orders_held_idx" ON "addon_orders" USING btree ("created_at") WHERE "addon_orders"."status" = 'held';--> statement-breakpoint
CREATE INDEX "addon_products_organisation_idx" ON "addon_products" USING btree ("organisation_id","kind");--> statement-breakpoint
CREATE INDEX "addon_products_public_idx" ON "addon_products" USING btree ("kind","country","city") WHERE "addon_products"."status" = 'active';--> statement-breakpoint
CREATE INDEX "addon_slots_day_idx" ON "addon_slots" USING btree ("product_id","day");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_addon_order_id_addon_orders_id_fk" FOREIGN KEY ("addon_order_id") REFERENCES "public"."addon_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_addon_order_idx" ON "payments" USING btree ("addon_order_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_pays_one_thing" CHECK (num_nonnulls("payments"."booking_id", "payments"."addon_order_id") = 1);