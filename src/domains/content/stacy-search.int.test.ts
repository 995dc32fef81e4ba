import { beforeAll, describe, expect, it } from "vitest";
import { createBooking, createOrganisation, createProperty } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { quoteProduct, searchFromParams, stayOf } from "@/domains/catalogue";
import type { RateSnapshot } from "@/domains/currency";
import { ANONYMOUS } from "@/server/access";
import { stacySearch } from "./stacy-search";

const db = testDb();
// Letters only: a city is found in the request as whole words.
const city = `Stacyville ${Math.random()
  .toString(36)
  .replace(/[^a-z]/g, "")
  .slice(0, 8)}`;
const rates: RateSnapshot = { perBase: { USD: 1, MYR: 4.5, THB: 35 }, asOf: new Date(), sources: ["test"] };
const now = new Date("2026-11-25T04:00:00Z");
const context = { actor: ANONYMOUS, now, currency: "MYR", rates };

beforeAll(async () => {
  const organisation = await createOrganisation(db);
  const base = { organisationId: organisation.id, city, country: "malaysia" as const, currency: "MYR", bedrooms: 2 };
  await createProperty(db, { ...base, title: "Free flat", nightlyRateMinor: 25_000 });
  await createProperty(db, { ...base, title: "Small flat", bedrooms: 1, nightlyRateMinor: 15_000 });
  await createProperty(db, { ...base, title: "Dear flat", nightlyRateMinor: 90_000 });
  const booked = await createProperty(db, { ...base, title: "Booked flat", nightlyRateMinor: 30_000 });
  await createBooking(db, {
    propertyId: booked.property.id,
    unitId: booked.units[0]!.id,
    checkIn: "2027-03-09",
    checkOut: "2027-03-11",
  });
});

describe("Ask Stacy searches as the search page does", () => {
  it("names only places free and within the budget for the dates she read, each of which can be booked", async () => {
    const ran = await stacySearch(db, `2 bedrooms in ${city} under RM 500 from 10 to 12 March`, context);
    expect(ran.request).toMatchObject({ city, bedrooms: 2, checkIn: "2027-03-10", checkOut: "2027-03-12" });
    expect(ran.datesNotice).toBeNull();
    expect(ran.results!.results.map((result) => result.title)).toEqual(["Free flat"]);
    const stay = stayOf(ran.search)!;
    for (const result of ran.results!.results) {
      const quote = await quoteProduct(
        db,
        { propertyId: result.id, stay, guests: ran.search.guests, rates: null },
        context,
      );
      expect(quote.available).toBe(true);
    }
  });

  it("links to exactly the search she ran", async () => {
    const ran = await stacySearch(db, `2 bedrooms in ${city} from 12 to 14 March`, context);
    const url = new URL(ran.href, "http://localhost");
    expect(url.pathname).toBe("/findahome");
    const linked = searchFromParams(Object.fromEntries(url.searchParams), { country: "malaysia", currency: "MYR" });
    expect(linked.problems).toEqual([]);
    expect(linked.search).toEqual(ran.search);
    // The booked flat is free again from the 11th.
    expect(ran.results!.results.map((result) => result.title).sort()).toEqual([
      "Booked flat",
      "Dear flat",
      "Free flat",
    ]);
  });

  it("says when the dates cannot be sold instead of naming places", async () => {
    const ran = await stacySearch(db, `a flat in ${city} from 2026-11-01 to 2026-11-03`, context);
    expect(ran.datesNotice).toMatch(/passed|past/i);
    expect(ran.results).toBeNull();
  });

  it("runs the same search for the same request written in Thai, Chinese or Indonesian", async () => {
    const english = await stacySearch(db, `2 bedrooms in ${city} under RM 500 from 10 to 12 March`, context);
    for (const text of [
      `2 ห้องนอน ใน ${city} ไม่เกิน RM 500 ตั้งแต่ 10 ถึง 12 มี.ค.`,
      `${city} 2间卧室 3月10日至12日 500令吉以内`,
      `2 kamar tidur di ${city} di bawah RM 500 dari 10 sampai 12 Maret`,
    ]) {
      const ran = await stacySearch(db, text, context);
      expect(ran.search, text).toEqual(english.search);
      expect(ran.href, text).toBe(english.href);
      expect(ran.results!.results.map((result) => result.title)).toEqual(["Free flat"]);
    }
  });

  it("runs no search for a question", async () => {
    const ran = await stacySearch(db, "How do I cancel a booking?", context);
    expect(ran.wantsHomes).toBe(false);
    expect(ran.results).toBeNull();
  });
});
