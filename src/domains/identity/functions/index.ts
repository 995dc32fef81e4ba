import {
  changeMyPassword,
  getOrganisation,
  getUserProfile,
  setMyLanguage,
  updateMyNationality,
  updateMyPartnerMemberId,
  updateMyProfile,
} from "./profile";
import { issueAccessToken, resendVerificationEmail } from "./session";
import { signUp } from "./sign-up";
import {
  getAuditTrail,
  markEmailVerified,
  searchUsers,
  sendVerificationLink,
  setOrganisationEnabled,
  setUserAccess,
} from "./users-admin";

export const identityFunctions = [
  signUp,
  resendVerificationEmail,
  issueAccessToken,
  getUserProfile,
  getOrganisation,
  updateMyProfile,
  updateMyNationality,
  updateMyPartnerMemberId,
  setMyLanguage,
  changeMyPassword,
  searchUsers,
  setUserAccess,
  setOrganisationEnabled,
  getAuditTrail,
  markEmailVerified,
  sendVerificationLink,
];
