import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";

/** An arbitrary constant: several app servers starting together take turns to migrate. */
const MIGRATION_LOCK = 7_260_151;

/**
 * Applies the committed SQL migrations in drizzle/. Safe to run twice and from several servers at once:
 * applied migrations are recorded in drizzle.__drizzle_migrations and an advisory lock serialises runners.
 */
export async function migrateDatabase(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migrate(drizzle(client), { migrationsFolder: path.resolve(import.meta.dirname, "../../drizzle") });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
    await client.end();
  }
}
