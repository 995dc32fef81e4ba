/**
 * The pure part of the search cache (`search-cache.ts` wires it to the database): keys, an LRU bounded by the
 * bytes it holds (lru-cache) with a maximum age, the place tags invalidations are matched against, and the generation that keeps a search which
 * raced an invalidation from storing what it read before it.
 */
import { LRUCache } from "lru-cache";
import type { RateSnapshot } from "@/domains/currency";
import { addDays } from "@/lib/dates";
import type { Locale } from "@/lib/locales";
import { stayOf, type Search } from "./search";

/**
 * What one server's search cache may hold, by size rather than by count (a page of a hundred map pins weighs ten
 * of a twenty-result list): about a thousand typical pages (docs/PERFORMANCE.md, memory).
 */
export const SEARCH_CACHE_MAX_BYTES = 16 * 1024 * 1024;
/** A safety net only: every write that changes results invalidates its entries as it commits. */
export const SEARCH_CACHE_MAX_AGE_MS = 60_000;

/** JSON with every object's keys sorted, so two equal values always give the same text. */
export function stableStringify(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : inner,
  );
}

/**
 * The cache key of a search: the parsed search (so defaults are filled in and key order does not matter) and
 * the rates it converts with. The rates are keyed by their values, not by `asOf`: that is the oldest rate's
 * time, which stays the same when only fresher currencies get new rates. The actor is not part of the key:
 * `searchListings` answers every visitor the same (it takes the actor for the shape of queries but reads
 * nothing from it), so one visitor's cached page is exactly what another would be shown. The language is: the
 * results' titles are in it (a listing's translation, or English's).
 */
export function searchCacheKey(search: Search, rates: RateSnapshot, locale: Locale = "en"): string {
  return `${stableStringify(search)}|${stableStringify(rates.perBase)}|${locale}`;
}

/** Days from `from` to `to` (exclusive), as ISO dates. */
export interface Days {
  from: string;
  to: string;
}

/** The places (and days) a search's results can come from; absent means any. */
export interface PlaceTags {
  country?: string;
  /** Lower-cased. */
  city?: string;
  /** The days of the stay asked for: nights (or a month's) for a stay, the day for hours. */
  days?: Days;
}

/**
 * What the database announces: a place whose properties changed (on some days only, for a booking, a calendar
 * day or closed hours), or everything.
 */
export type Invalidation = { country: string; city: string; days?: Days } | { all: true };

/**
 * A search by country and city can only list properties of that place; one without a city, any city of its
 * country; a map-area search without a country, anything.
 */
export function placeTagsOf(search: Partial<Search>): PlaceTags {
  const stay = search.mode ? stayOf(search as Search) : null;
  const days = !stay
    ? undefined
    : stay.mode === "hourly"
      ? { from: stay.day, to: addDays(stay.day, 1) }
      : { from: stay.checkIn, to: stay.checkOut };
  return { country: search.country, city: search.city?.toLowerCase(), days };
}

/**
 * Whether a change at the place of `invalidation` can change the results of an entry tagged `tags`. Cities are
 * compared lower-cased here too: the database lower-cases with its own collation, and lower-casing its answer
 * again makes the two sides agree wherever the search's own `lower(city) = lower($1)` would match.
 */
export function invalidates(invalidation: Invalidation, tags: PlaceTags): boolean {
  if ("all" in invalidation) return true;
  return (
    (tags.country === undefined || tags.country === invalidation.country) &&
    (tags.city === undefined || tags.city === invalidation.city.toLowerCase()) &&
    // A search without dates shows every listing whatever is booked; one with dates, only if the change's days
    // meet its own (ISO dates compare as text).
    (invalidation.days === undefined ||
      tags.days === undefined ||
      (invalidation.days.from < tags.days.to && tags.days.from < invalidation.days.to))
  );
}

interface Entry<T> {
  value: T;
  tags: PlaceTags;
  storedAt: number;
}

/**
 * A value's weight in memory, estimated from its JSON: two bytes a character, as a JavaScript string may take, and
 * the key's. An estimate, not a measure: what matters is that a page of many results counts for more than one of few.
 */
export function estimatedBytes(key: string, value: unknown): number {
  return 2 * (key.length + (JSON.stringify(value)?.length ?? 0)) + 64;
}

/** How many recent invalidations `set` can look back over (beyond them it refuses, to be safe). */
const RECENT_INVALIDATIONS = 256;

/**
 * Least-recently-used entries go first once the entries' estimated bytes pass `maxBytes`; an entry older than
 * `maxAgeMs` is never served.
 * `generation` grows with every invalidation and clear: a caller reads it before it queries and passes it to
 * `set`, which keeps the value only if nothing that reaches the value's place was invalidated in between (the
 * value might predate a write whose notification was already handled, and so would never be dropped). A
 * booking in Bangkok while a Kuala Lumpur search runs does not stop that search's page from being kept.
 */
export class SearchCacheStore<T> {
  private readonly entries: LRUCache<string, Entry<T>>;
  private currentGeneration = 0;
  /** The last invalidations, oldest first: `recent[i]` moved the generation to `firstRecent + i + 1`. */
  private recent: Invalidation[] = [];
  private firstRecent = 0;

  constructor(
    private readonly options: {
      maxBytes?: number;
      maxAgeMs?: number;
      now?: () => number;
      /** The weight of an entry (tests give their own); `estimatedBytes` by default. */
      bytesOf?: (key: string, value: T) => number;
    } = {},
  ) {
    const bytesOf = options.bytesOf ?? estimatedBytes;
    this.entries = new LRUCache<string, Entry<T>>({
      maxSize: options.maxBytes ?? SEARCH_CACHE_MAX_BYTES,
      sizeCalculation: (entry, key) => Math.max(1, bytesOf(key, entry.value)),
    });
  }

  get generation(): number {
    return this.currentGeneration;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The estimated bytes held. */
  get bytes(): number {
    return this.entries.calculatedSize;
  }

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.storedAt > (this.options.maxAgeMs ?? SEARCH_CACHE_MAX_AGE_MS)) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Stores the value read at `generation`; answers whether it was kept. */
  set(key: string, tags: PlaceTags, value: T, generation: number): boolean {
    if (!this.unchangedSince(generation, tags)) return false;
    // The least recently used entries make room; a value heavier than the whole cache is not kept.
    this.entries.set(key, { value, tags, storedAt: this.now() });
    return this.entries.has(key);
  }

  /** Drops every entry the change can affect; answers how many. */
  invalidate(invalidation: Invalidation): number {
    this.record(invalidation);
    const reached = [...this.entries.entries()].filter(([, entry]) => invalidates(invalidation, entry.tags));
    for (const [key] of reached) this.entries.delete(key);
    return reached.length;
  }

  clear(): void {
    this.record({ all: true });
    this.entries.clear();
  }

  private record(invalidation: Invalidation): void {
    this.currentGeneration++;
    this.recent.push(invalidation);
    if (this.recent.length > RECENT_INVALIDATIONS) {
      this.recent.shift();
      this.firstRecent++;
    }
  }

  /**
   * Whether no invalidation since `generation` reaches `tags` (false when they are no longer all known): what a
   * search begun at `generation` read is still what it would read now.
   */
  unchangedSince(generation: number, tags: PlaceTags): boolean {
    if (generation === this.currentGeneration) return true;
    if (generation < this.firstRecent) return false;
    return this.recent.slice(generation - this.firstRecent).every((invalidation) => !invalidates(invalidation, tags));
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }
}
