import { describe, expect, it } from "vitest";
import { wholeMonthsOf } from "./whole-months";

describe("wholeMonthsOf", () => {
  it("is every month when the range is open at both ends", () => {
    expect(wholeMonthsOf()).toEqual({ start: undefined, end: undefined });
  });

  it("keeps a range that starts on a first and ends on a last day of a month whole", () => {
    expect(wholeMonthsOf("2026-01-01", "2026-03-31")).toEqual({ start: "2026-01-01", end: "2026-04-01" });
    expect(wholeMonthsOf("2024-02-01", "2024-02-29")).toEqual({ start: "2024-02-01", end: "2024-03-01" });
    expect(wholeMonthsOf("2026-12-01", "2026-12-31")).toEqual({ start: "2026-12-01", end: "2027-01-01" });
  });

  it("leaves the partial months at either end out", () => {
    expect(wholeMonthsOf("2026-01-15", "2026-04-10")).toEqual({ start: "2026-02-01", end: "2026-04-01" });
    expect(wholeMonthsOf("2025-12-02", undefined)).toEqual({ start: "2026-01-01", end: undefined });
    expect(wholeMonthsOf(undefined, "2026-02-28")).toEqual({ start: undefined, end: "2026-03-01" });
    expect(wholeMonthsOf(undefined, "2024-02-28")).toEqual({ start: undefined, end: "2024-02-01" });
  });

  it("has no whole month when the range lies inside one or across two partial ones", () => {
    expect(wholeMonthsOf("2026-01-02", "2026-01-30")).toBeNull();
    expect(wholeMonthsOf("2026-01-15", "2026-02-10")).toBeNull();
    expect(wholeMonthsOf("2026-01-01", "2026-01-30")).toBeNull();
  });
});
