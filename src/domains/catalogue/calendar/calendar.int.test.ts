import { and, eq, gte, lte } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createBooking, createOrganisation, createProperty, createUser, uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { bearer, callFunction, errorOf, resultOf, signIn } from "@tests/support/functions";
import { actorForUser } from "@/server/access";
import { auditLog, calendarDays, hourlyBlocks } from "@/server/db/schema";
import type { ProductQuote } from "../product";
import type { SearchPage } from "../search";
import { multiCalendar, type HourlySchedule, type PropertyCalendar } from "./queries";

const db = testDb();
const city = `Calendar city ${uniqueSuffix()}`;
// Far enough ahead that no run of these tests meets a past day, and clear of the dates of other files.
const Y = "2027";

const tokens: Record<"owner" | "otherOwner" | "ops" | "roomer", string> = {
  owner: "",
  otherOwner: "",
  ops: "",
  roomer: "",
};
const ids: Record<"flat" | "managed" | "dayRoom" | "coliving" | "otherFlat", string> = {
  flat: "",
  managed: "",
  dayRoom: "",
  coliving: "",
  otherFlat: "",
};
const unitsOf: Record<string, string[]> = {};
let ownerActor: Awaited<ReturnType<typeof actorForUser>>;
let bookedReference = "";
let hourlyReference = "";

const call = async (name: string, data: unknown, who: keyof typeof tokens = "owner") =>
  callFunction(name, data, bearer(tokens[who]));
const update = (data: Record<string, unknown>, who: keyof typeof tokens = "owner") =>
  call("updateCalendarDays", { propertyId: ids.flat, unitIds: unitsOf.flat, ...data }, who);
const rowsOf = (unitId: string, from: string, to: string) =>
  db
    .select()
    .from(calendarDays)
    .where(and(eq(calendarDays.unitId, unitId), gte(calendarDays.day, from), lte(calendarDays.day, to)))
    .orderBy(calendarDays.day);
const search = async (data: Record<string, unknown>) =>
  (await resultOf<SearchPage>(await callFunction("searchListings", { city, ...data }))).results.map(
    (result) => result.id,
  );
const unavailable = async (propertyId: string, from: string, to: string) =>
  (await resultOf<{ unavailable: string[] }>(await callFunction("productAvailability", { propertyId, from, to })))
    .unavailable;
const quote = async (propertyId: string, stay: Record<string, unknown>) =>
  resultOf<ProductQuote>(await callFunction("quoteStay", { propertyId, stay }));

beforeAll(async () => {
  const lim = await createOrganisation(db);
  const other = await createOrganisation(db);
  const internal = await createOrganisation(db, { kind: "internal" });
  const accounts = {
    owner: await createUser(db, { profile: { organisationId: lim.id } }),
    otherOwner: await createUser(db, { profile: { organisationId: other.id } }),
    ops: await createUser(db, { profile: { organisationId: internal.id, operationsUser: true } }),
    roomer: await createUser(db, { profile: {} }),
  };
  for (const [who, account] of Object.entries(accounts))
    tokens[who as keyof typeof tokens] = await signIn(account.user.email);
  ownerActor = await actorForUser(db, {
    id: accounts.owner.user.id,
    email: accounts.owner.user.email,
    emailVerified: true,
  });

  const base = {
    organisationId: lim.id,
    city,
    country: "malaysia" as const,
    currency: "MYR",
    timeZone: "Asia/Kuala_Lumpur",
    nightlyRateMinor: 25_000,
    minNights: 1,
  };
  const made = {
    flat: await createProperty(db, { ...base, title: "Calendar flat" }),
    managed: await createProperty(db, { ...base, title: "Managed flat", managed: true }),
    dayRoom: await createProperty(db, {
      ...base,
      title: "Calendar day room",
      type: "day_room",
      nightlyRateMinor: null,
      hourlyRateMinor: 3_000,
      minHours: 2,
      openingTime: "08:00",
      closingTime: "22:00",
      bufferHours: 1,
    }),
    coliving: await createProperty(db, {
      ...base,
      title: "Calendar co-living",
      type: "coliving_room",
      units: [
        { name: "Room A", kind: "room" },
        { name: "Room B", kind: "room" },
      ],
    }),
    otherFlat: await createProperty(db, { ...base, organisationId: other.id, title: "Someone else's flat" }),
  };
  for (const [key, value] of Object.entries(made)) {
    ids[key as keyof typeof ids] = value.property.id;
    unitsOf[key] = value.units.map((unit) => unit.id);
  }
  bookedReference = (
    await createBooking(db, {
      propertyId: ids.flat,
      unitId: unitsOf.flat![0]!,
      checkIn: `${Y}-07-01`,
      checkOut: `${Y}-07-04`,
      guestName: "Aisha Rahman",
    })
  ).reference;
  await createBooking(db, {
    propertyId: ids.flat,
    unitId: unitsOf.flat![0]!,
    checkIn: `${Y}-07-10`,
    checkOut: `${Y}-07-12`,
    status: "cancelled",
  });
  // 10:00–13:00 in Kuala Lumpur (UTC+8), then the hour's cleaning: taken until 14:00.
  hourlyReference = (
    await createBooking(db, {
      propertyId: ids.dayRoom,
      unitId: unitsOf.dayRoom![0]!,
      checkIn: `${Y}-06-11`,
      checkOut: `${Y}-06-12`,
      stayMode: "hourly",
      startsAt: new Date(`${Y}-06-11T02:00:00Z`),
      endsAt: new Date(`${Y}-06-11T05:00:00Z`),
      occupiedUntil: new Date(`${Y}-06-11T06:00:00Z`),
      guestName: "Ben Ong",
    })
  ).reference;
});

describe("updateCalendarDays", () => {
  it("closes days with a reason: search and the product page treat them as taken; opening restores them and leaves no row", async () => {
    const stay = { checkIn: `${Y}-06-03`, checkOut: `${Y}-06-05` };
    expect(await search(stay)).toContain(ids.flat);
    const closed = await update({
      from: `${Y}-06-04`,
      to: `${Y}-06-05`,
      change: { kind: "close", reason: "maintenance", note: "Air-conditioning service" },
    });
    expect(await resultOf(closed)).toEqual({ days: 2 });

    expect(await search(stay)).not.toContain(ids.flat);
    expect(await unavailable(ids.flat, `${Y}-06-01`, `${Y}-06-08`)).toEqual([`${Y}-06-04`, `${Y}-06-05`]);
    const calendar = await resultOf<PropertyCalendar>(
      await call("propertyCalendar", { propertyId: ids.flat, from: `${Y}-06-01`, to: `${Y}-06-30` }),
    );
    expect(calendar.days).toEqual([
      expect.objectContaining({
        day: `${Y}-06-04`,
        closed: true,
        blockReason: "maintenance",
        note: "Air-conditioning service",
      }),
      expect.objectContaining({ day: `${Y}-06-05`, closed: true, blockReason: "maintenance" }),
    ]);

    await resultOf(await update({ from: `${Y}-06-04`, to: `${Y}-06-05`, change: { kind: "open" } }));
    expect(await search(stay)).toContain(ids.flat);
    expect(await unavailable(ids.flat, `${Y}-06-01`, `${Y}-06-08`)).toEqual([]);
    expect(await rowsOf(unitsOf.flat![0]!, `${Y}-06-01`, `${Y}-06-30`)).toEqual([]);
  });

  it("records who changed what on the property", async () => {
    await resultOf(
      await update({ from: `${Y}-06-20`, to: `${Y}-06-20`, change: { kind: "close", reason: "owner_stay", note: "" } }),
    );
    const records = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "updateCalendarDays"), eq(auditLog.entity, `property:${ids.flat}`)))
      .orderBy(auditLog.id);
    expect(records.at(-1)).toMatchObject({ outcome: "ok" });
    expect(records.at(-1)!.changes).toMatchObject({
      closed: { from: [false], to: true },
      blockReason: { from: [null], to: "owner_stay" },
    });
    await resultOf(await update({ from: `${Y}-06-20`, to: `${Y}-06-20`, change: { kind: "open" } }));
  });

  it("a price override changes the quote; clearing it restores the base rate", async () => {
    const stay = { mode: "nightly", checkIn: `${Y}-06-10`, checkOut: `${Y}-06-12` };
    await resultOf(
      await update({ from: `${Y}-06-10`, to: `${Y}-06-11`, change: { kind: "price", amountMinor: 31_000 } }),
    );
    const special = await quote(ids.flat, stay);
    expect(special.available && special.quote.lines[0]).toMatchObject({
      label: "2 nights at a special rate",
      unitAmountMinor: 31_000,
      amountMinor: 62_000,
    });

    await resultOf(await update({ from: `${Y}-06-10`, to: `${Y}-06-11`, change: { kind: "clear" } }));
    const usual = await quote(ids.flat, stay);
    expect(usual.available && usual.quote.lines[0]).toMatchObject({ label: "2 nights", unitAmountMinor: 25_000 });
    expect(await rowsOf(unitsOf.flat![0]!, `${Y}-06-10`, `${Y}-06-11`)).toEqual([]);
  });

  it("a minimum-stay override is enforced on check-ins of those days", async () => {
    await resultOf(await update({ from: `${Y}-06-15`, to: `${Y}-06-15`, change: { kind: "minStay", nights: 3 } }));
    expect(await quote(ids.flat, { mode: "nightly", checkIn: `${Y}-06-15`, checkOut: `${Y}-06-17` })).toMatchObject({
      available: false,
      problem: "min_nights",
      message: `The minimum stay from ${Y}-06-15 is 3 nights.`,
    });
    expect((await quote(ids.flat, { mode: "nightly", checkIn: `${Y}-06-15`, checkOut: `${Y}-06-18` })).available).toBe(
      true,
    );
    expect((await quote(ids.flat, { mode: "nightly", checkIn: `${Y}-06-16`, checkOut: `${Y}-06-17` })).available).toBe(
      true,
    );
    await resultOf(await update({ from: `${Y}-06-15`, to: `${Y}-06-15`, change: { kind: "minStay", nights: null } }));
    expect((await quote(ids.flat, { mode: "nightly", checkIn: `${Y}-06-15`, checkOut: `${Y}-06-17` })).available).toBe(
      true,
    );
  });

  it("refuses to close days under a live booking, naming it, and writes nothing", async () => {
    await resultOf(
      await update({ from: `${Y}-07-05`, to: `${Y}-07-05`, change: { kind: "price", amountMinor: 27_000 } }),
    );
    const response = await update({
      from: `${Y}-07-03`,
      to: `${Y}-07-05`,
      change: { kind: "close", reason: "maintenance", note: "" },
    });
    expect(response.status).toBe(409);
    const error = await errorOf(response);
    expect(error.status).toBe("ABORTED");
    expect(error.message).toContain(bookedReference);
    expect(error.message).toContain("Aisha Rahman");
    const rows = await rowsOf(unitsOf.flat![0]!, `${Y}-07-01`, `${Y}-07-31`);
    expect(rows.map((row) => [row.day, row.closed, row.priceOverrideMinor])).toEqual([[`${Y}-07-05`, false, 27_000]]);
    // A cancelled stay holds nothing: its nights may be closed.
    await resultOf(
      await update({ from: `${Y}-07-10`, to: `${Y}-07-11`, change: { kind: "close", reason: "other", note: "" } }),
    );
  });

  it("applies to every unit named, and only to those", async () => {
    const [roomA, roomB] = unitsOf.coliving!;
    await resultOf(
      await call("updateCalendarDays", {
        propertyId: ids.coliving,
        unitIds: [roomA],
        from: `${Y}-08-01`,
        to: `${Y}-08-02`,
        change: { kind: "close", reason: "owner_stay", note: "" },
      }),
    );
    // One room is still free, so the property is.
    expect(await unavailable(ids.coliving, `${Y}-08-01`, `${Y}-08-03`)).toEqual([]);
    await resultOf(
      await call("updateCalendarDays", {
        propertyId: ids.coliving,
        unitIds: [roomA, roomB],
        from: `${Y}-08-01`,
        to: `${Y}-08-01`,
        change: { kind: "close", reason: "owner_stay", note: "" },
      }),
    );
    expect(await unavailable(ids.coliving, `${Y}-08-01`, `${Y}-08-03`)).toEqual([`${Y}-08-01`]);
  });

  it("refuses bad input with the field named, writing nothing", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ from: `${Y}-06-10`, to: `${Y}-06-09`, change: { kind: "open" } }, "to"],
      [{ from: `${Y}-01-01`, to: `${Number(Y) + 1}-01-02`, change: { kind: "open" } }, "to"],
      [{ from: `${Y}-02-30`, to: `${Y}-03-01`, change: { kind: "open" } }, "from"],
      [{ from: `${Y}-06-10`, to: `${Y}-06-10`, change: { kind: "price", amountMinor: -1 } }, "change.amountMinor"],
      [{ from: `${Y}-06-10`, to: `${Y}-06-10`, change: { kind: "price", amountMinor: 12.5 } }, "change.amountMinor"],
      [{ from: `${Y}-06-10`, to: `${Y}-06-10`, change: { kind: "minStay", nights: 0 } }, "change.nights"],
      [
        { from: `${Y}-06-10`, to: `${Y}-06-10`, change: { kind: "close", reason: "external_channel", note: "" } },
        "change.reason",
      ],
      [{ from: `${Y}-06-10`, to: `${Y}-06-10`, change: { kind: "paint" } }, "change.kind"],
      [{ from: `${Y}-06-10`, to: `${Y}-06-10`, change: { kind: "open" }, unitIds: [] }, "unitIds"],
      [{ from: `${Y}-06-10`, to: `${Y}-06-10`, change: { kind: "open" }, extra: true }, ""],
      // A unit of another property, and days in the past.
      [
        {
          from: `${Y}-06-10`,
          to: `${Y}-06-10`,
          change: { kind: "close", reason: "other", note: "" },
          unitIds: unitsOf.managed,
        },
        "unitIds",
      ],
      [{ from: "2020-01-01", to: "2020-01-02", change: { kind: "close", reason: "other", note: "" } }, "from"],
    ];
    for (const [data, path] of cases) {
      const response = await update(data);
      expect(response.status, JSON.stringify(data)).toBe(400);
      expect(
        (await errorOf(response)).details?.issues?.map((issue) => issue.path),
        JSON.stringify(data),
      ).toContain(path);
    }
    expect(await rowsOf(unitsOf.flat![0]!, `${Y}-06-09`, `${Y}-06-11`)).toEqual([]);
    expect(await rowsOf(unitsOf.managed![0]!, `${Y}-06-10`, `${Y}-06-10`)).toEqual([]);
    expect(await rowsOf(unitsOf.flat![0]!, "2020-01-01", "2020-01-02")).toEqual([]);
  });
});

describe("who may use the calendar", () => {
  it("another supplier's property is not found, to read or to change", async () => {
    const read = await call(
      "propertyCalendar",
      { propertyId: ids.flat, from: `${Y}-06-01`, to: `${Y}-06-30` },
      "otherOwner",
    );
    expect(read.status).toBe(404);
    const write = await update(
      { from: `${Y}-09-01`, to: `${Y}-09-01`, change: { kind: "close", reason: "other", note: "" } },
      "otherOwner",
    );
    expect(write.status).toBe(404);
    expect(await rowsOf(unitsOf.flat![0]!, `${Y}-09-01`, `${Y}-09-01`)).toEqual([]);
    // Its own property is fine.
    expect(
      (
        await call(
          "propertyCalendar",
          { propertyId: ids.otherFlat, from: `${Y}-06-01`, to: `${Y}-06-30` },
          "otherOwner",
        )
      ).status,
    ).toBe(200);
  });

  it("an operations user changes a managed property but not an unmanaged one", async () => {
    const managed = await call(
      "updateCalendarDays",
      {
        propertyId: ids.managed,
        unitIds: unitsOf.managed,
        from: `${Y}-09-01`,
        to: `${Y}-09-01`,
        change: { kind: "minStay", nights: 2 },
      },
      "ops",
    );
    expect(await resultOf(managed)).toEqual({ days: 1 });
    expect(
      await update({ from: `${Y}-09-01`, to: `${Y}-09-01`, change: { kind: "minStay", nights: 2 } }, "ops").then(
        (response) => response.status,
      ),
    ).toBe(404);
    expect(await rowsOf(unitsOf.flat![0]!, `${Y}-09-01`, `${Y}-09-01`)).toEqual([]);
  });

  it("a guest is denied and a visitor must sign in", async () => {
    const data = {
      propertyId: ids.flat,
      unitIds: unitsOf.flat,
      from: `${Y}-09-02`,
      to: `${Y}-09-02`,
      change: { kind: "open" },
    };
    expect((await call("updateCalendarDays", data, "roomer")).status).toBe(403);
    expect((await callFunction("updateCalendarDays", data)).status).toBe(401);
    expect(
      (await callFunction("propertyCalendar", { propertyId: ids.flat, from: `${Y}-06-01`, to: `${Y}-06-30` })).status,
    ).toBe(401);
    expect(
      (
        await call(
          "blockHours",
          {
            propertyId: ids.dayRoom,
            unitIds: unitsOf.dayRoom,
            day: `${Y}-06-20`,
            start: "10:00",
            end: "12:00",
            reason: "other",
          },
          "roomer",
        )
      ).status,
    ).toBe(403);
  });
});

describe("hours of a day room", () => {
  const hourly = (day: string, start: string, hours: number) => search({ mode: "hourly", day, start, hours });
  const blocksOf = async () =>
    (
      await db
        .select()
        .from(hourlyBlocks)
        .where(eq(hourlyBlocks.unitId, unitsOf.dayRoom![0]!))
        .orderBy(hourlyBlocks.startsAt)
    ).map((block) => [block.startsAt.toISOString(), block.endsAt.toISOString(), block.reason]);
  const block = (data: Record<string, unknown>) =>
    call("blockHours", {
      propertyId: ids.dayRoom,
      unitIds: unitsOf.dayRoom,
      reason: "maintenance",
      note: "Deep clean",
      ...data,
    });
  const reopen = (data: Record<string, unknown>) =>
    call("reopenHours", { propertyId: ids.dayRoom, unitIds: unitsOf.dayRoom, ...data });

  it("closed hours hide the room from an hourly search for those hours only; reopening part of them trims the block", async () => {
    expect(await hourly(`${Y}-06-10`, "10:00", 2)).toContain(ids.dayRoom);
    expect(await resultOf(await block({ day: `${Y}-06-10`, start: "10:00", end: "12:00" }))).toEqual({ blocked: 1 });
    expect(await hourly(`${Y}-06-10`, "10:00", 2)).not.toContain(ids.dayRoom);
    expect(await hourly(`${Y}-06-10`, "11:00", 2)).not.toContain(ids.dayRoom);
    expect(await hourly(`${Y}-06-10`, "12:00", 2)).toContain(ids.dayRoom);

    // Closing hours that are partly closed adds only the rest.
    expect(await resultOf(await block({ day: `${Y}-06-10`, start: "09:00", end: "11:00" }))).toEqual({ blocked: 1 });
    expect(await blocksOf()).toEqual([
      [`${Y}-06-10T01:00:00.000Z`, `${Y}-06-10T02:00:00.000Z`, "maintenance"],
      [`${Y}-06-10T02:00:00.000Z`, `${Y}-06-10T04:00:00.000Z`, "maintenance"],
    ]);

    expect(await resultOf(await reopen({ day: `${Y}-06-10`, start: "09:00", end: "11:00" }))).toEqual({ reopened: 2 });
    expect(await blocksOf()).toEqual([[`${Y}-06-10T03:00:00.000Z`, `${Y}-06-10T04:00:00.000Z`, "maintenance"]]);
    expect(await hourly(`${Y}-06-10`, "09:00", 2)).toContain(ids.dayRoom);
    expect(await hourly(`${Y}-06-10`, "10:00", 2)).not.toContain(ids.dayRoom);

    const schedule = await resultOf<HourlySchedule>(
      await call("propertyHours", { propertyId: ids.dayRoom, day: `${Y}-06-10` }),
    );
    expect(schedule.blocks).toEqual([
      expect.objectContaining({ start: 11 * 60, end: 12 * 60, reason: "maintenance", note: "Deep clean" }),
    ]);
    await resultOf(await reopen({ day: `${Y}-06-10`, start: "08:00", end: "22:00" }));
    expect(await blocksOf()).toEqual([]);
  });

  it("refuses hours over a live stay or its cleaning buffer, naming it, and writes nothing", async () => {
    const response = await block({ day: `${Y}-06-11`, start: "13:00", end: "15:00" });
    expect(response.status).toBe(409);
    const error = await errorOf(response);
    expect(error.message).toContain(hourlyReference);
    expect(error.message).toContain(`${Y}-06-11 10:00–14:00`);
    expect(await blocksOf()).toEqual([]);
    // Right after the buffer is free to close.
    expect(await resultOf(await block({ day: `${Y}-06-11`, start: "14:00", end: "15:00" }))).toEqual({ blocked: 1 });
    const schedule = await resultOf<HourlySchedule>(
      await call("propertyHours", { propertyId: ids.dayRoom, day: `${Y}-06-11` }),
    );
    expect(schedule.bookings).toEqual([
      expect.objectContaining({ reference: hourlyReference, start: 600, end: 780, occupiedUntil: 840 }),
    ]);
    await resultOf(await reopen({ day: `${Y}-06-11`, start: "14:00", end: "15:00" }));
  });

  it("refuses reversed, malformed and past hours, and a place not sold by the hour", async () => {
    for (const [data, path] of [
      [{ day: `${Y}-06-12`, start: "12:00", end: "10:00" }, "end"],
      [{ day: `${Y}-06-12`, start: "9am", end: "10:00" }, "start"],
      [{ day: "2020-06-12", start: "10:00", end: "12:00" }, "start"],
    ] as const) {
      const response = await block(data);
      expect(response.status, JSON.stringify(data)).toBe(400);
      expect((await errorOf(response)).details?.issues?.map((issue) => issue.path)).toContain(path);
    }
    const nightly = await call("blockHours", {
      propertyId: ids.flat,
      unitIds: unitsOf.flat,
      day: `${Y}-06-12`,
      start: "10:00",
      end: "12:00",
      reason: "other",
    });
    expect(nightly.status).toBe(400);
    expect((await errorOf(nightly)).message).toBe("This place is not sold by the hour.");
    expect(await blocksOf()).toEqual([]);
  });

  it("a day's hourly price is what the quote charges per hour that day", async () => {
    await resultOf(
      await call("setHourlyPrice", {
        propertyId: ids.dayRoom,
        unitIds: unitsOf.dayRoom,
        day: `${Y}-06-12`,
        amountMinor: 4_500,
      }),
    );
    const special = await quote(ids.dayRoom, { mode: "hourly", day: `${Y}-06-12`, start: "10:00", hours: 2 });
    expect(special.available && special.quote.lines[0]).toMatchObject({
      label: "2 hours at a special rate",
      unitAmountMinor: 4_500,
      amountMinor: 9_000,
    });
    const nextDay = await quote(ids.dayRoom, { mode: "hourly", day: `${Y}-06-13`, start: "10:00", hours: 2 });
    expect(nextDay.available && nextDay.quote.lines[0]).toMatchObject({ label: "2 hours", unitAmountMinor: 3_000 });

    await resultOf(
      await call("setHourlyPrice", {
        propertyId: ids.dayRoom,
        unitIds: unitsOf.dayRoom,
        day: `${Y}-06-12`,
        amountMinor: null,
      }),
    );
    expect(await rowsOf(unitsOf.dayRoom![0]!, `${Y}-06-12`, `${Y}-06-12`)).toEqual([]);
    const nightly = await call("setHourlyPrice", {
      propertyId: ids.flat,
      unitIds: unitsOf.flat,
      day: `${Y}-06-12`,
      amountMinor: 4_500,
    });
    expect(nightly.status).toBe(400);
  });
});

describe("multiCalendar", () => {
  it("gives every unit in scope a row, the window's live stays as bars and its closed days", async () => {
    await resultOf(
      await call("updateCalendarDays", {
        propertyId: ids.coliving,
        unitIds: unitsOf.coliving!.slice(1),
        from: `${Y}-07-02`,
        to: `${Y}-07-03`,
        change: { kind: "close", reason: "maintenance", note: "" },
      }),
    );
    const board = await multiCalendar(db, { actor: ownerActor, from: `${Y}-07-01`, days: 14, city });
    expect(board.rows.map((row) => `${row.title}/${row.unitName}`)).toEqual([
      "Calendar co-living/Room A",
      "Calendar co-living/Room B",
      "Calendar day room/Entire place",
      "Calendar flat/Entire place",
      "Managed flat/Entire place",
    ]);
    expect(board.bars).toEqual([
      expect.objectContaining({
        unitId: unitsOf.flat![0],
        reference: bookedReference,
        guestName: "Aisha Rahman",
        status: "confirmed",
        checkIn: `${Y}-07-01`,
        checkOut: `${Y}-07-04`,
      }),
    ]);
    expect(board.closedDays).toEqual(
      expect.arrayContaining([
        { unitId: unitsOf.coliving![1], day: `${Y}-07-02` },
        { unitId: unitsOf.flat![0], day: `${Y}-07-10` },
      ]),
    );
    expect(board.cities).toContain(city);

    const hourlyDay = await multiCalendar(db, {
      actor: ownerActor,
      from: `${Y}-06-11`,
      days: 1,
      city,
      search: "day room",
    });
    expect(hourlyDay.rows.map((row) => row.title)).toEqual(["Calendar day room"]);
    expect(hourlyDay.bars).toEqual([
      expect.objectContaining({ reference: null, hourlyCount: 1, checkIn: `${Y}-06-11` }),
    ]);
  });
});
