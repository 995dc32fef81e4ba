import { and, asc, desc, eq, ilike, or, sql } from "drizzle-orm";
import type { Actor } from "@/server/access";
import type { DbOrTx } from "@/server/db";
import { enquiries, faqEntries, faqEntryTranslations, newsPosts, newsPostTranslations } from "@/server/db/schema";
import { containsPattern } from "@/lib/like-pattern";
import type { Locale } from "@/lib/locales";
import { inLanguage } from "@/lib/translations";

/*
 * The public reads take the reader's language (docs/I18N.md, "Content in other languages"): a post's or an FAQ
 * entry's translation into it where there is one, English's text otherwise. English has no translation rows (the
 * database refuses them), so the join finds nothing for it and every column is the original's.
 */

const postTranslation = (locale: Locale | undefined) =>
  and(eq(newsPostTranslations.postId, newsPosts.id), eq(newsPostTranslations.locale, locale ?? "en"));
const faqTranslation = (locale: Locale | undefined) =>
  and(eq(faqEntryTranslations.entryId, faqEntries.id), eq(faqEntryTranslations.locale, locale ?? "en"));

/** Published newsroom posts, newest first, in the reader's language where they have it. */
export async function findPublishedPosts(db: DbOrTx, scope: { actor: Actor; locale?: Locale; limit?: number }) {
  return db
    .select({
      slug: newsPosts.slug,
      title: sql<string>`coalesce(${newsPostTranslations.title}, ${newsPosts.title})`,
      summary: sql<string>`coalesce(${newsPostTranslations.summary}, ${newsPosts.summary})`,
      publishedAt: newsPosts.publishedAt,
    })
    .from(newsPosts)
    .leftJoin(newsPostTranslations, postTranslation(scope.locale))
    .where(eq(newsPosts.status, "published"))
    .orderBy(sql`${newsPosts.publishedAt} desc nulls last`)
    .limit(scope.limit ?? 50);
}

export async function getPublishedPost(db: DbOrTx, scope: { actor: Actor; slug: string; locale?: Locale }) {
  const [row] = await db
    .select({ post: newsPosts, translation: newsPostTranslations })
    .from(newsPosts)
    .leftJoin(newsPostTranslations, postTranslation(scope.locale))
    .where(and(eq(newsPosts.slug, scope.slug), eq(newsPosts.status, "published")))
    .limit(1);
  if (!row) return null;
  const { post, translation } = row;
  return { ...post, ...inLanguage({ title: post.title, summary: post.summary, body: post.body }, translation) };
}

export interface FaqEntry {
  id: string;
  category: string;
  question: string;
  answer: string;
}

/**
 * Published FAQ entries in the reader's language (English where an entry has no translation into it), optionally
 * matching a search: full-text first (stemmed English, so "cancelling" finds "cancel"), then plain substring for
 * names and codes that full-text does not split well, which also finds the words of the translation read.
 */
export async function findFaqEntries(
  db: DbOrTx,
  scope: { actor: Actor; query?: string; locale?: Locale; limit?: number },
): Promise<FaqEntry[]> {
  const columns = {
    id: faqEntries.id,
    category: faqEntries.category,
    question: sql<string>`coalesce(${faqEntryTranslations.question}, ${faqEntries.question})`,
    answer: sql<string>`coalesce(${faqEntryTranslations.answer}, ${faqEntries.answer})`,
  };
  const translation = faqTranslation(scope.locale);
  const published = eq(faqEntries.status, "published");
  const query = scope.query?.trim();
  if (!query) {
    return db
      .select(columns)
      .from(faqEntries)
      .leftJoin(faqEntryTranslations, translation)
      .where(published)
      .orderBy(asc(faqEntries.category), asc(faqEntries.sortOrder))
      .limit(scope.limit ?? 200);
  }
  const document = sql`to_tsvector('english', ${faqEntries.question} || ' ' || ${faqEntries.answer})`;
  const tsQuery = sql`websearch_to_tsquery('english', ${query})`;
  const pattern = containsPattern(query);
  return db
    .select(columns)
    .from(faqEntries)
    .leftJoin(faqEntryTranslations, translation)
    .where(
      and(
        published,
        or(
          sql`${document} @@ ${tsQuery}`,
          ilike(faqEntries.question, pattern),
          ilike(faqEntries.answer, pattern),
          ilike(faqEntryTranslations.question, pattern),
          ilike(faqEntryTranslations.answer, pattern),
        ),
      ),
    )
    .orderBy(desc(sql`ts_rank(${document}, ${tsQuery})`), asc(faqEntries.sortOrder))
    .limit(scope.limit ?? 20);
}

/** Enquiries for staff, newest first, optionally by status. */
export async function findEnquiries(
  db: DbOrTx,
  scope: { actor: Actor; status?: "new" | "answered" | "closed"; limit?: number },
) {
  return db
    .select()
    .from(enquiries)
    .where(scope.status ? eq(enquiries.status, scope.status) : undefined)
    .orderBy(desc(enquiries.createdAt))
    .limit(scope.limit ?? 100);
}
