/**
 * Content management (/dashboard/content): newsroom posts, FAQ entries and the marketing pages' text blocks,
 * each with a draft and a published version. The public pages read only what is published; a published
 * item's edit waits as its draft (the `draft` column, or a block's `draft_text`) until it is published, which
 * replaces the live version; unpublishing takes it off the public pages (a block falls back to its default).
 * Every save, publish, unpublish and delete writes a `content_revisions` row: who, when and what.
 */
import { and, eq, ne, or, sql } from "drizzle-orm";
import type { Actor } from "@/server/access";
import type { DbOrTx } from "@/server/db";
import { contentBlocks, contentRevisions, faqEntries, newsPosts } from "@/server/db/schema";
import { aborted, defineFunction, invalidArgument, notFound } from "@/server/functions";
import { textBlock } from "./blocks";
import { contentTargetSchema, faqEntrySchema, newsPostSchema, textBlockSchema } from "./editor-validation";
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

export const contentEditorFunctions = [
  saveNewsPost,
  saveFaqEntry,
  saveTextBlock,
  publishContent,
  unpublishContent,
  deleteContent,
];
