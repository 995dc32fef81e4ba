import { describe, expect, it } from "vitest";
import {
  eventNights,
  foldLine,
  ICalError,
  instantOfLocal,
  localDateOf,
  parseICalendar as parseWithin,
  unfoldLines,
  writeICalendar,
} from "./ical";

const UNTIL = "2028-12-31";
const parse = (text: string) => parseWithin(text, { until: UNTIL });
const parseICalendar = (text: string) => {
  const { events, skipped } = parse(text);
  expect(skipped).toEqual([]);
  return events;
};
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
    expect(events.map((e) => e.recurrenceId)).toEqual([null, null, null, null]);
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

  it("answers a document that is not an iCalendar with an error in words", () => {
    expect(() => parse("<html>Not found</html>")).toThrow(/not an iCalendar feed/);
    expect(() => parse(["BEGIN:VCALENDAR", ...event("UID:a", "DTSTART;VALUE=DATE:20261201")].join("\n"))).toThrow(
      /cut short/,
    );
    expect(() => parse(feed("BEGIN:VEVENT", "UID:a", "END:VTODO"))).toThrow(ICalError);
  });

  it("skips an event it cannot read, with its reason, and reads the others", () => {
    const { events, skipped } = parse(
      feed(
        ...event("DTSTART;VALUE=DATE:20261201", "SUMMARY:No id"),
        ...event("UID:a", "DTSTART:2026-12-01"),
        ...event("UID:b", "DTSTART;VALUE=DATE:20260231"),
        ...event("UID:c", "DTSTART;TZID=Mars/Olympus:20261201T100000"),
        ...event("UID:d"),
        ...event("UID:e", "DTSTART;VALUE=DATE:20261201", "a line without a colon"),
        ...event("UID:f", "DTSTART:20261201T100000Z", "DTEND;VALUE=DATE:20261203"),
        ...event("UID:g", "DTSTART;VALUE=DATE:20261201", "DURATION:-P1D"),
        ...event("UID:ok", "DTSTART;VALUE=DATE:20261210"),
      ),
    );
    expect(events.map((e) => e.uid)).toEqual(["ok"]);
    expect(skipped.map((s) => [s.uid, s.reason.replace(/^The event at line \d+ was skipped: /, "")])).toEqual([
      ["", "It has no UID."],
      ["a", 'Its DTSTART "2026-12-01" is neither a date (20261224) nor a date and time (20261224T150000Z).'],
      ["b", 'Its DTSTART "20260231" is not a real date.'],
      [
        "c",
        'Its DTSTART uses the time zone "Mars/Olympus", which is neither an IANA nor a Windows zone name, and the feed does not describe it.',
      ],
      ["d", "It has no DTSTART."],
      ["e", expect.stringMatching(/^Invalid line/)],
      ["f", "It mixes a date and time start with an all-day end."],
      ["g", "Its DURATION is negative."],
    ]);
    expect(skipped[0]!.summary).toBe("No id");
  });

  it("reads a TZID by its Windows name, and one only the feed describes by its VTIMEZONE", () => {
    const events = parseICalendar(
      feed(
        "BEGIN:VTIMEZONE",
        "TZID:(UTC+08:00) Kuala Lumpur\\, Singapore",
        "BEGIN:STANDARD",
        "DTSTART:16010101T000000",
        "TZOFFSETFROM:+0800",
        "TZOFFSETTO:+0800",
        "END:STANDARD",
        "END:VTIMEZONE",
        ...event("UID:w", "DTSTART;TZID=Singapore Standard Time:20261201T230000", "DURATION:PT1H"),
        ...event("UID:v", 'DTSTART;TZID="(UTC+08:00) Kuala Lumpur, Singapore":20261201T230000', "DURATION:PT1H"),
      ),
    );
    expect(events[0]!.start).toEqual({ kind: "local", dateTime: "2026-12-01T23:00:00", timeZone: "Asia/Singapore" });
    expect(events[1]!.start).toEqual({ kind: "instant", at: new Date("2026-12-01T15:00:00Z") });
  });

  it("reads DURATION with ical.js: weeks, days and hours", () => {
    const events = parseICalendar(
      feed(
        ...event("UID:a", "DTSTART:20261201T000000Z", "DURATION:P1W"),
        ...event("UID:b", "DTSTART:20261201T000000Z", "DURATION:P1DT12H"),
        ...event("UID:c", "DTSTART:20261201T000000Z", "DURATION:PT90M"),
      ),
    );
    expect(events.map((e) => e.durationSeconds)).toEqual([7 * 86_400, 36 * 3_600, 5_400]);
  });
});

describe("recurrences", () => {
  it("expands RRULE up to the window's end, leaves out EXDATEs, and applies RECURRENCE-ID overrides", () => {
    const { events } = parseWithin(
      feed(
        ...event(
          "UID:s",
          "SUMMARY:Weekly",
          "DTSTART;TZID=Asia/Bangkok:20261207T200000",
          "DTEND;TZID=Asia/Bangkok:20261208T090000",
          "RRULE:FREQ=WEEKLY",
          // The same instant as 21 December 20:00 in Bangkok, written in UTC.
          "EXDATE:20261221T130000Z",
        ),
        // 14 December moved to the 16th; 28 December cancelled, its override written in UTC.
        ...event(
          "UID:s",
          "SUMMARY:Weekly (moved)",
          "RECURRENCE-ID;TZID=Asia/Bangkok:20261214T200000",
          "DTSTART;TZID=Asia/Bangkok:20261216T200000",
          "DTEND;TZID=Asia/Bangkok:20261217T090000",
        ),
        ...event("UID:s", "RECURRENCE-ID:20261228T130000Z", "STATUS:CANCELLED", "DTSTART:20261228T130000Z"),
      ),
      { until: "2027-01-11" },
    );
    expect(events.map((e) => [e.recurrenceId, e.summary, e.start.kind === "local" ? e.start.dateTime : null])).toEqual([
      ["2026-12-07T20:00:00", "Weekly", "2026-12-07T20:00:00"],
      ["2026-12-14T20:00:00", "Weekly (moved)", "2026-12-16T20:00:00"],
      ["2027-01-04T20:00:00", "Weekly", "2027-01-04T20:00:00"],
      ["2027-01-11T20:00:00", "Weekly", "2027-01-11T20:00:00"],
    ]);
    expect(events[2]!.end).toEqual({ kind: "local", dateTime: "2027-01-05T09:00:00", timeZone: "Asia/Bangkok" });
  });

  it("reads COUNT, RDATE and all-day series, and leaves a cancelled series out whole", () => {
    const { events } = parseWithin(
      feed(
        ...event("UID:c", "DTSTART;VALUE=DATE:20261201", "DTEND;VALUE=DATE:20261203", "RRULE:FREQ=MONTHLY;COUNT=2"),
        ...event("UID:r", "DTSTART;VALUE=DATE:20261205", "RDATE;VALUE=DATE:20261209,20261215"),
        ...event("UID:x", "STATUS:CANCELLED", "DTSTART;VALUE=DATE:20261201", "RRULE:FREQ=DAILY"),
        ...event("UID:x", "RECURRENCE-ID;VALUE=DATE:20261202", "DTSTART;VALUE=DATE:20261204"),
      ),
      { until: UNTIL },
    );
    expect(events.map((e) => [e.uid, e.recurrenceId, e.start, e.end])).toEqual([
      ["c", "2026-12-01", { kind: "date", date: "2026-12-01" }, { kind: "date", date: "2026-12-03" }],
      ["c", "2027-01-01", { kind: "date", date: "2027-01-01" }, { kind: "date", date: "2027-01-03" }],
      ["r", "2026-12-05", { kind: "date", date: "2026-12-05" }, null],
      ["r", "2026-12-09", { kind: "date", date: "2026-12-09" }, null],
      ["r", "2026-12-15", { kind: "date", date: "2026-12-15" }, null],
    ]);
  });

  it("keeps a moved occurrence whose series is not in the feed, known by its original start", () => {
    const { events } = parse(
      feed(
        ...event(
          "UID:orphan",
          "RECURRENCE-ID;TZID=Asia/Manila:20261214T200000",
          "DTSTART;TZID=Asia/Manila:20261216T200000",
          "DTEND;TZID=Asia/Manila:20261217T090000",
        ),
      ),
    );
    expect(events).toMatchObject([
      { uid: "orphan", recurrenceId: "2026-12-14T20:00:00", start: { dateTime: "2026-12-16T20:00:00" } },
    ]);
  });

  it("skips a series whose rule cannot be read or repeats without end at a pace no stay has", () => {
    const { events, skipped } = parse(
      feed(
        ...event("UID:bad", "DTSTART;VALUE=DATE:20261201", "RRULE:FREQ=FORTNIGHTLY"),
        ...event("UID:fast", "DTSTART:20261201T000000Z", "RRULE:FREQ=MINUTELY"),
        ...event("UID:ok", "DTSTART;VALUE=DATE:20261201"),
      ),
    );
    expect(events.map((e) => e.uid)).toEqual(["ok"]);
    expect(skipped.map((s) => [s.uid, s.reason])).toEqual([
      ["bad", expect.stringMatching(/skipped: Invalid frequency "FORTNIGHTLY"/)],
      ["fast", "The repeating event was skipped: Its RRULE repeats more than 20,000 times."],
    ]);
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

  it("reads wall times at a clock change as RFC 5545 does: a skipped one moves forward, a repeated one is the first", () => {
    expect(instantOfLocal("2026-03-29T01:30:00", "Europe/London").toISOString()).toBe("2026-03-29T01:30:00.000Z");
    expect(instantOfLocal("2026-10-25T01:30:00", "Europe/London").toISOString()).toBe("2026-10-25T00:30:00.000Z");
    expect(instantOfLocal("2026-11-01T01:30:00", "America/New_York").toISOString()).toBe("2026-11-01T05:30:00.000Z");
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
