import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addDays,
  addMonths,
  addMonthsToMonth,
  dateParamProblems,
  daysBetween,
  eachDay,
  instantOf,
  localDateTimeIn,
  parseDay,
  todayIn,
  weekdayOf,
} from "./dates";

describe("parseDay", () => {
  it.each(["2026-02-28", "2028-02-29", "2026-12-31", "2026-01-01"])("reads %s", (day) =>
    expect(parseDay(day)).toBe(day),
  );
  it.each([
    "2026-02-31",
    "2026-02-29",
    "2026-04-31",
    "2026-13-01",
    "2026-00-10",
    "2026-01-00",
    "0999-01-01",
    "2026-1-01",
    " 2026-01-01",
    "2026-01-01T00:00",
    "",
    undefined,
    20260101,
  ])("refuses %j", (value) => expect(parseDay(value)).toBeUndefined());
});

describe("dateParamProblems", () => {
  it("names each impossible date parameter", () => {
    const problems = dateParamProblems(new URLSearchParams("from=2026-02-31&to=2026-03-01&day=soon&kind=refund"));
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^“from” is not a date on the calendar \("2026-02-31"\)/);
    expect(problems[1]).toMatch(/^“day”/);
  });
  it("accepts days, months and empty values", () => {
    expect(dateParamProblems({ from: "2026-01", to: "2026-02-28", day: "" })).toEqual([]);
  });
});

describe("calendar days", () => {
  it("adds days across months, years and leap days", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2026-11-26", 400)).toBe("2027-12-31");
  });
  it("refuses a day that is not on the calendar", () => {
    expect(() => addDays("2026-02-30", 1)).toThrow(RangeError);
    expect(() => addMonths("2026-13-01", 1)).toThrow(RangeError);
  });
  it("counts the days between two days either way, NaN for a malformed one", () => {
    expect(daysBetween("2026-12-24", "2027-01-02")).toBe(9);
    expect(daysBetween("2027-01-02", "2026-12-24")).toBe(-9);
    expect(daysBetween("2028-02-01", "2028-03-01")).toBe(29);
    expect(daysBetween("2026-02-30", "2026-03-01")).toBeNaN();
  });
  it("adds months, clamping the day to the month's last", () => {
    expect(addMonths("2027-01-31", 1)).toBe("2027-02-28");
    expect(addMonths("2028-01-31", 1)).toBe("2028-02-29");
    expect(addMonths("2026-08-31", 1)).toBe("2026-09-30");
    expect(addMonths("2026-03-31", -1)).toBe("2026-02-28");
    expect(addMonths("2026-11-15", 14)).toBe("2028-01-15");
  });
  it("names the weekday of a day", () => {
    expect(weekdayOf("2026-11-26")).toBe(4);
    expect(weekdayOf("2026-11-29")).toBe(0);
    expect(weekdayOf("2026-02-30")).toBeNaN();
  });
  it("adds months to a month", () => {
    expect(addMonthsToMonth("2026-12", 1)).toBe("2027-01");
    expect(addMonthsToMonth("2026-01", -13)).toBe("2024-12");
  });
  it("lists the days from one up to another, the last left out", () => {
    expect(eachDay("2026-12-30", "2027-01-02")).toEqual(["2026-12-30", "2026-12-31", "2027-01-01"]);
    expect(eachDay("2026-12-30", "2026-12-30")).toEqual([]);
    expect(eachDay("2026-12-30", "2026-12-01")).toEqual([]);
  });

  // Days are counted on the server's calendar: a server whose zone changes its clocks (or skips a midnight, as
  // Sao Paulo did until 2019) still counts every day as one. (A zone that skipped a whole day, Samoa's
  // 30 December 2011, would not: no server of ours runs there.)
  describe.each(["Europe/London", "America/New_York", "America/Sao_Paulo"])("on a server in %s", (zone) => {
    const serverZone = process.env.TZ;
    beforeAll(() => {
      process.env.TZ = zone;
    });
    afterAll(() => {
      if (serverZone === undefined) delete process.env.TZ;
      else process.env.TZ = serverZone;
    });
    it("counts every day of the year once", () => {
      let day = "2018-01-01";
      for (let i = 1; i <= 730; i++) {
        const next = addDays(day, 1);
        expect(daysBetween(day, next), day).toBe(1);
        expect(parseDay(next), day).toBe(next);
        day = next;
      }
      expect(day).toBe("2020-01-01");
      expect(daysBetween("2018-01-01", "2020-01-01")).toBe(730);
      expect(addDays("2018-11-03", 1)).toBe("2018-11-04");
      expect(addDays("2018-11-04", -1)).toBe("2018-11-03");
      expect(addMonths("2018-10-04", 1)).toBe("2018-11-04");
    });
  });
});

describe("a time zone's clock", () => {
  it("reads the date and time at an instant where the property is", () => {
    const instant = new Date("2026-11-26T20:30:15Z");
    expect(localDateTimeIn("Asia/Bangkok", instant)).toEqual({
      date: "2026-11-27",
      time: "03:30:15",
      secondsOfDay: 3 * 3600 + 30 * 60 + 15,
    });
    expect(todayIn("Asia/Bangkok", instant)).toBe("2026-11-27");
    expect(todayIn("UTC", instant)).toBe("2026-11-26");
    expect(todayIn("America/New_York", instant)).toBe("2026-11-26");
    expect(localDateTimeIn("Asia/Kuala_Lumpur", instant).secondsOfDay).toBe(4 * 3600 + 30 * 60 + 15);
  });
  it("reads summer and winter time in a zone with clock changes", () => {
    expect(localDateTimeIn("Europe/London", new Date("2026-07-01T12:00:00Z")).time).toBe("13:00:00");
    expect(localDateTimeIn("Europe/London", new Date("2026-12-01T12:00:00Z")).time).toBe("12:00:00");
  });
  it("refuses a zone that does not exist", () => {
    expect(() => todayIn("Mars/Olympus_Mons", new Date())).toThrow(RangeError);
    expect(() => instantOf("Mars/Olympus_Mons", "2026-12-24", "15:00")).toThrow(RangeError);
  });
});

describe("instantOf", () => {
  it("places a property's check-in time on the world's clock", () => {
    expect(instantOf("Asia/Bangkok", "2026-12-24", "15:00").toISOString()).toBe("2026-12-24T08:00:00.000Z");
    expect(instantOf("Asia/Kuala_Lumpur", "2027-01-01", "00:00:00").toISOString()).toBe("2026-12-31T16:00:00.000Z");
    expect(instantOf("UTC", "2026-12-24", "23:59:59").toISOString()).toBe("2026-12-24T23:59:59.000Z");
  });
  it("reads summer time and winter time", () => {
    expect(instantOf("Europe/London", "2026-07-01", "15:00").toISOString()).toBe("2026-07-01T14:00:00.000Z");
    expect(instantOf("America/New_York", "2026-12-24", "15:00").toISOString()).toBe("2026-12-24T20:00:00.000Z");
  });
  it("moves a time skipped by the spring clock change forward by the gap", () => {
    // London: 01:00 GMT became 02:00 BST on 29 March 2026.
    expect(instantOf("Europe/London", "2026-03-29", "01:30").toISOString()).toBe("2026-03-29T01:30:00.000Z");
    expect(localDateTimeIn("Europe/London", instantOf("Europe/London", "2026-03-29", "01:30")).time).toBe("02:30:00");
    // New York: 02:00 EST became 03:00 EDT on 8 March 2026.
    expect(instantOf("America/New_York", "2026-03-08", "02:30").toISOString()).toBe("2026-03-08T07:30:00.000Z");
  });
  it("reads a time that happens twice in autumn as the first of the two", () => {
    // London: 02:00 BST went back to 01:00 GMT on 25 October 2026, so 01:30 came twice.
    expect(instantOf("Europe/London", "2026-10-25", "01:30").toISOString()).toBe("2026-10-25T00:30:00.000Z");
    // New York: 02:00 EDT went back to 01:00 EST on 1 November 2026.
    expect(instantOf("America/New_York", "2026-11-01", "01:30").toISOString()).toBe("2026-11-01T05:30:00.000Z");
  });
  it("knows a day of 23 hours and a day of 25", () => {
    const hoursOf = (zone: string, day: string) =>
      (instantOf(zone, addDays(day, 1), "00:00").getTime() - instantOf(zone, day, "00:00").getTime()) / 3_600_000;
    expect(hoursOf("Europe/London", "2026-03-29")).toBe(23);
    expect(hoursOf("Europe/London", "2026-10-25")).toBe(25);
    expect(hoursOf("America/New_York", "2026-03-08")).toBe(23);
    expect(hoursOf("America/New_York", "2026-11-01")).toBe(25);
    expect(hoursOf("Asia/Bangkok", "2026-03-29")).toBe(24);
  });
  it("refuses a time that is not a time of day", () => {
    expect(() => instantOf("Asia/Bangkok", "2026-12-24", "24:00")).toThrow(RangeError);
    expect(() => instantOf("Asia/Bangkok", "2026-02-30", "15:00")).toThrow(RangeError);
  });
});
