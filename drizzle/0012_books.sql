CREATE TYPE "public"."general_payment_direction" AS ENUM('in', 'out');--> statement-breakpoint
CREATE TYPE "public"."opex_category" AS ENUM('cleaning', 'utilities', 'repairs', 'supplies', 'fees', 'other');--> statement-breakpoint
CREATE TYPE "public"."opex_revision_action" AS ENUM('recorded', 'edited', 'voided');--> statement-breakpoint
CREATE TABLE "general_payment_reversals" (
	"payment_id" uuid PRIMARY KEY NOT NULL,
	"entry_id" uuid NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"reversed_by" text NOT NULL,
	"reversed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "general_payment_reversals_entry_id_unique" UNIQUE("entry_id")
);
--> statement-breakpoint
CREATE TABLE "general_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"direction" "general_payment_direction" NOT NULL,
	"counter_account" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"paid_on" date NOT NULL,
	"counterparty" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"entry_id" uuid NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "general_payments_entry_id_unique" UNIQUE("entry_id"),
	CONSTRAINT "general_payments_amount_positive" CHECK ("general_payments"."amount_minor" > 0),
	CONSTRAINT "general_payments_currency_iso" CHECK ("general_payments"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "general_payments_counter_account" CHECK ("general_payments"."counter_account" in ('deposits_held', 'expense:general', 'revenue:other'))
);
--> statement-breakpoint
CREATE TABLE "opex_expenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"organisation_id" uuid NOT NULL,
	"category" "opex_category" NOT NULL,
	"incurred_on" date NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"receipt_key" text,
	"receipt_name" text,
	"receipt_type" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_at" timestamp with time zone,
	"voided_by" text,
	CONSTRAINT "opex_expenses_amount_positive" CHECK ("opex_expenses"."amount_minor" > 0),
	CONSTRAINT "opex_expenses_currency_iso" CHECK ("opex_expenses"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "opex_expenses_voided_by" CHECK (("opex_expenses"."voided_at" is null) = ("opex_expenses"."voided_by" is null)),
	CONSTRAINT "opex_expenses_receipt" CHECK (("opex_expenses"."receipt_key" is null) = ("opex_expenses"."receipt_type" is null))
);
--> statement-breakpoint
CREATE TABLE "opex_postings" (
	"entry_id" uuid PRIMARY KEY NOT NULL,
	"expense_id" uuid NOT NULL,
	"revision_id" bigint NOT NULL,
	"category" "opex_category" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opex_revisions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"expense_id" uuid NOT NULL,
	"action" "opex_revision_action" NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"by_user_id" text NOT NULL,
	"by_name" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "general_payment_reversals" ADD CONSTRAINT "general_payment_reversals_payment_id_general_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."general_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "general_payment_reversals" ADD CONSTRAINT "general_payment_reversals_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "general_payments" ADD CONSTRAINT "general_payments_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opex_expenses" ADD CONSTRAINT "opex_expenses_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opex_expenses" ADD CONSTRAINT "opex_expenses_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opex_postings" ADD CONSTRAINT "opex_postings_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opex_postings" ADD CONSTRAINT "opex_postings_expense_id_opex_expenses_id_fk" FOREIGN KEY ("expense_id") REFERENCES "public"."opex_expenses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opex_postings" ADD CONSTRAINT "opex_postings_revision_id_opex_revisions_id_fk" FOREIGN KEY ("revision_id") REFERENCES "public"."opex_revisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opex_revisions" ADD CONSTRAINT "opex_revisions_expense_id_opex_expenses_id_fk" FOREIGN KEY ("expense_id") REFERENCES "public"."opex_expenses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "general_payments_paid_idx" ON "general_payments" USING btree ("paid_on");--> statement-breakpoint
CREATE INDEX "opex_expenses_property_idx" ON "opex_expenses" USING btree ("property_id","incurred_on");--> statement-breakpoint
CREATE INDEX "opex_expenses_organisation_idx" ON "opex_expenses" USING btree ("organisation_id","incurred_on");--> statement-breakpoint
CREATE INDEX "opex_expenses_incurred_idx" ON "opex_expenses" USING btree ("incurred_on");--> statement-breakpoint
CREATE INDEX "opex_postings_expense_idx" ON "opex_postings" USING btree ("expense_id");--> statement-breakpoint
CREATE INDEX "opex_revisions_expense_idx" ON "opex_revisions" USING btree ("expense_id","at");