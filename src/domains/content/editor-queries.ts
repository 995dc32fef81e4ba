import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { mayManageContent, type Actor } from "@/server/access";
import type { DbOrTx } from "@/server/db";
import { contentBlocks, contentRevisions, faqEntries, newsPosts } from "@/server/db/schema";
import { TEXT_BLOCKS, textBlock } from "./blocks";

/** What the public pages show for these text blocks: the published text, or the block's default. */
export async function publishedTexts<Key extends string>(
  db: DbOrTx,
  scope: { actor: Actor; keys: readonly Key[] },
): Promise<Record<Key, string>> {
  const rows = scope.keys.length
    ? await db
        .select({ key: contentBlocks.key, text: contentBlocks.publishedText })
        .from(contentBlocks)
        .where(inArray(contentBlocks.key, [...scope.keys]))
    : [];
  const published = new Map(rows.map((row) => [row.key, row.text]));
  return Object.fromEntries(
    scope.keys.map((key) => [key, published.get(key) ?? textBlock(key)?.defaultText ?? ""]),
  ) as Record<Key, string>;
}

export interface EditorItemState {
  status: "draft" | "published";
  /** A published item with an edit waiting to be published. */
  hasDraft: boolean;
}

/** Every post for the editor, newest change first: the text being worked on (the draft when there is one). */
export async function listNewsPostsForEditor(db: DbOrTx, scope: { actor: Actor }) {
  if (!mayManageContent(scope.actor)) return [];
  const rows = await db.select().from(newsPosts).orderBy(desc(newsPosts.updatedAt)).limit(500);
  return rows.map((row) => ({
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
  const rows = await db
    .select()
    .from(faqEntries)
    .orderBy(asc(faqEntries.category), asc(faqEntries.sortOrder), asc(faqEntries.question))
    .limit(1000);
  return rows.map((row) => ({
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
  const rows = await db.select().from(contentBlocks);
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return TEXT_BLOCKS.map((block) => {
    const row = byKey.get(block.key);
    const live = row?.publishedText ?? null;
    return {
      ...block,
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
