import { index, integer, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("news_posts_published_idx").on(t.status, t.publishedAt)],
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
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("faq_entries_category_idx").on(t.status, t.category, t.sortOrder)],
);

export const enquiryTopic = pgEnum("enquiry_topic", ["stay", "corporate", "list_property", "invest", "partnership", "other"]);

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
    status: text("status", { enum: ["new", "answered", "closed"] }).notNull().default("new"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("enquiries_status_idx").on(t.status, t.createdAt)],
);
