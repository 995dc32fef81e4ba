-- Edited by hand: the column is filled from units before it is made NOT NULL (existing rows).
ALTER TABLE "unit_taken_nights" ADD COLUMN "property_id" uuid;--> statement-breakpoint
UPDATE "unit_taken_nights" t SET "property_id" = u."property_id" FROM "units" u WHERE u."id" = t."unit_id";--> statement-breakpoint
ALTER TABLE "unit_taken_nights" ALTER COLUMN "property_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "unit_taken_nights" ADD CONSTRAINT "unit_taken_nights_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "unit_taken_nights_property_idx" ON "unit_taken_nights" USING btree ("property_id");
