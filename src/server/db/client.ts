import "server-only";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
/**
 * Queries are written with Drizzle's SQL-like builder on the tables each module imports, so the client needs no
 * schema object: infrastructure does not depend on the domains' tables (server/db/schema.ts gathers them for
 * drizzle-kit and the tests).
 */
export type Database = NodePgDatabase;
/** A transaction handle; data functions accept either (`Database | Tx` is `DbOrTx`). */
export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type DbOrTx = Database | Tx;

// pg returns int8 as strings by default; our bigint money columns use mode "number" in Drizzle, and
// count(*) results are safe integers in practice.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export interface PoolOptions {
  /** Connections at most (default 10). */
  max?: number;
  /**
   * PostgreSQL's `statement_timeout` for every statement on this pool, in milliseconds (0: none). A statement
   * over it is cancelled with 57014 (query_canceled), which the functions API answers 504 deadline-exceeded.
   */
  statementTimeoutMs?: number;
  /**
   * How long a caller waits for a connection (a free one of a full pool, or a new one) before giving up, in
   * milliseconds (0: forever). The functions API answers that 503 unavailable.
   */
  acquireTimeoutMs?: number;
}

/** SPEC.md §8's 504 and 503 need limits: without them a slow database holds every request. */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 10_000;
export const DEFAULT_ACQUIRE_TIMEOUT_MS = 5_000;

export function createPool(connectionString: string, options: number | PoolOptions = {}): pg.Pool {
  const {
    max = 10,
    statementTimeoutMs = DEFAULT_STATEMENT_TIMEOUT_MS,
    acquireTimeoutMs = DEFAULT_ACQUIRE_TIMEOUT_MS,
  } = typeof options === "number" ? { max: options } : options;
  const pool = new pg.Pool({
    connectionString,
    max,
    idleTimeoutMillis: 30_000,
    // Sent as a start-up parameter, so every connection of the pool has it, in and outside transactions.
    statement_timeout: statementTimeoutMs,
    connectionTimeoutMillis: acquireTimeoutMs,
  });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on("error", () => {});
  return pool;
}

export function createDb(pool: pg.Pool): Database {
  return drizzle(pool);
}
