CREATE TABLE "booking_earnings" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"property_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"check_out" date NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"gross_minor" bigint DEFAULT 0 NOT NULL,
	"refunds_minor" bigint DEFAULT 0 NOT NULL,
	"commission_minor" bigint DEFAULT 0 NOT NULL,
	"net_minor" bigint DEFAULT 0 NOT NULL,
	"unsettled_entries" integer DEFAULT 0 NOT NULL,
	"draft_entries" integer DEFAULT 0 NOT NULL,
	"approved_entries" integer DEFAULT 0 NOT NULL,
	"paid_entries" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entry_month_figures" (
	"property_id" uuid NOT NULL,
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
	CONSTRAINT "entry_month_figures_property_id_month_kind_currency_category_pk" PRIMARY KEY("property_id","month","kind","currency","category")
);
--> statement-breakpoint
CREATE INDEX "booking_earnings_check_out_idx" ON "booking_earnings" USING btree ("check_out","booking_id");--> statement-breakpoint
CREATE INDEX "booking_earnings_property_idx" ON "booking_earnings" USING btree ("property_id","check_out");--> statement-breakpoint
CREATE INDEX "entry_month_figures_month_idx" ON "entry_month_figures" USING btree ("month");