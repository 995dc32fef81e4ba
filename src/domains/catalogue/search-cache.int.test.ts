import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createBooking, createOrganisation, createProperty, uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { ANONYMOUS } from "@/server/access";
import type { Database } from "@/server/db";
import {
  bookings,
  calendarDays,
  hourlyBlocks,
  organisations,
  pricingRules,
  properties,
  propertyPhotos,
  propertyTranslations,
  reviews,
  units,
} from "@/server/db/schema";
import { LIVE_APPLICATION_NAME, liveStatus, searchChanges, type SearchChange } from "@/server/live";
import type { RateSnapshot } from "@/domains/currency";
import { cachedSearchListings, clearSearchCache, searchCacheSize } from "./search-cache";
import { searchInput, searchListings, type SearchInput } from "./search";

const db = testDb();
const suffix = uniqueSuffix();
const cityA = `Cache city A ${suffix}`;
const cityB = `Cache city B ${suffix}`;
const rates: RateSnapshot = { perBase: { USD: 1, MYR: 4.5, THB: 35 }, asOf: new Date(), sources: ["test"] };
const context = { actor: ANONYMOUS, rates };
// Far enough ahead that no run meets a past day, and clear of other files' dates.
const stay = { checkIn: "2027-03-10", checkOut: "2027-03-12" };
/** A bound on waiting for the connection, so that a missing one fails the test instead of hanging it. */
const WAIT = { timeout: 15_000, interval: 50 };

/** The pool, counting the statements sent through it (a cache hit sends none). */
let statements = 0;
const counted = new Proxy(db, {
  get(target, property, receiver) {
    if (property === "execute") {
      return (...args: Parameters<Database["execute"]>) => {
        statements++;
        return target.execute(...args);
      };
    }
    return Reflect.get(target, property, receiver) as unknown;
  },
}) as Database;

const search = (city: string, input: SearchInput = {}) =>
  cachedSearchListings(counted, searchInput.parse({ city, ...stay, ...input }), context);
const ids = (page: { results: { id: string }[] }) => page.results.map((result) => result.id).sort();

const received: SearchChange[] = [];
let unsubscribe = () => {};
/** What the database announced for a write: every notification of a commit before `sync` has been handed over. */
async function announced(write: () => Promise<unknown>): Promise<SearchChange[]> {
  // What was committed before, handed over first, so that it is not taken for this write's.
  expect(await liveStatus().sync()).toBe(true);
  received.length = 0;
  await write();
  expect(await liveStatus().sync()).toBe(true);
  return [...received];
}
const place = (city: string, country = "malaysia", days?: [string, string]) => ({
  country,
  city: city.toLowerCase(),
  ...(days ? { from: days[0], to: days[1] } : {}),
});

let organisationId: string;
const made: Record<"a1" | "a2" | "b1", { propertyId: string; unitId: string }> = {
  a1: { propertyId: "", unitId: "" },
  a2: { propertyId: "", unitId: "" },
  b1: { propertyId: "", unitId: "" },
};

beforeAll(async () => {
  organisationId = (await createOrganisation(db)).id;
  const base = {
    organisationId,
    country: "malaysia" as const,
    currency: "MYR",
    timeZone: "Asia/Kuala_Lumpur",
    nightlyRateMinor: 20_000,
  };
  for (const [key, city, title] of [
    ["a1", cityA, "Cache flat one"],
    ["a2", cityA, "Cache flat two"],
    ["b1", cityB, "Cache flat elsewhere"],
  ] as const) {
    const {
      property,
      units: [unit],
    } = await createProperty(db, { ...base, city, title });
    made[key] = { propertyId: property.id, unitId: unit!.id };
  }
  unsubscribe = searchChanges().subscribe((change) => received.push(change));
  await searchChanges().ready();
  await vi.waitFor(() => expect(liveStatus().listening).toBe(true), WAIT);
});

afterAll(() => unsubscribe());

beforeEach(async () => {
  await vi.waitFor(() => expect(liveStatus().listening).toBe(true), WAIT);
  // The announcements of earlier tests' clean-up, handed over now rather than in the middle of this test.
  expect(await liveStatus().sync()).toBe(true);
  clearSearchCache();
  statements = 0;
});

describe("cachedSearchListings", () => {
  it("answers a repeated search without a query, exactly as an uncached search would", async () => {
    const first = await search(cityA);
    expect(ids(first)).toEqual([made.a1.propertyId, made.a2.propertyId].sort());
    const queried = statements;
    expect(queried).toBeGreaterThan(0);

    const second = await search(cityA);
    expect(statements).toBe(queried);
    expect(second).toEqual(first);
    expect(second).toEqual(await searchListings(db, searchInput.parse({ city: cityA, ...stay }), context));
    // Each caller gets its own copy: changing one answer does not change the next.
    second.results.length = 0;
    expect((await search(cityA)).results).toHaveLength(2);
    // Another search (here a page of another size of party, key order aside) is another entry.
    await cachedSearchListings(counted, searchInput.parse({ guests: 2, ...stay, city: cityA }), context);
    expect(statements).toBeGreaterThan(queried);
  });

  it("runs one query for the same search asked several times at once, each caller getting its own copy", async () => {
    const single = await searchListings(counted, searchInput.parse({ city: cityA, ...stay }), context);
    const perSearch = statements;
    clearSearchCache();
    statements = 0;
    const pages = await Promise.all(Array.from({ length: 5 }, () => search(cityA)));
    expect(statements).toBe(perSearch);
    for (const page of pages) expect(page).toEqual(single);
    pages[0]!.results.length = 0;
    expect(pages[1]!.results).toHaveLength(2);
  });

  it("drops a city's pages when a booking there commits: the next search no longer lists the taken flat", async () => {
    expect(ids(await search(cityA))).toContain(made.a1.propertyId);
    const queried = statements;
    const booking = await createBooking(db, { propertyId: made.a1.propertyId, unitId: made.a1.unitId, ...stay });
    try {
      // No wait: a hit is served only after the connection has handed over what was committed before it.
      const after = await search(cityA);
      expect(statements).toBeGreaterThan(queried);
      expect(ids(after)).toEqual([made.a2.propertyId]);
    } finally {
      await db.delete(bookings).where(eq(bookings.id, booking.id));
    }
    expect(ids(await search(cityA))).toContain(made.a1.propertyId);
  });

  it("keeps a city's pages for dates that a booking there does not reach, and drops those it does", async () => {
    const other = { checkIn: "2027-03-12", checkOut: "2027-03-15" };
    await search(cityA);
    await search(cityA, other);
    expect(searchCacheSize()).toBe(2);
    let booking: { id: string } | undefined;
    try {
      // From the stay's check-out day: its nights are untouched, the other search's are not.
      const changes = await announced(async () => {
        booking = await createBooking(db, {
          propertyId: made.a2.propertyId,
          unitId: made.a2.unitId,
          checkIn: "2027-03-12",
          checkOut: "2027-03-14",
        });
      });
      expect(changes).toEqual([place(cityA, "malaysia", ["2027-03-12", "2027-03-14"])]);
      expect(searchCacheSize()).toBe(1);
      const queried = statements;
      expect(ids(await search(cityA))).toEqual([made.a1.propertyId, made.a2.propertyId].sort());
      expect(statements).toBe(queried);
      expect(ids(await search(cityA, other))).toEqual([made.a1.propertyId]);
      expect(statements).toBeGreaterThan(queried);
    } finally {
      if (booking) await db.delete(bookings).where(eq(bookings.id, booking.id));
    }
  });

  it("keeps a city's pages when another city changes", async () => {
    await search(cityA);
    const queried = statements;
    let booking: { id: string } | undefined;
    try {
      const changes = await announced(async () => {
        booking = await createBooking(db, { propertyId: made.b1.propertyId, unitId: made.b1.unitId, ...stay });
      });
      expect(changes).toEqual([place(cityB, "malaysia", [stay.checkIn, stay.checkOut])]);
      await search(cityA);
      expect(statements).toBe(queried);
    } finally {
      if (booking) await db.delete(bookings).where(eq(bookings.id, booking.id));
    }
  });

  it("drops a search of a whole country when one of its cities changes, and keeps one of another country", async () => {
    await search(cityA, { city: undefined, country: "malaysia" });
    await cachedSearchListings(counted, searchInput.parse({ country: "thailand", ...stay }), context);
    const cached = searchCacheSize();
    expect(cached).toBe(2);
    expect(
      await announced(() =>
        db
          .update(properties)
          .set({ title: "Cache flat elsewhere, renamed" })
          .where(eq(properties.id, made.b1.propertyId)),
      ),
    ).toContainEqual(place(cityB));
    expect(searchCacheSize()).toBe(1);
  });

  it("sends nothing for a write that is rolled back, and keeps serving from the cache", async () => {
    await search(cityA);
    const queried = statements;
    const changes = await announced(() =>
      db
        .transaction(async (tx) => {
          await createBooking(tx, { propertyId: made.a1.propertyId, unitId: made.a1.unitId, ...stay });
          tx.rollback();
        })
        .catch(() => {}),
    );
    expect(changes).toEqual([]);
    expect(ids(await search(cityA))).toContain(made.a1.propertyId);
    expect(statements).toBe(queried);
  });

  it("drops everything when an organisation is disabled or enabled", async () => {
    await search(cityA);
    await search(cityB);
    expect(searchCacheSize()).toBe(2);
    const other = await createOrganisation(db);
    expect(
      await announced(() => db.update(organisations).set({ enabled: false }).where(eq(organisations.id, other.id))),
    ).toContainEqual({ all: true });
    expect(searchCacheSize()).toBe(0);
    // Other changes of an organisation change no search.
    expect(
      await announced(() =>
        db
          .update(organisations)
          .set({ name: `Renamed ${suffix}` })
          .where(eq(organisations.id, other.id)),
      ),
    ).toEqual([]);
  });

  it("queries inside a transaction, which sees its own uncommitted writes", async () => {
    expect(ids(await search(cityA))).toHaveLength(2);
    await db
      .transaction(async (tx) => {
        await createBooking(tx, { propertyId: made.a2.propertyId, unitId: made.a2.unitId, ...stay });
        const inside = await cachedSearchListings(tx, searchInput.parse({ city: cityA, ...stay }), context);
        expect(ids(inside)).toEqual([made.a1.propertyId]);
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error) || !/rollback/i.test(error.message)) throw error;
      });
    expect(ids(await search(cityA))).toHaveLength(2);
  });

  it("is bypassed and emptied while the connection does not listen, and starts empty when it listens again", async () => {
    await search(cityA);
    expect(searchCacheSize()).toBe(1);
    const sizesWhenListening: number[] = [];
    const stopWatching = liveStatus().onChange((listening) => {
      if (listening) sizesWhenListening.push(searchCacheSize());
    });
    try {
      await db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = ${LIVE_APPLICATION_NAME} and datname = current_database()`);
      await vi.waitFor(() => expect(liveStatus().listening).toBe(false), WAIT);
      expect(searchCacheSize()).toBe(0);
      // Both query: nothing is kept while changes may pass unannounced (the hub retries after half a second).
      const before = statements;
      await search(cityA);
      const perSearch = statements - before;
      expect(perSearch).toBeGreaterThan(0);
      await search(cityA);
      expect(statements - before).toBe(2 * perSearch);

      await vi.waitFor(() => expect(liveStatus().listening).toBe(true), WAIT);
      expect(sizesWhenListening).toEqual([0]);
    } finally {
      stopWatching();
    }
    await search(cityA);
    const stored = statements;
    await search(cityA);
    expect(statements).toBe(stored);
  });
});

describe("search_changes triggers", () => {
  /** A listed property of its own city, so that what is announced is this test's alone. */
  async function freshProperty(overrides: Partial<typeof properties.$inferInsert> = {}) {
    const city = `Trigger city ${uniqueSuffix()}`;
    const {
      property,
      units: [unit],
    } = await createProperty(db, { organisationId, city, title: "Trigger flat", ...overrides });
    return { propertyId: property.id, unitId: unit!.id, city };
  }

  it("properties: a listed property's change announces its place, a move both places, a draft's change nothing", async () => {
    const { propertyId, city } = await freshProperty();
    expect(
      await announced(() => db.update(properties).set({ bedrooms: 3 }).where(eq(properties.id, propertyId))),
    ).toEqual([place(city)]);
    const newCity = `Moved city ${uniqueSuffix()}`;
    const moved = await announced(() =>
      db.update(properties).set({ city: newCity, country: "thailand" }).where(eq(properties.id, propertyId)),
    );
    expect(moved).toHaveLength(2);
    expect(moved).toEqual(expect.arrayContaining([place(city), place(newCity, "thailand")]));
    // Unlisting announces (it leaves the results); edits while unlisted do not.
    expect(
      await announced(() => db.update(properties).set({ status: "unlisted" }).where(eq(properties.id, propertyId))),
    ).toEqual([place(newCity, "thailand")]);
    expect(
      await announced(() =>
        db.update(properties).set({ title: "Still unlisted" }).where(eq(properties.id, propertyId)),
      ),
    ).toEqual([]);
    // A new draft is in no search (its units still announce: their triggers do not look at the property's status).
    const draft = () =>
      db.insert(properties).values({
        organisationId,
        status: "draft",
        type: "apartment",
        title: "Draft",
        country: "malaysia",
        city: `Draft city ${uniqueSuffix()}`,
        timeZone: "Asia/Kuala_Lumpur",
        currency: "MYR",
      });
    expect(await announced(draft)).toEqual([]);
  });

  it("announces a statement's city once, however many of its rows it touched", async () => {
    const city = `Busy city ${uniqueSuffix()}`;
    const [one, two] = [await freshProperty({ city }), await freshProperty({ city: city.toUpperCase() })];
    const changes = await announced(() =>
      db
        .update(properties)
        .set({ bedrooms: 2 })
        .where(sql`${properties.id} in (${one.propertyId}, ${two.propertyId})`),
    );
    expect(changes).toEqual([place(city)]);
  });

  it("units: adding a unit announces its property's place", async () => {
    const { propertyId, city } = await freshProperty();
    expect(await announced(() => db.insert(units).values({ propertyId, name: "Second room", kind: "room" }))).toEqual([
      place(city),
    ]);
  });

  it("property_photos: a new cover announces its property's place", async () => {
    const { propertyId, city } = await freshProperty();
    const insert = () =>
      db
        .insert(propertyPhotos)
        .values({ propertyId, storageKey: `test/${uniqueSuffix()}.jpg`, width: 10, height: 10, isCover: true });
    expect(await announced(insert)).toEqual([place(city)]);
  });

  it("property_translations: a title in another language, its change and its removal announce the place", async () => {
    const { propertyId, city } = await freshProperty();
    const where = and(eq(propertyTranslations.propertyId, propertyId), eq(propertyTranslations.locale, "zh"));
    expect(
      await announced(() =>
        db.insert(propertyTranslations).values({ propertyId, locale: "zh", title: "河边公寓", description: "" }),
      ),
    ).toEqual([place(city)]);
    expect(await announced(() => db.update(propertyTranslations).set({ title: "河边安静公寓" }).where(where))).toEqual([
      place(city),
    ]);
    expect(await announced(() => db.delete(propertyTranslations).where(where))).toEqual([place(city)]);
  });

  it("reviews: a published review announces its property's place, an unpublished one nothing", async () => {
    const { propertyId, city } = await freshProperty();
    expect(await announced(() => db.insert(reviews).values({ propertyId, authorName: "Ana", rating: 4 }))).toEqual([]);
    expect(
      await announced(() =>
        db.insert(reviews).values({ propertyId, authorName: "Ben", rating: 5, publishedAt: new Date() }),
      ),
    ).toEqual([place(city)]);
  });

  it("calendar_days: a closed day or an override announces, a note alone does not", async () => {
    const { unitId, city } = await freshProperty();
    expect(
      await announced(() => db.insert(calendarDays).values({ unitId, day: "2027-04-01", note: "just a note" })),
    ).toEqual([]);
    expect(
      await announced(() =>
        db.update(calendarDays).set({ note: "another note" }).where(eq(calendarDays.unitId, unitId)),
      ),
    ).toEqual([]);
    expect(
      await announced(() =>
        db.update(calendarDays).set({ priceOverrideMinor: 30_000 }).where(eq(calendarDays.unitId, unitId)),
      ),
    ).toEqual([place(city, "malaysia", ["2027-04-01", "2027-04-02"])]);
    expect(await announced(() => db.insert(calendarDays).values({ unitId, day: "2027-04-02", closed: true }))).toEqual([
      place(city, "malaysia", ["2027-04-02", "2027-04-03"]),
    ]);
    // One announcement for the statement, over the days of all its rows.
    expect(await announced(() => db.delete(calendarDays).where(eq(calendarDays.unitId, unitId)))).toEqual([
      place(city, "malaysia", ["2027-04-01", "2027-04-03"]),
    ]);
  });

  it("bookings: a live booking, its cancellation and new dates announce; a payment detail does not", async () => {
    const { propertyId, unitId, city } = await freshProperty();
    let bookingId = "";
    expect(
      await announced(async () => {
        bookingId = (await createBooking(db, { propertyId, unitId, checkIn: "2027-05-01", checkOut: "2027-05-03" })).id;
      }),
    ).toEqual([place(city, "malaysia", ["2027-05-01", "2027-05-03"])]);
    expect(
      await announced(() => db.update(bookings).set({ guestPhone: "+60123456789" }).where(eq(bookings.id, bookingId))),
    ).toEqual([]);
    expect(
      await announced(() => db.update(bookings).set({ status: "checked_in" }).where(eq(bookings.id, bookingId))),
    ).toEqual([]);
    expect(
      await announced(() => db.update(bookings).set({ checkOut: "2027-05-04" }).where(eq(bookings.id, bookingId))),
    ).toEqual([place(city, "malaysia", ["2027-05-01", "2027-05-04"])]);
    expect(
      await announced(() => db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, bookingId))),
    ).toEqual([place(city, "malaysia", ["2027-05-01", "2027-05-04"])]);
    expect(
      await announced(() =>
        createBooking(db, { propertyId, unitId, checkIn: "2027-05-10", checkOut: "2027-05-11", status: "cancelled" }),
      ),
    ).toEqual([]);
  });

  it("hourly_blocks: a closed hour announces its unit's property's place", async () => {
    const { unitId, city } = await freshProperty({ type: "day_room", nightlyRateMinor: null, hourlyRateMinor: 3_000 });
    const block = () =>
      db.insert(hourlyBlocks).values({
        unitId,
        startsAt: new Date("2027-06-01T02:00:00Z"),
        endsAt: new Date("2027-06-01T03:00:00Z"),
        reason: "maintenance",
      });
    // A day either side of the hour's UTC date: its day in the property's time zone may be either.
    expect(await announced(block)).toEqual([place(city, "malaysia", ["2027-05-31", "2027-06-03"])]);
  });

  it("pricing_rules: adding, changing and deleting a rule announce its property's place, on every date", async () => {
    const { propertyId, city } = await freshProperty({});
    let ruleId = "";
    expect(
      await announced(async () => {
        const [row] = await db
          .insert(pricingRules)
          .values({ propertyId, kind: "length_of_stay", name: "Weekly", fromNights: 7, percentOff: 10 })
          .returning({ id: pricingRules.id });
        ruleId = row!.id;
      }),
    ).toEqual([place(city)]);
    expect(
      await announced(() => db.update(pricingRules).set({ percentOff: 12 }).where(eq(pricingRules.id, ruleId))),
    ).toEqual([place(city)]);
    expect(await announced(() => db.delete(pricingRules).where(eq(pricingRules.id, ruleId)))).toEqual([place(city)]);
  });

  it("has a TRUNCATE trigger announcing everything on every table a search reads", async () => {
    // Truncating shared tables in a test is not an option; the triggers' presence is checked instead.
    const tables = [
      "properties",
      "units",
      "property_photos",
      "property_translations",
      "reviews",
      "calendar_days",
      "bookings",
      "hourly_blocks",
      "pricing_rules",
      "organisations",
    ];
    const result = await db.execute<{ table: string }>(sql`
      select c.relname as table from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc f on f.oid = t.tgfoid
      where f.proname = 'search_changes_everything' and (t.tgtype & 32) <> 0`);
    expect(result.rows.map((row) => row.table).sort()).toEqual([...tables].sort());
  });
});
