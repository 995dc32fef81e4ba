import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { dataDir, localSecrets } from "../../scripts/lib/data-dir";
import { recreateDatabase, startEmbeddedPostgres, type EmbeddedDatabase } from "../../scripts/lib/embedded-postgres";
import { migrateDatabase } from "../../scripts/lib/migrate";
import { brokenInvariants } from "./invariants";

declare module "vitest" {
  export interface ProvidedContext {
    /** One database per worker (VITEST_POOL_ID 1..n answers the nth), each a copy of the migrated template. */
    databaseUrls: string[];
  }
}

/** Migrated once per run, then copied for each worker; no test connects to it (a template must stay idle). */
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
 * embedded one `npm start` uses), else an embedded one under .data/test. Either way they get databases of their
 * own, made fresh for each run; the server's other databases are untouched.
 *
 * Files run in parallel, one per worker, and each worker has a database of its own: `staysia_int_test` is migrated
 * once and copied (`CREATE DATABASE … TEMPLATE`) to `staysia_int_test_1` … `_n`. Within a worker files run one at a
 * time, as the whole suite once did on one database, so a file that changes what is global to a database (the
 * business settings, the exchange rates, the job queue) never meets another file doing the same; what is global to
 * the server (roles, fixed database names, pg_stat_activity) each file scopes to its own database or name.
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

  const templateUrl = await recreateDatabase(serverUrl.toString(), TEST_DATABASE);
  await migrateDatabase(templateUrl);
  const workers = Math.max(1, Number(project.config.maxWorkers) || 1);
  const workerUrls: string[] = [];
  for (let worker = 1; worker <= workers; worker++)
    workerUrls.push(await copyDatabase(templateUrl, `${TEST_DATABASE}_${worker}`));
  project.provide("databaseUrls", workerUrls);

  return async () => {
    try {
      // After the whole suite (every race, crash and refund test), the money and the calendars still hold in
      // every worker's database.
      let broken = 0;
      for (const url of workerUrls) {
        const database = new URL(url).pathname.slice(1);
        for (const { name, rows } of await brokenInvariants(url)) {
          broken++;
          console.error(`Invariant broken after the suite in ${database}: ${name}\n${JSON.stringify(rows, null, 2)}`);
        }
      }
      if (broken > 0) process.exitCode = 1;
    } finally {
      await embedded?.stop();
    }
  };
}

/**
 * Drops `database` (closing its connections) and makes it again as a copy of the template's database, which
 * nobody may be connected to; answers the copy's URL. Copying the migrated schema takes a moment where
 * migrating each worker's database would take the migrations' time again.
 */
async function copyDatabase(templateUrl: string, database: string): Promise<string> {
  const adminUrl = new URL(templateUrl);
  const template = adminUrl.pathname.slice(1);
  adminUrl.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${database}" with (force)`);
    await admin.query(`create database "${database}" template "${template}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(templateUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
