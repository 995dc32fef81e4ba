/**
 * SPEC.md §6 roles, derived from a profile, its organisation and the staff list. Pure: no I/O, so the
 * proxy, layouts, functions and queries can all ask the same question and get the same answer.
 */
export const ROLES = [
  "staff",
  "operationsUser",
  "operator",
  "airline",
  "insurance",
  "accountant",
  "investor",
  "microInvestor",
  "special",
  "supplierHost",
  "supplierOwner",
  "roomer",
] as const;

export type Role = (typeof ROLES)[number];

export type SpecialType = "accountant" | "investor" | "microInvestor" | "insurance" | "special";
export type OrganisationKind = "property_owner" | "third_party_host" | "airline" | "insurance" | "internal";

export interface ProfileFacts {
  email: string;
  operationsUser: boolean;
  organisationId: string | null;
  isOperator: boolean;
  enabled: boolean;
  specialType: SpecialType | null;
  isHost: boolean;
  fromPartner: string | null;
}

export interface OrganisationFacts {
  id: string;
  kind: OrganisationKind;
  enabled: boolean;
}

export function isStaffEmail(email: string, staffEmails: readonly string[]): boolean {
  return staffEmails.includes(email.trim().toLowerCase());
}

/**
 * The one role that decides a person's dashboard. Order matters and follows SPEC.md §6: staff first, then
 * the confined roles, then suppliers; anyone else is a roomer (guest).
 */
export function primaryRole(
  profile: ProfileFacts | null,
  organisation: OrganisationFacts | null,
  staffEmails: readonly string[],
): Role {
  if (profile && isStaffEmail(profile.email, staffEmails)) return "staff";
  if (!profile) return "roomer";
  if (profile.operationsUser) return "operationsUser";
  if (organisation?.kind === "airline") return "airline";
  if (profile.specialType === "insurance" || organisation?.kind === "insurance") return "insurance";
  if (profile.specialType === "accountant") return "accountant";
  if (profile.specialType === "investor") return "investor";
  if (profile.specialType === "microInvestor") return "microInvestor";
  if (profile.specialType === "special") return "special";
  if (profile.isOperator) return "operator";
  if (profile.isHost) return "supplierHost";
  if (organisation?.kind === "property_owner" || organisation?.kind === "third_party_host") return "supplierOwner";
  return "roomer";
}
