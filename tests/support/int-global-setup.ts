import path from "node:path";
import type { TestProject } from "vitest/node";
import { dataDir, localSecrets } from "../../scripts/lib/data-dir";
import { recreateDatabase, startEmbeddedPostgres, type EmbeddedDatabase } from "../../scripts/lib/embedded-postgres";
import { migrateDatabase } from "../../scripts/lib/migrate";
import { brokenInvariants } from "./invariants";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

const TEST_DATABASE = "staysia_int_test";

/**
 * embedded-postgres installs async-exit-hook, which answers Node's `beforeExit` with `process.exit(0)`:
 * that would throw away the failure code Vitest has set, and a failing run would pass. An explicit exit
 * with 0 keeps a failure code that is already set.
 */
function keepFailureExitCode() {
  const exit = process.exit.bind(process);
  process.exit = ((code?: number | string | null) =>
    exit(
      code === 0 && process.exitCode !== undefined && process.exitCode !== 0 ? process.exitCode : code,
    )) as typeof process.exit;
}

/**
 * Integration tests run against a real PostgreSQL: INT_DATABASE_URL's server, else DATABASE_URL's, when one is set
 * (CI proves the scale path with Debian's PostgreSQL 15 through INT_DATABASE_URL, while the browser tests keep the
 * embedded one `npm start` uses), else an embedded one under .data/test. Either way they get a
 * database of their own, made fresh and migrated for each run; the server's other databases are untouched.
 */
export default async function setup(project: TestProject) {
  keepFailureExitCode();
  let embedded: EmbeddedDatabase | undefined;
  let serverUrl: URL;
  const serverOfChoice = process.env.INT_DATABASE_URL || process.env.DATABASE_URL;
  if (serverOfChoice) {
    serverUrl = new URL(serverOfChoice);
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

  const testUrl = await recreateDatabase(serverUrl.toString(), TEST_DATABASE);
  await migrateDatabase(testUrl);
  project.provide("databaseUrl", testUrl);

  return async () => {
    try {
      // After the whole suite (every race, crash and refund test), the money and the calendars still hold.
      const broken = await brokenInvariants(testUrl);
      for (const { name, rows } of broken)
        console.error(`Invariant broken after the suite: ${name}\n${JSON.stringify(rows, null, 2)}`);
      if (broken.length > 0) process.exitCode = 1;
    } finally {
      await embedded?.stop();
    }
  };
}
