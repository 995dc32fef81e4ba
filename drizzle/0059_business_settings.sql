CREATE TABLE "business_settings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"document" jsonb NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_settings_reason" CHECK (length(trim("business_settings"."reason")) >= 3),
	CONSTRAINT "business_settings_document_object" CHECK (jsonb_typeof("business_settings"."document") = 'object')
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "business_settings_id" bigint;--> statement-breakpoint
CREATE INDEX "business_settings_effective_idx" ON "business_settings" USING btree ("effective_from" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_business_settings_id_business_settings_id_fk" FOREIGN KEY ("business_settings_id") REFERENCES "public"."business_settings"("id") ON DELETE no action ON UPDATE no action;