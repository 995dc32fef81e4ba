CREATE TABLE "unit_taken_nights" (
	"unit_id" uuid PRIMARY KEY NOT NULL,
	"nights" datemultirange NOT NULL
);
--> statement-breakpoint
ALTER TABLE "unit_taken_nights" ADD CONSTRAINT "unit_taken_nights_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;