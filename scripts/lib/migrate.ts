import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { applySqlRules } from "./sql-rules";

/** An arbitrary constant: several app servers starting together take turns to migrate. */
const MIGRATION_LOCK = 7_260_151;

/**
 * Applies the committed SQL migrations in drizzle/, then the SQL rules of src/domains/<domain>/sql that changed
 * since they were last applied (sql-rules.ts; ARCHITECTURE.md, SQL rules). Safe to run twice and from several
 * servers at once: applied migrations are recorded in drizzle.__drizzle_migrations, the rules' hashes in
 * drizzle.__sql_rules, and an advisory lock serialises runners.
 *
 * The rules come after every migration, in a transaction of their own: a rule is written as it is now, against
 * the schema as it is now, so a migration never calls a rule's function (see ARCHITECTURE.md for the rule a
 * migration follows). If the rules fail, the migrations stay applied and the next run applies the rules again.
 */
export async function migrateDatabase(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migrate(drizzle(client), { migrationsFolder: path.resolve(import.meta.dirname, "../../drizzle") });
    await applySqlRules(client);
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
    await client.end();
  }
}
