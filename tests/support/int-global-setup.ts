import path from "node:path";
import type { TestProject } from "vitest/node";
import { dataDir, localSecrets } from "../../scripts/lib/data-dir";
import { ensureDatabase, startEmbeddedPostgres, type EmbeddedDatabase } from "../../scripts/lib/embedded-postgres";
import { migrateDatabase } from "../../scripts/lib/migrate";
import pg from "pg";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

const TEST_DATABASE = "staysia_int_test";

/**
 * Integration tests run against a real PostgreSQL: DATABASE_URL's server when it is set (CI proves the
 * scale path with Debian's PostgreSQL 15), else an embedded one under .data/test. Either way they get a
 * database of their own, made fresh and migrated for each run; the server's other databases are untouched.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedDatabase | undefined;
  let serverUrl: URL;
  if (process.env.DATABASE_URL) {
    serverUrl = new URL(process.env.DATABASE_URL);
  } else {
    const dir = path.join(dataDir(), "test");
    embedded = await startEmbeddedPostgres({
      dir: path.join(dir, "pg"),
      port: Number(process.env.TEST_PG_PORT || 54330),
      password: localSecrets(dir).postgresPassword,
      database: "postgres",
    });
    serverUrl = new URL(embedded.url);
  }

  const adminUrl = new URL(serverUrl);
  adminUrl.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query(`drop database if exists ${TEST_DATABASE} with (force)`);
  await admin.end();
  await ensureDatabase(adminUrl.toString(), TEST_DATABASE);

  const testUrl = new URL(serverUrl);
  testUrl.pathname = `/${TEST_DATABASE}`;
  await migrateDatabase(testUrl.toString());
  project.provide("databaseUrl", testUrl.toString());

  return async () => {
    await embedded?.stop();
  };
}
