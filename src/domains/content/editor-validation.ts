import { z } from "zod";
import { translationLocaleSchema } from "@/lib/translations";

/** A newsroom address: lower-case words joined by single hyphens (/newsroom/{slug}). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const text = (what: string, min: number, max: number) =>
  z
    .string({ error: `Write the ${what}.` })
    .trim()
    .min(min, { error: min <= 1 ? `Write the ${what}.` : `The ${what} must be at least ${min} characters.` })
    .max(max, { error: `The ${what} must be at most ${max.toLocaleString("en-GB")} characters.` });

export const newsPostSchema = z.strictObject({
  /** Absent for a new post. */
  id: z.uuid({ error: "Unknown post." }).optional(),
  slug: z
    .string({ error: "Write the post's address." })
    .trim()
    .min(3, { error: "The address must be at least 3 characters." })
    .max(80, { error: "The address must be at most 80 characters." })
    .regex(SLUG_PATTERN, {
      error: "Use lower-case letters, digits and single hyphens only, e.g. new-homes-in-penang.",
    }),
  title: text("title", 3, 120),
  summary: text("summary", 10, 300),
  body: text("text of the post", 20, 20_000),
});

export const faqEntrySchema = z.strictObject({
  id: z.uuid({ error: "Unknown FAQ entry." }).optional(),
  category: text("category", 2, 60),
  question: text("question", 5, 200),
  answer: text("answer", 10, 4_000),
  sortOrder: z.coerce
    .number({ error: "The order is a whole number." })
    .int({ error: "The order is a whole number." })
    .min(0, { error: "The order is 0 or more." })
    .max(9_999, { error: "The order is at most 9,999." })
    .default(0),
});

export const textBlockSchema = z.strictObject({
  key: z.string({ error: "Unknown text block." }).max(80),
  text: z
    .string({ error: "Write the text." })
    .trim()
    .min(1, { error: "Write the text." })
    .max(2_000, { error: "The text must be at most 2,000 characters." }),
});

export const contentTargetSchema = z.discriminatedUnion(
  "kind",
  [
    z.strictObject({ kind: z.literal("news_post"), id: z.uuid({ error: "Unknown post." }) }),
    z.strictObject({ kind: z.literal("faq_entry"), id: z.uuid({ error: "Unknown FAQ entry." }) }),
    z.strictObject({ kind: z.literal("text_block"), id: z.string().max(80) }),
  ],
  { error: "Say what to change: a news post, an FAQ entry or a text block." },
);

export type NewsPostInput = z.input<typeof newsPostSchema>;
export type FaqEntryInput = z.input<typeof faqEntrySchema>;
export type ContentTarget = z.output<typeof contentTargetSchema>;

/*
 * Translations (docs/I18N.md, "Content in other languages"): the translated fields with English's rules, the
 * item they translate and the language. The slug, category and order are the original's in every language.
 */
const translationOf = {
  locale: translationLocaleSchema,
};

export const contentTranslationSchema = z.discriminatedUnion(
  "kind",
  [
    z.strictObject({
      kind: z.literal("news_post"),
      id: z.uuid({ error: "Unknown post." }),
      ...translationOf,
      title: newsPostSchema.shape.title,
      summary: newsPostSchema.shape.summary,
      body: newsPostSchema.shape.body,
    }),
    z.strictObject({
      kind: z.literal("faq_entry"),
      id: z.uuid({ error: "Unknown FAQ entry." }),
      ...translationOf,
      question: faqEntrySchema.shape.question,
      answer: faqEntrySchema.shape.answer,
    }),
    z.strictObject({
      kind: z.literal("text_block"),
      id: z.string({ error: "Unknown text block." }).max(80),
      ...translationOf,
      text: textBlockSchema.shape.text,
    }),
  ],
  { error: "Say what the translation is of: a news post, an FAQ entry or a text block." },
);

export const contentTranslationTargetSchema = z.discriminatedUnion(
  "kind",
  [
    z.strictObject({ kind: z.literal("news_post"), id: z.uuid({ error: "Unknown post." }), ...translationOf }),
    z.strictObject({ kind: z.literal("faq_entry"), id: z.uuid({ error: "Unknown FAQ entry." }), ...translationOf }),
    z.strictObject({ kind: z.literal("text_block"), id: z.string().max(80), ...translationOf }),
  ],
  { error: "Say which translation: of a news post, an FAQ entry or a text block, and its language." },
);

export type ContentTranslationInput = z.input<typeof contentTranslationSchema>;
