CREATE TABLE "exchange_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"base" text NOT NULL,
	"quote" text NOT NULL,
	"rate" numeric(24, 10) NOT NULL,
	"as_of" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_rates_pair_as_of_idx" ON "exchange_rates" USING btree ("base","quote","as_of");--> statement-breakpoint
CREATE INDEX "exchange_rates_quote_idx" ON "exchange_rates" USING btree ("quote","as_of");--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_rate_positive" CHECK ("rate" > 0);--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_codes" CHECK ("base" ~ '^[A-Z]{3}$' AND "quote" ~ '^[A-Z]{3}$');