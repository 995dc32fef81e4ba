ALTER TABLE "payments" DROP CONSTRAINT "payments_pays_one_thing";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_booking_id_bookings_id_fk";
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_addon_order_id_addon_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_invest_subscription_id_invest_subscriptions_id_fk";
--> statement-breakpoint
DROP INDEX "payments_booking_idx";--> statement-breakpoint
DROP INDEX "payments_addon_order_idx";--> statement-breakpoint
DROP INDEX "payments_invest_subscription_idx";--> statement-breakpoint
DROP INDEX "payments_one_live_per_booking";--> statement-breakpoint
DROP INDEX "payments_one_live_per_addon_order";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "payable_kind" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "payable_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "payments_payable_idx" ON "payments" USING btree ("payable_kind","payable_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_per_invest_purchase" ON "payments" USING btree ("payable_id") WHERE "payments"."payable_kind" = 'invest_purchase';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_live_per_payable" ON "payments" USING btree ("payable_kind","payable_id") WHERE "payments"."status" in ('pending', 'requires_action', 'authorised', 'captured');--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "booking_id";--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "addon_order_id";--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "invest_subscription_id";