import type { UserActor } from "@/server/access";
import type { Database } from "@/server/db";
import { aborted, defineFunction } from "@/server/functions";
import { RunConflictError } from "@/server/runs";
import { allowPrivateFeeds } from "./private-feeds";
import { addChannelFeedInput, channelExportInput, channelFeedInput, resolveChannelConflictInput } from "./inputs";
import { addFeed, checkFeedAccess, removeFeed, renewExport, resolveConflict, revokeExport } from "./manage";
import { syncFeed } from "./sync";
import { startFeedSync } from "./sync-run";

/** Makes a unit's secret iCal export URL, or replaces it (the old URL stops working). */
export const renewChannelExportFunction = defineFunction({
  name: "renewChannelExport",
  kind: "write",
  permission: "manageProperties",
  input: channelExportInput,
  handler: async (input, { db, actor, audit }) => {
    const result = await renewExport(db, actor as UserActor, input.unitId);
    audit({ entity: `unit:${input.unitId}`, changes: { exportUrl: { from: null, to: "renewed" } } });
    return result;
  },
});

export const revokeChannelExportFunction = defineFunction({
  name: "revokeChannelExport",
  kind: "write",
  permission: "manageProperties",
  input: channelExportInput,
  handler: async (input, { db, actor, audit }) => {
    const result = await revokeExport(db, actor as UserActor, input.unitId);
    audit({ entity: `unit:${input.unitId}`, changes: { exportUrl: { from: "active", to: "revoked" } } });
    return result;
  },
});

export const addChannelFeedFunction = defineFunction({
  name: "addChannelFeed",
  kind: "write",
  permission: "manageProperties",
  input: addChannelFeedInput,
  handler: async (input, { db, actor, audit }) => {
    const feed = await addFeed(db, actor as UserActor, input);
    audit({ entity: `channelFeed:${feed.id}`, changes: { url: { from: null, to: feed.url } } });
    return { id: feed.id };
  },
});

export const removeChannelFeedFunction = defineFunction({
  name: "removeChannelFeed",
  kind: "write",
  permission: "manageProperties",
  input: channelFeedInput,
  handler: async (input, { db, actor, audit }) => {
    const removed = await removeFeed(db, actor as UserActor, input.id);
    audit({ entity: `channelFeed:${removed.id}`, changes: { url: { from: removed.url, to: null } } });
    return { id: removed.id };
  },
});

/**
 * Syncs one feed now. The fetch happens outside any transaction (a slow calendar site never holds a lock); the
 * result (events, nights blocked, open conflicts, or the error in words) is also stored on the feed.
 */
export const syncChannelFeedFunction = defineFunction({
  name: "syncChannelFeed",
  kind: "steps",
  permission: "manageProperties",
  input: channelFeedInput,
  handler: async (input, { db, actor, audit }) => {
    await checkFeedAccess(db, actor, input.id);
    audit({ entity: `channelFeed:${input.id}` });
    return syncFeed(db as Database, input.id, { allowPrivate: allowPrivateFeeds() });
  },
});

/**
 * Starts a feed's sync as a long run (sync-run.ts): answers at once with the run, which the channel manager
 * follows (getRun) until it says what was imported or why it failed. Pressing again gives the run going.
 */
export const startChannelFeedSyncFunction = defineFunction({
  name: "startChannelFeedSync",
  kind: "steps",
  permission: "manageProperties",
  input: channelFeedInput,
  handler: async (input, { db, actor, audit }) => {
    const { run, started } = await startFeedSync(db as Database, { actor: actor as UserActor, feedId: input.id }).catch(
      (error: unknown) => {
        throw error instanceof RunConflictError ? aborted(error.message) : error;
      },
    );
    audit({
      entity: `channelFeed:${input.id}`,
      changes: started ? { run: { from: null, to: run.id } } : undefined,
    });
    return run;
  },
});

export const resolveChannelConflictFunction = defineFunction({
  name: "resolveChannelConflict",
  kind: "write",
  permission: "manageProperties",
  input: resolveChannelConflictInput,
  handler: async (input, { db, actor, audit }) => {
    const result = await resolveConflict(db, actor as UserActor, input);
    audit({ entity: `channelConflict:${input.id}`, changes: { resolved: { from: false, to: true } } });
    return result;
  },
});

export const channelFunctions = [
  renewChannelExportFunction,
  revokeChannelExportFunction,
  addChannelFeedFunction,
  removeChannelFeedFunction,
  syncChannelFeedFunction,
  startChannelFeedSyncFunction,
  resolveChannelConflictFunction,
];
