import { describe, expect, it } from "vitest";
import {
  clockOf,
  dateParam,
  dayRuns,
  daysFrom,
  monthWeeks,
  openingHours,
  orderedRange,
  parseMonth,
  placeBars,
  shiftDateByMonths,
  shiftMonth,
  uncoveredParts,
  withoutPart,
} from "./grid";

describe("months", () => {
  it("parses and shifts months across years", () => {
    expect(parseMonth("2026-12")).toBe("2026-12");
    expect(parseMonth("2026-13")).toBeNull();
    expect(parseMonth(undefined)).toBeNull();
    expect(shiftMonth("2026-12", 1)).toBe("2027-01");
    expect(shiftMonth("2027-01", -1)).toBe("2026-12");
    expect(shiftMonth("2026-05", -17)).toBe("2024-12");
  });

  it("moves a date by months, keeping the day or the month's last one", () => {
    expect(shiftDateByMonths("2026-12-01", 1)).toBe("2027-01-01");
    expect(shiftDateByMonths("2027-01-31", 1)).toBe("2027-02-28");
    expect(shiftDateByMonths("2027-03-31", -1)).toBe("2027-02-28");
  });

  it("lays a month out in weeks from Monday", () => {
    // 1 December 2026 is a Tuesday; the 31st a Thursday.
    const weeks = monthWeeks("2026-12");
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([
      null,
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
      "2026-12-05",
      "2026-12-06",
    ]);
    expect(weeks[4]).toEqual(["2026-12-28", "2026-12-29", "2026-12-30", "2026-12-31", null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
  });

  it("lists the days of a range without its end", () => {
    expect(daysFrom("2026-12-30", "2027-01-02")).toEqual(["2026-12-30", "2026-12-31", "2027-01-01"]);
    expect(daysFrom("2026-12-30", "2026-12-30")).toEqual([]);
  });
});

describe("placeBars", () => {
  const window = { from: "2026-12-01", days: 14 };
  const stay = (checkIn: string, checkOut: string) => ({ checkIn, checkOut });

  it("places a stay by its nights: check-in column, one column per night", () => {
    expect(placeBars([stay("2026-12-03", "2026-12-06")], window)).toEqual([
      { item: stay("2026-12-03", "2026-12-06"), column: 2, span: 3, continuesBefore: false, continuesAfter: false },
    ]);
  });

  it("clips stays that begin before or end after the window, and says so", () => {
    const [before, after] = placeBars([stay("2026-11-28", "2026-12-02"), stay("2026-12-13", "2026-12-20")], window);
    expect(before).toMatchObject({ column: 0, span: 1, continuesBefore: true, continuesAfter: false });
    expect(after).toMatchObject({ column: 12, span: 2, continuesBefore: false, continuesAfter: true });
    expect(placeBars([stay("2026-11-01", "2027-01-01")], window)[0]).toMatchObject({
      column: 0,
      span: 14,
      continuesBefore: true,
      continuesAfter: true,
    });
  });

  it("leaves out stays outside the window: one that checks out on its first day has no night in it", () => {
    expect(
      placeBars(
        [stay("2026-11-25", "2026-12-01"), stay("2026-12-15", "2026-12-17"), stay("2026-12-05", "2026-12-05")],
        window,
      ),
    ).toEqual([]);
  });
});

describe("dayRuns", () => {
  it("merges consecutive days and drops those outside the window", () => {
    const runs = dayRuns(["2026-12-05", "2026-12-03", "2026-12-04", "2026-12-09", "2026-11-30", "2026-12-15"], {
      from: "2026-12-01",
      days: 14,
    });
    expect(runs).toEqual([
      { column: 2, span: 3 },
      { column: 8, span: 1 },
    ]);
  });
});

describe("hour ranges", () => {
  it("finds the parts of a range no block covers yet", () => {
    expect(uncoveredParts([8, 14], [])).toEqual([[8, 14]]);
    expect(uncoveredParts([8, 14], [[10, 11]])).toEqual([
      [8, 10],
      [11, 14],
    ]);
    expect(
      uncoveredParts(
        [8, 14],
        [
          [12, 20],
          [6, 9],
        ],
      ),
    ).toEqual([[9, 12]]);
    expect(uncoveredParts([8, 14], [[7, 15]])).toEqual([]);
  });

  it("takes a part out of a block: trims an end, splits the middle, or removes it", () => {
    expect(withoutPart([8, 14], [10, 11])).toEqual([
      [8, 10],
      [11, 14],
    ]);
    expect(withoutPart([8, 14], [6, 10])).toEqual([[10, 14]]);
    expect(withoutPart([8, 14], [12, 16])).toEqual([[8, 12]]);
    expect(withoutPart([8, 14], [8, 14])).toEqual([]);
  });

  it("lists opening hours and prints times", () => {
    expect(openingHours("08:00:00", "22:00:00")).toHaveLength(14);
    expect(openingHours("08:00", "10:30")).toEqual([480, 540, 600]);
    expect(openingHours(null, null)).toHaveLength(24);
    expect(clockOf(570)).toBe("09:30");
    expect(clockOf(1440)).toBe("24:00");
  });

  it("orders a selection whichever end came first", () => {
    expect(orderedRange("2026-12-09", "2026-12-03")).toEqual(["2026-12-03", "2026-12-09"]);
    expect(orderedRange(600, 720)).toEqual([600, 720]);
  });

  it("reads a date from the URL or falls back", () => {
    expect(dateParam("2026-12-01", "2026-01-01")).toBe("2026-12-01");
    expect(dateParam("2026-02-30", "2026-01-01")).toBe("2026-01-01");
    expect(dateParam(undefined, "2026-01-01")).toBe("2026-01-01");
  });
});
