import type { SignUpKind, SupplierValue } from "../validation";

/**
 * Where each sign-up page (SPEC.md §2's Sign Up menu) sends a person who already has an account. The page's words
 * are in the `auth` catalogue under `signUp.<kind>` (src/messages/auth/), one set per language.
 */
export const SIGN_UP_COPY: Record<SignUpKind, { loginPath: string }> = {
  propertyOwner: { loginPath: "/login/landlord?supplier=propertyOwner" },
  thirdPartyHost: { loginPath: "/login/landlord?supplier=thirdPartyHost" },
  microInvestor: { loginPath: "/login/microinvestors" },
  roomer: { loginPath: "/login/landlord?supplier=propertyOwner" },
};

export type LogInVariant = SupplierValue | "operator" | "microInvestor";

/**
 * Where each log-in page's sign-up link goes (none for operations: an administrator opens those accounts); every
 * page signs in any account (one identity provider). The words are in the `auth` catalogue under `logIn.<variant>`.
 */
export const LOG_IN_COPY: Record<LogInVariant, { signUpPath: string | null }> = {
  propertyOwner: { signUpPath: "/signup/landlord?supplier=propertyOwner" },
  thirdPartyHost: { signUpPath: "/signup/landlord?supplier=thirdPartyHost" },
  operator: { signUpPath: null },
  microInvestor: { signUpPath: "/signup/microinvestors" },
};
