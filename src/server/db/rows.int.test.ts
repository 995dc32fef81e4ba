import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { testDb } from "@tests/support/db";
import { sqlTypes, RowShapeError, rowOf } from "./rows";

const db = testDb();

const query = sql`select 42::bigint as count, 12.50::numeric as amount, timestamptz '2026-11-01 08:00Z' as at, date '2026-11-01' as day`;

describe("rowOf against PostgreSQL", () => {
  it("accepts a schema that says what the driver returns (sqlTypes)", async () => {
    const row = await rowOf(
      db,
      z.object({ count: sqlTypes.bigint, amount: sqlTypes.numeric, at: sqlTypes.timestamp, day: sqlTypes.date }),
      query,
    );
    expect(row).toEqual({ count: 42, amount: "12.50", at: "2026-11-01 08:00:00+00", day: "2026-11-01" });
  });

  it("fails on a schema that believes numeric arrives as a number", async () => {
    const wrong = z.object({ count: sqlTypes.bigint, amount: z.number(), at: sqlTypes.timestamp, day: sqlTypes.date });
    await expect(rowOf(db, wrong, query)).rejects.toBeInstanceOf(RowShapeError);
  });

  it("fails on a schema that believes a timestamp arrives as a Date", async () => {
    const wrong = z.object({ count: sqlTypes.bigint, amount: sqlTypes.numeric, at: z.date(), day: sqlTypes.date });
    await expect(rowOf(db, wrong, query)).rejects.toThrow(/at/);
  });

  it("fails on a schema that believes bigint arrives as a string", async () => {
    const wrong = z.object({ count: z.string(), amount: sqlTypes.numeric, at: sqlTypes.timestamp, day: sqlTypes.date });
    await expect(rowOf(db, wrong, query)).rejects.toThrow(/count/);
  });
});
