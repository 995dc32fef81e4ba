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
  __readDb?: Database;
  __longReadDb?: Database;
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
    globalForDb.__longPool = createPool(settings.DATABASE_LONG_URL ?? settings.DATABASE_URL, {
      max: 3,
      statementTimeoutMs: settings.DATABASE_LONG_STATEMENT_TIMEOUT_MS,
      acquireTimeoutMs: settings.DATABASE_POOL_TIMEOUT_MS,
    });
    globalForDb.__longDb = createDb(globalForDb.__longPool);
  }
  return globalForDb.__longDb;
}

/**
 * The database for reads that may lag a moment behind the primary: guest searches, insights and exports. With
 * `DATABASE_READ_URL` a pool on that replica (the request pool's size and time limit); without it, `db()` itself.
 * Never for a write, a read inside a write (the functions API runs those on `db()`), or a page that shows a person
 * what they just changed (their own booking, their dashboard's lists): those read the primary, so a read after
 * one's own write is never stale.
 */
export function readDb(): Database {
  const settings = env();
  if (!settings.DATABASE_READ_URL) return db();
  globalForDb.__readDb ??= createDb(
    createPool(settings.DATABASE_READ_URL, {
      max: settings.DATABASE_POOL_SIZE,
      statementTimeoutMs: settings.DATABASE_STATEMENT_TIMEOUT_MS,
      acquireTimeoutMs: settings.DATABASE_POOL_TIMEOUT_MS,
    }),
  );
  return globalForDb.__readDb;
}

/** `readDb()` with the long statement limit, for exports (CSV): `longDb()` when there is no replica. */
export function longReadDb(): Database {
  const settings = env();
  if (!settings.DATABASE_READ_URL) return longDb();
  globalForDb.__longReadDb ??= createDb(
    createPool(settings.DATABASE_READ_URL, {
      max: 3,
      statementTimeoutMs: settings.DATABASE_LONG_STATEMENT_TIMEOUT_MS,
      acquireTimeoutMs: settings.DATABASE_POOL_TIMEOUT_MS,
    }),
  );
  return globalForDb.__longReadDb;
}

export function pool(): pg.Pool {
  db();
  return globalForDb.__pool!;
}
