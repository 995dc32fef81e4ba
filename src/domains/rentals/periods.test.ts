import { describe, expect, it } from "vitest";
import { addMonths } from "@/lib/dates";
import { contractRentMinor, rentPeriods } from "./periods";

describe("rent periods", () => {
  it("runs months from the start day, clamped to short months", () => {
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2028-01-31", 1)).toBe("2028-02-29");
    expect(addMonths("2026-12-15", 1)).toBe("2027-01-15");
    expect(addMonths("2026-03-31", 3)).toBe("2026-06-30");
  });

  it("charges whole months the monthly rent and a last part month pro-rata over 30 nights", () => {
    const periods = rentPeriods({ startsOn: "2026-01-15", endsOn: "2026-04-25", monthlyRentMinor: 300_000 }, 30);
    expect(periods).toEqual([
      { start: "2026-01-15", end: "2026-02-15", amountMinor: 300_000, whole: true },
      { start: "2026-02-15", end: "2026-03-15", amountMinor: 300_000, whole: true },
      { start: "2026-03-15", end: "2026-04-15", amountMinor: 300_000, whole: true },
      { start: "2026-04-15", end: "2026-04-25", amountMinor: 100_000, whole: false },
    ]);
    expect(contractRentMinor({ startsOn: "2026-01-15", endsOn: "2026-04-25", monthlyRentMinor: 300_000 }, 30)).toBe(
      1_000_000,
    );
  });

  it("has exactly the contract's months when it ends on a month day", () => {
    expect(rentPeriods({ startsOn: "2026-01-01", endsOn: "2027-01-01", monthlyRentMinor: 1 }, 30)).toHaveLength(12);
  });
});
