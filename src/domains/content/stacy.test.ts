import { describe, expect, it } from "vitest";
import type { CountryCode } from "@/lib/countries";
import { describeStayRequest, parseStayRequest, searchHref, type StayRequest } from "./stacy";

// A Wednesday, in the middle of the day in UTC: "this weekend" is Friday the 20th.
const today = new Date("2026-11-18T10:30:00Z");

const cities: { city: string; country: CountryCode }[] = [
  { city: "Kuala Lumpur", country: "malaysia" },
  { city: "Bangkok", country: "thailand" },
  { city: "Manila", country: "philippines" },
  { city: "Makati", country: "philippines" },
  { city: "Bali", country: "indonesia" },
  { city: "Chiang Mai", country: "thailand" },
];

function parse(text: string, options: { today?: Date; cities?: typeof cities } = {}): StayRequest {
  return parseStayRequest(text, { today: options.today ?? today, cities: options.cities ?? cities });
}

describe("parseStayRequest", () => {
  it("reads DOMAIN.md's example in full", () => {
    expect(parse("2 bedrooms in Bangkok under THB 2,000 next weekend")).toEqual({
      isQuestion: false,
      city: "Bangkok",
      country: "thailand",
      bedrooms: 2,
      maxPrice: { amount: 2000, currency: "THB" },
      checkIn: "2026-11-27",
      checkOut: "2026-11-29",
      mode: "nightly",
    });
  });

  it("reads this weekend as the coming Friday to Sunday", () => {
    expect(parse("Somewhere in Bangkok this weekend")).toMatchObject({ checkIn: "2026-11-20", checkOut: "2026-11-22", mode: "nightly" });
  });

  it("reads the weekend from the date in UTC, whatever the hour", () => {
    expect(parse("this weekend", { today: new Date("2026-11-18T23:59:59Z") })).toMatchObject({ checkIn: "2026-11-20" });
    expect(parse("this weekend", { today: new Date("2026-11-18T00:00:00Z") })).toMatchObject({ checkIn: "2026-11-20" });
  });

  it("reads a co-living room for a month as co-living, by the month", () => {
    const request = parse("A co-living room in Kuala Lumpur for a month");
    expect(request).toMatchObject({ city: "Kuala Lumpur", country: "malaysia", coliving: true, mode: "monthly" });
    expect(request.checkIn).toBeUndefined();
  });

  it("reads a day room for some hours tomorrow as hourly, on one day with no check-out", () => {
    const request = parse("Day room in Manila for 4 hours tomorrow");
    expect(request).toMatchObject({ city: "Manila", country: "philippines", mode: "hourly", hours: 4, checkIn: "2026-11-19" });
    expect(request.checkOut).toBeUndefined();
  });

  it("reads a studio as one bedroom, and takes the currency from the city's country when none is written", () => {
    expect(parse("studio in bali under 1.5m")).toMatchObject({
      city: "Bali",
      country: "indonesia",
      bedrooms: 1,
      maxPrice: { amount: 1_500_000, currency: "IDR" },
    });
  });

  it("reads a number of people and a day-month range", () => {
    expect(parse("3 people, 12 dec to 15 dec, Chiang Mai")).toMatchObject({
      city: "Chiang Mai",
      country: "thailand",
      guests: 3,
      checkIn: "2026-12-12",
      checkOut: "2026-12-15",
    });
  });

  it("puts the check-out of a range that crosses the new year in the next year", () => {
    expect(parse("Bali, 28 dec to 3 jan")).toMatchObject({ checkIn: "2026-12-28", checkOut: "2027-01-03" });
  });

  it("puts a date already past this year in the next year", () => {
    expect(parse("5 jan to 10 jan in Bangkok")).toMatchObject({ checkIn: "2027-01-05", checkOut: "2027-01-10" });
  });

  it("reads a month-first range in one month (Dec 2-5)", () => {
    expect(parse("Makati, Dec 2-5")).toMatchObject({ city: "Makati", checkIn: "2026-12-02", checkOut: "2026-12-05" });
  });

  it("reads a month-first range whose end day is smaller as ending in the next month, never before it starts", () => {
    expect(parse("Bali Dec 28-3")).toMatchObject({ checkIn: "2026-12-28", checkOut: "2027-01-03" });
  });

  it("adds the nights written to the check-in", () => {
    expect(parse("3 nights in Bangkok from tomorrow")).toMatchObject({ checkIn: "2026-11-19", checkOut: "2026-11-22" });
  });

  it.each([
    ["under RM 300 in Kuala Lumpur", { amount: 300, currency: "MYR" }],
    ["under RM300", { amount: 300, currency: "MYR" }],
    ["under 2000 baht in Bangkok", { amount: 2000, currency: "THB" }],
    ["under ₱3,000 in Manila", { amount: 3000, currency: "PHP" }],
    ["below 3k pesos", { amount: 3000, currency: "PHP" }],
    ["a 2 bedroom under Rp 1.5m", { amount: 1_500_000, currency: "IDR" }],
    ["a room under $80", { amount: 80, currency: "USD" }],
    ["a room in Bangkok under $80", { amount: 80, currency: "USD" }],
    ["under S$100", { amount: 100, currency: "SGD" }],
  ])("reads the budget of %j", (text, maxPrice) => {
    expect(parse(text).maxPrice).toEqual(maxPrice);
  });

  it("does not read a word after the amount as a thousand or a million", () => {
    expect(parse("under 2000 myr in Kuala Lumpur").maxPrice).toEqual({ amount: 2000, currency: "MYR" });
    expect(parse("a room in Bangkok under 3000 monthly").maxPrice).toEqual({ amount: 3000, currency: "THB" });
  });

  it("answers USD for a budget with neither a currency nor a place", () => {
    expect(parse("under 2,000").maxPrice).toEqual({ amount: 2000, currency: "USD" });
  });

  it("reads a question as one, with no filters", () => {
    const request = parse("How do I cancel a booking?");
    expect(request.isQuestion).toBe(true);
    expect(request.city).toBeUndefined();
    expect(request.country).toBeUndefined();
    expect(request.mode).toBeUndefined();
    expect(parse("2 bedrooms in Bangkok").isQuestion).toBe(false);
  });

  it("prefers the longest city name that matches", () => {
    const withCebu = [
      { city: "Cebu", country: "philippines" as const },
      { city: "Cebu City", country: "philippines" as const },
    ];
    expect(parse("a room in Cebu City", { cities: withCebu }).city).toBe("Cebu City");
    expect(parse("a room in Cebu", { cities: withCebu }).city).toBe("Cebu");
  });

  it("matches a city as whole words, whatever its case", () => {
    expect(parse("CHIANG MAI please")).toMatchObject({ city: "Chiang Mai", country: "thailand" });
    expect(parse("a room in Balikpapan").city).toBeUndefined();
  });

  it("reads a country named without a city", () => {
    const request = parse("somewhere in Thailand");
    expect(request.country).toBe("thailand");
    expect(request.city).toBeUndefined();
  });

  it("finds no filters in nonsense", () => {
    expect(parse("blah wibble flarp")).toEqual({ isQuestion: false });
  });
});

describe("describeStayRequest", () => {
  it("says in one sentence everything understood", () => {
    const request = parse("2 bedrooms in Bangkok for 2 guests under THB 2,000 next weekend");
    expect(describeStayRequest(request)).toBe(
      "You are looking for 2 bedrooms in Bangkok for 2 guests under THB 2,000 from 2026-11-27 to 2026-11-29.",
    );
  });

  it("describes a co-living month, a day room and a plain stay", () => {
    expect(describeStayRequest(parse("A co-living room in Kuala Lumpur for a month"))).toBe(
      "You are looking for a co-living room by the month in Kuala Lumpur.",
    );
    expect(describeStayRequest(parse("Day room in Manila for 4 hours tomorrow"))).toBe(
      "You are looking for a day room for 4 hours in Manila on 2026-11-19.",
    );
    expect(describeStayRequest(parse("studio in bali"))).toBe("You are looking for 1 bedroom in Bali.");
    expect(describeStayRequest(parse("3 people, 12 dec to 15 dec, Chiang Mai"))).toBe(
      "You are looking for a place to stay in Chiang Mai for 3 guests from 2026-12-12 to 2026-12-15.",
    );
  });

  it("still names what is looked for when only a country, a budget or guests were understood", () => {
    expect(describeStayRequest(parse("somewhere in the Philippines"))).toBe("You are looking for a place to stay in the Philippines.");
    expect(describeStayRequest(parse("a room under $80"))).toBe("You are looking for a place to stay under USD 80.");
    expect(describeStayRequest(parse("for 1 person"))).toBe("You are looking for a place to stay for 1 guest.");
  });

  it("answers null when nothing was understood", () => {
    expect(describeStayRequest(parse("blah wibble flarp"))).toBeNull();
    expect(describeStayRequest(parse("How do I cancel a booking?"))).toBeNull();
  });
});

describe("searchHref", () => {
  it("encodes every filter on /findahome", () => {
    const href = searchHref(parse("2 bedrooms in Kuala Lumpur for 3 guests under RM 300 this weekend"));
    expect(href.startsWith("/findahome?")).toBe(true);
    const params = new URL(href, "http://localhost").searchParams;
    expect(Object.fromEntries(params)).toEqual({
      city: "Kuala Lumpur",
      country: "malaysia",
      bedrooms: "2",
      guests: "3",
      maxPrice: "300",
      currency: "MYR",
      checkIn: "2026-11-20",
      checkOut: "2026-11-22",
      mode: "nightly",
    });
    expect(href).toContain("city=Kuala+Lumpur");
  });

  it("encodes hours and co-living", () => {
    const hourly = new URL(searchHref(parse("Day room in Manila for 4 hours tomorrow")), "http://localhost").searchParams;
    expect(hourly.get("mode")).toBe("hourly");
    expect(hourly.get("hours")).toBe("4");
    expect(hourly.get("checkIn")).toBe("2026-11-19");
    expect(hourly.has("checkOut")).toBe(false);

    const coliving = new URL(searchHref(parse("A co-living room in Kuala Lumpur for a month")), "http://localhost").searchParams;
    expect(coliving.get("type")).toBe("coliving");
    expect(coliving.get("mode")).toBe("monthly");
  });

  it("is the bare search page when nothing was understood", () => {
    expect(searchHref(parse("blah wibble flarp"))).toBe("/findahome");
  });
});

describe("parseStayRequest: more date styles", () => {
  const options = { today: new Date("2026-11-18T09:00:00Z"), cities: [{ city: "Manila", country: "philippines" as const }] };
  it("reads a day range before the month (12-15 dec)", () => {
    const request = parseStayRequest("Manila 12-15 dec", options);
    expect([request.checkIn, request.checkOut]).toEqual(["2026-12-12", "2026-12-15"]);
  });
  it("reads a range across months and years (Dec 28 - Jan 3)", () => {
    const request = parseStayRequest("Dec 28 - Jan 3 in Manila", options);
    expect([request.checkIn, request.checkOut]).toEqual(["2026-12-28", "2027-01-03"]);
  });
  it("reads a bare weekend as the coming one", () => {
    const request = parseStayRequest("weekend in manila", options);
    expect([request.checkIn, request.checkOut]).toEqual(["2026-11-20", "2026-11-22"]);
  });
});
