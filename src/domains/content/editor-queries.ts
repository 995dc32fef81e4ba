import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { mayManageContent, type Actor } from "@/server/access";
import type { DbOrTx } from "@/server/db";
import {
  contentBlocks,
  contentBlockTranslations,
  contentRevisions,
  faqEntries,
  faqEntryTranslations,
  newsPosts,
  newsPostTranslations,
} from "@/server/db/schema";
import type { Locale } from "@/lib/locales";
import { translatedLocales, type TranslationLocale } from "@/lib/translations";
import { TEXT_BLOCKS, textBlock } from "./blocks";

/**
 * What the public pages show for these text blocks: the translation into the reader's language, else the
 * published English text, else the block's default (docs/I18N.md, "Content in other languages").
 */
export async function publishedTexts<Key extends string>(
  db: DbOrTx,
  scope: { actor: Actor; keys: readonly Key[]; locale?: Locale },
): Promise<Record<Key, string>> {
  const keys = [...scope.keys];
  const [rows, translated] = await Promise.all([
    keys.length
      ? db
          .select({ key: contentBlocks.key, text: contentBlocks.publishedText })
          .from(contentBlocks)
          .where(inArray(contentBlocks.key, keys))
      : [],
    translatedTexts(db, scope),
  ]);
  const published = new Map(rows.map((row) => [row.key, row.text]));
  return Object.fromEntries(
    scope.keys.map((key) => [key, translated[key] ?? published.get(key) ?? textBlock(key)?.defaultText ?? ""]),
  ) as Record<Key, string>;
}

/**
 * Only the translations staff wrote for these text blocks into the reader's language (none for English): a page
 * whose words are also in the message catalogue prefers staff's translation, then the catalogue's, before English.
 */
export async function translatedTexts<Key extends string>(
  db: DbOrTx,
  scope: { actor: Actor; keys: readonly Key[]; locale?: Locale },
): Promise<Partial<Record<Key, string>>> {
  const locale = scope.locale ?? "en";
  if (locale === "en" || scope.keys.length === 0) return {};
  const rows = await db
    .select({ key: contentBlockTranslations.key, text: contentBlockTranslations.text })
    .from(contentBlockTranslations)
    .where(and(inArray(contentBlockTranslations.key, [...scope.keys]), eq(contentBlockTranslations.locale, locale)));
  return Object.fromEntries(rows.map((row) => [row.key, row.text])) as Partial<Record<Key, string>>;
}

/** One language's translation of an item, as the editor's tabs show it. */
export interface EditorTranslation {
  locale: TranslationLocale;
  fields: Record<string, string>;
  updatedAt: Date;
}

/** The translations of every post, FAQ entry or text block, by the item's id (or key). */
async function translationsByItem(db: DbOrTx, kind: "news_post" | "faq_entry" | "text_block") {
  const rows: (EditorTranslation & { subject: string })[] =
    kind === "news_post"
      ? (await db.select().from(newsPostTranslations)).map(({ postId, locale, updatedAt, ...fields }) => ({
          subject: postId,
          locale: locale as TranslationLocale,
          fields,
          updatedAt,
        }))
      : kind === "faq_entry"
        ? (await db.select().from(faqEntryTranslations)).map(({ entryId, locale, updatedAt, ...fields }) => ({
            subject: entryId,
            locale: locale as TranslationLocale,
            fields,
            updatedAt,
          }))
        : (await db.select().from(contentBlockTranslations)).map(({ key, locale, updatedAt, ...fields }) => ({
            subject: key,
            locale: locale as TranslationLocale,
            fields,
            updatedAt,
          }));
  const byItem = new Map<string, EditorTranslation[]>();
  for (const { subject, ...translation } of rows) byItem.set(subject, [...(byItem.get(subject) ?? []), translation]);
  return (subject: string) => {
    const translations = byItem.get(subject) ?? [];
    return { translations, translatedLocales: translatedLocales(translations.map((item) => item.locale)) };
  };
}

export interface EditorItemState {
  status: "draft" | "published";
  /** A published item with an edit waiting to be published. */
  hasDraft: boolean;
}

/** Every post for the editor, newest change first: the text being worked on (the draft when there is one). */
export async function listNewsPostsForEditor(db: DbOrTx, scope: { actor: Actor }) {
  if (!mayManageContent(scope.actor)) return [];
  const [rows, translationsOf] = await Promise.all([
    db.select().from(newsPosts).orderBy(desc(newsPosts.updatedAt)).limit(500),
    translationsByItem(db, "news_post"),
  ]);
  return rows.map((row) => ({
    ...translationsOf(row.id),
    id: row.id,
    working: row.draft ?? { slug: row.slug, title: row.title, summary: row.summary, body: row.body },
    live:
      row.status === "published" ? { slug: row.slug, title: row.title, summary: row.summary, body: row.body } : null,
    status: row.status,
    hasDraft: row.draft !== null,
    publishedAt: row.publishedAt,
    updatedAt: row.updatedAt,
  }));
}

export async function listFaqEntriesForEditor(db: DbOrTx, scope: { actor: Actor }) {
  if (!mayManageContent(scope.actor)) return [];
  const [rows, translationsOf] = await Promise.all([
    db
      .select()
      .from(faqEntries)
      .orderBy(asc(faqEntries.category), asc(faqEntries.sortOrder), asc(faqEntries.question))
      .limit(1000),
    translationsByItem(db, "faq_entry"),
  ]);
  return rows.map((row) => ({
    ...translationsOf(row.id),
    id: row.id,
    working: row.draft ?? {
      category: row.category,
      question: row.question,
      answer: row.answer,
      sortOrder: row.sortOrder,
    },
    live:
      row.status === "published"
        ? { category: row.category, question: row.question, answer: row.answer, sortOrder: row.sortOrder }
        : null,
    status: row.status,
    hasDraft: row.draft !== null,
    updatedAt: row.updatedAt,
  }));
}

export async function listTextBlocksForEditor(db: DbOrTx, scope: { actor: Actor }) {
  if (!mayManageContent(scope.actor)) return [];
  const [rows, translationsOf] = await Promise.all([
    db.select().from(contentBlocks),
    translationsByItem(db, "text_block"),
  ]);
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return TEXT_BLOCKS.map((block) => {
    const row = byKey.get(block.key);
    const live = row?.publishedText ?? null;
    return {
      ...block,
      ...translationsOf(block.key),
      live,
      working: row?.draftText ?? live ?? block.defaultText,
      status: live === null ? ("default" as const) : ("published" as const),
      hasDraft: Boolean(row?.draftText),
      updatedAt: row?.updatedAt ?? null,
    };
  });
}

/** Who changed what, newest first, for one item or (without a subject) across content management. */
export async function contentHistory(
  db: DbOrTx,
  scope: { actor: Actor; kind?: "news_post" | "faq_entry" | "text_block"; subject?: string; limit?: number },
) {
  if (!mayManageContent(scope.actor)) return [];
  return db
    .select()
    .from(contentRevisions)
    .where(
      and(
        scope.kind ? eq(contentRevisions.kind, scope.kind) : undefined,
        scope.subject ? eq(contentRevisions.subject, scope.subject) : undefined,
      ),
    )
    .orderBy(desc(contentRevisions.at), desc(sql`${contentRevisions.id}`))
    .limit(scope.limit ?? 50);
}
