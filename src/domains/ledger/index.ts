export { ACCOUNTS, cashAccountOf, type Account } from "./accounts";
export {
  entryFigures,
  MalformedEntryError,
  postJournalEntries,
  postJournalEntry,
  totalsByCurrency,
  UnbalancedEntryError,
  type EntryFigures,
  type JournalEntryInput,
  type JournalLineInput,
} from "./post";
export { accountBalances } from "./queries";
