ALTER TYPE "public"."content_action" ADD VALUE 'translation_saved';--> statement-breakpoint
ALTER TYPE "public"."content_action" ADD VALUE 'translation_removed';--> statement-breakpoint
CREATE TABLE "property_translations" (
	"property_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_translations_property_id_locale_pk" PRIMARY KEY("property_id","locale"),
	CONSTRAINT "property_translations_locale" CHECK ("property_translations"."locale" in ('ms', 'id', 'th', 'zh'))
);
--> statement-breakpoint
CREATE TABLE "content_block_translations" (
	"key" text NOT NULL,
	"locale" text NOT NULL,
	"text" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_block_translations_key_locale_pk" PRIMARY KEY("key","locale"),
	CONSTRAINT "content_block_translations_locale" CHECK ("content_block_translations"."locale" in ('ms', 'id', 'th', 'zh')),
	CONSTRAINT "content_block_translations_key_format" CHECK ("content_block_translations"."key" ~ '^[a-z0-9-]+(\.[a-z0-9-]+)+$')
);
--> statement-breakpoint
CREATE TABLE "faq_entry_translations" (
	"entry_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "faq_entry_translations_entry_id_locale_pk" PRIMARY KEY("entry_id","locale"),
	CONSTRAINT "faq_entry_translations_locale" CHECK ("faq_entry_translations"."locale" in ('ms', 'id', 'th', 'zh'))
);
--> statement-breakpoint
CREATE TABLE "news_post_translations" (
	"post_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_post_translations_post_id_locale_pk" PRIMARY KEY("post_id","locale"),
	CONSTRAINT "news_post_translations_locale" CHECK ("news_post_translations"."locale" in ('ms', 'id', 'th', 'zh'))
);
--> statement-breakpoint
ALTER TABLE "property_translations" ADD CONSTRAINT "property_translations_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_entry_translations" ADD CONSTRAINT "faq_entry_translations_entry_id_faq_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."faq_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_post_translations" ADD CONSTRAINT "news_post_translations_post_id_news_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."news_posts"("id") ON DELETE cascade ON UPDATE no action;