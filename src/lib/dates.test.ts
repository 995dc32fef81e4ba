import { describe, expect, it } from "vitest";
import { dateParamProblems, parseDay } from "./dates";

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
