import { BUSINESS_SETTINGS } from "@/domains/platform/settings";
import { defineJob } from "@/server/jobs";
import { allowPrivateFeeds } from "./private-feeds";
import { syncAllFeeds } from "./sync";

/**
 * `channels.syncFeeds`: every imported calendar, every `channelSyncMinutes` (15 by default). A feed that fails
 * keeps its blocks and records its error; the run itself succeeds, so one broken site never retries them all.
 */
export const syncFeedsJob = defineJob({
  name: "channels.syncFeeds",
  schedule: () => `*/${BUSINESS_SETTINGS.channelSyncMinutes} * * * *`,
  queue: { retryLimit: 1, retryDelay: 60, expireInSeconds: 10 * 60 },
  handler: async ({ db, settings, log }) => {
    const results = await syncAllFeeds(db, { allowPrivate: allowPrivateFeeds(settings) });
    const summary = {
      feeds: results.length,
      failed: results.filter((result) => result.status === "error").length,
      conflicts: results.reduce((total, result) => total + result.conflicts, 0),
    };
    log.info(summary, "channel feeds synced");
    return summary;
  },
});

export const channelJobs = [syncFeedsJob];
