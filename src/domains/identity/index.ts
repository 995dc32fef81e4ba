export { createAccount, createOrganisationRecord } from "./accounts";
export { identityFunctions } from "./functions";
export { findAuditTrail, findUsers, getUserDetails, mayReadOrganisation, mayReadUser } from "./queries";
export { isPartnerOrigin, PARTNER_ORIGINS, type PartnerOrigin } from "./validation";
export { basecampSummary, type BasecampSummary } from "./basecamp";
export { guestContactOf, type GuestContact } from "./guest-contact";
export { rememberNationality } from "./nationality";
