export { ACCOUNTS, cashAccountOf, type Account } from "./accounts";
export { postJournalEntry, totalsByCurrency, UnbalancedEntryError, type JournalEntryInput, type JournalLineInput } from "./post";
export { accountBalances } from "./queries";
