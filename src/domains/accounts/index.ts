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
// Books (issue 8): opex, general payments, the statement of accounts and the management view.
export { OPEX_CATEGORIES, OPEX_CATEGORY_LABELS, type OpexCategory } from "./opex/rules";
export { findOpex, listOpex, opexPropertyChoices, OPEX_PAGE_SIZE, type OpexFilters, type OpexRow } from "./opex/queries";
export { opexFiltersFrom, opexQuery } from "./opex/filters";
export { readReceipt } from "./opex/receipts";
export { OpexView } from "./opex/components/opex-view";
export { generalFiltersFrom, generalQuery } from "./general/filters";
export { listGeneralPayments, type GeneralFilters } from "./general/payments";
export { GeneralPaymentsView } from "./general/components/general-view";
export { periodFrom, type MonthPeriod } from "./statements/period";
export { managedOwners, managementFees, statementChoices, statementOfAccounts, statementQuery, subjectFrom, type Statement, type StatementSubject } from "./statements/queries";
export { statementCsv, statementPdfSpec } from "./statements/export";
export { StatementView } from "./statements/components/statement-view";
export { ManagementView } from "./statements/components/management-view";
export { allPropertiesLabel, statementFileName, statementForRequest } from "./statements/request";
