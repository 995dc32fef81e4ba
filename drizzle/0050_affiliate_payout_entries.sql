ALTER TYPE "public"."journal_entry_kind" ADD VALUE 'affiliate_payout';--> statement-breakpoint
ALTER TABLE "affiliate_payouts" ADD COLUMN "entry_id" uuid;