CREATE TABLE "property_month_figures" (
	"property_id" uuid NOT NULL,
	"month" date NOT NULL,
	"booked_nights" integer DEFAULT 0 NOT NULL,
	"room_revenue" numeric DEFAULT '0' NOT NULL,
	"bookings" integer DEFAULT 0 NOT NULL,
	"stay_nights" integer DEFAULT 0 NOT NULL,
	"lead_days" integer DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	"decided" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "property_month_figures_property_id_month_pk" PRIMARY KEY("property_id","month")
);
--> statement-breakpoint
ALTER TABLE "property_month_figures" ADD CONSTRAINT "property_month_figures_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_month_figures_month_idx" ON "property_month_figures" USING btree ("month");