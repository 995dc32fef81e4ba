export { marketingFunctions } from "./functions";
export { creditReferralReward, ensureReferralCode, recordReferral, REFERRAL_CODE_PATTERN } from "./referrals";
export { listReferrals, REFERRALS_PAGE_SIZE, type ReferralRow } from "./referral-queries";
export {
  AFFILIATE_COOKIE,
  affiliateClickIdFrom,
  affiliateCookieMaxAgeSeconds,
  recordAffiliateClick,
  recordAffiliateConversion,
  safeLandingPath,
} from "./affiliates";
export { affiliateReport, type AffiliateMonth, type AffiliateSummary } from "./affiliate-queries";
export { affiliatePayoutStatement, type AffiliatePayoutStatement } from "./payouts";
export { affiliatePayoutPdf } from "./payout-documents";
export {
  claimReferralCredit,
  expireReferralCredits,
  NO_CREDIT_LEFT,
  referralCreditForCheckout,
  referralCreditOf,
  releaseReferralCredit,
  previewReferralCreditReturn,
  returnReferralCredit,
  spendReferralCredit,
  type ReferralCreditSummary,
} from "./referral-credit";
export { marketingJobs } from "./jobs";
