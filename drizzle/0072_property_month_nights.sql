CREATE TABLE "property_month_nights" (
	"property_id" uuid NOT NULL,
	"month" date NOT NULL,
	"booked_through_night" integer[] NOT NULL,
	"room_revenue_through_night" numeric[] NOT NULL,
	CONSTRAINT "property_month_nights_property_id_month_pk" PRIMARY KEY("property_id","month"),
	CONSTRAINT "property_month_nights_days" CHECK (cardinality("property_month_nights"."booked_through_night") = 31 and cardinality("property_month_nights"."room_revenue_through_night") = 31)
);
--> statement-breakpoint
DROP INDEX "opex_expenses_incurred_idx";--> statement-breakpoint
ALTER TABLE "property_month_nights" ADD CONSTRAINT "property_month_nights_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_month_nights_month_idx" ON "property_month_nights" USING btree ("month");--> statement-breakpoint
CREATE INDEX "opex_expenses_newest_idx" ON "opex_expenses" USING btree ("incurred_on" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
-- Backfill: every sold stay's nights and room revenue, as running sums through each night of the month, as
-- rebuild_property_month_nights() (accounts/sql/property-month-figures.sql) computes them; the bookings trigger keeps
-- the table from here on.
WITH night AS (
  SELECT b.property_id, date_trunc('month', b.check_in + i)::date AS month, extract(day FROM b.check_in + i)::int AS d,
    count(*)::int AS booked, sum(s.stay / (b.check_out - b.check_in)) AS revenue
  FROM bookings b
  CROSS JOIN LATERAL (SELECT coalesce(sum((x->>'amountMinor')::bigint), 0)::numeric AS stay
    FROM jsonb_array_elements(b.price_lines) x WHERE x->>'kind' = 'stay') s
  CROSS JOIN LATERAL generate_series(0, b.check_out - b.check_in - 1) i
  WHERE b.status::text IN ('confirmed', 'checked_in', 'completed', 'no_show') AND b.stay_mode::text <> 'hourly' AND b.check_out > b.check_in
  GROUP BY 1, 2, 3
),
running AS (
  SELECT k.property_id, k.month, d.d,
    sum(coalesce(night.booked, 0)) OVER w AS booked, sum(coalesce(night.revenue, 0)) OVER w AS revenue
  FROM (SELECT DISTINCT property_id, month FROM night) k
  CROSS JOIN generate_series(1, 31) d(d)
  LEFT JOIN night ON night.property_id = k.property_id AND night.month = k.month AND night.d = d.d
  WINDOW w AS (PARTITION BY k.property_id, k.month ORDER BY d.d)
)
INSERT INTO property_month_nights (property_id, month, booked_through_night, room_revenue_through_night)
SELECT property_id, month, array_agg(booked::int ORDER BY d), array_agg(revenue ORDER BY d)
FROM running GROUP BY property_id, month;
