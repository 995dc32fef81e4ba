export { channelFunctions } from "./functions";
export { channelJobs } from "./jobs";
export { channelManagerView, openConflictsSql, CHANNEL_UNITS_PAGE_SIZE, type ChannelManagerData } from "./queries";
export { demoCalendar, exportCalendar, exportPath, newExportToken } from "./exports";
export { demoFeedEvents } from "./demo-feed";
export { applyFeedEvents } from "./sync";
export type { ImportedEvent } from "./read-feed";
export { syncFeed, syncAllFeeds, type SyncResult } from "./sync";
export { FEED_SYNC_RUN, latestFeedSyncs } from "./sync-run";
