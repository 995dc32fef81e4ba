ALTER TABLE "payments" DROP CONSTRAINT "payments_pays_one_thing";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "invest_subscription_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invest_subscription_id_invest_subscriptions_id_fk" FOREIGN KEY ("invest_subscription_id") REFERENCES "public"."invest_subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_invest_subscription_idx" ON "payments" USING btree ("invest_subscription_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_pays_one_thing" CHECK (num_nonnulls("payments"."booking_id", "payments"."addon_order_id", "payments"."invest_subscription_id") = 1);