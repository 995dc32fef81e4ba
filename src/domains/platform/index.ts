export { platformFunctions } from "./functions";
export { platformJobs } from "./jobs";
export {
  findOutboxEmail,
  listOutbox,
  OUTBOX_PAGE_SIZE,
  OUTBOX_STATES,
  outboxStateOf,
  type OutboxEntry,
  type OutboxState,
} from "./outbox";
export {
  DEFAULT_SETTINGS,
  listSettingsVersions,
  settingsInForce,
  settingsOfVersion,
  type SettingsInForce,
  type SettingsVersionEntry,
} from "./business-settings";
export { documentOf } from "./settings-document";
