CREATE TYPE "public"."pricing_rule_kind" AS ENUM('season', 'weekday', 'length_of_stay', 'early_booking', 'last_minute');--> statement-breakpoint
CREATE TABLE "pricing_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"unit_id" uuid,
	"kind" "pricing_rule_kind" NOT NULL,
	"name" text NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"weekdays" integer[],
	"nightly_price_minor" bigint,
	"min_nights" integer,
	"percent_off" integer,
	"from_nights" integer,
	"days_before_arrival" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pricing_rules_name_length" CHECK (char_length("pricing_rules"."name") between 1 and 80),
	CONSTRAINT "pricing_rules_price_positive" CHECK ("pricing_rules"."nightly_price_minor" is null or "pricing_rules"."nightly_price_minor" > 0),
	CONSTRAINT "pricing_rules_percent_range" CHECK ("pricing_rules"."percent_off" is null or "pricing_rules"."percent_off" between 1 and 90),
	CONSTRAINT "pricing_rules_min_nights_range" CHECK ("pricing_rules"."min_nights" is null or "pricing_rules"."min_nights" between 1 and 365),
	CONSTRAINT "pricing_rules_from_nights_range" CHECK ("pricing_rules"."from_nights" is null or "pricing_rules"."from_nights" between 2 and 365),
	CONSTRAINT "pricing_rules_days_before_range" CHECK ("pricing_rules"."days_before_arrival" is null or "pricing_rules"."days_before_arrival" between 0 and 730),
	CONSTRAINT "pricing_rules_weekdays_valid" CHECK ("pricing_rules"."weekdays" is null or (cardinality("pricing_rules"."weekdays") between 1 and 7 and "pricing_rules"."weekdays" <@ array[0,1,2,3,4,5,6])),
	CONSTRAINT "pricing_rules_kind_shape" CHECK (case "pricing_rules"."kind"
        when 'season' then "pricing_rules"."starts_on" is not null and "pricing_rules"."ends_on" is not null and "pricing_rules"."starts_on" < "pricing_rules"."ends_on"
          and "pricing_rules"."nightly_price_minor" is not null and "pricing_rules"."weekdays" is null and "pricing_rules"."percent_off" is null
          and "pricing_rules"."from_nights" is null and "pricing_rules"."days_before_arrival" is null
        when 'weekday' then "pricing_rules"."weekdays" is not null and "pricing_rules"."nightly_price_minor" is not null
          and "pricing_rules"."starts_on" is null and "pricing_rules"."ends_on" is null and "pricing_rules"."min_nights" is null and "pricing_rules"."percent_off" is null
          and "pricing_rules"."from_nights" is null and "pricing_rules"."days_before_arrival" is null
        when 'length_of_stay' then "pricing_rules"."from_nights" is not null and "pricing_rules"."percent_off" is not null
          and "pricing_rules"."starts_on" is null and "pricing_rules"."ends_on" is null and "pricing_rules"."weekdays" is null and "pricing_rules"."nightly_price_minor" is null
          and "pricing_rules"."min_nights" is null and "pricing_rules"."days_before_arrival" is null
        else "pricing_rules"."days_before_arrival" is not null and "pricing_rules"."percent_off" is not null
          and "pricing_rules"."starts_on" is null and "pricing_rules"."ends_on" is null and "pricing_rules"."weekdays" is null and "pricing_rules"."nightly_price_minor" is null
          and "pricing_rules"."min_nights" is null and "pricing_rules"."from_nights" is null
        end)
);
--> statement-breakpoint
ALTER TABLE "pricing_rules" ADD CONSTRAINT "pricing_rules_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_rules" ADD CONSTRAINT "pricing_rules_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pricing_rules_property_idx" ON "pricing_rules" USING btree ("property_id");