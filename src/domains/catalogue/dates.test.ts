import { describe, expect, it } from "vitest";
import { addDays } from "@/lib/dates";
import { monthTitle } from "./dates";

describe("monthTitle", () => {
  it("says what Intl's English long month and year say, for every month of several years", () => {
    const intl = new Intl.DateTimeFormat("en", { month: "long", year: "numeric", timeZone: "UTC" });
    for (let date = "2024-01-01"; date < "2031-01-01"; date = addDays(date, 27)) {
      expect(monthTitle(date), date).toBe(intl.format(new Date(`${date}T00:00:00Z`)));
    }
  });

  it("reads the month from any day of it", () => {
    expect(monthTitle("2026-12-31")).toBe("December 2026");
    expect(monthTitle("2027-01-01")).toBe("January 2027");
  });
});
