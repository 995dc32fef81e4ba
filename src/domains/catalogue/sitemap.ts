import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "@/server/db";
import { properties } from "@/server/db/schema";

/** A sitemap holds at most 50,000 addresses (sitemaps.org); past that the sitemap would need splitting. */
export const SITEMAP_LIMIT = 50_000;

/** Every listed property's page (what a visitor may open: SPEC.md §2's /products/[id]). */
export async function listedPropertyIds(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.status, "listed"))
    .orderBy(asc(properties.id))
    .limit(SITEMAP_LIMIT);
  return rows.map((row) => row.id);
}
