import { desc, eq } from "drizzle-orm";
import type { DbOrTx } from "@/server/db";
import { newsPosts } from "@/server/db/schema";

/** The newsroom's published posts, for the sitemaps: their slug and when they were published. */
export async function publishedPostSlugs(db: DbOrTx): Promise<{ slug: string; publishedAt: Date | null }[]> {
  return db
    .select({ slug: newsPosts.slug, publishedAt: newsPosts.publishedAt })
    .from(newsPosts)
    .where(eq(newsPosts.status, "published"))
    .orderBy(desc(newsPosts.publishedAt))
    .limit(5_000);
}
