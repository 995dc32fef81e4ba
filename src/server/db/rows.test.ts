import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { maybeRowOf, RowShapeError, rowOf, rowsOf, type SqlExecutor } from "./rows";

const executorOf = (rows: unknown[]) => ({ execute: vi.fn(async () => ({ rows })) }) as unknown as SqlExecutor;
const Booking = z.object({ id: z.string(), nights: z.number(), total: z.string(), at: z.date() });
const row = { id: "b1", nights: 2, total: "120.50", at: new Date("2026-11-01T00:00:00Z") };

afterEach(() => vi.unstubAllEnvs());

describe("rowsOf", () => {
  it("returns the driver's rows as they are when they match the schema", async () => {
    const extra = { ...row, guest: "kept" };
    const rows = await rowsOf(executorOf([row, extra]), Booking, sql`select 1`);
    expect(rows).toEqual([row, extra]);
    // Checking does not convert or strip: production (which skips the check) gets the same values.
    expect(rows[1]).toBe(extra);
  });

  it("fails outside production on a column of the wrong type, naming the row and the column", async () => {
    vi.stubEnv("NODE_ENV", "test");
    const bigintAsString = { ...row, nights: "2" };
    const failure = rowsOf(executorOf([row, bigintAsString]), Booking, sql`select 1`);
    await expect(failure).rejects.toBeInstanceOf(RowShapeError);
    await expect(failure).rejects.toThrow(/Row 1[\s\S]*nights/);
  });

  it("fails in development as in tests", async () => {
    vi.stubEnv("NODE_ENV", "development");
    await expect(rowsOf(executorOf([{ ...row, at: "2026-11-01" }]), Booking, sql`select 1`)).rejects.toThrow(/at/);
  });

  it("does not check in production", async () => {
    vi.stubEnv("NODE_ENV", "production");
    const wrong = { ...row, nights: "2" };
    await expect(rowsOf(executorOf([wrong]), Booking, sql`select 1`)).resolves.toEqual([wrong]);
  });
});

describe("rowOf and maybeRowOf", () => {
  it("rowOf returns the one row and refuses none or two", async () => {
    await expect(rowOf(executorOf([row]), Booking, sql`select 1`)).resolves.toEqual(row);
    await expect(rowOf(executorOf([]), Booking, sql`select 1`)).rejects.toThrow(/returned 0/);
    await expect(rowOf(executorOf([row, row]), Booking, sql`select 1`)).rejects.toThrow(/returned 2/);
  });

  it("maybeRowOf returns the row or null and refuses two", async () => {
    await expect(maybeRowOf(executorOf([row]), Booking, sql`select 1`)).resolves.toEqual(row);
    await expect(maybeRowOf(executorOf([]), Booking, sql`select 1`)).resolves.toBeNull();
    await expect(maybeRowOf(executorOf([row, row]), Booking, sql`select 1`)).rejects.toThrow(/returned 2/);
  });
});

describe("row schemas", () => {
  it("refuse transforms at compile time (their output would differ in production)", () => {
    // @ts-expect-error a transforming schema's input is not its output
    void rowsOf(executorOf([]), z.object({ n: z.string().transform(Number) }), sql`select 1`);
  });
});
