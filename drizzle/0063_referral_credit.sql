CREATE TYPE "public"."referral_credit_use_state" AS ENUM('held', 'spent', 'released', 'returned');--> statement-breakpoint
ALTER TYPE "public"."journal_entry_kind" ADD VALUE 'referral_credit_spend';--> statement-breakpoint
ALTER TYPE "public"."journal_entry_kind" ADD VALUE 'referral_credit_return';--> statement-breakpoint
ALTER TYPE "public"."journal_entry_kind" ADD VALUE 'referral_credit_expiry';--> statement-breakpoint
CREATE TABLE "referral_credit_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"referral_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"remaining_minor" bigint NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"expired_at" timestamp with time zone,
	"expired_minor" bigint,
	"expiry_entry_id" uuid,
	CONSTRAINT "referral_credit_grants_referral_id_unique" UNIQUE("referral_id"),
	CONSTRAINT "referral_credit_grants_amount_positive" CHECK ("referral_credit_grants"."amount_minor" > 0),
	CONSTRAINT "referral_credit_grants_remaining_range" CHECK ("referral_credit_grants"."remaining_minor" >= 0 and "referral_credit_grants"."remaining_minor" <= "referral_credit_grants"."amount_minor"),
	CONSTRAINT "referral_credit_grants_currency_iso" CHECK ("referral_credit_grants"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "referral_credit_grants_expires_after_grant" CHECK ("referral_credit_grants"."expires_at" > "referral_credit_grants"."granted_at"),
	CONSTRAINT "referral_credit_grants_expired_whole" CHECK (("referral_credit_grants"."expired_at" is null and "referral_credit_grants"."expired_minor" is null) or ("referral_credit_grants"."expired_at" is not null and "referral_credit_grants"."expired_minor" >= 0 and "referral_credit_grants"."remaining_minor" = 0))
);
--> statement-breakpoint
CREATE TABLE "referral_credit_uses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"grant_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"booking_currency" text NOT NULL,
	"booking_amount_minor" bigint NOT NULL,
	"rate" text NOT NULL,
	"state" "referral_credit_use_state" DEFAULT 'held' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"spend_entry_id" uuid,
	"returned_minor" bigint DEFAULT 0 NOT NULL,
	"forfeited_minor" bigint DEFAULT 0 NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "referral_credit_uses_once" UNIQUE("grant_id","booking_id"),
	CONSTRAINT "referral_credit_uses_amounts_positive" CHECK ("referral_credit_uses"."amount_minor" > 0 and "referral_credit_uses"."booking_amount_minor" > 0),
	CONSTRAINT "referral_credit_uses_returned_range" CHECK ("referral_credit_uses"."returned_minor" >= 0 and "referral_credit_uses"."forfeited_minor" >= 0 and "referral_credit_uses"."returned_minor" + "referral_credit_uses"."forfeited_minor" <= "referral_credit_uses"."amount_minor"),
	CONSTRAINT "referral_credit_uses_spent_entry" CHECK ("referral_credit_uses"."state" in ('held', 'released') or "referral_credit_uses"."spend_entry_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "referral_credit_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "referral_credit_grants" ADD CONSTRAINT "referral_credit_grants_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_credit_grants" ADD CONSTRAINT "referral_credit_grants_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_credit_grants" ADD CONSTRAINT "referral_credit_grants_expiry_entry_id_journal_entries_id_fk" FOREIGN KEY ("expiry_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_credit_uses" ADD CONSTRAINT "referral_credit_uses_grant_id_referral_credit_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."referral_credit_grants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_credit_uses" ADD CONSTRAINT "referral_credit_uses_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_credit_uses" ADD CONSTRAINT "referral_credit_uses_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_credit_uses" ADD CONSTRAINT "referral_credit_uses_spend_entry_id_journal_entries_id_fk" FOREIGN KEY ("spend_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referral_credit_grants_user_idx" ON "referral_credit_grants" USING btree ("user_id","expires_at");--> statement-breakpoint
CREATE INDEX "referral_credit_grants_expiry_idx" ON "referral_credit_grants" USING btree ("expires_at") WHERE "referral_credit_grants"."expired_at" is null;--> statement-breakpoint
CREATE INDEX "referral_credit_uses_booking_idx" ON "referral_credit_uses" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "referral_credit_uses_user_idx" ON "referral_credit_uses" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_referral_credit_range" CHECK ("bookings"."referral_credit_minor" = 0 or ("bookings"."referral_credit_minor" > 0 and "bookings"."referral_credit_minor" < "bookings"."total_minor"));--> statement-breakpoint
-- Rewards credited before credit could be spent become grants, spendable for the default 365 days from their reward.
INSERT INTO "referral_credit_grants" ("user_id", "referral_id", "currency", "amount_minor", "remaining_minor", "granted_at", "expires_at")
SELECT "referrer_user_id", "id", "reward_currency", "reward_minor", "reward_minor", "rewarded_at", "rewarded_at" + interval '365 days'
FROM "referrals" WHERE "rewarded_at" IS NOT NULL;
