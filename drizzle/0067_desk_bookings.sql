CREATE TYPE "public"."desk_cash_holder" AS ENUM('supplier', 'platform');--> statement-breakpoint
CREATE TYPE "public"."desk_payment_method" AS ENUM('card', 'bank_transfer', 'cash');--> statement-breakpoint
ALTER TYPE "public"."booking_channel" ADD VALUE 'desk';--> statement-breakpoint
CREATE TABLE "desk_bookings" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"taken_by_user_id" text,
	"taken_by_email" text NOT NULL,
	"payment_method" "desk_payment_method" NOT NULL,
	"cash_held_by" "desk_cash_holder",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "desk_bookings_cash_holder" CHECK (("desk_bookings"."payment_method" = 'cash') = ("desk_bookings"."cash_held_by" is not null))
);
--> statement-breakpoint
ALTER TABLE "desk_bookings" ADD CONSTRAINT "desk_bookings_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desk_bookings" ADD CONSTRAINT "desk_bookings_taken_by_user_id_auth_users_id_fk" FOREIGN KEY ("taken_by_user_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;