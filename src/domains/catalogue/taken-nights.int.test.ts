import { eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createBooking, createOrganisation, createProperty, createUser } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { actorForUser, type Actor } from "@/server/access";
import {
  bookings,
  bookingStatus,
  calendarDays,
  channelFeeds,
  hourlyBlocks,
  properties,
  reviews,
  units,
} from "@/server/db/schema";
import { LIVE_BOOKING_STATUSES } from "@/domains/bookings/schema";
import { applyFeedEvents } from "@/domains/channels";
import { updateCalendarDays, type UpdateCalendarDaysInput } from "./calendar/days";

const db = testDb();
const LIVE = sql.raw(LIVE_BOOKING_STATUSES.map((status) => `'${status}'`).join(", "));

let owner: Actor;
let propertyId: string;
let unitIds: string[];

beforeAll(async () => {
  const organisation = await createOrganisation(db);
  const account = await createUser(db, { profile: { organisationId: organisation.id } });
  owner = await actorForUser(db, { id: account.user.id, email: account.user.email, emailVerified: true });
  const made = await createProperty(db, {
    organisationId: organisation.id,
    type: "coliving_room",
    units: [
      { name: "Room A", kind: "room" },
      { name: "Room B", kind: "room" },
    ],
  });
  propertyId = made.property.id;
  unitIds = made.units.map((unit) => unit.id);
});

/** What the maintained row says, and what the rows it is made from say now (the old availability rule's data). */
async function maintainedAndRecomputed(unitId: string): Promise<{ maintained: string; recomputed: string }> {
  const result = await db.execute<{ maintained: string; recomputed: string }>(sql`
    select
      coalesce((select t.nights from unit_taken_nights t where t.unit_id = ${unitId}::uuid), '{}'::datemultirange)::text as maintained,
      coalesce((select range_agg(taken.nights) from (
        select daterange(b.check_in, b.check_out, '[)') as nights from bookings b
          where b.unit_id = ${unitId}::uuid and b.status in (${sql.raw(LIVE_BOOKING_STATUSES.map((status) => `'${status}'`).join(", "))})
        union all
        select daterange(c.day, c.day + 1, '[)') from calendar_days c where c.unit_id = ${unitId}::uuid and c.closed) taken),
        '{}'::datemultirange)::text as recomputed`);
  return result.rows[0]!;
}

async function expectInStep(expected: Record<number, string>) {
  for (const [index, nights] of Object.entries(expected)) {
    const { maintained, recomputed } = await maintainedAndRecomputed(unitIds[Number(index)]!);
    expect(maintained).toBe(recomputed);
    expect(maintained).toBe(nights);
  }
}

const calendar = (input: Omit<UpdateCalendarDaysInput, "propertyId">) =>
  db.transaction((tx) => updateCalendarDays(tx, { propertyId, ...input }, { actor: owner, audit: () => {} }));

describe("unit_taken_nights", () => {
  it("follows bookings, closed days and channel blocks through every kind of write", async () => {
    const [a, b] = unitIds as [string, string];
    await expectInStep({ 0: "{}", 1: "{}" });

    const first = await createBooking(db, { propertyId, unitId: a, checkIn: "2028-03-10", checkOut: "2028-03-13" });
    const held = await createBooking(db, {
      propertyId,
      unitId: a,
      checkIn: "2028-03-13",
      checkOut: "2028-03-15",
      status: "held",
    });
    await createBooking(db, {
      propertyId,
      unitId: a,
      checkIn: "2028-03-20",
      checkOut: "2028-03-22",
      status: "cancelled",
    });
    // Back-to-back stays make one range; a cancelled one takes nothing.
    await expectInStep({ 0: "{[2028-03-10,2028-03-15)}", 1: "{}" });

    // A hold that expires frees its nights; a change between live statuses changes nothing.
    await db.update(bookings).set({ status: "expired" }).where(eq(bookings.id, held.id));
    await db.update(bookings).set({ status: "checked_in" }).where(eq(bookings.id, first.id));
    await expectInStep({ 0: "{[2028-03-10,2028-03-13)}" });

    // New dates, then a move to the other room: both rooms' rows follow.
    await db.update(bookings).set({ checkIn: "2028-03-11", checkOut: "2028-03-14" }).where(eq(bookings.id, first.id));
    await expectInStep({ 0: "{[2028-03-11,2028-03-14)}", 1: "{}" });
    await db.update(bookings).set({ unitId: b }).where(eq(bookings.id, first.id));
    await expectInStep({ 0: "{}", 1: "{[2028-03-11,2028-03-14)}" });

    // The supplier's calendar: closing both rooms, a price on an open day, then reopening part of it.
    await calendar({
      unitIds: [a, b],
      from: "2028-04-01",
      to: "2028-04-03",
      change: { kind: "close", reason: "maintenance", note: "" },
    });
    await calendar({
      unitIds: [a],
      from: "2028-04-10",
      to: "2028-04-10",
      change: { kind: "price", amountMinor: 30_000 },
    });
    await expectInStep({ 0: "{[2028-04-01,2028-04-04)}", 1: "{[2028-03-11,2028-03-14),[2028-04-01,2028-04-04)}" });
    await calendar({ unitIds: [a], from: "2028-04-02", to: "2028-04-02", change: { kind: "open" } });
    await expectInStep({ 0: "{[2028-04-01,2028-04-02),[2028-04-03,2028-04-04)}" });

    // Channel blocks, imported and then dropped by the next import (the sync's own statements).
    const [feed] = await db
      .insert(channelFeeds)
      .values({ unitId: a, name: "Elsewhere", url: `https://example.test/${a}.ics` })
      .returning();
    const today = "2028-01-01";
    await db.transaction((tx) =>
      applyFeedEvents(
        tx,
        { id: feed!.id, unitId: a, name: "Elsewhere" },
        [{ uid: "x1", summary: "Reserved", startsOn: "2028-05-01", endsOn: "2028-05-04" }],
        today,
      ),
    );
    await expectInStep({ 0: "{[2028-04-01,2028-04-02),[2028-04-03,2028-04-04),[2028-05-01,2028-05-04)}" });
    await db.transaction((tx) => applyFeedEvents(tx, { id: feed!.id, unitId: a, name: "Elsewhere" }, [], today));
    await expectInStep({ 0: "{[2028-04-01,2028-04-02),[2028-04-03,2028-04-04)}" });

    // A cancellation and a plain delete of calendar rows.
    await db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, first.id));
    await db.delete(calendarDays).where(inArray(calendarDays.unitId, [a, b]));
    await expectInStep({ 0: "{}", 1: "{}" });
  });

  it("keeps both writes when two transactions change the same unit at once", async () => {
    const unitId = unitIds[0]!;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let booked!: () => void;
    const hasBooked = new Promise<void>((resolve) => (booked = resolve));
    const first = db.transaction(async (tx) => {
      await createBooking(tx, { propertyId, unitId, checkIn: "2028-06-01", checkOut: "2028-06-03" });
      booked();
      await held;
    });
    await hasBooked;
    // The second writer's refresh waits for the first's row lock, then must see the first's committed booking.
    const second = db
      .insert(calendarDays)
      .values({ unitId, day: "2028-06-10", closed: true, blockReason: "owner_stay" });
    const secondDone = second.then(() => "done");
    for (;;) {
      const waiting = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock' and query like 'insert into "calendar_days"%'`,
      );
      if (waiting.rows[0]!.n > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    release();
    await first;
    expect(await secondDone).toBe("done");
    const { maintained, recomputed } = await maintainedAndRecomputed(unitId);
    expect(maintained).toBe(recomputed);
    expect(maintained).toContain("[2028-06-01,2028-06-03)");
    expect(maintained).toContain("[2028-06-10,2028-06-11)");
  });

  it("rebuilds every row to the same value as the triggers keep", async () => {
    await createBooking(db, { propertyId, unitId: unitIds[1]!, checkIn: "2028-07-01", checkOut: "2028-07-05" });
    await db
      .insert(calendarDays)
      .values({ unitId: unitIds[1]!, day: "2028-07-09", closed: true, blockReason: "other" });
    const before = await db.execute<{ unit_id: string; nights: string }>(
      sql`select unit_id, nights::text as nights from unit_taken_nights where unit_id = any(${sql.param(unitIds)}::uuid[]) and nights <> '{}' order by unit_id`,
    );
    await db.execute(sql`select rebuild_unit_taken_nights()`);
    const after = await db.execute<{ unit_id: string; nights: string }>(
      sql`select unit_id, nights::text as nights from unit_taken_nights where unit_id = any(${sql.param(unitIds)}::uuid[]) order by unit_id`,
    );
    expect(after.rows).toEqual(before.rows);
    expect(after.rows.find((row) => row.unit_id === unitIds[1])?.nights).toContain("[2028-07-01,2028-07-05)");
  });

  it("keeps a day room's whole days, hourly stays and closed hours, each as its rows say", async () => {
    const organisation = await createOrganisation(db);
    const made = await createProperty(db, {
      organisationId: organisation.id,
      type: "day_room",
      nightlyRateMinor: null,
      hourlyRateMinor: 3_000,
      openingTime: "08:00",
      closingTime: "22:00",
      bufferHours: 1,
    });
    const dayRoom = made.property.id;
    const unitId = made.units[0]!.id;
    const hourly = (
      startsAt: string,
      endsAt: string,
      occupiedUntil: string,
      status: "confirmed" | "cancelled" = "confirmed",
    ) =>
      createBooking(db, {
        propertyId: dayRoom,
        unitId,
        checkIn: startsAt.slice(0, 10),
        checkOut: "2028-08-11",
        stayMode: "hourly",
        startsAt: new Date(startsAt),
        endsAt: new Date(endsAt),
        occupiedUntil: new Date(occupiedUntil),
        status,
      });
    const check = async (expected: { whole_days: string; hours: string; closed_hours: string }) => {
      const result = await db.execute<{ maintained: string; recomputed: string }>(sql`
        select
          (select row(t.whole_days, t.hours, t.closed_hours)::text from unit_taken_nights t where t.unit_id = ${unitId}::uuid) as maintained,
          row(
            coalesce((select range_agg(taken.days) from (
              select daterange(b.check_in, b.check_out, '[)') as days from bookings b
                where b.unit_id = ${unitId}::uuid and b.stay_mode <> 'hourly' and b.status in (${LIVE})
              union all
              select daterange(c.day, c.day + 1, '[)') from calendar_days c where c.unit_id = ${unitId}::uuid and c.closed) taken),
              '{}'::datemultirange),
            coalesce((select range_agg(tstzrange(b.starts_at, b.occupied_until, '[)')) from bookings b
              where b.unit_id = ${unitId}::uuid and b.stay_mode = 'hourly' and b.status in (${LIVE})), '{}'::tstzmultirange),
            coalesce((select range_agg(tstzrange(hb.starts_at, hb.ends_at, '[)')) from hourly_blocks hb where hb.unit_id = ${unitId}::uuid),
              '{}'::tstzmultirange))::text as recomputed`);
      const { maintained, recomputed } = result.rows[0]!;
      expect(maintained).toBe(recomputed);
      const parts = await db.execute<{ whole_days: string; hours: string; closed_hours: string }>(sql`
        select whole_days::text, (select string_agg(to_char(lower(r) at time zone 'UTC', 'HH24:MI') || '-' || to_char(upper(r) at time zone 'UTC', 'HH24:MI'), ',') from unnest(hours) r) as hours,
          (select string_agg(to_char(lower(r) at time zone 'UTC', 'HH24:MI') || '-' || to_char(upper(r) at time zone 'UTC', 'HH24:MI'), ',') from unnest(closed_hours) r) as closed_hours
        from unit_taken_nights where unit_id = ${unitId}::uuid`);
      expect({
        ...parts.rows[0],
        hours: parts.rows[0]!.hours ?? "",
        closed_hours: parts.rows[0]!.closed_hours ?? "",
      }).toEqual(expected);
    };

    // Two stays with their cleaning hour (UTC here), a cancelled one that holds nothing; a stay's day is not a
    // whole day taken.
    const morning = await hourly("2028-08-10T02:00:00Z", "2028-08-10T05:00:00Z", "2028-08-10T06:00:00Z");
    await hourly("2028-08-10T08:00:00Z", "2028-08-10T10:00:00Z", "2028-08-10T11:00:00Z");
    await hourly("2028-08-10T12:00:00Z", "2028-08-10T13:00:00Z", "2028-08-10T14:00:00Z", "cancelled");
    await check({ whole_days: "{}", hours: "02:00-06:00,08:00-11:00", closed_hours: "" });

    // Closed hours: added, moved, removed.
    const [block] = await db
      .insert(hourlyBlocks)
      .values({
        unitId,
        startsAt: new Date("2028-08-10T13:00:00Z"),
        endsAt: new Date("2028-08-10T14:00:00Z"),
        reason: "maintenance",
      })
      .returning();
    await check({ whole_days: "{}", hours: "02:00-06:00,08:00-11:00", closed_hours: "13:00-14:00" });
    await db
      .update(hourlyBlocks)
      .set({ startsAt: new Date("2028-08-10T12:00:00Z") })
      .where(eq(hourlyBlocks.id, block!.id));
    await check({ whole_days: "{}", hours: "02:00-06:00,08:00-11:00", closed_hours: "12:00-14:00" });

    // A stay moved to later hours, then cancelled; a closed day and a nightly stay are whole days.
    await db
      .update(bookings)
      .set({
        startsAt: new Date("2028-08-10T15:00:00Z"),
        endsAt: new Date("2028-08-10T16:00:00Z"),
        occupiedUntil: new Date("2028-08-10T17:00:00Z"),
      })
      .where(eq(bookings.id, morning.id));
    await check({ whole_days: "{}", hours: "08:00-11:00,15:00-17:00", closed_hours: "12:00-14:00" });
    await db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, morning.id));
    await db.insert(calendarDays).values({ unitId, day: "2028-08-12", closed: true, blockReason: "owner_stay" });
    await createBooking(db, { propertyId: dayRoom, unitId, checkIn: "2028-08-14", checkOut: "2028-08-16" });
    await check({
      whole_days: "{[2028-08-12,2028-08-13),[2028-08-14,2028-08-16)}",
      hours: "08:00-11:00",
      closed_hours: "12:00-14:00",
    });

    await db.delete(hourlyBlocks).where(eq(hourlyBlocks.id, block!.id));
    await check({
      whole_days: "{[2028-08-12,2028-08-13),[2028-08-14,2028-08-16)}",
      hours: "08:00-11:00",
      closed_hours: "",
    });

    // The rebuild gives the same row.
    const before = await db.execute(
      sql`select row(nights, whole_days, hours, closed_hours)::text as kept from unit_taken_nights where unit_id = ${unitId}::uuid`,
    );
    await db.execute(sql`select rebuild_unit_taken_nights()`);
    const after = await db.execute(
      sql`select row(nights, whole_days, hours, closed_hours)::text as kept from unit_taken_nights where unit_id = ${unitId}::uuid`,
    );
    expect(after.rows).toEqual(before.rows);
  });

  it("has a row for every unit, with the unit's property, however the unit came or moved", async () => {
    const organisation = await createOrganisation(db);
    const [first, second] = [
      await createProperty(db, { organisationId: organisation.id }),
      await createProperty(db, { organisationId: organisation.id }),
    ];
    const [added] = await db
      .insert(units)
      .values({ propertyId: first.property.id, name: "Annex", sortOrder: 5 })
      .returning();
    const rowOf = async (unitId: string) =>
      (
        await db.execute<{ property_id: string; nights: string }>(
          sql`select property_id, nights::text as nights from unit_taken_nights where unit_id = ${unitId}::uuid`,
        )
      ).rows[0];
    expect(await rowOf(first.units[0]!.id)).toEqual({ property_id: first.property.id, nights: "{}" });
    expect(await rowOf(added!.id)).toEqual({ property_id: first.property.id, nights: "{}" });
    const stay = await createBooking(db, {
      propertyId: first.property.id,
      unitId: added!.id,
      checkIn: "2028-09-01",
      checkOut: "2028-09-03",
    });
    await db.update(units).set({ propertyId: second.property.id }).where(eq(units.id, added!.id));
    expect(await rowOf(added!.id)).toEqual({ property_id: second.property.id, nights: "{[2028-09-01,2028-09-03)}" });
    // Nowhere in the database is a unit without its row, or a row whose property is not its unit's.
    const strays = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from units u left join unit_taken_nights t on t.unit_id = u.id
      where t.unit_id is null or t.property_id <> u.property_id`);
    expect(strays.rows[0]!.n).toBe(0);
    await db.delete(bookings).where(eq(bookings.id, stay.id));
    await db.delete(units).where(eq(units.id, added!.id));
    expect(await rowOf(added!.id)).toBeUndefined();
  });

  it("counts as live exactly the statuses the application calls live", async () => {
    const result = await db.execute<{ status: string; live: boolean }>(
      sql`select s::text as status, booking_status_is_live(s) as live from unnest(enum_range(null::booking_status)) s`,
    );
    expect(result.rows.map((row) => row.status).sort()).toEqual([...bookingStatus.enumValues].sort());
    expect(
      result.rows
        .filter((row) => row.live)
        .map((row) => row.status)
        .sort(),
    ).toEqual([...LIVE_BOOKING_STATUSES].sort());
  });
});

describe("ratings kept on the property", () => {
  it("follow published reviews through every kind of write, and the rebuild agrees", async () => {
    const organisation = await createOrganisation(db);
    const [first, second] = await Promise.all([
      createProperty(db, { organisationId: organisation.id }),
      createProperty(db, { organisationId: organisation.id }),
    ]);
    const kept = async (id: string) => {
      const [row] = await db
        .select({ count: properties.ratingCount, sum: properties.ratingSum })
        .from(properties)
        .where(eq(properties.id, id));
      const [actual] = (
        await db.execute<{ count: number; sum: number }>(
          sql`select count(*)::int as count, coalesce(sum(rating), 0)::int as sum from reviews where property_id = ${id}::uuid and published_at is not null
            and hidden_at is null and side = 'guest'`,
        )
      ).rows;
      expect(row).toEqual(actual);
      return row;
    };
    const now = new Date();
    const [five, three, draft] = await db
      .insert(reviews)
      .values([
        { propertyId: first.property.id, authorName: "Aiko", rating: 5, publishedAt: now },
        { propertyId: first.property.id, authorName: "Budi", rating: 3, publishedAt: now },
        { propertyId: first.property.id, authorName: "Chen", rating: 1 },
      ])
      .returning();
    // An unpublished review counts for nothing until it is published.
    expect(await kept(first.property.id)).toEqual({ count: 2, sum: 8 });
    await db.update(reviews).set({ publishedAt: now }).where(eq(reviews.id, draft!.id));
    expect(await kept(first.property.id)).toEqual({ count: 3, sum: 9 });
    // A published review is frozen (reviews/sql/reviews.sql): after publication the kept rating moves when staff
    // hide one or one is deleted; before it, a changed rating counts once published.
    await db
      .update(reviews)
      .set({ hiddenAt: now, hiddenReason: "Breaks the content rules." })
      .where(eq(reviews.id, three!.id));
    expect(await kept(first.property.id)).toEqual({ count: 2, sum: 6 });
    const [later] = await db
      .insert(reviews)
      .values({ propertyId: second.property.id, authorName: "Dewi", rating: 2 })
      .returning();
    await db.update(reviews).set({ rating: 5 }).where(eq(reviews.id, later!.id));
    expect(await kept(second.property.id)).toEqual({ count: 0, sum: 0 });
    await db.update(reviews).set({ publishedAt: now }).where(eq(reviews.id, later!.id));
    expect(await kept(second.property.id)).toEqual({ count: 1, sum: 5 });
    await db.delete(reviews).where(eq(reviews.id, five!.id));
    expect(await kept(first.property.id)).toEqual({ count: 1, sum: 1 });
    await db.delete(reviews).where(eq(reviews.id, later!.id));
    expect(await kept(second.property.id)).toEqual({ count: 0, sum: 0 });

    // Set wrong by hand (as a bulk load with the trigger off would leave it), the rebuild puts it right.
    await db.update(properties).set({ ratingCount: 0, ratingSum: 0 }).where(eq(properties.id, first.property.id));
    await db.execute(sql`select rebuild_property_ratings()`);
    expect(await kept(first.property.id)).toEqual({ count: 1, sum: 1 });
  });

  it("refuses a count and sum that cannot be", async () => {
    const organisation = await createOrganisation(db);
    const { property } = await createProperty(db, { organisationId: organisation.id });
    await expect(
      db.update(properties).set({ ratingCount: 1, ratingSum: 6 }).where(eq(properties.id, property.id)),
    ).rejects.toMatchObject({
      cause: { constraint: "properties_rating_kept" },
    });
  });
});
