import { and, asc, desc, eq, ilike, or, sql } from "drizzle-orm";
import type { Actor } from "@/server/access";
import type { DbOrTx } from "@/server/db";
import { enquiries, faqEntries, newsPosts } from "@/server/db/schema";
import { containsPattern } from "@/lib/like-pattern";

/** Published newsroom posts, newest first. */
export async function findPublishedPosts(db: DbOrTx, scope: { actor: Actor; limit?: number }) {
  return db
    .select({
      slug: newsPosts.slug,
      title: newsPosts.title,
      summary: newsPosts.summary,
      publishedAt: newsPosts.publishedAt,
    })
    .from(newsPosts)
    .where(eq(newsPosts.status, "published"))
    .orderBy(sql`${newsPosts.publishedAt} desc nulls last`)
    .limit(scope.limit ?? 50);
}

export async function getPublishedPost(db: DbOrTx, scope: { actor: Actor; slug: string }) {
  const [post] = await db
    .select()
    .from(newsPosts)
    .where(and(eq(newsPosts.slug, scope.slug), eq(newsPosts.status, "published")))
    .limit(1);
  return post ?? null;
}

export interface FaqEntry {
  id: string;
  category: string;
  question: string;
  answer: string;
}

/**
 * Published FAQ entries, optionally matching a search: full-text first (stemmed English, so "cancelling"
 * finds "cancel"), then plain substring for names and codes that full-text does not split well.
 */
export async function findFaqEntries(
  db: DbOrTx,
  scope: { actor: Actor; query?: string; limit?: number },
): Promise<FaqEntry[]> {
  const columns = {
    id: faqEntries.id,
    category: faqEntries.category,
    question: faqEntries.question,
    answer: faqEntries.answer,
  };
  const published = eq(faqEntries.status, "published");
  const query = scope.query?.trim();
  if (!query) {
    return db
      .select(columns)
      .from(faqEntries)
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
    .where(
      and(
        published,
        or(sql`${document} @@ ${tsQuery}`, ilike(faqEntries.question, pattern), ilike(faqEntries.answer, pattern)),
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
