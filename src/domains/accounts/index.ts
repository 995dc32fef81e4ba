export { transactionFiltersFrom, transactionsQuery } from "./filters";
export { transactionsCsv } from "./csv";
export {
  accountLabel,
  exportTransactions,
  findTransaction,
  listTransactions,
  transactionFilterChoices,
  TRANSACTION_KIND_LABELS,
  TRANSACTION_KINDS,
  TRANSACTION_STATUS_LABELS,
  TRANSACTION_STATUSES,
  TRANSACTIONS_PAGE_SIZE,
  type CurrencyTotals,
  type TransactionFilters,
  type TransactionRow,
} from "./transactions";
export { accountsFunctions } from "./functions";
export { TransactionsView } from "./components/transactions-view";
export { TransactionDetail } from "./components/transaction-detail";
export { insightsChoices, insightsPeriodFrom, monthlyInsights, type MonthFigures } from "./insights";
export { InsightsView } from "./components/insights-view";
export { portfolioSummary, type PropertySummary } from "./insights";
export { sortSummary, summaryCsv, summarySortFrom } from "./summary";
export { SummaryView } from "./components/summary-view";
