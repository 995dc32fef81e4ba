ALTER TABLE "user_profiles" ADD COLUMN "nationality" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "tax_basis" jsonb;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_nationality_format" CHECK ("user_profiles"."nationality" ~ '^[A-Z]{2}$');