CREATE TYPE "public"."payable_kind" AS ENUM('booking', 'addon_order', 'invest_purchase');--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "payable_kind" "payable_kind";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "payable_id" uuid;--> statement-breakpoint
-- Every payment names what it pays for by kind and id (the payments domain points at no other domain's table);
-- the three typed columns it replaces are copied over here and dropped by the next migration.
UPDATE "payments" SET
  "payable_kind" = CASE
    WHEN "booking_id" IS NOT NULL THEN 'booking'::"payable_kind"
    WHEN "addon_order_id" IS NOT NULL THEN 'addon_order'::"payable_kind"
    ELSE 'invest_purchase'::"payable_kind" END,
  "payable_id" = coalesce("booking_id", "addon_order_id", "invest_subscription_id");
