export { investFunctions } from "./functions";
export { investJobs } from "./jobs";
export { OFFERING_STATUS_LABELS, OFFERING_STATUSES, type OfferingStatus } from "./lifecycle";
export {
  listOfferings,
  offerableProperties,
  offeringSubscriptions,
  openOfferings,
  SUBSCRIPTIONS_PAGE_SIZE,
  type OfferingRow,
  type SubscriptionRow,
} from "./offerings";
export {
  monthIsClosed,
  offeringDistributions,
  postDistribution,
  previewDistribution,
  type DistributionPreview,
  type DistributionRow,
} from "./distributions";
export { portfolioOf, type PortfolioHolding } from "./portfolio";
export { maskedBankDetails, saveBankDetails, type MaskedBankDetails } from "./bank";
export { buyUnits, investPurchasePayable, settleStalePurchases, type PurchaseOutcome } from "./purchase";
export { REMAINDER_RULE, splitDistribution } from "./split";
export { DISTRIBUTION_RUN, latestDistributionRun } from "./distribution-long-run";
export {
  INVESTOR_PAYOUTS_PAGE_SIZE,
  investorPayoutStatement,
  listInvestorPayouts,
  type InvestorPayoutRow,
  type InvestorPayoutStatement,
} from "./payouts";
export { investorPayoutPdf } from "./payout-documents";
