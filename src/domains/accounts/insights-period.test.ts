import { describe, expect, it } from "vitest";
import { insightsPeriodFrom, median, medianRates, pickSimilar, type MonthFigures } from "./insights";

const today = new Date("2026-11-22T10:00:00Z");
const choices = { currencies: ["MYR", "THB"] };

describe("the insights page's period and subject", () => {
  it("defaults to the first portfolio, the last twelve complete months and this month to date", () => {
    expect(insightsPeriodFrom({}, today, choices)).toEqual({
      subject: "currency:MYR",
      from: "2025-11",
      to: "2026-11",
      end: "2026-12",
      currentMonth: "2026-11",
      asOf: "2026-11-22",
    });
    // On the first of a month, the month to date is that month (with no night yet), after twelve complete ones.
    expect(insightsPeriodFrom({}, new Date("2027-01-01T00:30:00Z"), choices)).toMatchObject({
      from: "2026-01",
      to: "2027-01",
      currentMonth: "2027-01",
      asOf: "2027-01-01",
    });
  });

  it("keeps what is valid, swaps a reversed period and caps it at 36 months", () => {
    expect(
      insightsPeriodFrom({ subject: "currency:THB", from: "2026-06", to: "2026-01" }, today, choices),
    ).toMatchObject({ subject: "currency:THB", from: "2026-01", to: "2026-06", end: "2026-07" });
    expect(insightsPeriodFrom({ from: "2020-01", to: "2026-12" }, today, choices)).toMatchObject({
      from: "2024-01",
      to: "2026-12",
    });
    expect(insightsPeriodFrom({ subject: "drop table", from: "2026-13" }, today, choices)).toMatchObject({
      subject: "currency:MYR",
      from: "2025-11",
    });
    expect(insightsPeriodFrom({}, today, { currencies: [] }).subject).toBe("");
  });
});

describe("the similar listings' median", () => {
  it("is the middle value, or the mean of the middle two", () => {
    expect(median([])).toBeNull();
    expect(median([7])).toBe(7);
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([0.5, 0.1, 0.9, 0.3, 0.7])).toBe(0.5);
  });

  it("is of listings: ADR leaves out a listing with no booked night, occupancy and RevPAR count it at zero", () => {
    const listing = (occupancy: number, adrMinor: number, revparMinor: number, bookedNights: number) =>
      ({ occupancy, adrMinor, revparMinor, bookedNights }) as MonthFigures;
    expect(
      medianRates([
        listing(0.6, 20_000, 12_000, 18),
        listing(0.2, 30_000, 6_000, 6),
        listing(0, 0, 0, 0),
        listing(0.8, 25_001, 20_001, 24),
      ]),
    ).toEqual({ occupancy: 0.4, adrMinor: 25_001, revparMinor: 9_000 });
    expect(medianRates([])).toBeNull();
  });
});

describe("the similar set", () => {
  const candidates = (circles: number[]) => circles.map((circle, index) => ({ id: `p${index}`, circle }));

  it("is the closest circle that holds at least three listings, with everyone inside it", () => {
    expect(pickSimilar(candidates([1, 1, 1, 2, 3]))).toEqual({ basis: "cityTypeOrBedrooms", ids: ["p0", "p1", "p2"] });
    expect(pickSimilar(candidates([1, 2, 3, 2, 3]))).toEqual({ basis: "typeOrNearBedrooms", ids: ["p0", "p1", "p3"] });
    expect(pickSimilar(candidates([3, 1, 3]))).toEqual({ basis: "country", ids: ["p0", "p1", "p2"] });
  });

  it("is the whole country, short of three, when no circle holds three", () => {
    expect(pickSimilar(candidates([1, 3]))).toEqual({ basis: "country", ids: ["p0", "p1"] });
    expect(pickSimilar([])).toEqual({ basis: "country", ids: [] });
  });
});
