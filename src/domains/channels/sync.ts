/**
 * Importing external calendars into a unit (DOMAIN.md Channels: the channel manager). A sync fetches the feed
 * outside any transaction and reads it (read-feed.ts: a feed that is not an iCalendar, or none of whose events
 * can be read, changes nothing but its last result; single events that cannot be read are skipped and kept on
 * the feed with their reasons), then in one transaction, holding the property row as the calendar and checkout
 * do:
 *   - the feed's events are replaced;
 *   - the nights they cover close in the rate calendar (calendar_days, reason external_channel), so search,
 *     the product page and checkout stop selling them at once; nights the feed no longer has (and no other
 *     feed of the unit has) open again, unless someone closed them for another reason;
 *   - an event over a live booking of ours is recorded as a conflict for a person: the booking stays.
 */
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { LIVE_BOOKING_STATUSES } from "@/domains/bookings/schema";
import type { Database, DbOrTx } from "@/server/db";
import { maybeRowOf, rowOf, rowsOf, sqlTypes } from "@/server/db/rows";
import { todayIn } from "@/lib/dates";
import { inPool } from "@/lib/in-pool";
import { ICalError, type SkippedEvent } from "./ical";
import { FeedFetchError, fetchFeed } from "./fetch-feed";
import { nightsOf, readFeed, type ImportedEvent } from "./read-feed";
import { channelFeeds } from "./schema";

/** A list of dates or ids as one array parameter (drizzle expands a JS array into a row otherwise). */
function pgArray(values: readonly string[]): string {
  return `{${values.join(",")}}`;
}

/** How many skipped events a feed keeps for the page (their count is kept whole). */
export const MAX_REPORTED_SKIPS = 50;

/** A sync's steps, as its progress counts them: the feed fetched, read, applied. */
export const SYNC_STEPS = 3;

export interface SyncResult {
  feedId: string;
  status: "ok" | "error";
  /** Events read (ok) and nights they close from today on. */
  events: number;
  /** Events left out because they could not be read (ok: the others applied). */
  skipped: number;
  blockedNights: number;
  /** Open conflicts the feed has with our live bookings after this sync. */
  conflicts: number;
  error: string;
}

const LIVE = sql.raw(LIVE_BOOKING_STATUSES.map((status) => `'${status}'`).join(", "));

/** Writes a feed's events, nights and conflicts (inside the caller's transaction, property row locked). */
export async function applyFeedEvents(
  tx: DbOrTx,
  feed: { id: string; unitId: string; name: string },
  events: readonly ImportedEvent[],
  today: string,
): Promise<{ blockedNights: number; conflicts: number }> {
  const days = nightsOf(events, today);
  const old = await feedDays(tx, feed.id);
  const keep = new Set(days);
  const removed = old.filter((day) => !keep.has(day));
  if (removed.length) {
    await tx.execute(
      sql`delete from channel_feed_days where feed_id = ${feed.id} and day = any(${pgArray(removed)}::date[])`,
    );
    await releaseNights(tx, feed.unitId, removed);
  }
  if (days.length) {
    await tx.execute(sql`
      insert into channel_feed_days (feed_id, unit_id, day)
      select ${feed.id}, ${feed.unitId}, d from unnest(${pgArray(days)}::date[]) d
      on conflict do nothing`);
    // A night someone closed for another reason keeps that reason; an open one closes as an external block.
    await tx.execute(sql`
      insert into calendar_days (unit_id, day, closed, block_reason, note)
      select ${feed.unitId}, d, true, 'external_channel', ${`Imported from ${feed.name}`.slice(0, 500)} from unnest(${pgArray(days)}::date[]) d
      on conflict (unit_id, day) do update
        set closed = true, block_reason = 'external_channel', note = excluded.note, updated_at = now(), updated_by = null
        where not calendar_days.closed`);
  }
  await tx.execute(sql`delete from channel_feed_events where feed_id = ${feed.id}`);
  if (events.length) {
    await tx.execute(sql`
      insert into channel_feed_events (feed_id, uid, summary, starts_on, ends_on)
      select ${feed.id}, e.uid, e.summary, e.starts_on, e.ends_on
      from jsonb_to_recordset(${JSON.stringify(events.map((e) => ({ uid: e.uid, summary: e.summary, starts_on: e.startsOn, ends_on: e.endsOn })))}::jsonb)
        as e(uid text, summary text, starts_on date, ends_on date)`);
  }
  // Both sites sold the same nights: recorded for a person, never dropped; the booking is not touched.
  await tx.execute(sql`
    insert into channel_conflicts (feed_id, booking_id, event_uid, summary, starts_on, ends_on)
    select e.feed_id, b.id, e.uid, e.summary, e.starts_on, e.ends_on
    from channel_feed_events e
    join bookings b on b.unit_id = ${feed.unitId} and b.status in (${LIVE})
      and daterange(b.check_in, b.check_out, '[)') && daterange(e.starts_on, e.ends_on, '[)')
    where e.feed_id = ${feed.id}
    on conflict (feed_id, event_uid, booking_id) do update
      set last_seen_at = now(), summary = excluded.summary, starts_on = excluded.starts_on, ends_on = excluded.ends_on`);
  const open = await rowOf(
    tx,
    z.object({ count: sqlTypes.int }),
    sql`
    select count(*)::int as count from channel_conflicts c
    join channel_feed_events e on e.feed_id = c.feed_id and e.uid = c.event_uid
    where c.feed_id = ${feed.id} and c.resolved_at is null`,
  );
  return { blockedNights: days.length, conflicts: open.count };
}

/** Opens nights a feed no longer blocks, unless another feed of the unit still does or they were closed for another reason. */
async function releaseNights(tx: DbOrTx, unitId: string, days: readonly string[]): Promise<void> {
  await tx.execute(sql`
    update calendar_days c set closed = false, block_reason = null, note = '', updated_at = now(), updated_by = null
    where c.unit_id = ${unitId} and c.day = any(${pgArray(days)}::date[]) and c.block_reason = 'external_channel'
      and not exists (select 1 from channel_feed_days d where d.unit_id = c.unit_id and d.day = c.day)`);
  // A row that is back to the property's defaults goes, as the calendar's own updates do (the calendar is sparse).
  await tx.execute(sql`
    delete from calendar_days c
    where c.unit_id = ${unitId} and c.day = any(${pgArray(days)}::date[]) and not c.closed
      and c.price_override_minor is null and c.min_nights_override is null and c.note = ''`);
}

/** The nights a feed closes now (`channel_feed_days`), as dates. */
async function feedDays(tx: DbOrTx, feedId: string): Promise<string[]> {
  const rows = await rowsOf(
    tx,
    z.object({ day: sqlTypes.date }),
    sql`select day::text as day from channel_feed_days where feed_id = ${feedId}`,
  );
  return rows.map((row) => row.day);
}

const FeedWithZone = z.object({
  id: sqlTypes.uuid,
  unit_id: sqlTypes.uuid,
  name: sqlTypes.text,
  url: sqlTypes.text,
  property_id: sqlTypes.uuid,
  time_zone: sqlTypes.text,
});

async function feedWithZone(db: DbOrTx, feedId: string) {
  return maybeRowOf(
    db,
    FeedWithZone,
    sql`
    select f.id, f.unit_id, f.name, f.url, p.id as property_id, p.time_zone
    from channel_feeds f join units u on u.id = f.unit_id join properties p on p.id = u.property_id
    where f.id = ${feedId}`,
  );
}

/**
 * Syncs one feed: fetch, read, apply. Never throws for the feed's own faults (an unreachable site, a
 * malformed calendar): they are its result, in words, and nothing else changes.
 */
export async function syncFeed(
  db: Database,
  feedId: string,
  options: {
    allowPrivate: boolean;
    now?: Date;
    timeoutMs?: number;
    /** Told after each of the SYNC_STEPS steps (fetched, read, applied): a run's progress (server/runs). */
    onStep?: (done: number, total: number) => Promise<void>;
  },
): Promise<SyncResult> {
  const step = async (done: number) => options.onStep?.(done, SYNC_STEPS);
  const feed = await feedWithZone(db, feedId);
  if (!feed)
    return {
      feedId,
      status: "error",
      events: 0,
      skipped: 0,
      blockedNights: 0,
      conflicts: 0,
      error: "The feed no longer exists.",
    };
  const now = options.now ?? new Date();
  const today = todayIn(feed.time_zone, now);
  let events: ImportedEvent[];
  let skipped: SkippedEvent[];
  try {
    await step(0);
    const text = await fetchFeed(feed.url, { allowPrivate: options.allowPrivate, timeoutMs: options.timeoutMs });
    await step(1);
    ({ events, skipped } = readFeed(text, feed.time_zone, today));
    await step(2);
  } catch (error) {
    if (!(error instanceof FeedFetchError) && !(error instanceof ICalError)) throw error;
    const message = error instanceof ICalError ? `The calendar could not be read: ${error.message}` : error.message;
    await db
      .update(channelFeeds)
      .set({ lastSyncedAt: now, lastStatus: "error", lastError: message.slice(0, 1000) })
      .where(eq(channelFeeds.id, feedId));
    return { feedId, status: "error", events: 0, skipped: 0, blockedNights: 0, conflicts: 0, error: message };
  }
  const applied = await db.transaction(async (tx) => {
    await tx.execute(sql`select id from properties where id = ${feed.property_id} for update`);
    // Deleted while we fetched: nothing to apply.
    const [still] = await tx.select({ id: channelFeeds.id }).from(channelFeeds).where(eq(channelFeeds.id, feedId));
    if (!still) return null;
    const result = await applyFeedEvents(tx, { id: feed.id, unitId: feed.unit_id, name: feed.name }, events, today);
    await tx
      .update(channelFeeds)
      .set({
        lastSyncedAt: now,
        lastStatus: "ok",
        lastEventCount: events.length,
        lastError: "",
        lastSkippedEvents: skipped.slice(0, MAX_REPORTED_SKIPS),
        lastSkippedCount: skipped.length,
      })
      .where(and(eq(channelFeeds.id, feedId)));
    return result;
  });
  if (!applied)
    return {
      feedId,
      status: "error",
      events: 0,
      skipped: 0,
      blockedNights: 0,
      conflicts: 0,
      error: "The feed was removed during the sync.",
    };
  return { feedId, status: "ok", events: events.length, skipped: skipped.length, ...applied, error: "" };
}

/** Removes a feed and opens the nights only it blocked (inside the caller's transaction, property locked). */
export async function removeFeedNights(tx: DbOrTx, feed: { id: string; unitId: string }): Promise<void> {
  const old = await feedDays(tx, feed.id);
  await tx.execute(sql`delete from channel_feed_days where feed_id = ${feed.id}`);
  if (old.length) await releaseNights(tx, feed.unitId, old);
}

/**
 * Feeds synced at once by `syncAllFeeds` (docs/PERFORMANCE.md, Monthly runs). A sync mostly waits (on the other
 * site, then on the database), so a few at once hide each other's waits; more would only queue for the database
 * pool and the cores. Two feeds of one property take turns on its row lock, as any two writers of its calendar do.
 */
export const SYNC_CONCURRENCY = 4;

/**
 * Every feed (the job), SYNC_CONCURRENCY at once, least recently synced first; the results in that order. One
 * feed's fault (a site that does not answer, a calendar that cannot be read) is its own result and the others go
 * on; an error that is no feed's fault (the database) starts no more feeds and is thrown once those under way
 * have ended, as the job's failure (the job is retried).
 */
export async function syncAllFeeds(
  db: Database,
  options: { allowPrivate: boolean; now?: Date; concurrency?: number },
): Promise<SyncResult[]> {
  const feeds = await db
    .select({ id: channelFeeds.id })
    .from(channelFeeds)
    .orderBy(channelFeeds.lastSyncedAt, channelFeeds.id);
  return inPool(feeds, options.concurrency ?? SYNC_CONCURRENCY, (feed) =>
    syncFeed(db, feed.id, { allowPrivate: options.allowPrivate, now: options.now }),
  );
}
