import { describe, expect, it } from "vitest";
import type { RateSnapshot } from "@/domains/currency";
import {
  estimatedBytes,
  invalidates,
  placeTagsOf,
  searchCacheKey,
  SearchCacheStore,
  stableStringify,
} from "./search-cache-store";
import { searchInput, type SearchInput } from "./search";

const RATES: RateSnapshot = {
  perBase: { USD: 1, MYR: 4.5, THB: 36 },
  asOf: new Date("2026-11-20T00:00:00Z"),
  sources: ["ecb"],
};

describe("searchCacheKey", () => {
  it("does not depend on the order of keys, at any depth", () => {
    const a = searchInput.parse({
      country: "malaysia",
      city: "Kuala Lumpur",
      bounds: { north: 4, south: 2, east: 102, west: 100 },
      guests: 2,
    });
    const b = searchInput.parse({
      guests: 2,
      bounds: { west: 100, east: 102, south: 2, north: 4 },
      city: "Kuala Lumpur",
      country: "malaysia",
    });
    expect(searchCacheKey(a, RATES)).toBe(searchCacheKey(b, RATES));
    expect(searchCacheKey(a, { ...RATES, perBase: { THB: 36, MYR: 4.5, USD: 1 } })).toBe(searchCacheKey(a, RATES));
  });

  it("is the parsed search: a default written out is the same search", () => {
    expect(searchCacheKey(searchInput.parse({ city: "Bangkok" }), RATES)).toBe(
      searchCacheKey(
        searchInput.parse({
          city: "Bangkok",
          mode: "nightly",
          guests: 1,
          page: 1,
          sort: "recommended",
          currency: "USD",
        }),
        RATES,
      ),
    );
  });

  it("differs for any different search field and for other rates, even of the same date", () => {
    const base = searchInput.parse({ city: "Bangkok", checkIn: "2027-01-10", checkOut: "2027-01-12" });
    const keys = new Set(
      [
        base,
        { ...base, page: 2 },
        { ...base, guests: 3 },
        { ...base, currency: "MYR" },
        { ...base, checkOut: "2027-01-13" },
        { ...base, types: ["apartment" as const] },
        { ...base, city: "Bang kok" },
      ].map((search) => searchCacheKey(search, RATES)),
    );
    expect(keys.size).toBe(7);
    // A new rate for one currency keeps the oldest as-of time: the values tell the snapshots apart.
    expect(searchCacheKey(base, { ...RATES, perBase: { ...RATES.perBase, THB: 35.5 } })).not.toBe(
      searchCacheKey(base, RATES),
    );
  });

  it("keeps arrays in order and leaves out absent fields", () => {
    expect(stableStringify({ b: [3, 1], a: undefined, c: { z: 1, y: null } })).toBe('{"b":[3,1],"c":{"y":null,"z":1}}');
  });
});

describe("place tags and invalidation", () => {
  const klInMalaysia = placeTagsOf({ country: "malaysia", city: "Kuala Lumpur" });
  const malaysia = placeTagsOf({ country: "malaysia" });
  const klAnywhere = placeTagsOf({ city: "KUALA LUMPUR" });
  const everywhere = placeTagsOf({});

  it("tags a search with its country and lower-cased city", () => {
    expect(klInMalaysia).toEqual({ country: "malaysia", city: "kuala lumpur" });
    expect(everywhere).toEqual({ country: undefined, city: undefined, days: undefined });
  });

  it("tags a search with dates with the days of its stay: nights, months, or the day of its hours", () => {
    const tagged = (search: SearchInput) => placeTagsOf(searchInput.parse(search)).days;
    expect(tagged({ city: "Penang", checkIn: "2027-03-10", checkOut: "2027-03-12" })).toEqual({
      from: "2027-03-10",
      to: "2027-03-12",
    });
    expect(tagged({ mode: "monthly", city: "Penang", month: "2027-11", months: 3 })).toEqual({
      from: "2027-11-01",
      to: "2028-02-01",
    });
    expect(tagged({ mode: "hourly", city: "Penang", day: "2027-03-10", start: "09:00", hours: 3 })).toEqual({
      from: "2027-03-10",
      to: "2027-03-11",
    });
    expect(tagged({ city: "Penang" })).toBeUndefined();
  });

  it("drops a dated search only for a change on days that meet its stay", () => {
    const stay = placeTagsOf(
      searchInput.parse({ country: "malaysia", city: "Kuala Lumpur", checkIn: "2027-03-10", checkOut: "2027-03-12" }),
    );
    const booking = (from: string, to: string) => ({ country: "malaysia", city: "kuala lumpur", days: { from, to } });
    expect(invalidates(booking("2027-03-11", "2027-03-14"), stay)).toBe(true);
    expect(invalidates(booking("2027-03-01", "2027-03-31"), stay)).toBe(true);
    // Check-out day and check-in day do not overlap: the nights are the same as before.
    expect(invalidates(booking("2027-03-12", "2027-03-15"), stay)).toBe(false);
    expect(invalidates(booking("2027-03-05", "2027-03-10"), stay)).toBe(false);
    // A search without dates lists the place whatever is booked; a change without days reaches every date.
    expect(invalidates(booking("2027-06-01", "2027-06-03"), klInMalaysia)).toBe(true);
    expect(invalidates({ country: "malaysia", city: "kuala lumpur" }, stay)).toBe(true);
  });

  it("drops what a change at a city can reach: that city, its country without a city, anything untagged", () => {
    const change = { country: "malaysia", city: "kuala lumpur" };
    expect(invalidates(change, klInMalaysia)).toBe(true);
    expect(invalidates(change, malaysia)).toBe(true);
    expect(invalidates(change, klAnywhere)).toBe(true);
    expect(invalidates(change, everywhere)).toBe(true);
  });

  it("keeps other cities and other countries", () => {
    expect(invalidates({ country: "malaysia", city: "penang" }, klInMalaysia)).toBe(false);
    expect(invalidates({ country: "thailand", city: "bangkok" }, malaysia)).toBe(false);
    expect(invalidates({ country: "thailand", city: "bangkok" }, klAnywhere)).toBe(false);
    // The same city name in another country is another place.
    expect(invalidates({ country: "thailand", city: "kuala lumpur" }, klInMalaysia)).toBe(false);
  });

  it("compares the announced city lower-cased as well", () => {
    expect(invalidates({ country: "malaysia", city: "Kuala Lumpur" }, klInMalaysia)).toBe(true);
  });

  it("drops everything on an announcement of everything", () => {
    for (const tags of [klInMalaysia, malaysia, klAnywhere, everywhere])
      expect(invalidates({ all: true }, tags)).toBe(true);
  });
});

describe("SearchCacheStore", () => {
  const kl = { country: "malaysia", city: "kuala lumpur" };
  const penang = { country: "malaysia", city: "penang" };

  it("serves what it stored, and drops the entries a change reaches", () => {
    const store = new SearchCacheStore<string>();
    expect(store.set("kl", kl, "KL page", store.generation)).toBe(true);
    expect(store.set("penang", penang, "Penang page", store.generation)).toBe(true);
    expect(store.get("kl")).toBe("KL page");
    expect(store.invalidate({ country: "malaysia", city: "kuala lumpur" })).toBe(1);
    expect(store.get("kl")).toBeUndefined();
    expect(store.get("penang")).toBe("Penang page");
    store.invalidate({ all: true });
    expect(store.size).toBe(0);
  });

  it("does not keep a value read before an invalidation of its place that arrived while it was being read", () => {
    const store = new SearchCacheStore<string>();
    const generation = store.generation;
    // The search may have read before a write whose announcement came meanwhile.
    store.invalidate({ country: "malaysia", city: "kuala lumpur" });
    expect(store.set("kl", kl, "maybe stale", generation)).toBe(false);
    expect(store.get("kl")).toBeUndefined();
    // Another place's change meanwhile does not matter to it.
    const next = store.generation;
    store.invalidate({ country: "thailand", city: "bangkok" });
    expect(store.set("penang", penang, "Penang page", next)).toBe(true);
    expect(store.set("country", { country: "malaysia" }, "Malaysia page", next)).toBe(true);
    expect(store.set("everywhere", {}, "map page", next)).toBe(false);
    expect(store.set("kl", kl, "fresh", store.generation)).toBe(true);
    const before = store.generation;
    store.clear();
    expect(store.generation).toBeGreaterThan(before);
    expect(store.set("kl", kl, "late", before)).toBe(false);
  });

  it("refuses a value read before more invalidations than it remembers, whatever their place", () => {
    const store = new SearchCacheStore<string>();
    const generation = store.generation;
    for (let n = 0; n < 300; n++) store.invalidate({ country: "thailand", city: `town ${n}` });
    expect(store.set("kl", kl, "page", generation)).toBe(false);
    expect(store.set("kl", kl, "page", generation + 100)).toBe(true);
  });

  it("holds at most maxBytes, dropping the least recently used", () => {
    // Every entry weighs one byte here: at most three.
    const store = new SearchCacheStore<number>({ maxBytes: 3, bytesOf: () => 1 });
    for (const n of [1, 2, 3]) store.set(`k${n}`, kl, n, store.generation);
    expect(store.get("k1")).toBe(1); // k2 is now the least recently used
    store.set("k4", kl, 4, store.generation);
    expect(store.size).toBe(3);
    expect(store.get("k2")).toBeUndefined();
    expect([store.get("k1"), store.get("k3"), store.get("k4")]).toEqual([1, 3, 4]);
    // Storing a key again replaces it without growing.
    store.set("k3", kl, 30, store.generation);
    expect(store.size).toBe(3);
    expect(store.get("k3")).toBe(30);
  });

  it("weighs a page by its size: one heavy page makes room by dropping several light ones, one too heavy is not kept", () => {
    const light = { results: ["one"] };
    const heavy = { results: Array.from({ length: 40 }, (_, n) => `a result with a long title number ${n}`) };
    const budget = 3 * estimatedBytes("light-1", light) + 8;
    const store = new SearchCacheStore<object>({ maxBytes: budget });
    for (const n of [1, 2, 3]) expect(store.set(`light-${n}`, kl, light, store.generation)).toBe(true);
    expect(store.size).toBe(3);
    expect(store.bytes).toBeLessThanOrEqual(budget);
    const medium = { results: ["one", "two", "three", "four", "five", "six"] };
    expect(store.set("medium", kl, medium, store.generation)).toBe(true);
    // The two least recently used light pages made room for it.
    expect(store.get("light-1")).toBeUndefined();
    expect(store.get("medium")).toEqual(medium);
    expect(store.bytes).toBeLessThanOrEqual(budget);
    // Heavier than the whole cache: answered as not kept, and nothing else is lost for it.
    const before = store.size;
    expect(store.set("heavy", kl, heavy, store.generation)).toBe(false);
    expect(store.get("heavy")).toBeUndefined();
    expect(store.size).toBe(before);
  });

  it("never serves an entry older than maxAgeMs", () => {
    let now = 1_000;
    const store = new SearchCacheStore<string>({ maxAgeMs: 60_000, now: () => now });
    store.set("kl", kl, "page", store.generation);
    now += 60_000;
    expect(store.get("kl")).toBe("page");
    now += 1;
    expect(store.get("kl")).toBeUndefined();
    expect(store.size).toBe(0);
  });
});
