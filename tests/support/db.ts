import { createDb, createPool, type Database } from "@/server/db/client";
import { afterAll } from "vitest";

/** A database handle for one integration test file, closed when the file ends. */
export function testDb(): Database {
  const pool = createPool(process.env.DATABASE_URL!, 4);
  afterAll(() => pool.end());
  return createDb(pool);
}
