import "server-only";
import type pg from "pg";
import { env } from "@/server/env";
import { createDb, createPool, type Database } from "./client";

export type { Database, DbOrTx, Tx } from "./client";

// One pool per process, kept across hot reloads in development.
const globalForDb = globalThis as unknown as { __pool?: pg.Pool; __db?: Database };

export function db(): Database {
  if (!globalForDb.__db) {
    const settings = env();
    globalForDb.__pool = createPool(settings.DATABASE_URL, settings.DATABASE_POOL_SIZE);
    globalForDb.__db = createDb(globalForDb.__pool);
  }
  return globalForDb.__db;
}

export function pool(): pg.Pool {
  db();
  return globalForDb.__pool!;
}
