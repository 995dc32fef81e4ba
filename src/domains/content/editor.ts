/**
 * Content management (/dashboard/content): newsroom posts, FAQ entries and the marketing pages' text blocks,
 * each with a draft and a published version. The public pages read only what is published; a published
 * item's edit waits as its draft (the `draft` column, or a block's `draft_text`) until it is published, which
 * replaces the live version; unpublishing takes it off the public pages (a block falls back to its default).
 * Every save, publish, unpublish and delete writes a `content_revisions` row: who, when and what.
 */
import { and, eq, ne, or, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Actor } from "@/server/access";
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
import { aborted, defineFunction, invalidArgument, notFound } from "@/server/functions";
import { textBlock } from "./blocks";
import {
  contentTargetSchema,
  contentTranslationSchema,
  contentTranslationTargetSchema,
  faqEntrySchema,
  newsPostSchema,
  textBlockSchema,
} from "./editor-validation";
import type { FaqEntryFields, NewsPostFields } from "./schema";
import { isPgError, PG } from "@/lib/pg-errors";

type Kind = (typeof contentRevisions.$inferInsert)["kind"];
type Action = (typeof contentRevisions.$inferInsert)["action"];

async function recordRevision(db: DbOrTx, actor: Actor, kind: Kind, subject: string, action: Action, snapshot: object) {
  await db.insert(contentRevisions).values({
    kind,
    subject,
    action,
    snapshot: { ...snapshot },
    actorEmail: actor.kind === "user" ? actor.email : "system",
  });
}

const same = <T extends object>(a: T, b: T) => JSON.stringify(a) === JSON.stringify(b);

function postFields(row: typeof newsPosts.$inferSelect): NewsPostFields {
  return { slug: row.slug, title: row.title, summary: row.summary, body: row.body };
}

function faqFields(row: typeof faqEntries.$inferSelect): FaqEntryFields {
  return { category: row.category, question: row.question, answer: row.answer, sortOrder: row.sortOrder };
}

/** Another post (live or in a draft) already has this address. */
async function slugTaken(db: DbOrTx, slug: string, exceptId: string | null) {
  const [row] = await db
    .select({ id: newsPosts.id })
    .from(newsPosts)
    .where(
      and(
        or(eq(newsPosts.slug, slug), sql`${newsPosts.draft}->>'slug' = ${slug}`),
        exceptId ? ne(newsPosts.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

const SLUG_TAKEN = "Another post already uses this address. Choose another one.";

/** Creates a post as a draft, or saves an edit: into the columns of an unpublished post, into the draft of a published one. */
export const saveNewsPost = defineFunction({
  name: "saveNewsPost",
  kind: "write",
  permission: "manageContent",
  input: newsPostSchema,
  handler: async ({ id, ...fields }, { db, actor, audit }) => {
    if (await slugTaken(db, fields.slug, id ?? null)) throw aborted(SLUG_TAKEN);
    let postId: string;
    if (!id) {
      const [created] = await db
        .insert(newsPosts)
        .values({ ...fields, status: "draft" })
        .returning({ id: newsPosts.id });
      postId = created!.id;
    } else {
      const [post] = await db.select().from(newsPosts).where(eq(newsPosts.id, id)).for("update");
      if (!post) throw notFound("There is no such post.");
      postId = post.id;
      if (post.status === "published") {
        // Saving the live text again clears the draft instead of keeping a copy of it.
        await db
          .update(newsPosts)
          .set({ draft: same(fields, postFields(post)) ? null : fields, updatedAt: new Date() })
          .where(eq(newsPosts.id, id));
      } else {
        await db
          .update(newsPosts)
          .set({ ...fields, updatedAt: new Date() })
          .where(eq(newsPosts.id, id));
      }
    }
    await recordRevision(db, actor, "news_post", postId, "draft_saved", fields);
    audit({ entity: `news_post:${postId}` });
    return { id: postId };
  },
});

export const saveFaqEntry = defineFunction({
  name: "saveFaqEntry",
  kind: "write",
  permission: "manageContent",
  input: faqEntrySchema,
  handler: async ({ id, ...fields }, { db, actor, audit }) => {
    let entryId: string;
    if (!id) {
      const [created] = await db
        .insert(faqEntries)
        .values({ ...fields, status: "draft" })
        .returning({ id: faqEntries.id });
      entryId = created!.id;
    } else {
      const [entry] = await db.select().from(faqEntries).where(eq(faqEntries.id, id)).for("update");
      if (!entry) throw notFound("There is no such FAQ entry.");
      entryId = entry.id;
      if (entry.status === "published") {
        await db
          .update(faqEntries)
          .set({ draft: same(fields, faqFields(entry)) ? null : fields, updatedAt: new Date() })
          .where(eq(faqEntries.id, id));
      } else {
        await db
          .update(faqEntries)
          .set({ ...fields, updatedAt: new Date() })
          .where(eq(faqEntries.id, id));
      }
    }
    await recordRevision(db, actor, "faq_entry", entryId, "draft_saved", fields);
    audit({ entity: `faq_entry:${entryId}` });
    return { id: entryId };
  },
});

function requireBlock(key: string) {
  const block = textBlock(key);
  if (!block) throw invalidArgument("There is no such text block.");
  return block;
}

export const saveTextBlock = defineFunction({
  name: "saveTextBlock",
  kind: "write",
  permission: "manageContent",
  input: textBlockSchema,
  handler: async ({ key, text }, { db, actor, audit }) => {
    const block = requireBlock(key);
    if (text.length > block.maxLength)
      throw invalidArgument(`This text must be at most ${block.maxLength} characters.`, {
        fields: { text: `At most ${block.maxLength} characters.` },
      });
    const now = new Date();
    await db
      .insert(contentBlocks)
      .values({ key, draftText: text, updatedAt: now })
      .onConflictDoUpdate({ target: contentBlocks.key, set: { draftText: text, updatedAt: now } });
    await recordRevision(db, actor, "text_block", key, "draft_saved", { text });
    audit({ entity: `text_block:${key}` });
    return { key };
  },
});

/** Publishes a post, an FAQ entry or a text block: its draft replaces the live version. */
export const publishContent = defineFunction({
  name: "publishContent",
  kind: "write",
  permission: "manageContent",
  input: contentTargetSchema,
  handler: async (target, { db, actor, audit }) => {
    const now = new Date();
    if (target.kind === "news_post") {
      const [post] = await db.select().from(newsPosts).where(eq(newsPosts.id, target.id)).for("update");
      if (!post) throw notFound("There is no such post.");
      if (post.status === "published" && !post.draft)
        throw aborted("This post is already published and has no draft to publish.");
      const fields = post.draft ?? postFields(post);
      await db
        .update(newsPosts)
        .set({ ...fields, draft: null, status: "published", publishedAt: post.publishedAt ?? now, updatedAt: now })
        .where(eq(newsPosts.id, post.id))
        .catch((error: unknown) => {
          if (isPgError(error, PG.uniqueViolation)) throw aborted(SLUG_TAKEN);
          throw error;
        });
      await recordRevision(db, actor, "news_post", post.id, "published", fields);
    } else if (target.kind === "faq_entry") {
      const [entry] = await db.select().from(faqEntries).where(eq(faqEntries.id, target.id)).for("update");
      if (!entry) throw notFound("There is no such FAQ entry.");
      if (entry.status === "published" && !entry.draft)
        throw aborted("This entry is already published and has no draft to publish.");
      const fields = entry.draft ?? faqFields(entry);
      await db
        .update(faqEntries)
        .set({ ...fields, draft: null, status: "published", updatedAt: now })
        .where(eq(faqEntries.id, entry.id));
      await recordRevision(db, actor, "faq_entry", entry.id, "published", fields);
    } else {
      requireBlock(target.id);
      const [row] = await db.select().from(contentBlocks).where(eq(contentBlocks.key, target.id)).for("update");
      if (!row?.draftText) throw aborted("This text has no draft to publish. Save a draft first.");
      await db
        .update(contentBlocks)
        .set({ publishedText: row.draftText, draftText: null, publishedAt: now, updatedAt: now })
        .where(eq(contentBlocks.key, row.key));
      await recordRevision(db, actor, "text_block", row.key, "published", { text: row.draftText });
    }
    audit({ entity: `${target.kind}:${target.id}`, changes: { status: { from: null, to: "published" } } });
    return { kind: target.kind, id: target.id, status: "published" as const };
  },
});

/** Takes a post or FAQ entry off the public pages (its latest edit becomes its draft); a text block returns to its default. */
export const unpublishContent = defineFunction({
  name: "unpublishContent",
  kind: "write",
  permission: "manageContent",
  input: contentTargetSchema,
  handler: async (target, { db, actor, audit }) => {
    const now = new Date();
    if (target.kind === "news_post") {
      const [post] = await db.select().from(newsPosts).where(eq(newsPosts.id, target.id)).for("update");
      if (!post) throw notFound("There is no such post.");
      if (post.status !== "published") throw aborted("This post is not published.");
      const fields = post.draft ?? postFields(post);
      await db
        .update(newsPosts)
        .set({ ...fields, draft: null, status: "draft", updatedAt: now })
        .where(eq(newsPosts.id, post.id));
      await recordRevision(db, actor, "news_post", post.id, "unpublished", fields);
    } else if (target.kind === "faq_entry") {
      const [entry] = await db.select().from(faqEntries).where(eq(faqEntries.id, target.id)).for("update");
      if (!entry) throw notFound("There is no such FAQ entry.");
      if (entry.status !== "published") throw aborted("This entry is not published.");
      const fields = entry.draft ?? faqFields(entry);
      await db
        .update(faqEntries)
        .set({ ...fields, draft: null, status: "draft", updatedAt: now })
        .where(eq(faqEntries.id, entry.id));
      await recordRevision(db, actor, "faq_entry", entry.id, "unpublished", fields);
    } else {
      requireBlock(target.id);
      const [row] = await db.select().from(contentBlocks).where(eq(contentBlocks.key, target.id)).for("update");
      if (!row?.publishedText) throw aborted("This text is not published: the page shows its default.");
      // The unpublished text is kept as the draft unless a newer draft is waiting.
      await db
        .update(contentBlocks)
        .set({ publishedText: null, publishedAt: null, draftText: row.draftText ?? row.publishedText, updatedAt: now })
        .where(eq(contentBlocks.key, row.key));
      await recordRevision(db, actor, "text_block", row.key, "unpublished", { text: row.publishedText });
    }
    audit({ entity: `${target.kind}:${target.id}`, changes: { status: { from: "published", to: "draft" } } });
    return { kind: target.kind, id: target.id, status: "draft" as const };
  },
});

/** Deletes a post or FAQ entry that is not published (a published one is unpublished first), keeping its history. */
export const deleteContent = defineFunction({
  name: "deleteContent",
  kind: "write",
  permission: "manageContent",
  input: contentTargetSchema,
  handler: async (target, { db, actor, audit }) => {
    if (target.kind === "text_block")
      throw invalidArgument("Text blocks cannot be deleted: unpublish one to return to its default text.");
    const table = target.kind === "news_post" ? newsPosts : faqEntries;
    const [row] = await db.select().from(table).where(eq(table.id, target.id)).for("update");
    if (!row) throw notFound("There is nothing to delete.");
    if (row.status === "published") throw aborted("Unpublish it first: a published item cannot be deleted.");
    await db.delete(table).where(eq(table.id, target.id));
    const snapshot =
      target.kind === "news_post"
        ? postFields(row as typeof newsPosts.$inferSelect)
        : faqFields(row as typeof faqEntries.$inferSelect);
    await recordRevision(db, actor, target.kind, target.id, "deleted", { ...snapshot });
    audit({ entity: `${target.kind}:${target.id}`, changes: { deleted: { from: false, to: true } } });
    return { kind: target.kind, id: target.id, deleted: true };
  },
});

/** The translated fields of a translation row, as they are compared and kept in a revision. */
function translatedFieldsOf(input: ContentTranslationFields): Record<string, string> {
  if (input.kind === "news_post") return { title: input.title, summary: input.summary, body: input.body };
  if (input.kind === "faq_entry") return { question: input.question, answer: input.answer };
  return { text: input.text };
}
type ContentTranslationFields = z.output<typeof contentTranslationSchema>;

/**
 * Saves a post's, an FAQ entry's or a text block's translation into one language (docs/I18N.md, "Content in
 * other languages"). It is read at once wherever the original is (a post or entry while it is published, a
 * block always): the English original's draft and publish are the review. Saving the same text again changes
 * nothing and records nothing, so a retried call is harmless.
 */
export const saveContentTranslation = defineFunction({
  name: "saveContentTranslation",
  kind: "write",
  permission: "manageContent",
  input: contentTranslationSchema,
  handler: async (input, { db, actor, audit }) => {
    const fields = translatedFieldsOf(input);
    const now = new Date();
    let before: Record<string, string> | null;
    if (input.kind === "news_post") {
      const [post] = await db
        .select({ id: newsPosts.id })
        .from(newsPosts)
        .where(eq(newsPosts.id, input.id))
        .for("update");
      if (!post) throw notFound("There is no such post.");
      const [row] = await db
        .select()
        .from(newsPostTranslations)
        .where(and(eq(newsPostTranslations.postId, input.id), eq(newsPostTranslations.locale, input.locale)));
      before = row ? { title: row.title, summary: row.summary, body: row.body } : null;
      if (!before || !same(before, fields))
        await db
          .insert(newsPostTranslations)
          .values({
            postId: input.id,
            locale: input.locale,
            title: input.title,
            summary: input.summary,
            body: input.body,
            updatedAt: now,
          })
          .onConflictDoUpdate({
            target: [newsPostTranslations.postId, newsPostTranslations.locale],
            set: { ...fields, updatedAt: now },
          });
    } else if (input.kind === "faq_entry") {
      const [entry] = await db
        .select({ id: faqEntries.id })
        .from(faqEntries)
        .where(eq(faqEntries.id, input.id))
        .for("update");
      if (!entry) throw notFound("There is no such FAQ entry.");
      const [row] = await db
        .select()
        .from(faqEntryTranslations)
        .where(and(eq(faqEntryTranslations.entryId, input.id), eq(faqEntryTranslations.locale, input.locale)));
      before = row ? { question: row.question, answer: row.answer } : null;
      if (!before || !same(before, fields))
        await db
          .insert(faqEntryTranslations)
          .values({
            entryId: input.id,
            locale: input.locale,
            question: input.question,
            answer: input.answer,
            updatedAt: now,
          })
          .onConflictDoUpdate({
            target: [faqEntryTranslations.entryId, faqEntryTranslations.locale],
            set: { ...fields, updatedAt: now },
          });
    } else {
      const block = requireBlock(input.id);
      // The same limit as the English text of the block (saveTextBlock).
      if (input.text.length > block.maxLength)
        throw invalidArgument(`This text must be at most ${block.maxLength} characters.`, {
          fields: { text: `At most ${block.maxLength} characters.` },
        });
      const [row] = await db
        .select()
        .from(contentBlockTranslations)
        .where(and(eq(contentBlockTranslations.key, input.id), eq(contentBlockTranslations.locale, input.locale)))
        .for("update");
      before = row ? { text: row.text } : null;
      if (!before || !same(before, fields))
        await db
          .insert(contentBlockTranslations)
          .values({ key: input.id, locale: input.locale, text: input.text, updatedAt: now })
          .onConflictDoUpdate({
            target: [contentBlockTranslations.key, contentBlockTranslations.locale],
            set: { text: input.text, updatedAt: now },
          });
    }
    const changed = !before || !same(before, fields);
    if (changed) {
      await recordRevision(db, actor, input.kind, input.id, "translation_saved", { locale: input.locale, ...fields });
      audit({
        entity: `${input.kind}:${input.id}`,
        changes: { [`translation.${input.locale}`]: { from: before, to: fields } },
      });
    }
    return { kind: input.kind, id: input.id, locale: input.locale, changed };
  },
});

/** Removes one language's translation: readers in that language read the English original again. */
export const removeContentTranslation = defineFunction({
  name: "removeContentTranslation",
  kind: "write",
  permission: "manageContent",
  input: contentTranslationTargetSchema,
  handler: async (target, { db, actor, audit }) => {
    let removed: Record<string, unknown>[];
    if (target.kind === "news_post") {
      removed = await db
        .delete(newsPostTranslations)
        .where(and(eq(newsPostTranslations.postId, target.id), eq(newsPostTranslations.locale, target.locale)))
        .returning();
    } else if (target.kind === "faq_entry") {
      removed = await db
        .delete(faqEntryTranslations)
        .where(and(eq(faqEntryTranslations.entryId, target.id), eq(faqEntryTranslations.locale, target.locale)))
        .returning();
    } else {
      requireBlock(target.id);
      removed = await db
        .delete(contentBlockTranslations)
        .where(and(eq(contentBlockTranslations.key, target.id), eq(contentBlockTranslations.locale, target.locale)))
        .returning();
    }
    // Removing what is not there is a retry or a second editor's click: nothing to do, nothing to record.
    const [row] = removed;
    if (row) {
      const { updatedAt: _updatedAt, postId: _postId, entryId: _entryId, key: _key, ...snapshot } = row;
      await recordRevision(db, actor, target.kind, target.id, "translation_removed", snapshot);
      audit({
        entity: `${target.kind}:${target.id}`,
        changes: { [`translation.${target.locale}`]: { from: snapshot, to: null } },
      });
    }
    return { kind: target.kind, id: target.id, locale: target.locale, removed: Boolean(row) };
  },
});

export const contentEditorFunctions = [
  saveNewsPost,
  saveFaqEntry,
  saveTextBlock,
  publishContent,
  unpublishContent,
  deleteContent,
  saveContentTranslation,
  removeContentTranslation,
];
