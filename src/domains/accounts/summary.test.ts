import { describe, expect, it } from "vitest";
import type { PropertySummary } from "./insights";
import { SUMMARY_PAGE_SIZE, sortSummary, summaryCsv, summaryPage, summarySortFrom } from "./summary";

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

  it("reads its sort and page from the address, ignoring what it does not know", () => {
    expect(summarySortFrom({})).toEqual({ sort: "occupancy", direction: "desc", page: 1 });
    expect(summarySortFrom({ sort: "revenue", direction: "asc", page: "3" })).toEqual({
      sort: "revenue",
      direction: "asc",
      page: 3,
    });
    expect(summarySortFrom({ sort: "secret", direction: "up", page: ["0", "2"] })).toEqual({
      sort: "occupancy",
      direction: "desc",
      page: 1,
    });
    expect(summarySortFrom({ page: "2.5" }).page).toBe(1);
  });

  it("shows a page of the sorted rows, the last one for a page past the end", () => {
    const rows = Array.from({ length: SUMMARY_PAGE_SIZE * 2 + 5 }, (_, index) => index);
    expect(summaryPage(rows, 1)).toEqual({ rows: rows.slice(0, SUMMARY_PAGE_SIZE), page: 1, pages: 3 });
    expect(summaryPage(rows, 2).rows[0]).toBe(SUMMARY_PAGE_SIZE);
    expect(summaryPage(rows, 3)).toEqual({ rows: rows.slice(SUMMARY_PAGE_SIZE * 2), page: 3, pages: 3 });
    expect(summaryPage(rows, 9)).toEqual(summaryPage(rows, 3));
    expect(summaryPage([], 4)).toEqual({ rows: [], page: 1, pages: 1 });
  });
});
