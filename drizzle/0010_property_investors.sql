CREATE TABLE "property_investors" (
	"property_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"share_basis_points" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_investors_property_id_user_id_pk" PRIMARY KEY("property_id","user_id"),
	CONSTRAINT "property_investors_share" CHECK ("property_investors"."share_basis_points" between 1 and 10000)
);
--> statement-breakpoint
ALTER TABLE "property_investors" ADD CONSTRAINT "property_investors_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_investors" ADD CONSTRAINT "property_investors_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_investors_user_idx" ON "property_investors" USING btree ("user_id");