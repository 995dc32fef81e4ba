import { describe, expect, it } from "vitest";
import {
  eventNights,
  foldLine,
  ICalError,
  instantOfLocal,
  localDateOf,
  parseDuration,
  parseICalendar,
  unfoldLines,
  writeICalendar,
} from "./ical";

const feed = (...body: string[]) => ["BEGIN:VCALENDAR", "VERSION:2.0", ...body, "END:VCALENDAR"].join("\r\n");
const event = (...lines: string[]) => ["BEGIN:VEVENT", ...lines, "END:VEVENT"];

describe("unfoldLines", () => {
  it("joins continuation lines (a space or a tab) and drops empty ones", () => {
    expect(unfoldLines("SUMMARY:Booked by\r\n  a guest\r\n\tfrom Airbnb\n\nUID:1")).toEqual([
      "SUMMARY:Booked by a guestfrom Airbnb",
      "UID:1",
    ]);
  });
});

describe("parseICalendar", () => {
  it("reads all-day events, UTC times, TZID times and floating times, and skips other components", () => {
    const events = parseICalendar(
      feed(
        "BEGIN:VTIMEZONE",
        "TZID:Asia/Bangkok",
        "BEGIN:STANDARD",
        "DTSTART:19700101T000000",
        "END:STANDARD",
        "END:VTIMEZONE",
        ...event("UID:a@x", "SUMMARY:Reserved\\, thanks", "DTSTART;VALUE=DATE:20261201", "DTEND;VALUE=DATE:20261204"),
        ...event("UID:b@x", "DTSTART:20261210T063000Z", "DTEND:20261212T030000Z"),
        ...event("UID:c@x", 'DTSTART;TZID="Asia/Bangkok":20261220T140000', "DTEND;TZID=Asia/Bangkok:20261222T110000"),
        ...event("UID:d@x", "DTSTART:20261224T150000", "DURATION:P2D"),
        ...event("UID:e@x", "STATUS:CANCELLED", "DTSTART;VALUE=DATE:20261225"),
      ),
    );
    expect(events.map((e) => e.uid)).toEqual(["a@x", "b@x", "c@x", "d@x"]);
    expect(events[0]).toMatchObject({
      summary: "Reserved, thanks",
      start: { kind: "date", date: "2026-12-01" },
      end: { kind: "date", date: "2026-12-04" },
    });
    expect(events[1]!.start).toEqual({ kind: "instant", at: new Date("2026-12-10T06:30:00Z") });
    expect(events[2]!.start).toEqual({ kind: "local", dateTime: "2026-12-20T14:00:00", timeZone: "Asia/Bangkok" });
    expect(events[3]).toMatchObject({
      start: { kind: "local", timeZone: null },
      end: null,
      durationSeconds: 2 * 86_400,
    });
  });

  it("answers malformed feeds with an error in words", () => {
    expect(() => parseICalendar("<html>Not found</html>")).toThrow(/not an iCalendar feed/);
    expect(() =>
      parseICalendar(["BEGIN:VCALENDAR", ...event("UID:a", "DTSTART;VALUE=DATE:20261201")].join("\n")),
    ).toThrow(/cut short/);
    expect(() => parseICalendar(feed(...event("DTSTART;VALUE=DATE:20261201")))).toThrow(/has no UID/);
    expect(() => parseICalendar(feed(...event("UID:a", "DTSTART:2026-12-01")))).toThrow(/neither a date/);
    expect(() => parseICalendar(feed(...event("UID:a", "DTSTART;VALUE=DATE:20260231")))).toThrow(/not a real date/);
    expect(() => parseICalendar(feed(...event("UID:a", "DTSTART;TZID=Mars/Olympus:20261201T100000")))).toThrow(
      /not a known IANA/,
    );
    expect(() => parseICalendar(feed("BEGIN:VEVENT", "UID:a", "END:VTODO"))).toThrow(ICalError);
    expect(() => parseICalendar(feed(...event("UID:a")))).toThrow(/no DTSTART/);
  });

  it("reads durations", () => {
    expect(parseDuration("P1W")).toBe(7 * 86_400);
    expect(parseDuration("P1DT12H")).toBe(36 * 3_600);
    expect(parseDuration("PT90M")).toBe(5_400);
    expect(() => parseDuration("P")).toThrow(ICalError);
    expect(() => parseDuration("-P1D")).toThrow(/negative/);
  });
});

describe("time zones", () => {
  it("finds the local date of an instant and the instant of a wall-clock time", () => {
    expect(localDateOf(new Date("2026-12-01T16:30:00Z"), "Asia/Kuala_Lumpur")).toBe("2026-12-02");
    expect(localDateOf(new Date("2026-12-01T15:59:59Z"), "Asia/Kuala_Lumpur")).toBe("2026-12-01");
    expect(instantOfLocal("2026-12-02T00:30:00", "Asia/Kuala_Lumpur").toISOString()).toBe("2026-12-01T16:30:00.000Z");
    // A zone with daylight saving time: New York is UTC-4 in July and UTC-5 in December.
    expect(instantOfLocal("2026-07-01T12:00:00", "America/New_York").toISOString()).toBe("2026-07-01T16:00:00.000Z");
    expect(instantOfLocal("2026-12-01T12:00:00", "America/New_York").toISOString()).toBe("2026-12-01T17:00:00.000Z");
  });

  it("places nights in the property's zone: an event across midnight UTC is the next day in Kuala Lumpur", () => {
    const [utc] = parseICalendar(feed(...event("UID:u", "DTSTART:20261201T163000Z", "DTEND:20261203T020000Z")));
    expect(eventNights(utc!, "Asia/Kuala_Lumpur")).toEqual({ from: "2026-12-02", to: "2026-12-03" });
    expect(eventNights(utc!, "UTC")).toEqual({ from: "2026-12-01", to: "2026-12-03" });
  });

  it("keeps all-day dates as given, blocks one night for a bare date and for a same-day event", () => {
    const events = parseICalendar(
      feed(
        ...event("UID:a", "DTSTART;VALUE=DATE:20261201", "DTEND;VALUE=DATE:20261203"),
        ...event("UID:b", "DTSTART;VALUE=DATE:20261205"),
        ...event("UID:c", "DTSTART:20261207T010000Z", "DTEND:20261207T020000Z"),
        ...event("UID:d", "DTSTART;TZID=Asia/Manila:20261210T150000", "DTEND;TZID=Asia/Manila:20261212T110000"),
        ...event("UID:e", "DTSTART:20261220T140000", "DURATION:P3D"),
      ),
    );
    const zone = "Asia/Kuala_Lumpur";
    expect(events.map((e) => eventNights(e, zone))).toEqual([
      { from: "2026-12-01", to: "2026-12-03" },
      { from: "2026-12-05", to: "2026-12-06" },
      { from: "2026-12-07", to: "2026-12-08" },
      { from: "2026-12-10", to: "2026-12-12" },
      { from: "2026-12-20", to: "2026-12-23" },
    ]);
  });

  it("refuses an event that ends before it starts", () => {
    const [bad] = parseICalendar(feed(...event("UID:a", "DTSTART;VALUE=DATE:20261205", "DTEND;VALUE=DATE:20261201")));
    expect(() => eventNights(bad!, "UTC")).toThrow(/ends/);
  });
});

describe("writeICalendar", () => {
  it("writes all-day events with CRLF lines that the reader reads back", () => {
    const text = writeICalendar({
      name: "Suite, KL",
      timeZone: "Asia/Kuala_Lumpur",
      now: new Date("2026-11-01T00:00:00Z"),
      events: [{ uid: "booking-1@staysia", summary: "Booked; thanks", from: "2026-12-01", to: "2026-12-04" }],
    });
    expect(text).toContain("\r\nDTSTART;VALUE=DATE:20261201\r\nDTEND;VALUE=DATE:20261204\r\n");
    expect(text).toContain("SUMMARY:Booked\\; thanks");
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    const [back] = parseICalendar(text);
    expect(back).toMatchObject({
      uid: "booking-1@staysia",
      summary: "Booked; thanks",
      start: { kind: "date", date: "2026-12-01" },
    });
  });

  it("folds long lines at 75 octets", () => {
    const folded = foldLine(`SUMMARY:${"x".repeat(200)}`);
    expect(folded.split("\r\n").every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    expect(unfoldLines(folded)).toEqual([`SUMMARY:${"x".repeat(200)}`]);
  });
});
