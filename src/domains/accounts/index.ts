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
  TRANSACTION_SORTABLE,
  TRANSACTION_STATUS_LABELS,
  TRANSACTION_STATUSES,
  TRANSACTIONS_PAGE_SIZE,
  type CurrencyTotals,
  type TransactionFilters,
  type TransactionRow,
} from "./transactions";
export { accountsFunctions } from "./functions";
export { latestSettlementRun, SETTLEMENT_RUN } from "./settlements/run";
export { latestTransactionsExport, TRANSACTIONS_EXPORT, transactionsExportFile } from "./transactions-export-run";
export { insightsChoices, insightsPeriodFrom, monthlyInsights, type Insights, type MonthFigures } from "./insights";
export { portfolioSummary, type PropertySummary } from "./insights";
export { sortSummary, summaryCsv, summaryPage, summarySortFrom, SUMMARY_PAGE_SIZE } from "./summary";
// Books: opex, general payments, the statement of accounts and the management view.
export { OPEX_CATEGORIES, OPEX_CATEGORY_LABELS, type OpexCategory } from "./opex/rules";
export {
  findOpex,
  listOpex,
  opexPropertyChoices,
  OPEX_PAGE_SIZE,
  OPEX_SORTABLE,
  type OpexFilters,
  type OpexRow,
} from "./opex/queries";
export { opexFiltersFrom, opexQuery } from "./opex/filters";
export { readReceipt } from "./opex/receipts";
export { generalFiltersFrom, generalQuery } from "./general/filters";
export { GENERAL_SORTABLE, listGeneralPayments, type GeneralFilters } from "./general/payments";
export { periodFrom, type MonthPeriod } from "./statements/period";
export {
  managedOwners,
  managementFees,
  statementChoices,
  statementOfAccounts,
  statementQuery,
  subjectFrom,
  type Statement,
  type StatementSubject,
} from "./statements/queries";
export { statementCsv, statementPdfSpec } from "./statements/export";
export { allPropertiesLabel, statementFileName, statementForRequest } from "./statements/request";
// Settlements, invoices and host transactions. Their views hold client components, so pages import
// them from settlements/components and invoices/components: this index stays loadable by scripts.
export {
  approveSettlement,
  createSettlements,
  deleteDraftSettlement,
  markSettlementPaid,
  SettlementError,
  type CreateResult,
  type Settlement,
} from "./settlements/settle";
export {
  draftSettlementsSql,
  findSettlement,
  listSettlements,
  SETTLEMENT_STATUS_LABELS,
  SETTLEMENT_SORTABLE,
  SETTLEMENT_STATUSES,
  type FoundSettlement,
  type SettlementFilters,
  type SettlementRow,
} from "./settlements/queries";
export {
  itemFigures,
  monthHasEnded,
  monthLabel,
  periodOf,
  previousMonth,
  type SettlementFigures,
} from "./settlements/figures";
export {
  exportHostTransactions,
  HOST_TRANSACTION_SORTABLE,
  listHostTransactions,
  PAYOUT_STATUS_LABELS,
  PAYOUT_STATUSES,
  type HostTransactionFilters,
  type HostTransactionRow,
} from "./settlements/host-transactions";
export {
  hostTransactionFiltersFrom,
  hostTransactionsQuery,
  settlementFiltersFrom,
  settlementsQuery,
} from "./settlements/filters";
export { hostTransactionsCsv, settlementPdf } from "./settlements/documents";
export {
  issueCommissionInvoice,
  issueGuestInvoice,
  issueGuestInvoices,
  voidInvoice,
  type Invoice,
} from "./invoices/issue";
export {
  findGuestInvoice,
  findInvoice,
  guestInvoicesOf,
  invoicePropertyChoices,
  listInvoices,
  INVOICE_KIND_LABELS,
  INVOICE_KINDS,
  INVOICE_SORTABLE,
  INVOICE_STATUS_LABELS,
  INVOICE_STATUSES,
  type FoundInvoice,
  type GuestInvoiceLink,
  type InvoiceFilters,
  type InvoiceRow,
} from "./invoices/queries";
export { invoiceFiltersFrom, invoicesQuery } from "./invoices/filters";
export { invoicePdf, isGuestDocument } from "./invoices/documents";
export { invoiceLocale } from "./invoices/language";
export { invoiceNumber, isGapless, PLATFORM_ISSUER } from "./invoices/numbering";
export { findBookingReceipt, type BookingReceipt } from "./guest-receipts/queries";
export { bookingReceiptPdf } from "./guest-receipts/documents";
