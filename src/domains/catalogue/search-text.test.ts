import { describe, expect, it } from "vitest";
import { pageOfPages, resultsHeading } from "./search-text";

describe("the search page's count and page numbers", () => {
  it("says the exact count below the cap, as always", () => {
    expect(resultsHeading({ total: 0, totalCapped: false }, "Bali")).toBe("No stays found in Bali");
    expect(resultsHeading({ total: 1, totalCapped: false }, "Penang")).toBe("1 stay in Penang");
    expect(resultsHeading({ total: 999, totalCapped: false }, "Kuala Lumpur")).toBe("999 stays in Kuala Lumpur");
    expect(pageOfPages({ page: 2, pages: 5, totalCapped: false })).toBe("Page 2 of 5");
  });

  it("says there are more when the count stopped at the cap", () => {
    expect(resultsHeading({ total: 1000, totalCapped: true }, "Malaysia")).toBe("1,000+ stays in Malaysia");
    expect(pageOfPages({ page: 3, pages: 42, totalCapped: true })).toBe("Page 3 of 42+");
  });
});
