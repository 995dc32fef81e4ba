CREATE TABLE "addon_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_cover" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "addon_photos_size_positive" CHECK ("addon_photos"."width" > 0 and "addon_photos"."height" > 0),
	CONSTRAINT "addon_photos_sort_order" CHECK ("addon_photos"."sort_order" >= 0)
);
--> statement-breakpoint
ALTER TABLE "addon_photos" ADD CONSTRAINT "addon_photos_product_id_addon_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."addon_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addon_photos_product_idx" ON "addon_photos" USING btree ("product_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "addon_photos_one_cover" ON "addon_photos" USING btree ("product_id") WHERE "addon_photos"."is_cover";