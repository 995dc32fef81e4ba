CREATE TYPE "public"."invest_offering_status" AS ENUM('draft', 'open', 'funded', 'closed');--> statement-breakpoint
CREATE TYPE "public"."invest_subscription_status" AS ENUM('pending', 'paid', 'failed');--> statement-breakpoint
ALTER TYPE "public"."journal_entry_kind" ADD VALUE 'investment';--> statement-breakpoint
ALTER TYPE "public"."journal_entry_kind" ADD VALUE 'investor_distribution';--> statement-breakpoint
CREATE TABLE "invest_distribution_payments" (
	"distribution_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"units" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"entry_id" uuid,
	CONSTRAINT "invest_distribution_payments_distribution_id_user_id_pk" PRIMARY KEY("distribution_id","user_id"),
	CONSTRAINT "invest_distribution_payments_amount" CHECK ("invest_distribution_payments"."amount_minor" >= 0),
	CONSTRAINT "invest_distribution_payments_entry" CHECK (("invest_distribution_payments"."amount_minor" > 0) = ("invest_distribution_payments"."entry_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "invest_distributions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offering_id" uuid NOT NULL,
	"month" text NOT NULL,
	"currency" text NOT NULL,
	"net_income_minor" bigint NOT NULL,
	"investor_share_basis_points" integer NOT NULL,
	"units_issued" integer NOT NULL,
	"units_held" integer NOT NULL,
	"distributed_minor" bigint NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invest_distributions_month" CHECK ("invest_distributions"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "invest_distributions_distributed" CHECK ("invest_distributions"."distributed_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invest_offerings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"units_issued" integer NOT NULL,
	"units_sold" integer DEFAULT 0 NOT NULL,
	"unit_price_minor" bigint NOT NULL,
	"investor_share_basis_points" integer NOT NULL,
	"status" "invest_offering_status" DEFAULT 'draft' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_at" timestamp with time zone,
	"funded_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "invest_offerings_units_issued" CHECK ("invest_offerings"."units_issued" > 0),
	CONSTRAINT "invest_offerings_no_oversell" CHECK ("invest_offerings"."units_sold" >= 0 and "invest_offerings"."units_sold" <= "invest_offerings"."units_issued"),
	CONSTRAINT "invest_offerings_unit_price" CHECK ("invest_offerings"."unit_price_minor" > 0),
	CONSTRAINT "invest_offerings_share" CHECK ("invest_offerings"."investor_share_basis_points" between 1 and 10000),
	CONSTRAINT "invest_offerings_currency_iso" CHECK ("invest_offerings"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "invest_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offering_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"units" integer NOT NULL,
	"unit_price_minor" bigint NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" "invest_subscription_status" DEFAULT 'pending' NOT NULL,
	"provider" text DEFAULT 'test_card' NOT NULL,
	"idempotency_key" text NOT NULL,
	"provider_reference" text,
	"card_last4" text,
	"failure_message" text,
	"entry_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "invest_subscriptions_units" CHECK ("invest_subscriptions"."units" > 0),
	CONSTRAINT "invest_subscriptions_amount" CHECK ("invest_subscriptions"."amount_minor" = "invest_subscriptions"."units" * "invest_subscriptions"."unit_price_minor"),
	CONSTRAINT "invest_subscriptions_paid" CHECK (("invest_subscriptions"."status" = 'paid') = ("invest_subscriptions"."paid_at" is not null and "invest_subscriptions"."entry_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "investor_bank_details" (
	"user_id" text PRIMARY KEY NOT NULL,
	"bank_name" text NOT NULL,
	"account_last4" text NOT NULL,
	"ciphertext" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invest_distribution_payments" ADD CONSTRAINT "invest_distribution_payments_distribution_id_invest_distributions_id_fk" FOREIGN KEY ("distribution_id") REFERENCES "public"."invest_distributions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invest_distribution_payments" ADD CONSTRAINT "invest_distribution_payments_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invest_distribution_payments" ADD CONSTRAINT "invest_distribution_payments_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invest_distributions" ADD CONSTRAINT "invest_distributions_offering_id_invest_offerings_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."invest_offerings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invest_offerings" ADD CONSTRAINT "invest_offerings_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invest_subscriptions" ADD CONSTRAINT "invest_subscriptions_offering_id_invest_offerings_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."invest_offerings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invest_subscriptions" ADD CONSTRAINT "invest_subscriptions_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invest_subscriptions" ADD CONSTRAINT "invest_subscriptions_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_bank_details" ADD CONSTRAINT "investor_bank_details_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invest_distribution_payments_user_idx" ON "invest_distribution_payments" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invest_distributions_offering_month_idx" ON "invest_distributions" USING btree ("offering_id","month");--> statement-breakpoint
CREATE INDEX "invest_offerings_property_idx" ON "invest_offerings" USING btree ("property_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invest_offerings_one_live_per_property" ON "invest_offerings" USING btree ("property_id") WHERE status <> 'closed';--> statement-breakpoint
CREATE INDEX "invest_offerings_status_idx" ON "invest_offerings" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "invest_subscriptions_idempotency_idx" ON "invest_subscriptions" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "invest_subscriptions_offering_idx" ON "invest_subscriptions" USING btree ("offering_id","status");--> statement-breakpoint
CREATE INDEX "invest_subscriptions_user_idx" ON "invest_subscriptions" USING btree ("user_id","status");