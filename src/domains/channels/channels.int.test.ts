import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBooking, createOrganisation, createProperty, createUser, uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { actorOfNewOrganisation } from "@tests/support/list-order";
import { bearer, callFunction, errorOf, resultOf, signIn } from "@tests/support/functions";
import { GET as icalRoute } from "@/app/api/ical/[token]/route";
import { calendarDays, channelConflicts, channelFeedDays, channelFeedEvents, channelFeeds } from "@/server/db/schema";
import { parseICalendar } from "./ical";
import { IMPORT_HORIZON_DAYS } from "./read-feed";
import { syncFeed, type SyncResult } from "./sync";
import { exportCalendar } from "./exports";
import { channelManagerView } from "./queries";
import { addDays, todayIn } from "@/lib/dates";

const db = testDb();
const suffix = uniqueSuffix();

// Feeds are served from this machine: path → [status, body]. Nothing leaves it.
const feeds = new Map<string, [number, string]>();
let server: Server;
let base: string;

const compact = (date: string) => date.replaceAll("-", "");
const today = todayIn("Asia/Kuala_Lumpur");
const day = (offset: number) => addDays(today, offset);

function calendar(...events: string[][]): string {
  return ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//EN", ...events.flat(), "END:VCALENDAR"].join("\r\n");
}
function allDay(uid: string, from: string, to: string, summary = "Reserved"): string[] {
  return [
    "BEGIN:VEVENT",
    `UID:${uid}`,
    `SUMMARY:${summary}`,
    `DTSTART;VALUE=DATE:${compact(from)}`,
    `DTEND;VALUE=DATE:${compact(to)}`,
    "END:VEVENT",
  ];
}

let ownerToken: string;
let otherToken: string;
let unitId: string;
let secondUnitId: string;
let propertyId: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const found = feeds.get(request.url ?? "");
    response.writeHead(found?.[0] ?? 404, { "content-type": "text/calendar" });
    response.end(found?.[1] ?? "not found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const organisation = await createOrganisation(db);
  const ownerEmail = `channels-owner-${suffix}@example.test`;
  await createUser(db, { email: ownerEmail, profile: { organisationId: organisation.id } });
  ownerToken = await signIn(ownerEmail);
  const other = await createOrganisation(db);
  const otherEmail = `channels-other-${suffix}@example.test`;
  await createUser(db, { email: otherEmail, profile: { organisationId: other.id } });
  otherToken = await signIn(otherEmail);
  const { property, units } = await createProperty(db, {
    organisationId: organisation.id,
    units: [
      { name: "Room A", kind: "room" },
      { name: "Room B", kind: "room" },
    ],
  });
  propertyId = property.id;
  unitId = units[0]!.id;
  secondUnitId = units[1]!.id;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function closedDays(unit: string) {
  const rows = await db
    .select({ day: calendarDays.day, reason: calendarDays.blockReason })
    .from(calendarDays)
    .where(and(eq(calendarDays.unitId, unit), eq(calendarDays.closed, true)))
    .orderBy(calendarDays.day);
  return rows;
}

async function addFeed(unit: string, path: string, token = ownerToken): Promise<string> {
  const { id } = await resultOf<{ id: string }>(
    await callFunction("addChannelFeed", { unitId: unit, name: "Airbnb", url: `${base}${path}` }, bearer(token)),
  );
  return id;
}

describe("import feeds", () => {
  it("imports events as external-channel blocks, and a re-sync frees the nights of events gone from the feed", async () => {
    const path = `/a-${suffix}.ics`;
    feeds.set(path, [200, calendar(allDay("one@airbnb", day(10), day(13)), allDay("two@airbnb", day(20), day(22)))]);
    const feedId = await addFeed(unitId, path);
    const first = await resultOf<SyncResult>(await callFunction("syncChannelFeed", { id: feedId }, bearer(ownerToken)));
    expect(first).toMatchObject({ status: "ok", events: 2, blockedNights: 5, conflicts: 0 });
    expect(await closedDays(unitId)).toEqual(
      [10, 11, 12, 20, 21].map((offset) => ({ day: day(offset), reason: "external_channel" })),
    );

    // A night the supplier closed for an owner stay keeps its reason, and stays closed when the feed lets go.
    await db
      .insert(calendarDays)
      .values({ unitId, day: day(21), closed: true, blockReason: "owner_stay" })
      .onConflictDoUpdate({
        target: [calendarDays.unitId, calendarDays.day],
        set: { blockReason: "owner_stay" },
      });
    feeds.set(path, [200, calendar(allDay("one@airbnb", day(10), day(12)))]);
    const second = await syncFeed(db, feedId, { allowPrivate: true });
    expect(second).toMatchObject({ status: "ok", events: 1, blockedNights: 2 });
    expect(await closedDays(unitId)).toEqual([
      { day: day(10), reason: "external_channel" },
      { day: day(11), reason: "external_channel" },
      { day: day(21), reason: "owner_stay" },
    ]);
    // Freed nights leave no row behind (the calendar is sparse).
    const leftovers = await db
      .select()
      .from(calendarDays)
      .where(and(eq(calendarDays.unitId, unitId), eq(calendarDays.day, day(12))));
    expect(leftovers).toEqual([]);
    const [feed] = await db.select().from(channelFeeds).where(eq(channelFeeds.id, feedId));
    expect(feed).toMatchObject({ lastStatus: "ok", lastEventCount: 1, lastError: "" });

    // Removing the feed opens what only it blocked.
    await resultOf(await callFunction("removeChannelFeed", { id: feedId }, bearer(ownerToken)));
    expect(await closedDays(unitId)).toEqual([{ day: day(21), reason: "owner_stay" }]);
  });

  it("keeps everything as it was when the feed is malformed or unreachable, and says why", async () => {
    const path = `/b-${suffix}.ics`;
    feeds.set(path, [200, calendar(allDay("keep@vrbo", day(30), day(32)))]);
    const feedId = await addFeed(secondUnitId, path);
    await syncFeed(db, feedId, { allowPrivate: true });
    const before = await closedDays(secondUnitId);
    expect(before).toHaveLength(2);

    feeds.set(path, [
      200,
      "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:x\r\nDTSTART:not-a-date\r\nEND:VEVENT\r\nEND:VCALENDAR",
    ]);
    const malformed = await syncFeed(db, feedId, { allowPrivate: true });
    expect(malformed.status).toBe("error");
    expect(malformed.error).toMatch(/could not be read.*DTSTART "not-a-date"/);
    expect(await closedDays(secondUnitId)).toEqual(before);
    expect(await db.select().from(channelFeedEvents).where(eq(channelFeedEvents.feedId, feedId))).toHaveLength(1);
    const [feed] = await db.select().from(channelFeeds).where(eq(channelFeeds.id, feedId));
    expect(feed).toMatchObject({ lastStatus: "error", lastEventCount: 1 });
    expect(feed!.lastError).toMatch(/DTSTART/);

    feeds.set(path, [500, "oops"]);
    expect((await syncFeed(db, feedId, { allowPrivate: true })).error).toBe(
      "The calendar site answered 500 Internal Server Error.",
    );
    feeds.set(path, [200, "<html>login</html>"]);
    expect((await syncFeed(db, feedId, { allowPrivate: true })).error).toMatch(/not an iCalendar feed/);
    expect(await closedDays(secondUnitId)).toEqual(before);
  });

  it("refuses private-network addresses where the app is not local (the SSRF guard)", async () => {
    const path = `/c-${suffix}.ics`;
    feeds.set(path, [200, calendar(allDay("x@y", day(40), day(41)))]);
    const feedId = await addFeed(secondUnitId, path);
    const result = await syncFeed(db, feedId, { allowPrivate: false });
    expect(result).toMatchObject({
      status: "error",
      error: "The host 127.0.0.1 is on a private network; only public calendar addresses can be imported.",
    });
    await resultOf(await callFunction("removeChannelFeed", { id: feedId }, bearer(ownerToken)));
  });

  it("records an event over a live booking as a conflict and leaves the booking alone", async () => {
    const booking = await createBooking(db, {
      propertyId,
      unitId,
      checkIn: day(50),
      checkOut: day(53),
      status: "confirmed",
    });
    const path = `/d-${suffix}.ics`;
    feeds.set(path, [200, calendar(allDay("clash@booking", day(52), day(55), "Booking.com guest"))]);
    const feedId = await addFeed(unitId, path);
    const result = await syncFeed(db, feedId, { allowPrivate: true });
    expect(result).toMatchObject({ status: "ok", events: 1, conflicts: 1 });
    const conflicts = await db.select().from(channelConflicts).where(eq(channelConflicts.feedId, feedId));
    expect(conflicts).toHaveLength(1);
    expect(conflicts[0]).toMatchObject({
      bookingId: booking.id,
      eventUid: "clash@booking",
      startsOn: day(52),
      endsOn: day(55),
      resolvedAt: null,
    });
    const [after] = await db
      .execute<{ status: string }>(sql`select status from bookings where id = ${booking.id}`)
      .then((r) => r.rows);
    expect(after!.status).toBe("confirmed");

    // A second sync does not duplicate it; a person marks it resolved.
    await syncFeed(db, feedId, { allowPrivate: true });
    expect(await db.select().from(channelConflicts).where(eq(channelConflicts.feedId, feedId))).toHaveLength(1);
    expect(
      (await errorOf(await callFunction("resolveChannelConflict", { id: conflicts[0]!.id }, bearer(otherToken))))
        .status,
    ).toBe("NOT_FOUND");
    await resultOf(
      await callFunction(
        "resolveChannelConflict",
        { id: conflicts[0]!.id, resolution: "Guest moved" },
        bearer(ownerToken),
      ),
    );
    const [resolved] = await db.select().from(channelConflicts).where(eq(channelConflicts.id, conflicts[0]!.id));
    expect(resolved!.resolvedAt).not.toBeNull();
  });

  it("places a UTC event that crosses midnight on the Kuala Lumpur date", async () => {
    const path = `/e-${suffix}.ics`;
    // 16:30 UTC is 00:30 the next day in Kuala Lumpur (UTC+8): the nights are day 61 and 62, not 60 and 61.
    const start = `${compact(day(60))}T163000Z`;
    const end = `${compact(day(62))}T163000Z`;
    feeds.set(path, [200, calendar(["BEGIN:VEVENT", "UID:tz@site", `DTSTART:${start}`, `DTEND:${end}`, "END:VEVENT"])]);
    const feedId = await addFeed(secondUnitId, path);
    await syncFeed(db, feedId, { allowPrivate: true });
    const [event] = await db.select().from(channelFeedEvents).where(eq(channelFeedEvents.feedId, feedId));
    expect(event).toMatchObject({ startsOn: day(61), endsOn: day(63) });
    const days = (await closedDays(secondUnitId)).map((row) => row.day);
    expect(days).toContain(day(61));
    expect(days).toContain(day(62));
    expect(days).not.toContain(day(60));
  });

  it("closes every night of a repeating event over the sync window, its EXDATE left open", async () => {
    const path = `/weekly-${suffix}.ics`;
    // Two nights every week, from two weeks ago, without end; the occurrence of day 14 excluded.
    feeds.set(path, [
      200,
      calendar([
        "BEGIN:VEVENT",
        "UID:weekly@owner-calendar",
        "SUMMARY:Owner weekends",
        `DTSTART;VALUE=DATE:${compact(day(-14))}`,
        `DTEND;VALUE=DATE:${compact(day(-12))}`,
        "RRULE:FREQ=WEEKLY",
        `EXDATE;VALUE=DATE:${compact(day(14))}`,
        "END:VEVENT",
      ]),
    ]);
    const feedId = await addFeed(unitId, path);
    const result = await syncFeed(db, feedId, { allowPrivate: true });
    const expected: string[] = [];
    for (let offset = 0; offset < IMPORT_HORIZON_DAYS; offset++)
      if ((offset + 14) % 7 < 2 && offset !== 14 && offset !== 15) expected.push(day(offset));
    expect(result).toMatchObject({ status: "ok", skipped: 0, blockedNights: expected.length });
    const feedNights = await db
      .select({ day: channelFeedDays.day })
      .from(channelFeedDays)
      .where(eq(channelFeedDays.feedId, feedId))
      .orderBy(channelFeedDays.day);
    expect(feedNights.map((row) => row.day)).toEqual(expected);
    const closed = new Set((await closedDays(unitId)).map((row) => row.day));
    expect(expected.filter((night) => !closed.has(night))).toEqual([]);
    expect(closed.has(day(14))).toBe(false);
    // Each occurrence is its own event, known by its original date.
    const events = await db.select().from(channelFeedEvents).where(eq(channelFeedEvents.feedId, feedId));
    expect(events.find((event) => event.startsOn === day(7))?.uid).toBe(`weekly@owner-calendar#${day(7)}`);

    await resultOf(await callFunction("removeChannelFeed", { id: feedId }, bearer(ownerToken)));
  });

  it("skips an event it cannot read and reports it on the feed, while the others apply", async () => {
    const path = `/one-bad-${suffix}.ics`;
    const broken = [
      "BEGIN:VEVENT",
      "UID:typo@site",
      "SUMMARY:Reserved (typed by hand)",
      "DTSTART;VALUE=DATE:20270231",
      "DTEND;VALUE=DATE:20270302",
      "END:VEVENT",
    ];
    feeds.set(path, [200, calendar(allDay("good@site", day(100), day(102)), broken)]);
    const feedId = await addFeed(unitId, path);
    const result = await syncFeed(db, feedId, { allowPrivate: true });
    expect(result).toMatchObject({ status: "ok", events: 1, skipped: 1, blockedNights: 2 });
    const days = (await closedDays(unitId)).map((row) => row.day);
    expect(days).toContain(day(100));
    expect(days).toContain(day(101));
    const [feed] = await db.select().from(channelFeeds).where(eq(channelFeeds.id, feedId));
    expect(feed).toMatchObject({
      lastStatus: "ok",
      lastEventCount: 1,
      lastSkippedCount: 1,
      lastSkippedEvents: [
        {
          uid: "typo@site",
          summary: "Reserved (typed by hand)",
          reason: 'The event at line 10 was skipped: Its DTSTART "20270231" is not a real date.',
        },
      ],
    });

    // Fixed on the other site: the next sync clears the report.
    feeds.set(path, [200, calendar(allDay("good@site", day(100), day(102)))]);
    expect(await syncFeed(db, feedId, { allowPrivate: true })).toMatchObject({ status: "ok", skipped: 0 });
    const [fixed] = await db.select().from(channelFeeds).where(eq(channelFeeds.id, feedId));
    expect(fixed).toMatchObject({ lastSkippedCount: 0, lastSkippedEvents: [] });
    await resultOf(await callFunction("removeChannelFeed", { id: feedId }, bearer(ownerToken)));
  });

  it("checks input and scope", async () => {
    const bad = await errorOf(
      await callFunction("addChannelFeed", { unitId, name: "X", url: "ftp://example.com/cal.ics" }, bearer(ownerToken)),
    );
    expect(bad.status).toBe("INVALID_ARGUMENT");
    expect(bad.details?.issues?.[0]).toMatchObject({
      path: "url",
      message: "The calendar address must start with https:// or http://.",
    });
    const creds = await errorOf(
      await callFunction(
        "addChannelFeed",
        { unitId, name: "X", url: "https://a:b@example.com/c.ics" },
        bearer(ownerToken),
      ),
    );
    expect(creds.details?.issues?.[0]?.message).toMatch(/user name and password/);
    // Another supplier cannot see, add to or sync this unit's feeds: the unit does not exist for them.
    const foreign = await errorOf(
      await callFunction("addChannelFeed", { unitId, name: "X", url: "https://example.com/c.ics" }, bearer(otherToken)),
    );
    expect(foreign).toMatchObject({ status: "NOT_FOUND", message: "There is no such unit." });
    const path = `/f-${suffix}.ics`;
    feeds.set(path, [200, calendar()]);
    const feed = { id: await addFeed(unitId, path) };
    expect((await errorOf(await callFunction("syncChannelFeed", { id: feed.id }, bearer(otherToken)))).status).toBe(
      "NOT_FOUND",
    );
    expect((await errorOf(await callFunction("removeChannelFeed", { id: feed.id }, bearer(otherToken)))).status).toBe(
      "NOT_FOUND",
    );
    const twice = await errorOf(
      await callFunction("addChannelFeed", { unitId, name: "Again", url: `${base}${path}` }, bearer(ownerToken)),
    );
    expect(twice).toMatchObject({ status: "ABORTED", message: "This calendar is already imported into this unit." });
    expect((await errorOf(await callFunction("renewChannelExport", { unitId }, bearer(otherToken)))).status).toBe(
      "NOT_FOUND",
    );
    expect((await errorOf(await callFunction("syncChannelFeed", { id: feed!.id }))).status).toBe("UNAUTHENTICATED");
  });
});

describe("export feed", () => {
  it("serves bookings and closed nights as all-day events at the secret URL, and a revoked URL answers 404", async () => {
    const booking = await createBooking(db, {
      propertyId,
      unitId: secondUnitId,
      checkIn: day(70),
      checkOut: day(74),
      status: "confirmed",
    });
    await createBooking(db, {
      propertyId,
      unitId: secondUnitId,
      checkIn: day(80),
      checkOut: day(82),
      status: "cancelled",
    });
    await db.insert(calendarDays).values([
      { unitId: secondUnitId, day: day(90), closed: true, blockReason: "maintenance" },
      { unitId: secondUnitId, day: day(91), closed: true, blockReason: "maintenance" },
    ]);
    const { token } = await resultOf<{ token: string }>(
      await callFunction("renewChannelExport", { unitId: secondUnitId }, bearer(ownerToken)),
    );
    const response = await icalRoute(new Request(`http://localhost/api/ical/${token}.ics`), {
      params: Promise.resolve({ token: `${token}.ics` }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const text = await response.text();
    expect(text).not.toContain("Test Guest");
    const { events, skipped } = parseICalendar(text, { until: day(730) });
    expect(skipped).toEqual([]);
    const stay = events.find((event) => event.uid === `booking-${booking.id}@staysia`);
    expect(stay).toMatchObject({
      start: { kind: "date", date: day(70) },
      end: { kind: "date", date: day(74) },
      summary: "Booked",
    });
    expect(events.some((event) => event.start.kind === "date" && event.start.date === day(80))).toBe(false);
    const block = events.find((event) => event.uid === `block-${secondUnitId}-${day(90)}@staysia`);
    expect(block).toMatchObject({
      start: { kind: "date", date: day(90) },
      end: { kind: "date", date: day(92) },
      summary: "Not available",
    });

    // A new link replaces the old one; revoking ends it.
    const renewed = await resultOf<{ token: string }>(
      await callFunction("renewChannelExport", { unitId: secondUnitId }, bearer(ownerToken)),
    );
    expect(renewed.token).not.toBe(token);
    expect(await exportCalendar(db, token)).toBeNull();
    await resultOf(await callFunction("revokeChannelExport", { unitId: secondUnitId }, bearer(ownerToken)));
    const gone = await icalRoute(new Request("http://localhost/x"), {
      params: Promise.resolve({ token: renewed.token }),
    });
    expect(gone.status).toBe(404);
  });
});

describe("the channel manager's nights ahead", () => {
  // Kiritimati (UTC+14) is a day ahead of UTC for most of the day and Pago Pago (UTC-11) a day behind for most of
  // it: whatever the hour, one of the two counts would be wrong on the database's UTC date.
  it("counts a feed's blocked nights from today where the property is", async () => {
    const { actor, organisationId } = await actorOfNewOrganisation(db, { emailPrefix: "channels-zone" });
    const feedIn = async (timeZone: string) => {
      const { units } = await createProperty(db, { organisationId, timeZone });
      const [feed] = await db
        .insert(channelFeeds)
        .values({ unitId: units[0]!.id, name: `Feed in ${timeZone}`, url: `https://feeds.example.test/${timeZone}` })
        .returning();
      const there = todayIn(timeZone);
      await db
        .insert(channelFeedDays)
        .values([-1, 0, 1].map((offset) => ({ feedId: feed!.id, unitId: units[0]!.id, day: addDays(there, offset) })));
      return feed!.id;
    };
    const ahead = await feedIn("Pacific/Kiritimati");
    const behind = await feedIn("Pacific/Pago_Pago");
    const { units } = await channelManagerView(db, { actor, page: 1 });
    const nights = new Map(units.flatMap((row) => row.feeds).map((feed) => [feed.id, feed.blockedNights]));
    expect(nights.get(ahead)).toBe(2);
    expect(nights.get(behind)).toBe(2);
  });
});
