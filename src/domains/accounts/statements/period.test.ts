import { describe, expect, it } from "vitest";
import { addMonthsToMonth as addMonths } from "@/lib/dates";
import { describePeriod, monthsIn, monthsOf, periodFrom, periodInstants, previousPeriod } from "./period";

const today = new Date("2026-03-15T12:00:00Z");

describe("periods of months", () => {
  it("adds months across years both ways", () => {
    expect(addMonths("2026-01", -1)).toBe("2025-12");
    expect(addMonths("2025-11", 3)).toBe("2026-02");
    expect(addMonths("2026-03", -27)).toBe("2023-12");
  });

  it("reads the URL: defaults, a single month, reversed ends, malformed values and the longest period", () => {
    expect(periodFrom({}, today)).toEqual({ from: "2026-03", to: "2026-03" });
    expect(periodFrom({}, today, 6)).toEqual({ from: "2025-10", to: "2026-03" });
    expect(periodFrom({ from: "2025-12" }, today)).toEqual({ from: "2025-12", to: "2025-12" });
    expect(periodFrom({ from: "2026-02", to: "2025-11" }, today)).toEqual({ from: "2025-11", to: "2026-02" });
    expect(periodFrom({ from: "2026-13", to: "March" }, today)).toEqual({ from: "2026-03", to: "2026-03" });
    expect(periodFrom({ from: "2020-01", to: "2026-03" }, today)).toEqual({ from: "2023-04", to: "2026-03" });
    expect(periodFrom({ from: ["2026-01", "2026-02"], to: "2026-02" }, today)).toEqual({
      from: "2026-01",
      to: "2026-02",
    });
  });

  it("compares with the period of the same length just before", () => {
    expect(previousPeriod({ from: "2026-03", to: "2026-03" })).toEqual({ from: "2026-02", to: "2026-02" });
    expect(previousPeriod({ from: "2026-01", to: "2026-03" })).toEqual({ from: "2025-10", to: "2025-12" });
    expect(monthsIn({ from: "2025-11", to: "2026-02" })).toBe(4);
    expect(monthsOf({ from: "2025-11", to: "2026-02" })).toEqual(["2025-11", "2025-12", "2026-01", "2026-02"]);
  });

  it("counts in UTC months, the end excluded", () => {
    const { start, end } = periodInstants({ from: "2026-01", to: "2026-02" });
    expect(start.toISOString()).toBe("2026-01-01T00:00:00.000Z");
    expect(end.toISOString()).toBe("2026-03-01T00:00:00.000Z");
  });

  it("names periods for people", () => {
    expect(describePeriod({ from: "2026-03", to: "2026-03" })).toBe("Mar 2026");
    expect(describePeriod({ from: "2026-01", to: "2026-03" })).toBe("Jan–Mar 2026");
    expect(describePeriod({ from: "2025-11", to: "2026-02" })).toBe("Nov 2025–Feb 2026");
  });
});
