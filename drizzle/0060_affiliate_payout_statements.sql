CREATE TYPE "public"."affiliate_payout_status" AS ENUM('draft', 'approved', 'paid');--> statement-breakpoint
ALTER TABLE "affiliate_payouts" ALTER COLUMN "reference" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "affiliate_payouts" ALTER COLUMN "paid_by" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "affiliate_payouts" ALTER COLUMN "paid_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "affiliate_payouts" ALTER COLUMN "paid_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "affiliate_payouts" ADD COLUMN "status" "affiliate_payout_status" DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "affiliate_payouts" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "affiliate_payouts" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "affiliate_payouts" ADD COLUMN "approved_by" text;--> statement-breakpoint
ALTER TABLE "affiliate_payouts" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
-- Payouts recorded before statements existed were paid at once: they are paid statements, approved when paid.
UPDATE "affiliate_payouts" SET "status" = 'paid', "approved_by" = "paid_by", "approved_at" = "paid_at", "created_at" = "paid_at";--> statement-breakpoint
ALTER TABLE "affiliate_payouts" ADD CONSTRAINT "affiliate_payouts_paid" CHECK (("affiliate_payouts"."status" = 'paid') = ("affiliate_payouts"."reference" is not null and "affiliate_payouts"."paid_at" is not null));--> statement-breakpoint
ALTER TABLE "affiliate_payouts" ADD CONSTRAINT "affiliate_payouts_approved" CHECK ("affiliate_payouts"."status" = 'draft' or "affiliate_payouts"."approved_at" is not null);