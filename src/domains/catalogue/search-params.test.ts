import { describe, expect, it } from "vitest";
import { stayOf } from "./search";
import { paramsFromSearch, productHrefOf, searchFromParams } from "./search-params";

describe("searchFromParams", () => {
  it("reads the whole search from the URL, in the visitor's currency", () => {
    const { search, problems } = searchFromParams(
      {
        city: "Penang",
        checkIn: "2027-01-10",
        checkOut: "2027-01-14",
        guests: "3",
        minPrice: "50",
        maxPrice: "120",
        type: ["apartment", "condo"],
        amenity: "Pool",
        instant: "1",
        sort: "price_asc",
        page: "2",
      },
      { country: "malaysia", currency: "SGD" },
    );
    expect(problems).toEqual([]);
    expect(search).toMatchObject({
      city: "Penang",
      mode: "nightly",
      checkIn: "2027-01-10",
      checkOut: "2027-01-14",
      guests: 3,
      minPrice: 50,
      maxPrice: 120,
      currency: "SGD",
      types: ["apartment", "condo"],
      amenities: ["Pool"],
      instantBook: true,
      sort: "price_asc",
      page: 2,
    });
    // A named city is searched wherever it is; the page's country is only the default.
    expect(search.country).toBeUndefined();
    expect(searchFromParams({}, { country: "thailand", currency: "USD" }).search.country).toBe("thailand");
  });

  it("drops what is wrong, says so, and keeps the rest", () => {
    const { search, problems } = searchFromParams(
      { city: "Cebu", checkIn: "2027-02-30", guests: "many", sort: "cheapest" },
      { currency: "USD" },
    );
    expect(search).toMatchObject({ city: "Cebu", guests: 1, sort: "recommended" });
    expect(search.checkIn).toBeUndefined();
    expect(problems).toEqual([
      "Guests: must be a whole number",
      "Check-in: must be a date like 2026-12-24",
      expect.stringMatching(/^Sort: /),
    ]);
  });

  it("refuses a check-out before the check-in", () => {
    const { search, problems } = searchFromParams(
      { checkIn: "2027-01-10", checkOut: "2027-01-09" },
      { currency: "USD" },
    );
    expect(problems).toEqual(["Check-out: Check-out must be after check-in."]);
    expect(search.checkOut).toBeUndefined();
  });

  it("keeps a shared link's price currency apart from the visitor's", () => {
    const { search } = searchFromParams(
      { city: "Bangkok", bedrooms: "2", maxPrice: "5000", currency: "THB" },
      { currency: "USD" },
    );
    expect(search).toMatchObject({ minBedrooms: 2, maxPrice: 5000, priceCurrency: "THB", currency: "USD" });
  });

  it("turns a month and a number of months into a monthly stay, and a day and hours into an hourly one", () => {
    const monthly = searchFromParams({ mode: "monthly", month: "2027-11", months: "3" }, { currency: "USD" }).search;
    expect(stayOf(monthly)).toEqual({ mode: "monthly", checkIn: "2027-11-01", checkOut: "2028-02-01" });
    const hourly = searchFromParams(
      { mode: "hourly", day: "2027-01-05", start: "14:00", hours: "4" },
      { currency: "USD" },
    ).search;
    expect(stayOf(hourly)).toEqual({ mode: "hourly", day: "2027-01-05", start: "14:00", hours: 4 });
    expect(stayOf(searchFromParams({ mode: "hourly", day: "2027-01-05" }, { currency: "USD" }).search)).toBeNull();
  });
});

describe("paramsFromSearch", () => {
  it("keeps a family's adults, children and ages through the URL and onto the product page (docs/OCCUPANCY.md)", () => {
    const { search, problems } = searchFromParams(
      { city: "Penang", checkIn: "2027-01-10", checkOut: "2027-01-14", adults: "2", children: "2", ages: "4,9" },
      { currency: "MYR" },
    );
    expect(problems).toEqual([]);
    expect(search).toMatchObject({ guests: 2, childrenAges: [4, 9] });
    expect(paramsFromSearch(search)).toContain("adults=2&children=2&ages=4%2C9");
    expect(productHrefOf(search, "p1")).toBe(
      "/products/p1?mode=nightly&checkIn=2027-01-10&checkOut=2027-01-14&adults=2&children=2&ages=4,9",
    );
    const wrong = searchFromParams({ adults: "2", children: "2", ages: "4" }, { currency: "MYR" });
    expect(wrong.problems).toEqual(["Guests: Give the age of each child."]);
    expect(wrong.search).toMatchObject({ guests: 1, childrenAges: [] });
  });

  it("writes a search back into the same URL, leaving defaults out", () => {
    const params = {
      city: "Penang",
      checkIn: "2027-01-10",
      checkOut: "2027-01-14",
      guests: "3",
      type: ["apartment", "condo"],
      amenity: "Pool",
      instant: "1",
      sort: "price_asc",
    };
    const { search } = searchFromParams(params, { currency: "USD" });
    const query = paramsFromSearch(search);
    expect(query).toBe(
      "?city=Penang&checkIn=2027-01-10&checkOut=2027-01-14&adults=3&type=apartment&type=condo&amenity=Pool&instant=1&sort=price_asc",
    );
    const again = searchFromParams(
      Object.fromEntries(
        [...new URLSearchParams(query).keys()].map((key) => [key, new URLSearchParams(query).getAll(key)]),
      ),
      { currency: "USD" },
    );
    expect(again.search).toEqual(search);
    expect(paramsFromSearch(search, { page: 3 })).toContain("&page=3");
    expect(paramsFromSearch({})).toBe("");
  });
});

describe("the map area in the URL", () => {
  const area = { north: "5.5", south: "5.2", east: "100.45", west: "100.15" };

  it("reads north, south, east and west as the search's bounds, and writes them back the same", () => {
    const { search, problems } = searchFromParams(
      { ...area, checkIn: "2027-01-10", checkOut: "2027-01-14" },
      { currency: "USD" },
    );
    expect(problems).toEqual([]);
    expect(search.bounds).toEqual({ north: 5.5, south: 5.2, east: 100.45, west: 100.15 });
    const query = paramsFromSearch(search);
    expect(query).toBe("?north=5.5&south=5.2&east=100.45&west=100.15&checkIn=2027-01-10&checkOut=2027-01-14");
    const again = new URLSearchParams(query);
    expect(searchFromParams(Object.fromEntries(again.entries()), { currency: "USD" }).search).toEqual(search);
    // Pages of an area stay in the area; clearing it drops all four.
    expect(paramsFromSearch(search, { page: 2 })).toContain("north=5.5&south=5.2&east=100.45&west=100.15");
    expect(paramsFromSearch(search, { bounds: undefined })).not.toMatch(/north|south|east|west/);
  });

  it("searches the area wherever the page is: the page's country is not applied", () => {
    expect(searchFromParams(area, { country: "thailand", currency: "USD" }).search.country).toBeUndefined();
    expect(searchFromParams({}, { country: "thailand", currency: "USD" }).search.country).toBe("thailand");
  });

  it("keeps an area across the antimeridian (west above east)", () => {
    const { search, problems } = searchFromParams(
      { north: "10", south: "-10", east: "-170", west: "170" },
      { currency: "USD" },
    );
    expect(problems).toEqual([]);
    expect(search.bounds).toEqual({ north: 10, south: -10, east: -170, west: 170 });
  });

  it("drops a bad area, says which edge is wrong, and keeps the rest of the search", () => {
    const bad = searchFromParams(
      { ...area, north: "north-ish", city: "Penang", guests: "2" },
      { country: "malaysia", currency: "USD" },
    );
    expect(bad.problems).toEqual(["North: must be a number from -90 to 90"]);
    expect(bad.search.bounds).toBeUndefined();
    expect(bad.search).toMatchObject({ city: "Penang", guests: 2 });

    expect(searchFromParams({ ...area, east: "200" }, { currency: "USD" }).problems).toEqual([
      "East: must be a number from -180 to 180",
    ]);
    expect(searchFromParams({ ...area, west: "" }, { currency: "USD" }).problems).toEqual([
      "Map area: needs north, south, east and west",
    ]);
    const upsideDown = searchFromParams({ ...area, north: "5.1" }, { country: "malaysia", currency: "USD" });
    expect(upsideDown.problems).toEqual(["Map area: north must be above south"]);
    // Without a usable area the page's country applies again.
    expect(upsideDown.search.country).toBe("malaysia");
  });
});
