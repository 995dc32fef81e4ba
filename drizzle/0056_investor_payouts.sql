CREATE TYPE "public"."investor_payout_status" AS ENUM('draft', 'approved', 'paid');--> statement-breakpoint
ALTER TYPE "public"."journal_entry_kind" ADD VALUE 'investor_payout';--> statement-breakpoint
CREATE TABLE "investor_payout_entries" (
	"payout_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	CONSTRAINT "investor_payout_entries_payout_id_property_id_pk" PRIMARY KEY("payout_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "investor_payout_items" (
	"payout_id" uuid NOT NULL,
	"distribution_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	CONSTRAINT "investor_payout_items_distribution_id_user_id_pk" PRIMARY KEY("distribution_id","user_id"),
	CONSTRAINT "investor_payout_items_amount" CHECK ("investor_payout_items"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "investor_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"currency" text NOT NULL,
	"through_month" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"status" "investor_payout_status" DEFAULT 'draft' NOT NULL,
	"reference" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_by" text,
	"approved_at" timestamp with time zone,
	"paid_by" text,
	"paid_at" timestamp with time zone,
	CONSTRAINT "investor_payouts_month" CHECK ("investor_payouts"."through_month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "investor_payouts_amount" CHECK ("investor_payouts"."amount_minor" > 0),
	CONSTRAINT "investor_payouts_paid" CHECK (("investor_payouts"."status" = 'paid') = ("investor_payouts"."reference" is not null and "investor_payouts"."paid_at" is not null)),
	CONSTRAINT "investor_payouts_approved" CHECK ("investor_payouts"."status" = 'draft' or "investor_payouts"."approved_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "investor_payout_entries" ADD CONSTRAINT "investor_payout_entries_payout_id_investor_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."investor_payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_payout_entries" ADD CONSTRAINT "investor_payout_entries_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_payout_entries" ADD CONSTRAINT "investor_payout_entries_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_payout_items" ADD CONSTRAINT "investor_payout_items_payout_id_investor_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."investor_payouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_payout_items" ADD CONSTRAINT "investor_payout_items_distribution_id_user_id_invest_distribution_payments_distribution_id_user_id_fk" FOREIGN KEY ("distribution_id","user_id") REFERENCES "public"."invest_distribution_payments"("distribution_id","user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_payouts" ADD CONSTRAINT "investor_payouts_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "investor_payout_entries_entry_idx" ON "investor_payout_entries" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "investor_payout_items_payout_idx" ON "investor_payout_items" USING btree ("payout_id");--> statement-breakpoint
CREATE INDEX "investor_payouts_user_idx" ON "investor_payouts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "investor_payouts_one_open_idx" ON "investor_payouts" USING btree ("user_id","currency") WHERE "investor_payouts"."status" in ('draft', 'approved');