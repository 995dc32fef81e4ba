import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { TRANSLATION_LOCALES } from "@/lib/translations";

/** What an editor changes of a post; a published post keeps its live fields while these wait as a draft. */
export interface NewsPostFields {
  slug: string;
  title: string;
  summary: string;
  body: string;
}

export interface FaqEntryFields {
  category: string;
  question: string;
  answer: string;
  sortOrder: number;
}

export const contentStatus = pgEnum("content_status", ["draft", "published"]);

/** Newsroom posts (/newsroom, one page per post at /newsroom/[slug]). */
export const newsPosts = pgTable(
  "news_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    /** Paragraphs separated by blank lines. */
    body: text("body").notNull(),
    status: contentStatus("status").notNull().default("draft"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /**
     * A published post's pending edit: the public keeps reading the columns above until it is published.
     * Null when there is none, and always null for a post that is not published (its columns are the draft).
     */
    draft: jsonb("draft").$type<NewsPostFields>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("news_posts_published_idx").on(t.status, t.publishedAt),
    check("news_posts_draft_only_when_published", sql`${t.draft} is null or ${t.status} = 'published'`),
  ],
);

/** FAQ entries (/faq, searchable; Ask Stacy answers from them). */
export const faqEntries = pgTable(
  "faq_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    category: text("category").notNull(),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    status: contentStatus("status").notNull().default("published"),
    /** A published entry's pending edit (as for posts); /faq and Ask Stacy read the columns above. */
    draft: jsonb("draft").$type<FaqEntryFields>(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("faq_entries_category_idx").on(t.status, t.category, t.sortOrder),
    check("faq_entries_draft_only_when_published", sql`${t.draft} is null or ${t.status} = 'published'`),
  ],
);

export const enquiryTopic = pgEnum("enquiry_topic", [
  "stay",
  "corporate",
  "list_property",
  "invest",
  "partnership",
  "other",
]);

/** Messages sent from /contact and the corporate stays form, for operations staff to answer. */
export const enquiries = pgTable(
  "enquiries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    topic: enquiryTopic("topic").notNull(),
    message: text("message").notNull(),
    /** Where it was sent from: "contact", "corporatestays", "askstacy", with the site country. */
    source: text("source").notNull(),
    country: text("country").notNull(),
    status: text("status", { enum: ["new", "answered", "closed"] })
      .notNull()
      .default("new"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("enquiries_status_idx").on(t.status, t.createdAt)],
);

/**
 * The editable texts of the marketing pages (`content/blocks.ts` names each key and holds its default, the
 * text the page had before it was editable). A row exists once someone edits a block: the public pages read
 * `published_text`, or the default while there is none; `draft_text` is the edit waiting to be published.
 */
export const contentBlocks = pgTable(
  "content_blocks",
  {
    key: text("key").primaryKey(),
    draftText: text("draft_text"),
    publishedText: text("published_text"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("content_blocks_key_format", sql`${t.key} ~ '^[a-z0-9-]+(\\.[a-z0-9-]+)+$'`)],
);

export const contentKind = pgEnum("content_kind", ["news_post", "faq_entry", "text_block"]);
export const contentAction = pgEnum("content_action", [
  "draft_saved",
  "published",
  "unpublished",
  "deleted",
  "translation_saved",
  "translation_removed",
]);

/** Who changed what in content management, and the fields as they were saved (the history panel). */
export const contentRevisions = pgTable(
  "content_revisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: contentKind("kind").notNull(),
    /** The post or FAQ entry's id, or the text block's key. */
    subject: text("subject").notNull(),
    action: contentAction("action").notNull(),
    snapshot: jsonb("snapshot").$type<Record<string, unknown>>().notNull(),
    actorEmail: text("actor_email").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("content_revisions_subject_idx").on(t.kind, t.subject, t.at)],
);

/**
 * The languages a translation row may be in, checked by the database: English is the original and stays in the
 * item's own columns (docs/I18N.md, "Content in other languages").
 */
const translationLocaleCheck = (name: string, column: AnyPgColumn) =>
  check(name, sql`${column} in (${sql.raw(TRANSLATION_LOCALES.map((locale) => `'${locale}'`).join(", "))})`);

/**
 * A post's translations, one per language. A translation is read only while its post is published, and goes
 * live as it is saved: the English original's draft and publish are the review, a translation follows it.
 */
export const newsPostTranslations = pgTable(
  "news_post_translations",
  {
    postId: uuid("post_id")
      .notNull()
      .references(() => newsPosts.id, { onDelete: "cascade" }),
    locale: text("locale").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    body: text("body").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.locale] }),
    translationLocaleCheck("news_post_translations_locale", t.locale),
  ],
);

/** An FAQ entry's translations (question and answer; the category and order stay the original's). */
export const faqEntryTranslations = pgTable(
  "faq_entry_translations",
  {
    entryId: uuid("entry_id")
      .notNull()
      .references(() => faqEntries.id, { onDelete: "cascade" }),
    locale: text("locale").notNull(),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.entryId, t.locale] }),
    translationLocaleCheck("faq_entry_translations_locale", t.locale),
  ],
);

/**
 * A marketing text's translations, by the block's key (`blocks.ts`; a `content_blocks` row need not exist: an
 * unedited block's original is its default). The page reads the translation in place of English's text.
 */
export const contentBlockTranslations = pgTable(
  "content_block_translations",
  {
    key: text("key").notNull(),
    locale: text("locale").notNull(),
    text: text("text").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.locale] }),
    translationLocaleCheck("content_block_translations_locale", t.locale),
    check("content_block_translations_key_format", sql`${t.key} ~ '^[a-z0-9-]+(\\.[a-z0-9-]+)+$'`),
  ],
);
