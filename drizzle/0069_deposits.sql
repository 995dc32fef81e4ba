CREATE TABLE "test_gateway_cards" (
	"token" text PRIMARY KEY NOT NULL,
	"card_last4" text NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "payments_one_live_per_payable";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "deposit_percent" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "balance_days_before" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "balance_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "balance_due_on" date;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "balance_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "balance_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "card_token" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "deposit_percent" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "balance_days_before" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "instalment" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_balance_due_idx" ON "bookings" USING btree ("balance_due_on") WHERE "bookings"."balance_minor" > 0 and "bookings"."balance_paid_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_live_per_payable" ON "payments" USING btree ("payable_kind","payable_id","instalment") WHERE "payments"."status" in ('pending', 'requires_action', 'authorised', 'captured');--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_balance_consistent" CHECK (("bookings"."balance_minor" = 0 and "bookings"."balance_due_on" is null) or ("bookings"."balance_minor" > 0 and "bookings"."balance_minor" < "bookings"."total_minor" and "bookings"."balance_due_on" is not null));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_deposit_terms" CHECK (("properties"."deposit_percent" is null and "properties"."balance_days_before" is null) or ("properties"."deposit_percent" is not null and "properties"."balance_days_before" is not null and "properties"."deposit_percent" between 10 and 90 and "properties"."balance_days_before" between 1 and 60));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_instalment_known" CHECK ("payments"."instalment" in (1, 2));