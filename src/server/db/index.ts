import "server-only";
import type pg from "pg";
import { env } from "@/server/env";
import { createDb, createPool, type Database } from "./client";

export type { Database, DbOrTx, Tx } from "./client";

// Two pools per process, kept across hot reloads in development: one for requests (pages and functions), with
// a short statement timeout, and a small one for work that is allowed to take long (background jobs and the
// dashboards' exports), so that a slow page never waits behind an export and an export is not cut at 10 s.
const globalForDb = globalThis as unknown as {
  __pool?: pg.Pool;
  __db?: Database;
  __longPool?: pg.Pool;
  __longDb?: Database;
};

/** The database for pages and functions: `DATABASE_STATEMENT_TIMEOUT_MS` (10 s) per statement. */
export function db(): Database {
  if (!globalForDb.__db) {
    const settings = env();
    globalForDb.__pool = createPool(settings.DATABASE_URL, {
      max: settings.DATABASE_POOL_SIZE,
      statementTimeoutMs: settings.DATABASE_STATEMENT_TIMEOUT_MS,
      acquireTimeoutMs: settings.DATABASE_POOL_TIMEOUT_MS,
    });
    globalForDb.__db = createDb(globalForDb.__pool);
  }
  return globalForDb.__db;
}

/** The database for background jobs and exports (CSV, PDF): `DATABASE_LONG_STATEMENT_TIMEOUT_MS` (5 min). */
export function longDb(): Database {
  if (!globalForDb.__longDb) {
    const settings = env();
    globalForDb.__longPool = createPool(settings.DATABASE_URL, {
      max: 3,
      statementTimeoutMs: settings.DATABASE_LONG_STATEMENT_TIMEOUT_MS,
      acquireTimeoutMs: settings.DATABASE_POOL_TIMEOUT_MS,
    });
    globalForDb.__longDb = createDb(globalForDb.__longPool);
  }
  return globalForDb.__longDb;
}

export function pool(): pg.Pool {
  db();
  return globalForDb.__pool!;
}
