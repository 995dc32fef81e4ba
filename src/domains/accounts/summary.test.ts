import { describe, expect, it } from "vitest";
import type { PropertySummary } from "./insights";
import { sortSummary, summaryCsv } from "./summary";

const row = (title: string, currency: string, occupancy: number, revenue: number): PropertySummary => ({
  propertyId: title,
  title,
  city: "Penang",
  currency,
  availableNights: 30,
  bookedNights: Math.round(occupancy * 30),
  occupancy,
  roomRevenueMinor: revenue,
  adrMinor: 0,
  revparMinor: 0,
  bookings: 1,
  averageStayNights: 2,
  leadTimeDays: 10,
  cancellationRate: 0,
});

describe("the portfolio table", () => {
  it("sorts by a column either way, money within its currency", () => {
    const rows = [row("B", "THB", 0.5, 900_000), row("A", "MYR", 0.8, 50_000), row("C", "MYR", 0.2, 70_000)];
    expect(sortSummary(rows, "occupancy", "desc").map((r) => r.title)).toEqual(["A", "B", "C"]);
    expect(sortSummary(rows, "revenue", "desc").map((r) => r.title)).toEqual(["C", "A", "B"]);
    expect(sortSummary(rows, "title", "asc").map((r) => r.title)).toEqual(["A", "B", "C"]);
  });

  it("exports the same columns as CSV", () => {
    const csv = summaryCsv([row("Loft, Bangsar", "MYR", 0.5, 123_456)]).split("\r\n");
    expect(csv[0]).toBe(
      "Property,City,Currency,Available nights,Booked nights,Occupancy %,ADR,RevPAR,Room revenue,Bookings,Average stay (nights),Lead time (days),Cancellation rate %",
    );
    expect(csv[1]).toBe('"Loft, Bangsar",Penang,MYR,30,15,50.0,0.00,0.00,1234.56,1,2,10,0.0');
  });
});
