/**
 * Typed rows for the queries written in SQL (range operators, window functions, recursive CTEs, the money
 * roll-ups): `rowsOf(db, schema, sql`…`)` instead of `db.execute<Row>(…)` or `as unknown as Row[]`, which
 * only assert a type. Outside production every row is checked against the zod schema, so a wrong belief
 * about what the driver returns fails the tests at the query instead of somewhere downstream. In production the
 * check is skipped: it costs time on every list and the tests have already made it. `sqlTypes` (below) says what
 * each SQL type arrives as through Drizzle's `execute`.
 *
 * The rows returned are the driver's own in every environment (the schema checks, it does not convert), so
 * a schema must describe the rows, not transform them: `ZodType<T, T>` refuses transforms and coercions,
 * whose output would differ between production and the tests.
 */
import type { SQL } from "drizzle-orm";
import { z } from "zod";
import type { DbOrTx } from "./client";

/** Anything with Drizzle's node-postgres `execute`: the database or a transaction. */
export type SqlExecutor = Pick<DbOrTx, "execute">;

/**
 * What each SQL type arrives as from `execute`: Drizzle's node-postgres session hands timestamps, dates and
 * intervals over as PostgreSQL's text (`2026-11-01 08:00:00+00`, not a Date), numeric is text in every
 * driver, and client.ts parses int8 (bigint, `count(*)`) to a number.
 */
export const sqlTypes = {
  text: z.string(),
  uuid: z.string(),
  int: z.number(),
  bigint: z.number(),
  numeric: z.string(),
  boolean: z.boolean(),
  timestamp: z.string(),
  date: z.string(),
  json: z.unknown(),
} as const;

/** A row schema that describes without converting: its input type is its output type. */
export type RowSchema<T> = z.ZodType<T, T>;

/** Whether rows are checked: everywhere but production (development and tests), read on each call. */
export const checksRows = () => process.env.NODE_ENV !== "production";

/** A row the schema refuses: which row, and what was wrong with it, for the failing test's output. */
export class RowShapeError extends Error {
  constructor(
    readonly index: number,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(`Row ${index} of a query does not match its schema:\n${z.prettifyError(new z.ZodError(issues))}`);
    this.name = "RowShapeError";
  }
}

/** `rows`, checked against `schema` outside production. */
export function checkedRows<T>(schema: RowSchema<T>, rows: readonly unknown[]): T[] {
  if (checksRows()) {
    rows.forEach((row, index) => {
      const result = schema.safeParse(row);
      if (!result.success) throw new RowShapeError(index, result.error.issues);
    });
  }
  return rows as T[];
}

/** The rows of a raw query, typed by `schema` (and checked against it outside production). */
export async function rowsOf<T>(executor: SqlExecutor, schema: RowSchema<T>, query: SQL): Promise<T[]> {
  const result = await executor.execute(query);
  return checkedRows(schema, result.rows);
}

/** The one row of a query that returns exactly one (an aggregate without `group by`); more or none is a bug. */
export async function rowOf<T>(executor: SqlExecutor, schema: RowSchema<T>, query: SQL): Promise<T> {
  const rows = await rowsOf(executor, schema, query);
  if (rows.length !== 1) throw new Error(`A query expected to return one row returned ${rows.length}`);
  return rows[0]!;
}

/** The row of a query that returns at most one (a lookup by key), or null. */
export async function maybeRowOf<T>(executor: SqlExecutor, schema: RowSchema<T>, query: SQL): Promise<T | null> {
  const rows = await rowsOf(executor, schema, query);
  if (rows.length > 1) throw new Error(`A query expected to return at most one row returned ${rows.length}`);
  return rows[0] ?? null;
}
