import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { writeICalendar } from "./ical";
import { nightsOf, readFeed } from "./read-feed";

// Calendars as the booking sites and calendar products write them (CRLF, folded lines; fixtures/), read for a
// unit in Kuala Lumpur on 1 January 2027: the exact nights each one closes.
const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, "fixtures", name), "utf8");
const ZONE = "Asia/Kuala_Lumpur";
const TODAY = "2027-01-01";

function closedBy(name: string) {
  const read = readFeed(fixture(name), ZONE, TODAY);
  return { ...read, nights: nightsOf(read.events, TODAY) };
}

const range = (from: string, to: string) => {
  const days: string[] = [];
  for (
    let day = new Date(`${from}T00:00:00Z`);
    day.toISOString().slice(0, 10) < to;
    day.setUTCDate(day.getUTCDate() + 1)
  )
    days.push(day.toISOString().slice(0, 10));
  return days;
};

describe("real-world feeds", () => {
  it("Airbnb: Reserved and Not available dates, the past stay left out", () => {
    const { events, skipped, nights } = closedBy("airbnb.ics");
    expect(skipped).toEqual([]);
    expect(events.map((event) => event.summary)).toEqual(["Reserved", "Airbnb (Not available)", "Reserved"]);
    expect(nights).toEqual([
      ...range("2027-01-05", "2027-01-10"),
      "2027-01-18",
      "2027-01-19",
      ...range("2027-02-26", "2027-03-02"),
    ]);
  });

  it("Booking.com: CLOSED - Not available blocks, back to back", () => {
    const { skipped, nights } = closedBy("booking-com.ics");
    expect(skipped).toEqual([]);
    expect(nights).toEqual([...range("2027-01-12", "2027-01-16"), ...range("2027-02-14", "2027-02-21")]);
  });

  it("VRBO: Reserved and Blocked", () => {
    const { events, skipped, nights } = closedBy("vrbo.ics");
    expect(skipped).toEqual([]);
    expect(events.map((event) => event.summary)).toEqual([
      "Reserved - Siti Rahman",
      "Blocked",
      "Reserved - Kenji Tanaka",
    ]);
    expect(nights).toEqual([
      ...range("2027-01-08", "2027-01-11"),
      "2027-01-22",
      "2027-01-23",
      ...range("2027-03-01", "2027-03-05"),
    ]);
  });

  it("Google Calendar: a weekly series with an EXDATE, a moved and a cancelled occurrence, and an all-day event", () => {
    const { events, skipped, nights } = closedBy("google-calendar.ics");
    expect(skipped).toEqual([]);
    // Mondays 14:00 to Tuesdays 11:00 until 1 March: the 18th excluded, 1 February moved to Wednesday the 3rd,
    // 15 February cancelled; the family visit is 10 to 13 February.
    expect(nights).toEqual([
      "2027-01-04",
      "2027-01-11",
      "2027-01-25",
      "2027-02-03",
      "2027-02-08",
      "2027-02-10",
      "2027-02-11",
      "2027-02-12",
      "2027-02-22",
      "2027-03-01",
    ]);
    // Each occurrence is known by its original start, the moved one too.
    expect(events.find((event) => event.startsOn === "2027-02-03")?.uid).toBe(
      "5qk1hd7r0m3v2c9t8b6n4e1a0f@google.com#2027-02-01T14:00:00",
    );
  });

  it("Outlook: Windows zone names, a daily series with COUNT and a weekly one with UNTIL", () => {
    const { skipped, nights } = closedBy("outlook.ics");
    expect(skipped).toEqual([]);
    // 23:30 in Bangkok (SE Asia Standard Time) is 00:30 the next day in Kuala Lumpur: three occurrences from 1
    // March close 2 to 4 March. Mondays 15:00 to Wednesdays 11:00 in Singapore until 19 April: two nights each.
    expect(nights).toEqual([
      "2027-03-02",
      "2027-03-03",
      "2027-03-04",
      "2027-04-05",
      "2027-04-06",
      "2027-04-12",
      "2027-04-13",
      "2027-04-19",
      "2027-04-20",
      "2027-05-01",
    ]);
  });

  it("a broken feed: each bad event is skipped with its reason, the good ones still apply", () => {
    const { events, skipped, nights } = closedBy("broken.ics");
    expect(events.map((event) => event.uid)).toEqual(["good-1@example-channel.test", "good-2@example-channel.test"]);
    expect(nights).toEqual(["2027-01-06", "2027-01-07", "2027-01-20"]);
    expect(skipped).toEqual([
      {
        uid: "bad-date@example-channel.test",
        summary: "Reserved (typed by hand)",
        reason: expect.stringMatching(/DTSTART "20270231" is not a real date/),
      },
      {
        uid: "bad-zone@example-channel.test",
        summary: "Owner stay",
        reason: expect.stringMatching(/time zone "Mars\/Olympus_Mons", which is neither an IANA nor a Windows/),
      },
      {
        uid: "bad-rule@example-channel.test",
        summary: "Deep clean",
        reason: expect.stringMatching(/invalid frequency "FORTNIGHTLY"/i),
      },
    ]);
  });
});

describe("readFeed", () => {
  it("expands a series over the sync window only: from today to the horizon", () => {
    const text = [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "BEGIN:VEVENT",
      "UID:daily@x",
      "DTSTART;VALUE=DATE:20200101",
      "DTEND;VALUE=DATE:20200102",
      "RRULE:FREQ=DAILY",
      "END:VEVENT",
      "END:VCALENDAR",
    ].join("\r\n");
    const { events } = readFeed(text, ZONE, TODAY);
    expect(events[0]).toMatchObject({ uid: "daily@x#2027-01-01", startsOn: "2027-01-01" });
    expect(events).toHaveLength(730);
    expect(events.at(-1)?.startsOn).toBe("2028-12-30");
  });

  it("reads our own export back: the nights we publish are the nights another site closes", () => {
    const text = writeICalendar({
      name: "Loft, KL",
      timeZone: ZONE,
      now: new Date("2026-12-31T00:00:00Z"),
      events: [
        { uid: "booking-1@staysia", summary: "Booked", from: "2027-01-03", to: "2027-01-06" },
        { uid: "block-u-2027-01-09@staysia", summary: "Not available", from: "2027-01-09", to: "2027-01-10" },
      ],
    });
    const { events, skipped, nights } = { ...readFeed(text, ZONE, TODAY), nights: [] as string[] };
    expect(skipped).toEqual([]);
    expect(events).toEqual([
      { uid: "booking-1@staysia", summary: "Booked", startsOn: "2027-01-03", endsOn: "2027-01-06" },
      { uid: "block-u-2027-01-09@staysia", summary: "Not available", startsOn: "2027-01-09", endsOn: "2027-01-10" },
    ]);
    expect(nights).toEqual([]);
    expect(nightsOf(events, TODAY)).toEqual(["2027-01-03", "2027-01-04", "2027-01-05", "2027-01-09"]);
  });

  it("skips an event that ends before it starts and keeps the others", () => {
    const text = [
      "BEGIN:VCALENDAR",
      "BEGIN:VEVENT",
      "UID:backwards@x",
      "SUMMARY:Typo",
      "DTSTART;VALUE=DATE:20270110",
      "DTEND;VALUE=DATE:20270105",
      "END:VEVENT",
      "BEGIN:VEVENT",
      "UID:fine@x",
      "DTSTART;VALUE=DATE:20270112",
      "END:VEVENT",
      "END:VCALENDAR",
    ].join("\r\n");
    const { events, skipped } = readFeed(text, ZONE, TODAY);
    expect(events.map((event) => event.uid)).toEqual(["fine@x"]);
    expect(skipped).toEqual([
      { uid: "backwards@x", summary: "Typo", reason: expect.stringMatching(/ends \(2027-01-05\) before/) },
    ]);
  });

  it("applies nothing when none of the feed's events can be read: the feed fails with the reason", () => {
    const text = (...uids: string[]) =>
      [
        "BEGIN:VCALENDAR",
        ...uids.flatMap((uid) => ["BEGIN:VEVENT", `UID:${uid}`, "DTSTART:not-a-date", "END:VEVENT"]),
        "END:VCALENDAR",
      ].join("\r\n");
    expect(() => readFeed(text("a"), ZONE, TODAY)).toThrow(
      /^The event at line 2 was skipped: Its DTSTART "not-a-date"/,
    );
    expect(() => readFeed(text("a", "b"), ZONE, TODAY)).toThrow(/^None of its 2 events could be read\. The event/);
    // A calendar with no events at all is read: the other site has nothing booked.
    expect(readFeed(text(), ZONE, TODAY)).toEqual({ events: [], skipped: [] });
  });
});
