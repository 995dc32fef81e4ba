import { eq, sql } from "drizzle-orm";
import { createDb, createPool } from "@/server/db/client";
import { appMeta } from "@/server/db/schema";
import { seedDemo, type DemoSummary } from "../../tests/fixtures/demo";

const SEED_LOCK = 7_260_152;
const SEEDED_KEY = "demo_seeded";

/**
 * Seeds the demo data once per database: the marker row in app_meta records that it happened, and the
 * whole seed is one transaction, so an interrupted seed leaves nothing and runs again next start.
 */
export async function seedDemoOnce(url: string, storageDir?: string): Promise<DemoSummary | null> {
  const pool = createPool(url, { max: 2, statementTimeoutMs: 0 }); // a one-off load: no request limit
  const db = createDb(pool);
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
      const [seeded] = await tx.select().from(appMeta).where(eq(appMeta.key, SEEDED_KEY));
      if (seeded) return null;
      const summary = await seedDemo(tx, { storageDir });
      await tx.insert(appMeta).values({ key: SEEDED_KEY, value: { ...summary, at: new Date().toISOString() } });
      return summary;
    });
  } finally {
    await pool.end();
  }
}
