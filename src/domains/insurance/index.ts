export { insuranceFunctions } from "./functions";
export {
  activePolicyOf,
  cancelPolicy,
  currentInsurer,
  insuranceRefundLines,
  insuranceSaleLines,
  issuePolicy,
  previewPolicyRefund,
  quoteTravelInsurance,
  type InsuranceOffer,
} from "./policies";
export {
  exportPolicies,
  findOwnPolicy,
  listPolicies,
  POLICIES_PAGE_SIZE,
  POLICY_COUNTRIES,
  POLICY_SORTABLE,
  POLICY_STATUSES,
  policyFiltersFrom,
  policyFiltersQuery,
  type OwnPolicy,
  type PolicyFilters,
  type PolicyList,
  type PolicyRow,
} from "./queries";
export { policiesCsv } from "./csv";
export { travelInsuranceExtra } from "./travel-insurance-extra";
export { CLAIM_STATUS_LABELS, premiumFor, type ClaimStatus } from "./rules";
