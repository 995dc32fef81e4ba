import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createBooking, createOrganisation, createProperty } from "@tests/factories";
import { testDb } from "@tests/support/db";
import type { bookingStatus } from "@/server/db/schema";
import { migrateDatabase } from "./migrate";

type BookingStatus = (typeof bookingStatus.enumValues)[number];

const db = testDb();
const journal = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, "../../drizzle/meta/_journal.json"), "utf8"),
) as {
  entries: { tag: string }[];
};

async function appliedMigrations(): Promise<number> {
  const result = await db.execute<{ count: number }>(
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  return result.rows[0]!.count;
}

/** The PostgreSQL error code of a failed query (Drizzle puts the driver's error in `cause`). */
async function pgErrorCode(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (error) {
    for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
      const code = (current as { code?: unknown }).code;
      if (typeof code === "string") return code;
    }
    throw error;
  }
  return undefined;
}

describe("migrateDatabase", () => {
  it("has applied every migration of the journal", async () => {
    expect(journal.entries.length).toBeGreaterThanOrEqual(2);
    expect(await appliedMigrations()).toBe(journal.entries.length);
  });

  it("is safe to run again, twice, and applies nothing new", async () => {
    await migrateDatabase(process.env.DATABASE_URL!);
    await migrateDatabase(process.env.DATABASE_URL!);
    expect(await appliedMigrations()).toBe(journal.entries.length);
  });

  it("is safe to run from several processes at once", async () => {
    await Promise.all([migrateDatabase(process.env.DATABASE_URL!), migrateDatabase(process.env.DATABASE_URL!)]);
    expect(await appliedMigrations()).toBe(journal.entries.length);
  });

  it("installs btree_gist", async () => {
    const result = await db.execute<{ extname: string }>(
      sql`select extname from pg_extension where extname = 'btree_gist'`,
    );
    expect(result.rows).toEqual([{ extname: "btree_gist" }]);
  });
});

describe("booking constraints", () => {
  let propertyId: string;
  let unitId: string;
  let otherUnitId: string;

  beforeAll(async () => {
    const organisation = await createOrganisation(db);
    const { property, units } = await createProperty(db, {
      organisationId: organisation.id,
      type: "coliving_room",
      units: [
        { name: "Room A", kind: "room" },
        { name: "Room B", kind: "room" },
      ],
    });
    propertyId = property.id;
    unitId = units[0]!.id;
    otherUnitId = units[1]!.id;
  });

  const book = (checkIn: string, checkOut: string, status: BookingStatus = "confirmed", unit = unitId) =>
    createBooking(db, { propertyId, unitId: unit, checkIn, checkOut, status });

  it("refuses two live bookings of one unit with overlapping dates (23P01)", async () => {
    await book("2031-03-10", "2031-03-15");
    expect(await pgErrorCode(book("2031-03-14", "2031-03-16"))).toBe("23P01");
    expect(await pgErrorCode(book("2031-03-08", "2031-03-11"))).toBe("23P01");
    expect(await pgErrorCode(book("2031-03-11", "2031-03-12"))).toBe("23P01"); // inside
    expect(await pgErrorCode(book("2031-03-01", "2031-03-31"))).toBe("23P01"); // around
    expect(await pgErrorCode(book("2031-03-10", "2031-03-15", "held"))).toBe("23P01");
  });

  it.each([
    ["held", "2031-04"],
    ["requested", "2031-05"],
    ["confirmed", "2031-06"],
    ["checked_in", "2031-07"],
    ["completed", "2031-08"],
  ] as const)("counts a %s booking as live", async (status, month) => {
    await book(`${month}-01`, `${month}-05`, status);
    expect(await pgErrorCode(book(`${month}-04`, `${month}-06`, "requested"))).toBe("23P01");
  });

  it("allows back-to-back stays: the check-out day is the next check-in", async () => {
    await book("2031-09-01", "2031-09-05");
    expect(await pgErrorCode(book("2031-09-05", "2031-09-08"))).toBeUndefined();
    expect(await pgErrorCode(book("2031-08-28", "2031-09-01"))).toBeUndefined();
  });

  it.each([
    ["cancelled", "2031-10"],
    ["declined", "2031-11"],
    ["expired", "2031-12"],
    ["no_show", "2032-06"],
  ] as const)("allows an overlap when one of the bookings is %s", async (status, month) => {
    await book(`${month}-01`, `${month}-06`, status);
    expect(await pgErrorCode(book(`${month}-03`, `${month}-05`))).toBeUndefined();
  });

  it("allows a live booking over a cancelled one and a second cancelled one over both", async () => {
    await book("2032-01-10", "2032-01-20", "cancelled");
    await book("2032-01-12", "2032-01-18");
    expect(await pgErrorCode(book("2032-01-11", "2032-01-19", "cancelled"))).toBeUndefined();
  });

  it("allows overlapping dates on different units of one property", async () => {
    await book("2032-02-01", "2032-02-10");
    expect(await pgErrorCode(book("2032-02-01", "2032-02-10", "confirmed", otherUnitId))).toBeUndefined();
  });

  it("refuses check_out on or before check_in (23514)", async () => {
    expect(await pgErrorCode(book("2032-03-05", "2032-03-05"))).toBe("23514");
    expect(await pgErrorCode(book("2032-03-05", "2032-03-04"))).toBe("23514");
  });

  it("refuses a negative total (23514)", async () => {
    const booking = createBooking(db, {
      propertyId,
      unitId,
      checkIn: "2032-04-01",
      checkOut: "2032-04-02",
      totalMinor: -1,
    });
    expect(await pgErrorCode(booking)).toBe("23514");
  });

  it("names the constraint that refused a booking", async () => {
    await book("2032-05-01", "2032-05-03");
    await expect(book("2032-05-02", "2032-05-04")).rejects.toMatchObject({
      cause: expect.objectContaining({ constraint: "bookings_no_overlap" }),
    });
    await expect(book("2032-05-10", "2032-05-09")).rejects.toMatchObject({
      cause: expect.objectContaining({ constraint: "bookings_dates_ordered" }),
    });
  });
});
