CREATE TABLE "host_earnings_months" (
	"property_id" uuid NOT NULL,
	"month" date NOT NULL,
	"currency" text NOT NULL,
	"payout_status" text NOT NULL,
	"bookings" integer DEFAULT 0 NOT NULL,
	"gross_minor" bigint DEFAULT 0 NOT NULL,
	"refunds_minor" bigint DEFAULT 0 NOT NULL,
	"commission_minor" bigint DEFAULT 0 NOT NULL,
	"net_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "host_earnings_months_property_id_month_currency_payout_status_pk" PRIMARY KEY("property_id","month","currency","payout_status"),
	CONSTRAINT "host_earnings_months_payout_status" CHECK ("host_earnings_months"."payout_status" in ('unsettled', 'draft', 'approved', 'paid'))
);
--> statement-breakpoint
CREATE TABLE "organisation_month_figures" (
	"organisation_id" uuid NOT NULL,
	"managed" boolean NOT NULL,
	"month" date NOT NULL,
	"kind" "journal_entry_kind" NOT NULL,
	"currency" text NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL,
	"gross_minor" bigint DEFAULT 0 NOT NULL,
	"cash_minor" bigint DEFAULT 0 NOT NULL,
	"supplier_minor" bigint DEFAULT 0 NOT NULL,
	"platform_minor" bigint DEFAULT 0 NOT NULL,
	"commission_minor" bigint DEFAULT 0 NOT NULL,
	"management_fee_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "organisation_month_figures_organisation_id_managed_month_kind_currency_category_pk" PRIMARY KEY("organisation_id","managed","month","kind","currency","category")
);
--> statement-breakpoint
CREATE INDEX "host_earnings_months_month_idx" ON "host_earnings_months" USING btree ("month");--> statement-breakpoint
CREATE INDEX "organisation_month_figures_month_idx" ON "organisation_month_figures" USING btree ("month");