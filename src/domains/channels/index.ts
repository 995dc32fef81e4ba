export { channelFunctions } from "./functions";
export { channelJobs } from "./jobs";
export { channelManagerView, CHANNEL_UNITS_PAGE_SIZE, type ChannelManagerData } from "./queries";
export { exportCalendar, exportPath } from "./exports";
export { syncFeed, syncAllFeeds, type SyncResult } from "./sync";
export { ChannelManagerPanel } from "./components/channel-manager";
