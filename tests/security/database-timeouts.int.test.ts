import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createDb, createPool } from "@/server/db/client";
import { createRegistry, defineFunction, handleFunctionCall } from "@/server/functions";

/**
 * SPEC.md §8's 504 deadline-exceeded and 503 unavailable: a slow statement is cancelled by the pool's
 * statement_timeout (server/db), and a request that cannot get a connection gives up after the pool's
 * acquisition timeout, instead of hanging every caller behind a slow database.
 */
const log = pino({ level: "silent" });

// Short limits so that the test is quick; the app's are DATABASE_STATEMENT_TIMEOUT_MS and DATABASE_POOL_TIMEOUT_MS.
const pool = createPool(process.env.DATABASE_URL!, { max: 1, statementTimeoutMs: 300, acquireTimeoutMs: 300 });
const database = createDb(pool);
afterAll(() => pool.end());

const functions = createRegistry([
  defineFunction({
    name: "slowRead",
    kind: "read",
    permission: "public",
    input: z.strictObject({ seconds: z.number().max(5) }),
    handler: async ({ seconds }, { db }) => {
      await db.execute(sql`select pg_sleep(${seconds})`);
      return { slept: seconds };
    },
  }),
  defineFunction({
    name: "slowWrite",
    kind: "write",
    permission: "public",
    input: z.strictObject({ seconds: z.number().max(5) }),
    handler: async ({ seconds }, { db }) => {
      await db.execute(sql`select pg_sleep(${seconds})`);
      return { slept: seconds };
    },
  }),
]);

function call(name: string, data: unknown): Promise<Response> {
  return handleFunctionCall(
    new Request(`http://localhost:3000/api/functions/${name}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ data }),
    }),
    name,
    { functions, db: database, log, resolveActor: async () => ({ kind: "anonymous" }) },
  );
}

describe("a slow database answers instead of hanging", () => {
  it("cancels a statement past the statement timeout and answers 504 DEADLINE_EXCEEDED (read and write)", async () => {
    for (const name of ["slowRead", "slowWrite"]) {
      const response = await call(name, { seconds: 3 });
      expect(response.status).toBe(504);
      const body = (await response.json()) as { error: { status: string; message: string } };
      expect(body.error.status).toBe("DEADLINE_EXCEEDED");
      expect(body.error.message).toBe("The request took too long.");
    }
  });

  it("still answers a quick statement on the same pool", async () => {
    const response = await call("slowRead", { seconds: 0 });
    expect(response.status).toBe(200);
  });

  it("answers 503 UNAVAILABLE when no connection frees up in time (the pool is exhausted)", async () => {
    const held = await pool.connect(); // the pool's only connection
    try {
      const response = await call("slowRead", { seconds: 0 });
      expect(response.status).toBe(503);
      expect(((await response.json()) as { error: { status: string } }).error.status).toBe("UNAVAILABLE");
    } finally {
      held.release();
    }
  });
});

describe("the app's pools", () => {
  it("set a statement timeout on every connection (10 s by default for requests)", async () => {
    const appPool = createPool(process.env.DATABASE_URL!, 1);
    try {
      const { rows } = await appPool.query<{ statement_timeout: string }>("show statement_timeout");
      expect(rows[0]!.statement_timeout).toBe("10s");
    } finally {
      await appPool.end();
    }
  });
});
