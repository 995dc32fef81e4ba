CREATE TABLE "opex_month_totals" (
	"organisation_id" uuid NOT NULL,
	"month" date NOT NULL,
	"currency" text NOT NULL,
	"category" "opex_category" NOT NULL,
	"expenses" integer DEFAULT 0 NOT NULL,
	"live_expenses" integer DEFAULT 0 NOT NULL,
	"live_amount_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "opex_month_totals_organisation_id_month_currency_category_pk" PRIMARY KEY("organisation_id","month","currency","category")
);
--> statement-breakpoint
CREATE INDEX "opex_month_totals_month_idx" ON "opex_month_totals" USING btree ("month");--> statement-breakpoint
-- Backfill: every expense recorded so far, as rebuild_opex_month_totals() (accounts/sql/opex-month-totals.sql)
-- sums them; the expenses' triggers keep the table from here on.
INSERT INTO "opex_month_totals" ("organisation_id", "month", "currency", "category", "expenses", "live_expenses", "live_amount_minor")
SELECT x.organisation_id, date_trunc('month', x.incurred_on)::date, x.currency, x.category, count(*),
  count(*) FILTER (WHERE x.voided_at IS NULL), coalesce(sum(x.amount_minor) FILTER (WHERE x.voided_at IS NULL), 0)
FROM opex_expenses x
GROUP BY 1, 2, 3, 4;
