CREATE TABLE "unsettled_entries" (
	"entry_id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "unsettled_entries" ADD CONSTRAINT "unsettled_entries_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "unsettled_entries_created_idx" ON "unsettled_entries" USING btree ("created_at");--> statement-breakpoint
-- The row triggers of settlement items and booking earnings become statement triggers (accounts/sql/booking-earnings.sql
-- makes them again after the migrations): the old ones go first, so that no write runs both.
DROP TRIGGER IF EXISTS "settlement_items_booking_earnings" ON "settlement_items";--> statement-breakpoint
DROP TRIGGER IF EXISTS "booking_earnings_host_months" ON "booking_earnings";--> statement-breakpoint
DROP FUNCTION IF EXISTS settlement_item_booking_earnings();--> statement-breakpoint
DROP FUNCTION IF EXISTS booking_earnings_host_months();--> statement-breakpoint
DROP FUNCTION IF EXISTS add_host_earnings_month(booking_earnings, int);--> statement-breakpoint
-- Backfill: every entry of a settled kind (settlements/figures.ts SETTLED_KINDS) with a supplier organisation that no
-- settlement item holds, as rebuild_unsettled_entries() (accounts/sql/unsettled-entries.sql) computes it.
INSERT INTO "unsettled_entries" ("entry_id", "created_at")
SELECT e.id, e.created_at FROM journal_entries e
WHERE e.organisation_id IS NOT NULL
  AND e.kind IN ('booking_sale', 'refund', 'opex', 'addon_sale', 'addon_refund', 'insurance_sale', 'insurance_refund', 'deposit_return')
  AND NOT EXISTS (SELECT 1 FROM settlement_items si WHERE si.entry_id = e.id);
