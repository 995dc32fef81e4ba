/**
 * "Sync now" as a long run (server/runs): the supplier starts a feed's sync, it runs off their request (fetch,
 * read, apply: the steps its progress counts), and ends done with what it imported or failed with the feed's
 * fault in words (an unreachable site, a calendar that cannot be read), which the feed row also keeps. The
 * channel manager reads each feed's latest run, so leaving and coming back shows it.
 */
import type { RunView } from "@/lib/runs";
import type { Actor, UserActor } from "@/server/access";
import { longDb, type Database } from "@/server/db";
import { latestRunsOf, RunFailure, startRun, workRunInBackground } from "@/server/runs";
import { checkFeedAccess } from "./manage";
import { allowPrivateFeeds } from "./private-feeds";
import { syncFeed, type SyncResult } from "./sync";
import { plural } from "@/lib/plural";

export const FEED_SYNC_RUN = "channels.syncFeed";

/** What a sync did, in words (the run's summary). */
export function feedSyncSummary(
  result: Pick<SyncResult, "events" | "blockedNights" | "conflicts"> & Partial<Pick<SyncResult, "skipped">>,
): string {
  const skipped = result.skipped
    ? `, ${plural(result.skipped, { one: "event", other: "events" })} skipped (listed on the feed)`
    : "";
  const conflicts = result.conflicts
    ? `, ${plural(result.conflicts, { one: "conflict", other: "conflicts" })} with our bookings`
    : "";
  return `Synced: ${plural(result.events, { one: "event", other: "events" })} imported, ${plural(result.blockedNights, { one: "night", other: "nights" })} blocked${skipped}${conflicts}.`;
}

/** Starts a feed's sync for a person who manages its unit, or gives the one they have going. */
export async function startFeedSync(db: Database, options: { actor: UserActor; feedId: string; work?: Database }) {
  const feed = await checkFeedAccess(db, options.actor, options.feedId);
  const started = await startRun(db, {
    kind: FEED_SYNC_RUN,
    subject: feed.id,
    label: `Sync of ${feed.name}`,
    actor: options.actor,
  });
  const work = options.work ?? longDb();
  if (started.started)
    workRunInBackground(started.run.id, async (steps) => {
      const result = await syncFeed(work, feed.id, {
        allowPrivate: allowPrivateFeeds(),
        onStep: (done, total) => steps.progress(done, total),
      });
      if (result.status === "error") throw new RunFailure(`Sync failed: ${result.error}`);
      return { summary: feedSyncSummary(result), result };
    });
  return started;
}

/** The actor's latest sync run of each of the feeds, by feed id (the channel manager shows each on its feed). */
export async function latestFeedSyncs(
  db: Database,
  options: { actor: Actor; feedIds: readonly string[] },
): Promise<Record<string, RunView>> {
  const runs = await latestRunsOf(db, { actor: options.actor, kind: FEED_SYNC_RUN, subjects: options.feedIds });
  return Object.fromEntries(runs);
}
