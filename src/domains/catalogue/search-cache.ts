/**
 * Guest search pages kept in memory per app server (docs/PERFORMANCE.md, Search: repeated searches of a city
 * and dates cost ~40 ms of PostgreSQL each), and dropped by the database: triggers on every table a search
 * reads announce the places they changed on `search_changes` as they commit (catalogue/sql/search-cache.sql),
 * and this server's LISTEN connection drops the entries of those places.
 *
 * Served only while the connection listens: while it does not, changes may pass unannounced, so the cache is
 * bypassed and emptied, and starts empty when it listens again. A hit is served only after a round trip on the
 * listening connection (`sync`), which hands over every notification of a commit that happened before the
 * search: a search never shows less than an uncached one started at the same moment would.
 */
import { PgTransaction } from "drizzle-orm/pg-core";
import { z } from "zod";
import { env } from "@/server/env";
import { liveStatus, searchChanges } from "@/server/live";
import { logger } from "@/server/logger";
import type { DbOrTx } from "@/server/db";
import { placeTagsOf, searchCacheKey, SearchCacheStore, type Invalidation } from "./search-cache-store";
import { searchListings, type Search, type SearchPage } from "./search";

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const invalidationMessage = z
  .union([
    z.strictObject({ all: z.literal(true) }),
    z.strictObject({ country: z.string(), city: z.string() }),
    z.strictObject({ country: z.string(), city: z.string(), from: isoDay, to: isoDay }),
  ])
  .transform((message): Invalidation =>
    "from" in message
      ? { country: message.country, city: message.city, days: { from: message.from, to: message.to } }
      : message,
  );

interface CacheState {
  store: SearchCacheStore<SearchPage>;
  /** Searches under way, by key, with the generation they began at. */
  running: Map<string, { generation: number; page: Promise<SearchPage> }>;
  wired: boolean;
}

// One cache per process, kept across hot reloads in development (as the live hub and the pool are).
const globalForCache = globalThis as unknown as { __searchCache?: CacheState };

function state(): CacheState {
  globalForCache.__searchCache ??= { store: new SearchCacheStore<SearchPage>(), running: new Map(), wired: false };
  const cache = globalForCache.__searchCache;
  if (!cache.wired) {
    cache.wired = true;
    searchChanges().subscribe((message) => {
      const parsed = invalidationMessage.safeParse(message);
      // A payload we cannot read might have named any place.
      const invalidation: Invalidation = parsed.success ? parsed.data : { all: true };
      if (!parsed.success)
        logger().warn({ message }, "search cache: unreadable search_changes payload; dropping everything");
      cache.store.invalidate(invalidation);
    });
    liveStatus().onChange(() => cache.store.clear());
  }
  return cache;
}

/** Whether this server caches search pages (SEARCH_CACHE, on unless switched off). */
export function searchCacheEnabled(): boolean {
  return env().SEARCH_CACHE;
}

/**
 * `searchListings` answered from this server's cache when it can: same arguments, same result. Inside a
 * transaction it always queries (the transaction may see its own uncommitted writes, which no one else does).
 * The page returned is the caller's own copy.
 */
export async function cachedSearchListings(
  db: DbOrTx,
  search: Search,
  context: Parameters<typeof searchListings>[2],
): Promise<SearchPage> {
  if (!searchCacheEnabled() || db instanceof PgTransaction) return searchListings(db, search, context);
  const { store, running } = state();
  if (!liveStatus().listening) {
    // The first search starts the connection (state() subscribed); until it listens, nothing is kept.
    store.clear();
    return searchListings(db, search, context);
  }
  const key = searchCacheKey(search, context.rates, context.locale ?? "en");
  const tags = placeTagsOf(search);
  if ((store.size > 0 || running.size > 0) && (await liveStatus().sync())) {
    const hit = store.get(key);
    if (hit) return structuredClone(hit);
    // The same search already under way (a popular one, just dropped by a booking): its answer is this one's too,
    // unless a change reaching it was announced since it began.
    const same = running.get(key);
    if (same && store.unchangedSince(same.generation, tags)) {
      const shared = await same.page.catch(() => null);
      if (shared) return structuredClone(shared);
    }
  }
  const generation = store.generation;
  const query = searchListings(db, search, context);
  // A copy taken before this caller resumes (and could change its page), for those who wait on this search.
  const page = query.then((result) => structuredClone(result));
  void page.catch(() => {}); // a failure is this caller's to report; those waiting run their own search
  running.set(key, { generation, page });
  try {
    const result = await query;
    if (liveStatus().listening) store.set(key, tags, structuredClone(result), generation);
    return result;
  } finally {
    if (running.get(key)?.page === page) running.delete(key);
  }
}

/** The cache's size, for tests and diagnostics. */
export function searchCacheSize(): number {
  return state().store.size;
}

/** Empties this server's cache (tests; never needed for correctness). */
export function clearSearchCache(): void {
  state().store.clear();
}
