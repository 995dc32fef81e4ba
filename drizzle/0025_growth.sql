CREATE TYPE "public"."bid_status" AS ENUM('open', 'countered', 'accepted', 'rejected', 'declined', 'expired');--> statement-breakpoint
CREATE TYPE "public"."promo_kind" AS ENUM('percent', 'fixed');--> statement-breakpoint
CREATE TABLE "price_bids" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"guest_user_id" text NOT NULL,
	"guest_name" text NOT NULL,
	"guest_email" text NOT NULL,
	"guest_count" integer NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"counter_minor" bigint,
	"list_total_minor" bigint NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status" "bid_status" DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"booking_id" uuid,
	"answered_by" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_bids_amount_positive" CHECK ("price_bids"."amount_minor" > 0 and coalesce("price_bids"."counter_minor", 1) > 0),
	CONSTRAINT "price_bids_dates" CHECK ("price_bids"."check_out" > "price_bids"."check_in"),
	CONSTRAINT "price_bids_counter" CHECK ("price_bids"."status" <> 'countered' or "price_bids"."counter_minor" is not null),
	CONSTRAINT "price_bids_accepted_booking" CHECK (("price_bids"."status" = 'accepted') = ("price_bids"."booking_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "promo_code_properties" (
	"promo_code_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	CONSTRAINT "promo_code_properties_promo_code_id_property_id_pk" PRIMARY KEY("promo_code_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"kind" "promo_kind" NOT NULL,
	"percent_basis_points" integer,
	"amount_minor" bigint,
	"currency" text,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"max_redemptions" integer,
	"per_guest_limit" integer,
	"redemptions_count" integer DEFAULT 0 NOT NULL,
	"all_properties" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "promo_codes_code_format" CHECK ("promo_codes"."code" ~ '^[A-Z0-9]{3,20}$'),
	CONSTRAINT "promo_codes_kind_terms" CHECK (("promo_codes"."kind" = 'percent' and "promo_codes"."percent_basis_points" between 1 and 10000 and "promo_codes"."amount_minor" is null and "promo_codes"."currency" is null)
        or ("promo_codes"."kind" = 'fixed' and "promo_codes"."percent_basis_points" is null and "promo_codes"."amount_minor" > 0 and "promo_codes"."currency" ~ '^[A-Z]{3}$')),
	CONSTRAINT "promo_codes_window" CHECK ("promo_codes"."valid_until" > "promo_codes"."valid_from"),
	CONSTRAINT "promo_codes_caps_positive" CHECK (coalesce("promo_codes"."max_redemptions", 1) > 0 and coalesce("promo_codes"."per_guest_limit", 1) > 0),
	CONSTRAINT "promo_codes_count_within_cap" CHECK ("promo_codes"."redemptions_count" >= 0 and "promo_codes"."redemptions_count" <= coalesce("promo_codes"."max_redemptions", "promo_codes"."redemptions_count"))
);
--> statement-breakpoint
CREATE TABLE "promo_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"promo_code_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"guest_user_id" text,
	"currency" text NOT NULL,
	"discount_minor" bigint NOT NULL,
	"redeemed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "promo_redemptions_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "promo_redemptions_discount_positive" CHECK ("promo_redemptions"."discount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "promo_code" text;--> statement-breakpoint
ALTER TABLE "price_bids" ADD CONSTRAINT "price_bids_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_bids" ADD CONSTRAINT "price_bids_guest_user_id_auth_users_id_fk" FOREIGN KEY ("guest_user_id") REFERENCES "public"."auth_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_bids" ADD CONSTRAINT "price_bids_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_properties" ADD CONSTRAINT "promo_code_properties_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_properties" ADD CONSTRAINT "promo_code_properties_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_guest_user_id_auth_users_id_fk" FOREIGN KEY ("guest_user_id") REFERENCES "public"."auth_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_bids_property_idx" ON "price_bids" USING btree ("property_id","created_at");--> statement-breakpoint
CREATE INDEX "price_bids_guest_idx" ON "price_bids" USING btree ("guest_user_id","created_at");--> statement-breakpoint
CREATE INDEX "price_bids_expiry_idx" ON "price_bids" USING btree ("expires_at") WHERE "price_bids"."status" in ('open', 'countered');--> statement-breakpoint
CREATE INDEX "promo_redemptions_code_idx" ON "promo_redemptions" USING btree ("promo_code_id","guest_user_id");