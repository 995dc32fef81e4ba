import { beforeAll, describe, expect, it } from "vitest";
import { createBooking, createOrganisation, createProperty } from "@tests/factories";
import { uniqueSuffix } from "@tests/factories/random";
import { testDb } from "@tests/support/db";
import { callFunction, errorOf, resultOf } from "@tests/support/functions";
import { ANONYMOUS } from "@/server/access";
import { calendarDays, hourlyBlocks, reviews } from "@/server/db/schema";
import type { RateSnapshot } from "@/domains/currency";
import type { ProductQuote } from "./product";
import { searchInput, searchListings, type SearchInput, type SearchPage } from "./search";

const db = testDb();
const city = `Testcity ${uniqueSuffix()}`;
// One US dollar is 4.5 ringgit and 35 baht in this snapshot.
const rates: RateSnapshot = { perBase: { USD: 1, MYR: 4.5, THB: 35 }, asOf: new Date(), sources: ["test"] };

const search = (input: SearchInput): Promise<SearchPage> =>
  searchListings(db, searchInput.parse({ city, ...input }), { actor: ANONYMOUS, rates });
const titles = (page: SearchPage) => page.results.map((result) => result.title).sort();

let ids: Record<string, string> = {};
let units: Record<string, string[]> = {};

beforeAll(async () => {
  const organisation = await createOrganisation(db);
  const disabled = await createOrganisation(db, { enabled: false });
  const base = {
    organisationId: organisation.id,
    city,
    country: "malaysia" as const,
    currency: "MYR",
    timeZone: "Asia/Kuala_Lumpur",
  };
  const made = {
    quiet: await createProperty(db, {
      ...base,
      title: "Quiet flat",
      nightlyRateMinor: 25_000,
      minNights: 2,
      maxGuests: 2,
    }),
    grand: await createProperty(db, {
      ...base,
      title: "Grand house",
      nightlyRateMinor: 40_000,
      maxGuests: 8,
      instantBook: true,
      amenities: ["Pool", "Wi-Fi"],
    }),
    review: await createProperty(db, { ...base, title: "Not yet approved", status: "in_review" }),
    hidden: await createProperty(db, { ...base, organisationId: disabled.id, title: "Disabled owner's flat" }),
    coliving: await createProperty(db, {
      ...base,
      title: "Co-living rooms",
      type: "coliving_room",
      nightlyRateMinor: 9_000,
      maxGuests: 1,
      units: [
        { name: "Room A", kind: "room" },
        { name: "Room B", kind: "room" },
      ],
    }),
    dayRoom: await createProperty(db, {
      ...base,
      title: "Day room",
      type: "day_room",
      nightlyRateMinor: null,
      hourlyRateMinor: 3_000,
      minHours: 3,
      openingTime: "08:00",
      closingTime: "22:00",
      bufferHours: 1,
    }),
  };
  ids = Object.fromEntries(Object.entries(made).map(([key, value]) => [key, value.property.id]));
  units = Object.fromEntries(Object.entries(made).map(([key, value]) => [key, value.units.map((unit) => unit.id)]));

  await createBooking(db, {
    propertyId: ids.quiet!,
    unitId: units.quiet![0]!,
    checkIn: "2027-03-10",
    checkOut: "2027-03-12",
  });
  await createBooking(db, {
    propertyId: ids.grand!,
    unitId: units.grand![0]!,
    checkIn: "2027-03-10",
    checkOut: "2027-03-12",
    status: "cancelled",
  });
  await db
    .insert(calendarDays)
    .values({ unitId: units.grand![0]!, day: "2027-03-20", closed: true, blockReason: "maintenance" });
  await createBooking(db, {
    propertyId: ids.coliving!,
    unitId: units.coliving![0]!,
    checkIn: "2027-03-01",
    checkOut: "2027-03-31",
  });
  // 10:00–13:00 local (UTC+8), then an hour's cleaning: the room is taken until 14:00.
  await createBooking(db, {
    propertyId: ids.dayRoom!,
    unitId: units.dayRoom![0]!,
    checkIn: "2027-03-10",
    checkOut: "2027-03-11",
    stayMode: "hourly",
    startsAt: new Date("2027-03-10T02:00:00Z"),
    endsAt: new Date("2027-03-10T05:00:00Z"),
    occupiedUntil: new Date("2027-03-10T06:00:00Z"),
  });
});

describe("searchListings", () => {
  it("shows only listed properties of enabled organisations that offer the stay mode", async () => {
    const page = await search({});
    expect(titles(page)).toEqual(["Co-living rooms", "Grand house", "Quiet flat"]);
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 24, pages: 1 });
    expect(titles(await search({ mode: "hourly" }))).toEqual(["Day room"]);
  });

  it("leaves out what is booked for the dates, and frees the check-out day and cancelled stays", async () => {
    expect(titles(await search({ checkIn: "2027-03-11", checkOut: "2027-03-13" }))).toEqual([
      "Co-living rooms",
      "Grand house",
    ]);
    expect(titles(await search({ checkIn: "2027-03-12", checkOut: "2027-03-14" }))).toContain("Quiet flat");
    expect(titles(await search({ checkIn: "2027-03-08", checkOut: "2027-03-10" }))).toContain("Quiet flat");
  });

  it("leaves out a closed day of the rate calendar", async () => {
    expect(titles(await search({ checkIn: "2027-03-19", checkOut: "2027-03-21" }))).not.toContain("Grand house");
    expect(titles(await search({ checkIn: "2027-03-21", checkOut: "2027-03-23" }))).toContain("Grand house");
  });

  it("shows co-living while one room is free, priced for that room", async () => {
    const page = await search({ checkIn: "2027-03-05", checkOut: "2027-03-07", types: ["coliving_room"] });
    expect(titles(page)).toEqual(["Co-living rooms"]);
    await createBooking(db, {
      propertyId: ids.coliving!,
      unitId: units.coliving![1]!,
      checkIn: "2027-03-06",
      checkOut: "2027-03-08",
    });
    expect(titles(await search({ checkIn: "2027-03-05", checkOut: "2027-03-07", types: ["coliving_room"] }))).toEqual(
      [],
    );
  });

  it("respects the minimum stay and the number of guests", async () => {
    expect(titles(await search({ checkIn: "2027-04-01", checkOut: "2027-04-02" }))).not.toContain("Quiet flat");
    expect(titles(await search({ guests: 3 }))).toEqual(["Grand house"]);
  });

  it("filters by amenities and instant book", async () => {
    expect(titles(await search({ amenities: ["Pool"] }))).toEqual(["Grand house"]);
    expect(titles(await search({ amenities: ["Pool", "Gym"] }))).toEqual([]);
  });

  it("filters and sorts by price in the visitor's currency, and prices the whole stay", async () => {
    // 250 MYR ≈ 55.56 USD, 400 MYR ≈ 88.89 USD, 90 MYR = 20 USD.
    expect(titles(await search({ currency: "USD", maxPrice: 60 }))).toEqual(["Co-living rooms", "Quiet flat"]);
    expect(titles(await search({ currency: "USD", minPrice: 50, maxPrice: 60 }))).toEqual(["Quiet flat"]);
    expect(titles(await search({ currency: "THB", minPrice: 3000 }))).toEqual(["Grand house"]);
    const ascending = await search({ sort: "price_asc" });
    expect(ascending.results.map((result) => result.title)).toEqual(["Co-living rooms", "Quiet flat", "Grand house"]);
    const descending = await search({ sort: "price_desc" });
    expect(descending.results.map((result) => result.title)).toEqual(["Grand house", "Quiet flat", "Co-living rooms"]);

    const priced = await search({
      checkIn: "2027-04-05",
      checkOut: "2027-04-07",
      currency: "USD",
      amenities: ["Pool"],
    });
    const grand = priced.results[0]!;
    expect(grand.rate).toEqual({
      amountMinor: 40_000,
      currency: "MYR",
      converted: { amountMinor: 8_889, currency: "USD" },
      per: "night",
    });
    // 2 nights × 400 + 5% service fee + 2 × MYR 10 tourism tax = 860 MYR.
    expect(grand.stayTotal).toEqual({
      amountMinor: 86_000,
      currency: "MYR",
      converted: { amountMinor: 19_111, currency: "USD" },
      nights: 2,
      hours: 0,
    });
  });

  it("finds hourly spaces only for free hours within opening hours, the cleaning buffer included", async () => {
    const at = (start: string, hours = 3) => search({ mode: "hourly", day: "2027-03-10", start, hours }).then(titles);
    expect(await at("13:00")).toEqual([]);
    expect(await at("14:00")).toEqual(["Day room"]);
    // 07:00–09:00 would end at 10:00 with its buffer, just when the booking starts.
    expect(await at("07:00")).toEqual([]);
    expect(await at("08:00", 2)).toEqual([]);
    expect(await at("19:00")).toEqual(["Day room"]);
    expect(await at("20:00")).toEqual([]);
  });

  it("leaves an hourly space out for its closed hours, a closed day and a day under a nightly stay", async () => {
    const at = (day: string, start: string, hours = 3) => search({ mode: "hourly", day, start, hours }).then(titles);
    const unitId = units.dayRoom![0]!;
    // Closed 12:00–13:00 local on the 15th: 09:00–12:00 touches it without overlapping (no buffer on closed
    // hours), 10:00–13:00 overlaps it.
    await db.insert(hourlyBlocks).values({
      unitId,
      startsAt: new Date("2027-03-15T04:00:00Z"),
      endsAt: new Date("2027-03-15T05:00:00Z"),
      reason: "maintenance",
    });
    expect(await at("2027-03-15", "09:00")).toEqual(["Day room"]);
    expect(await at("2027-03-15", "10:00")).toEqual([]);
    expect(await at("2027-03-15", "13:00")).toEqual(["Day room"]);
    await db.insert(calendarDays).values({ unitId, day: "2027-03-16", closed: true, blockReason: "owner_stay" });
    expect(await at("2027-03-16", "09:00")).toEqual([]);
    await createBooking(db, { propertyId: ids.dayRoom!, unitId, checkIn: "2027-03-17", checkOut: "2027-03-19" });
    expect(await at("2027-03-18", "15:00")).toEqual([]);
    expect(await at("2027-03-19", "15:00")).toEqual(["Day room"]);
  });

  it("sorts by rating from published reviews, most reviewed first among equals", async () => {
    const rated = `Ratedtown ${uniqueSuffix()}`;
    const organisation = await createOrganisation(db);
    const place = (title: string) =>
      createProperty(db, { organisationId: organisation.id, city: rated, title, nightlyRateMinor: 10_000 }).then(
        (made) => made.property.id,
      );
    const [good, better, unrated, popular] = [
      await place("Good"),
      await place("Better"),
      await place("Unrated"),
      await place("Popular"),
    ];
    const now = new Date();
    const review = (propertyId: string, rating: number, publishedAt: Date | null = now) => ({
      propertyId,
      authorName: "Guest",
      rating,
      publishedAt,
    });
    await db
      .insert(reviews)
      .values([
        review(good, 4),
        review(good, 3),
        review(better, 5),
        review(better, 4),
        review(popular, 4),
        review(popular, 4),
        review(popular, 5),
        review(unrated, 5, null),
      ]);
    const page = await searchListings(db, searchInput.parse({ city: rated, sort: "rating" }), {
      actor: ANONYMOUS,
      rates,
    });
    expect(page.results.map((result) => [result.title, result.rating])).toEqual([
      ["Better", { average: 4.5, count: 2 }],
      ["Popular", { average: 4.3, count: 3 }],
      ["Good", { average: 3.5, count: 2 }],
      ["Unrated", null],
    ]);
    // The default sort puts the best rated first too.
    const recommended = await searchListings(db, searchInput.parse({ city: rated }), { actor: ANONYMOUS, rates });
    expect(recommended.results.map((result) => result.title)).toEqual(["Better", "Popular", "Good", "Unrated"]);
  });

  it("pages by 24 with the total, and an empty page past the end still counts", async () => {
    const paging = `Pagetown ${uniqueSuffix()}`;
    const organisation = await createOrganisation(db);
    for (let n = 0; n < 26; n++) {
      await createProperty(db, {
        organisationId: organisation.id,
        city: paging,
        title: `Flat ${String(n).padStart(2, "0")}`,
        nightlyRateMinor: 10_000 + n * 100,
      });
    }
    const first = await searchListings(db, searchInput.parse({ city: paging, sort: "price_asc" }), {
      actor: ANONYMOUS,
      rates,
    });
    expect(first).toMatchObject({ total: 26, totalCapped: false, pages: 2 });
    expect(first.results).toHaveLength(24);
    const second = await searchListings(db, searchInput.parse({ city: paging, sort: "price_asc", page: 2 }), {
      actor: ANONYMOUS,
      rates,
    });
    expect(second.results.map((result) => result.title)).toEqual(["Flat 24", "Flat 25"]);
    const beyond = await searchListings(db, searchInput.parse({ city: paging, page: 5 }), { actor: ANONYMOUS, rates });
    expect(beyond).toMatchObject({ results: [], total: 26, pages: 2 });
  });

  it("counts up to the cap and no further, saying there are more, with the same pages below it", async () => {
    const capped = `Captown ${uniqueSuffix()}`;
    const organisation = await createOrganisation(db);
    for (let n = 0; n < 30; n++) {
      await createProperty(db, {
        organisationId: organisation.id,
        city: capped,
        title: `Room ${String(n).padStart(2, "0")}`,
        nightlyRateMinor: 10_000 + n * 100,
      });
    }
    const taken = await createProperty(db, {
      organisationId: organisation.id,
      city: capped,
      title: "Taken room",
      nightlyRateMinor: 9_000,
    });
    await createBooking(db, {
      propertyId: taken.property.id,
      unitId: taken.units[0]!.id,
      checkIn: "2027-05-01",
      checkOut: "2027-05-04",
    });
    const at = (page: number, totalCap: number, dates = true) =>
      searchListings(
        db,
        searchInput.parse({
          city: capped,
          sort: "price_asc",
          page,
          ...(dates ? { checkIn: "2027-05-02", checkOut: "2027-05-03" } : {}),
        }),
        { actor: ANONYMOUS, rates },
        { totalCap },
      );

    // 30 free of 31: a cap of 25 is hit, so the total is the cap and two pages are offered.
    const first = await at(1, 25);
    expect(first).toMatchObject({ total: 25, totalCapped: true, pages: 2 });
    expect(first.results.map((result) => result.title)).toEqual(
      Array.from({ length: 24 }, (_, n) => `Room ${String(n).padStart(2, "0")}`),
    );
    // The page past the cap still shows what is there.
    const second = await at(2, 25);
    expect(second.results.map((result) => result.title)).toEqual([
      "Room 24",
      "Room 25",
      "Room 26",
      "Room 27",
      "Room 28",
      "Room 29",
    ]);
    expect(second).toMatchObject({ total: 25, totalCapped: true, pages: 2 });
    // Exactly at the cap, or under it: the exact total, not capped.
    expect(await at(1, 30)).toMatchObject({ total: 30, totalCapped: false, pages: 2 });
    expect(await at(3, 30)).toMatchObject({ results: [], total: 30, totalCapped: false, pages: 2 });
    // Without dates the taken room counts as well.
    expect(await at(1, 1000, false)).toMatchObject({ total: 31, totalCapped: false, pages: 2 });
    expect((await at(1, 1000, false)).results[0]!.title).toBe("Taken room");
  });
});

describe("searchListings' first pass over the best candidates", () => {
  // The first pass reads `firstPassCandidates × reach` candidates (reach: 25 for page 1 under a cap of 10); these
  // tests make that prefix 25 so a small city can fill it, and compare with the default's whole-list answer.
  const pageOf = (place: string, sort: "price_asc" | "recommended", firstPassCandidates?: number) =>
    searchListings(
      db,
      searchInput.parse({ city: place, sort, checkIn: "2027-06-02", checkOut: "2027-06-04" }),
      { actor: ANONYMOUS, rates },
      { totalCap: 10, firstPassCandidates },
    );
  const summary = (page: SearchPage) => ({
    titles: page.results.map((result) => result.title),
    total: page.total,
    totalCapped: page.totalCapped,
  });

  it("searches the whole list when the best candidates are all taken, and finds the free ones behind them", async () => {
    const place = `Busytown ${uniqueSuffix()}`;
    const organisation = await createOrganisation(db);
    for (let n = 0; n < 30; n++) {
      const made = await createProperty(db, {
        organisationId: organisation.id,
        city: place,
        title: `Flat ${String(n).padStart(2, "0")}`,
        nightlyRateMinor: 20_000 - n * 100,
      });
      // The 27 newest (first in the recommended order without reviews) and cheapest are booked over the dates;
      // the 3 oldest and dearest, last in either order, are free.
      if (n >= 3)
        await createBooking(db, {
          propertyId: made.property.id,
          unitId: made.units[0]!.id,
          checkIn: "2027-06-01",
          checkOut: "2027-06-05",
        });
    }
    for (const sort of ["recommended", "price_asc"] as const) {
      const narrow = await pageOf(place, sort, 1);
      expect(narrow.results.map((result) => result.title).sort()).toEqual(["Flat 00", "Flat 01", "Flat 02"]);
      expect(narrow).toMatchObject({ total: 3, totalCapped: false, pages: 1 });
      expect(summary(narrow)).toEqual(summary(await pageOf(place, sort)));
    }
  });

  it("stops at the prefix when it holds enough free stays, with the same page and count as the whole list", async () => {
    const place = `Freetown ${uniqueSuffix()}`;
    const organisation = await createOrganisation(db);
    for (let n = 0; n < 30; n++) {
      await createProperty(db, {
        organisationId: organisation.id,
        city: place,
        title: `Room ${String(n).padStart(2, "0")}`,
        nightlyRateMinor: 10_000 + n * 100,
      });
    }
    for (const sort of ["price_asc", "recommended"] as const) {
      const narrow = await pageOf(place, sort, 1);
      expect(narrow).toMatchObject({ total: 10, totalCapped: true });
      expect(narrow.results).toHaveLength(24);
      expect(summary(narrow)).toEqual(summary(await pageOf(place, sort)));
    }
    expect((await pageOf(place, "price_asc", 1)).results[0]!.title).toBe("Room 00");
    expect((await pageOf(place, "recommended", 1)).results[0]!.title).toBe("Room 29");
  });

  // The price sorts' first pass reads a one-currency city by its rates (search.ts); these compare every way of
  // reading it with the whole list sorted by the base price, as the search did before.
  const pricePage = (input: SearchInput, options: { firstPassCandidates?: number; wholeList?: boolean }) =>
    searchListings(db, searchInput.parse(input), { actor: ANONYMOUS, rates }, { totalCap: 10, ...options });
  const dates = { checkIn: "2027-06-02", checkOut: "2027-06-04" };
  const everyWay = async (input: SearchInput) => {
    const pages = await Promise.all([
      pricePage(input, { wholeList: true }),
      pricePage(input, { firstPassCandidates: 1 }),
      pricePage(input, {}),
    ]);
    return pages.map((page) => ({ ...summary(page), pages: page.pages }));
  };

  it("reads a one-currency city in its rates' order: the same pages, count and ties (by id) as the whole list", async () => {
    const place = `Pricetown ${uniqueSuffix()}`;
    const organisation = await createOrganisation(db);
    const made: { id: string; title: string; rate: number; free: boolean }[] = [];
    for (let n = 0; n < 40; n++) {
      // Six prices, so most share theirs with others; every third place is booked over the dates.
      const rate = 10_000 + (n % 6) * 2_500;
      const property = await createProperty(db, {
        organisationId: organisation.id,
        city: place,
        title: `Stay ${String(n).padStart(2, "0")}`,
        nightlyRateMinor: rate,
      });
      if (n % 3 === 0)
        await createBooking(db, {
          propertyId: property.property.id,
          unitId: property.units[0]!.id,
          checkIn: "2027-06-01",
          checkOut: "2027-06-05",
        });
      made.push({ id: property.property.id, title: `Stay ${String(n).padStart(2, "0")}`, rate, free: n % 3 !== 0 });
    }
    const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
    const free = made.filter((stay) => stay.free);
    const ascending = [...free].sort((a, b) => a.rate - b.rate || byId(a, b)).map((stay) => stay.title);
    const descending = [...free].sort((a, b) => b.rate - a.rate || byId(a, b)).map((stay) => stay.title);

    for (const [sort, expected] of [
      ["price_asc", ascending],
      ["price_desc", descending],
    ] as const) {
      for (const page of [1, 2]) {
        const ways = await everyWay({ city: place, sort, page, ...dates });
        expect(ways[0]!.titles).toEqual(expected.slice((page - 1) * 24, page * 24));
        expect(ways[0]).toMatchObject({ total: 10, totalCapped: true });
        expect(ways[1]).toEqual(ways[0]);
        expect(ways[2]).toEqual(ways[0]);
      }
      // A price range in another currency (US dollars; 4.5 ringgit each): 150–250 ringgit, bounds included.
      const ranged = await everyWay({ city: place, sort, currency: "USD", minPrice: 33, maxPrice: 56, ...dates });
      const inRange = expected.filter((title) => {
        const rate = made.find((stay) => stay.title === title)!.rate;
        return rate / 100 / 4.5 >= 33 && rate / 100 / 4.5 <= 56;
      });
      expect(ranged[0]!.titles).toEqual(inRange.slice(0, 24));
      expect(ranged[1]).toEqual(ranged[0]);
      expect(ranged[2]).toEqual(ranged[0]);
      // Bounds on prices that are there (in ringgit, through the dollar): the first pass's bounds on the rate are
      // wider than the range, and the range's own test on the base price decides its edges as it did.
      const edges = await everyWay({ city: place, sort, currency: "MYR", minPrice: 150, maxPrice: 200, ...dates });
      expect(edges[0]!.titles.length).toBeGreaterThan(0);
      expect(edges[1]).toEqual(edges[0]);
      expect(edges[2]).toEqual(edges[0]);
    }
  });

  it("sorts a city priced in two currencies by the base price, and one in a currency without a rate by id", async () => {
    const organisation = await createOrganisation(db);
    const mixed = `Twotown ${uniqueSuffix()}`;
    // 100 and 300 ringgit are 22.2 and 66.7 dollars; 1,400 and 2,800 baht 40 and 80 (4.5 and 35 to the dollar).
    for (const [title, currency, nightlyRateMinor] of [
      ["Ringgit 100", "MYR", 10_000],
      ["Ringgit 300", "MYR", 30_000],
      ["Baht 1400", "THB", 140_000],
      ["Baht 2800", "THB", 280_000],
    ] as const)
      await createProperty(db, { organisationId: organisation.id, city: mixed, title, currency, nightlyRateMinor });
    const ascending = ["Ringgit 100", "Baht 1400", "Ringgit 300", "Baht 2800"];
    for (const [sort, expected] of [
      ["price_asc", ascending],
      ["price_desc", [...ascending].reverse()],
    ] as const) {
      const ways = await everyWay({ city: mixed, sort, ...dates });
      expect(ways[0]!.titles).toEqual(expected);
      expect(ways[1]).toEqual(ways[0]);
      expect(ways[2]).toEqual(ways[0]);
    }

    // The snapshot has no rate for Singapore dollars: no base price, so every place is in id order (last, among
    // others), and none is inside a price range.
    const unrated = `Nocurrency ${uniqueSuffix()}`;
    const ids: string[] = [];
    for (const nightlyRateMinor of [30_000, 10_000, 20_000]) {
      const made = await createProperty(db, {
        organisationId: organisation.id,
        city: unrated,
        title: `Dollar ${nightlyRateMinor / 100}`,
        currency: "SGD",
        nightlyRateMinor,
      });
      ids.push(made.property.id);
    }
    for (const sort of ["price_asc", "price_desc"] as const) {
      const ways = await everyWay({ city: unrated, sort, ...dates });
      expect(ways[0]!.titles).toHaveLength(3);
      expect(ways[1]).toEqual(ways[0]);
      expect(ways[2]).toEqual(ways[0]);
      const page = await pricePage({ city: unrated, sort, ...dates }, {});
      expect(page.results.map((result) => result.id)).toEqual([...ids].sort());
      expect((await pricePage({ city: unrated, sort, currency: "USD", maxPrice: 1000, ...dates }, {})).total).toBe(0);
    }
  });

  it("searches monthly and hourly stays by price with the same pages every way (hourly from its rates' index)", async () => {
    const place = `Longstay ${uniqueSuffix()}`;
    const organisation = await createOrganisation(db);
    for (let n = 0; n < 30; n++) {
      // Four monthly and three hourly prices, so many are equal; every fourth place is booked on 10–12 June.
      const made = await createProperty(db, {
        organisationId: organisation.id,
        city: place,
        title: `Place ${String(n).padStart(2, "0")}`,
        monthlyRateMinor: 300_000 + (n % 4) * 50_000,
        hourlyRateMinor: 2_000 + (n % 3) * 500,
        openingTime: "08:00",
        closingTime: "22:00",
      });
      if (n % 4 === 0)
        await createBooking(db, {
          propertyId: made.property.id,
          unitId: made.units[0]!.id,
          checkIn: "2027-06-10",
          checkOut: "2027-06-12",
        });
    }
    for (const sort of ["price_asc", "price_desc"] as const) {
      for (const stay of [
        { mode: "monthly", month: "2027-06" },
        { mode: "monthly", month: "2027-07", currency: "USD", minPrice: 700, maxPrice: 800 },
        { mode: "hourly", day: "2027-06-11", start: "10:00", hours: 3 },
        { mode: "hourly", day: "2027-06-20", start: "10:00", hours: 3, currency: "USD", maxPrice: 5 },
      ] as const) {
        const ways = await everyWay({ city: place, sort, ...stay });
        expect(ways[0]!.titles.length).toBeGreaterThan(0);
        expect(ways[1]).toEqual(ways[0]);
        expect(ways[2]).toEqual(ways[0]);
      }
    }
  });
});

describe("searchListings, quoteStay and productAvailability through the functions API", () => {
  it("searches for anyone, and refuses a bad search with a clear message", async () => {
    const result = await resultOf<SearchPage>(
      await callFunction("searchListings", { city, checkIn: "2027-03-11", checkOut: "2027-03-13" }),
    );
    expect(result.results.map((row) => row.title).sort()).toEqual(["Co-living rooms", "Grand house"]);
    const reversed = await callFunction("searchListings", { city, checkIn: "2027-03-13", checkOut: "2027-03-11" });
    expect(reversed.status).toBe(400);
    expect(await errorOf(reversed)).toMatchObject({
      status: "INVALID_ARGUMENT",
      details: { issues: [{ path: "checkOut", message: "Check-out must be after check-in." }] },
    });
    const badDate = await errorOf(
      await callFunction("searchListings", { checkIn: "2027-02-30", checkOut: "2027-03-02" }),
    );
    expect(badDate.details?.issues).toEqual([{ path: "checkIn", message: "must be a date like 2026-12-24" }]);
  });

  it("quotes a free stay line by line, and says why another cannot be had", async () => {
    const quote = await resultOf<ProductQuote>(
      await callFunction("quoteStay", {
        propertyId: ids.quiet,
        stay: { mode: "nightly", checkIn: "2027-04-05", checkOut: "2027-04-08" },
        guests: 2,
      }),
    );
    expect(quote).toMatchObject({
      available: true,
      unitName: "Entire place",
      quote: { currency: "MYR", nights: 3, totalMinor: 81_750 },
    });
    const booked = await resultOf<ProductQuote>(
      await callFunction("quoteStay", {
        propertyId: ids.quiet,
        stay: { mode: "nightly", checkIn: "2027-03-09", checkOut: "2027-03-11" },
      }),
    );
    expect(booked).toEqual({ available: false, problem: "booked", message: "These dates are already booked." });
    const short = await resultOf<ProductQuote>(
      await callFunction("quoteStay", {
        propertyId: ids.quiet,
        stay: { mode: "nightly", checkIn: "2027-04-05", checkOut: "2027-04-06" },
      }),
    );
    expect(short).toMatchObject({ available: false, problem: "min_nights" });
    const notPublic = await resultOf<ProductQuote>(
      await callFunction("quoteStay", {
        propertyId: ids.review,
        stay: { mode: "nightly", checkIn: "2027-04-05", checkOut: "2027-04-08" },
      }),
    );
    expect(notPublic).toMatchObject({ available: false, problem: "not_found" });
    const hours = await resultOf<ProductQuote>(
      await callFunction("quoteStay", {
        propertyId: ids.dayRoom,
        stay: { mode: "hourly", day: "2027-03-10", start: "11:00", hours: 3 },
      }),
    );
    expect(hours).toEqual({ available: false, problem: "booked", message: "These hours are already booked." });
  });

  it("lists the nights on which nothing is free", async () => {
    const result = await resultOf<{ unavailable: string[] }>(
      await callFunction("productAvailability", { propertyId: ids.quiet, from: "2027-03-08", to: "2027-03-14" }),
    );
    expect(result.unavailable).toEqual(["2027-03-10", "2027-03-11"]);
    const tooLong = await callFunction("productAvailability", {
      propertyId: ids.quiet,
      from: "2027-01-01",
      to: "2028-06-01",
    });
    expect(tooLong.status).toBe(400);
  });
});

describe("the database refuses overlapping hourly stays", () => {
  it("within the cleaning buffer, and accepts the next free hour", async () => {
    const hourly = (startsAt: string, endsAt: string, occupiedUntil: string) =>
      createBooking(db, {
        propertyId: ids.dayRoom!,
        unitId: units.dayRoom![0]!,
        checkIn: "2027-03-10",
        checkOut: "2027-03-11",
        stayMode: "hourly",
        startsAt: new Date(startsAt),
        endsAt: new Date(endsAt),
        occupiedUntil: new Date(occupiedUntil),
      });
    await expect(hourly("2027-03-10T05:30:00Z", "2027-03-10T08:30:00Z", "2027-03-10T09:30:00Z")).rejects.toMatchObject({
      cause: { constraint: "bookings_hourly_no_overlap" },
    });
    const next = await hourly("2027-03-10T06:00:00Z", "2027-03-10T09:00:00Z", "2027-03-10T10:00:00Z");
    expect(next.stayMode).toBe("hourly");
  });

  it("refuses an hourly stay without its hours", async () => {
    await expect(
      createBooking(db, {
        propertyId: ids.dayRoom!,
        unitId: units.dayRoom![0]!,
        checkIn: "2027-03-12",
        checkOut: "2027-03-13",
        stayMode: "hourly",
      }),
    ).rejects.toMatchObject({ cause: { constraint: "bookings_hourly_fields" } });
  });
});
