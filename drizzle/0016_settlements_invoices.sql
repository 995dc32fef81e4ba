CREATE TYPE "public"."invoice_kind" AS ENUM('guest', 'commission', 'credit_note');--> statement-breakpoint
CREATE TYPE "public"."invoice_status" AS ENUM('issued', 'void');--> statement-breakpoint
CREATE TYPE "public"."settlement_status" AS ENUM('draft', 'approved', 'paid');--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"issuer_key" text NOT NULL,
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_counters_issuer_key_series_year_pk" PRIMARY KEY("issuer_key","series","year"),
	CONSTRAINT "invoice_counters_positive" CHECK ("invoice_counters"."last_number" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "invoice_kind" NOT NULL,
	"status" "invoice_status" DEFAULT 'issued' NOT NULL,
	"number" text NOT NULL,
	"issuer_key" text NOT NULL,
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"issuer_name" text NOT NULL,
	"organisation_id" uuid NOT NULL,
	"property_id" uuid,
	"booking_id" uuid,
	"settlement_id" uuid,
	"credits_invoice_id" uuid,
	"bill_to_name" text NOT NULL,
	"bill_to_email" text,
	"currency" text NOT NULL,
	"lines" jsonb NOT NULL,
	"total_minor" bigint NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by" text,
	"voided_at" timestamp with time zone,
	"voided_by" text,
	"void_reason" text,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_sequence_positive" CHECK ("invoices"."sequence" > 0),
	CONSTRAINT "invoices_currency_iso" CHECK ("invoices"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "invoices_credit_note_refers" CHECK (("invoices"."kind" = 'credit_note') = ("invoices"."credits_invoice_id" is not null)),
	CONSTRAINT "invoices_void" CHECK (("invoices"."status" = 'void') = ("invoices"."voided_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "settlement_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"settlement_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"kind" "journal_entry_kind" NOT NULL,
	"booking_id" uuid,
	"property_id" uuid,
	"entry_at" timestamp with time zone NOT NULL,
	"gross_minor" bigint NOT NULL,
	"commission_minor" bigint NOT NULL,
	"management_fee_minor" bigint NOT NULL,
	"refunds_minor" bigint NOT NULL,
	"opex_minor" bigint NOT NULL,
	"payable_minor" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"organisation_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"status" "settlement_status" DEFAULT 'draft' NOT NULL,
	"gross_minor" bigint NOT NULL,
	"commission_minor" bigint NOT NULL,
	"management_fee_minor" bigint NOT NULL,
	"refunds_minor" bigint NOT NULL,
	"opex_minor" bigint NOT NULL,
	"net_minor" bigint NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_by" text,
	"approved_at" timestamp with time zone,
	"paid_by" text,
	"paid_at" timestamp with time zone,
	"payment_reference" text,
	"payout_entry_id" uuid,
	CONSTRAINT "settlements_number_unique" UNIQUE("number"),
	CONSTRAINT "settlements_currency_iso" CHECK ("settlements"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "settlements_period_month" CHECK ("settlements"."period_start" = date_trunc('month', "settlements"."period_start")::date and "settlements"."period_end" = ("settlements"."period_start" + interval '1 month' - interval '1 day')::date),
	CONSTRAINT "settlements_figures" CHECK ("settlements"."net_minor" = "settlements"."gross_minor" - "settlements"."refunds_minor" - "settlements"."commission_minor" - "settlements"."management_fee_minor" - "settlements"."opex_minor"),
	CONSTRAINT "settlements_net_positive" CHECK ("settlements"."net_minor" > 0),
	CONSTRAINT "settlements_approved" CHECK ("settlements"."status" = 'draft' or "settlements"."approved_at" is not null),
	CONSTRAINT "settlements_paid" CHECK ("settlements"."status" <> 'paid' or ("settlements"."paid_at" is not null and "settlements"."payment_reference" is not null and length(trim("settlements"."payment_reference")) > 0 and "settlements"."payout_entry_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_items" ADD CONSTRAINT "settlement_items_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_items" ADD CONSTRAINT "settlement_items_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_payout_entry_id_journal_entries_id_fk" FOREIGN KEY ("payout_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_issuer_series_year_sequence" ON "invoices" USING btree ("issuer_key","series","year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_per_booking" ON "invoices" USING btree ("booking_id") WHERE "invoices"."kind" = 'guest';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_per_settlement" ON "invoices" USING btree ("settlement_id") WHERE "invoices"."kind" = 'commission';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_credit_note" ON "invoices" USING btree ("credits_invoice_id");--> statement-breakpoint
CREATE INDEX "invoices_organisation_idx" ON "invoices" USING btree ("organisation_id","issued_at");--> statement-breakpoint
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("issued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_items_entry_unique" ON "settlement_items" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "settlement_items_settlement_idx" ON "settlement_items" USING btree ("settlement_id");--> statement-breakpoint
CREATE INDEX "settlement_items_booking_idx" ON "settlement_items" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "settlements_organisation_period_currency" ON "settlements" USING btree ("organisation_id","period_start","currency");--> statement-breakpoint
CREATE INDEX "settlements_period_idx" ON "settlements" USING btree ("period_start");