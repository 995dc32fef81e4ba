CREATE TYPE "public"."airline_points_kind" AS ENUM('earned', 'correction');--> statement-breakpoint
CREATE TYPE "public"."booking_extra_kind" AS ENUM('insurance');--> statement-breakpoint
CREATE TYPE "public"."insurance_claim_status" AS ENUM('opened', 'approved', 'rejected', 'paid');--> statement-breakpoint
CREATE TYPE "public"."insurance_policy_status" AS ENUM('active', 'cancelled');--> statement-breakpoint
ALTER TYPE "public"."journal_entry_kind" ADD VALUE 'insurance_sale';--> statement-breakpoint
ALTER TYPE "public"."journal_entry_kind" ADD VALUE 'insurance_refund';--> statement-breakpoint
CREATE SEQUENCE "public"."insurance_policy_serial" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100 CACHE 1;--> statement-breakpoint
CREATE TABLE "airline_points" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"member_id" text NOT NULL,
	"kind" "airline_points_kind" NOT NULL,
	"points" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "airline_points_not_zero" CHECK ("airline_points"."points" <> 0),
	CONSTRAINT "airline_points_earned_positive" CHECK ("airline_points"."kind" <> 'earned' or "airline_points"."points" > 0),
	CONSTRAINT "airline_points_correction_reason" CHECK ("airline_points"."kind" <> 'correction' or length(trim("airline_points"."reason")) >= 3),
	CONSTRAINT "airline_points_member_format" CHECK ("airline_points"."member_id" ~ '^[A-Z0-9]{10}$')
);
--> statement-breakpoint
CREATE TABLE "booking_extras" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"kind" "booking_extra_kind" NOT NULL,
	"organisation_id" uuid NOT NULL,
	"label" text NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"refunded_minor" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_extras_amount_positive" CHECK ("booking_extras"."amount_minor" > 0),
	CONSTRAINT "booking_extras_refund_range" CHECK ("booking_extras"."refunded_minor" >= 0 and "booking_extras"."refunded_minor" <= "booking_extras"."amount_minor"),
	CONSTRAINT "booking_extras_currency_iso" CHECK ("booking_extras"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "insurance_claim_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"claim_id" uuid NOT NULL,
	"from_status" "insurance_claim_status",
	"to_status" "insurance_claim_status" NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"actor_email" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insurance_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"policy_id" uuid NOT NULL,
	"status" "insurance_claim_status" DEFAULT 'opened' NOT NULL,
	"summary" text NOT NULL,
	"opened_by" text,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "insurance_claims_summary" CHECK (length(trim("insurance_claims"."summary")) > 0)
);
--> statement-breakpoint
CREATE TABLE "insurance_policies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"booking_id" uuid NOT NULL,
	"extra_id" uuid NOT NULL,
	"insurer_organisation_id" uuid NOT NULL,
	"lead_traveller" text NOT NULL,
	"travellers" integer NOT NULL,
	"cover_start" date NOT NULL,
	"cover_end" date NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"currency" text NOT NULL,
	"premium_minor" bigint NOT NULL,
	"status" "insurance_policy_status" DEFAULT 'active' NOT NULL,
	"refunded_minor" bigint DEFAULT 0 NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "insurance_policies_number_unique" UNIQUE("number"),
	CONSTRAINT "insurance_policies_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "insurance_policies_extra_id_unique" UNIQUE("extra_id"),
	CONSTRAINT "insurance_policies_number_format" CHECK ("insurance_policies"."number" ~ '^[A-Z]{2,4}-[0-9]{4}-[0-9]{6,}$'),
	CONSTRAINT "insurance_policies_premium_positive" CHECK ("insurance_policies"."premium_minor" > 0),
	CONSTRAINT "insurance_policies_refund_range" CHECK ("insurance_policies"."refunded_minor" >= 0 and "insurance_policies"."refunded_minor" <= "insurance_policies"."premium_minor"),
	CONSTRAINT "insurance_policies_dates" CHECK ("insurance_policies"."cover_end" >= "insurance_policies"."cover_start"),
	CONSTRAINT "insurance_policies_travellers" CHECK ("insurance_policies"."travellers" >= 1),
	CONSTRAINT "insurance_policies_cancelled_at" CHECK (("insurance_policies"."status" = 'cancelled') = ("insurance_policies"."cancelled_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "airline_points" ADD CONSTRAINT "airline_points_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_extras" ADD CONSTRAINT "booking_extras_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_extras" ADD CONSTRAINT "booking_extras_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_claim_events" ADD CONSTRAINT "insurance_claim_events_claim_id_insurance_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."insurance_claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_claims" ADD CONSTRAINT "insurance_claims_policy_id_insurance_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."insurance_policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_policies" ADD CONSTRAINT "insurance_policies_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_policies" ADD CONSTRAINT "insurance_policies_extra_id_booking_extras_id_fk" FOREIGN KEY ("extra_id") REFERENCES "public"."booking_extras"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_policies" ADD CONSTRAINT "insurance_policies_insurer_organisation_id_organisations_id_fk" FOREIGN KEY ("insurer_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "airline_points_earned_once" ON "airline_points" USING btree ("booking_id") WHERE "airline_points"."kind" = 'earned';--> statement-breakpoint
CREATE INDEX "airline_points_booking_idx" ON "airline_points" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "airline_points_created_idx" ON "airline_points" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "booking_extras_booking_idx" ON "booking_extras" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_extras_one_insurance" ON "booking_extras" USING btree ("booking_id") WHERE "booking_extras"."kind" = 'insurance';--> statement-breakpoint
CREATE INDEX "insurance_claim_events_claim_idx" ON "insurance_claim_events" USING btree ("claim_id","at");--> statement-breakpoint
CREATE INDEX "insurance_claims_policy_idx" ON "insurance_claims" USING btree ("policy_id","opened_at");--> statement-breakpoint
CREATE INDEX "insurance_policies_insurer_idx" ON "insurance_policies" USING btree ("insurer_organisation_id","issued_at");