CREATE TYPE "public"."content_action" AS ENUM('draft_saved', 'published', 'unpublished', 'deleted');--> statement-breakpoint
CREATE TYPE "public"."content_kind" AS ENUM('news_post', 'faq_entry', 'text_block');--> statement-breakpoint
ALTER TYPE "public"."journal_entry_kind" ADD VALUE 'referral_reward';--> statement-breakpoint
CREATE TABLE "content_blocks" (
	"key" text PRIMARY KEY NOT NULL,
	"draft_text" text,
	"published_text" text,
	"published_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_blocks_key_format" CHECK ("content_blocks"."key" ~ '^[a-z0-9-]+(\.[a-z0-9-]+)+$')
);
--> statement-breakpoint
CREATE TABLE "content_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "content_kind" NOT NULL,
	"subject" text NOT NULL,
	"action" "content_action" NOT NULL,
	"snapshot" jsonb NOT NULL,
	"actor_email" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_clicks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"affiliate_id" uuid NOT NULL,
	"landing_path" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_conversions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"affiliate_id" uuid NOT NULL,
	"click_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"room_revenue_minor" bigint NOT NULL,
	"commission_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"month" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliate_conversions_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "affiliate_conversions_amounts" CHECK ("affiliate_conversions"."room_revenue_minor" >= 0 and "affiliate_conversions"."commission_minor" >= 0 and "affiliate_conversions"."commission_minor" <= "affiliate_conversions"."room_revenue_minor"),
	CONSTRAINT "affiliate_conversions_month_start" CHECK (extract(day from "affiliate_conversions"."month") = 1)
);
--> statement-breakpoint
CREATE TABLE "affiliate_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"affiliate_id" uuid NOT NULL,
	"month" date NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"reference" text NOT NULL,
	"paid_by" text NOT NULL,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliate_payouts_once" UNIQUE("affiliate_id","month","currency"),
	CONSTRAINT "affiliate_payouts_positive" CHECK ("affiliate_payouts"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "affiliates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"contact_email" text NOT NULL,
	"commission_basis_points" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliates_code_unique" UNIQUE("code"),
	CONSTRAINT "affiliates_code_format" CHECK ("affiliates"."code" ~ '^[a-z0-9][a-z0-9-]{2,31}$'),
	CONSTRAINT "affiliates_commission_range" CHECK ("affiliates"."commission_basis_points" between 0 and 5000)
);
--> statement-breakpoint
CREATE TABLE "referral_codes" (
	"user_id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "referral_codes_code_format" CHECK ("referral_codes"."code" ~ '^[A-Z0-9]{8}$')
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"referrer_user_id" text NOT NULL,
	"referred_user_id" text NOT NULL,
	"code" text NOT NULL,
	"signed_up_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_stay_booking_id" uuid,
	"first_stay_completed_at" timestamp with time zone,
	"reward_minor" bigint,
	"reward_currency" text,
	"reward_entry_id" uuid,
	"rewarded_at" timestamp with time zone,
	CONSTRAINT "referrals_referred_user_id_unique" UNIQUE("referred_user_id"),
	CONSTRAINT "referrals_reward_entry_id_unique" UNIQUE("reward_entry_id"),
	CONSTRAINT "referrals_not_self" CHECK ("referrals"."referrer_user_id" <> "referrals"."referred_user_id"),
	CONSTRAINT "referrals_reward_whole" CHECK (("referrals"."rewarded_at" is null and "referrals"."reward_entry_id" is null and "referrals"."reward_minor" is null) or ("referrals"."rewarded_at" is not null and "referrals"."reward_entry_id" is not null and "referrals"."reward_minor" > 0 and "referrals"."reward_currency" is not null and "referrals"."first_stay_booking_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "faq_entries" ADD COLUMN "draft" jsonb;--> statement-breakpoint
ALTER TABLE "news_posts" ADD COLUMN "draft" jsonb;--> statement-breakpoint
ALTER TABLE "affiliate_clicks" ADD CONSTRAINT "affiliate_clicks_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_conversions" ADD CONSTRAINT "affiliate_conversions_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_conversions" ADD CONSTRAINT "affiliate_conversions_click_id_affiliate_clicks_id_fk" FOREIGN KEY ("click_id") REFERENCES "public"."affiliate_clicks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_conversions" ADD CONSTRAINT "affiliate_conversions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_payouts" ADD CONSTRAINT "affiliate_payouts_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_user_id_auth_users_id_fk" FOREIGN KEY ("referrer_user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referred_user_id_auth_users_id_fk" FOREIGN KEY ("referred_user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_first_stay_booking_id_bookings_id_fk" FOREIGN KEY ("first_stay_booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_reward_entry_id_journal_entries_id_fk" FOREIGN KEY ("reward_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_revisions_subject_idx" ON "content_revisions" USING btree ("kind","subject","at");--> statement-breakpoint
CREATE INDEX "affiliate_clicks_affiliate_idx" ON "affiliate_clicks" USING btree ("affiliate_id","at");--> statement-breakpoint
CREATE INDEX "affiliate_conversions_month_idx" ON "affiliate_conversions" USING btree ("affiliate_id","month");--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("referrer_user_id","signed_up_at");--> statement-breakpoint
ALTER TABLE "faq_entries" ADD CONSTRAINT "faq_entries_draft_only_when_published" CHECK ("faq_entries"."draft" is null or "faq_entries"."status" = 'published');--> statement-breakpoint
ALTER TABLE "news_posts" ADD CONSTRAINT "news_posts_draft_only_when_published" CHECK ("news_posts"."draft" is null or "news_posts"."status" = 'published');