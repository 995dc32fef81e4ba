import { COUNTRIES, DEFAULT_COUNTRY, type CountryCode } from "@/lib/countries";
import { isPartnerOrigin, isSupplierValue, REFERRAL_CODE_FORMAT, type SignUpKind } from "../validation";
import { LogInForm } from "./log-in-form";
import { SignUpForm } from "./sign-up-form";
import { UnknownSupplier } from "./unknown-supplier";
import type { LogInVariant } from "./copy";

/** The sign-up and log-in pages of SPEC.md §2, for the default site and its country variants. */
export function SupplierSignUpPage({
  supplier,
  country = DEFAULT_COUNTRY,
}: {
  supplier: string | undefined;
  country?: CountryCode;
}) {
  const pathPrefix = COUNTRIES[country].pathPrefix;
  if (!isSupplierValue(supplier)) return <UnknownSupplier value={supplier} action="signup" pathPrefix={pathPrefix} />;
  return <SignUpForm kind={supplier} country={country} pathPrefix={pathPrefix} />;
}

export function SignUpPage({
  kind,
  country = DEFAULT_COUNTRY,
  from,
  referralCode,
}: {
  kind: Exclude<SignUpKind, "propertyOwner" | "thirdPartyHost">;
  country?: CountryCode;
  /** `?from=` of the page: a partner storefront's name, kept on a guest's profile; anything else is ignored. */
  from?: string;
  /** `?ref=` of the page: a referral code, kept when it has the right form (an unknown one is ignored on sign-up). */
  referralCode?: string;
}) {
  const partner = kind === "roomer" && isPartnerOrigin(from) ? from : undefined;
  const ref =
    kind === "roomer" && referralCode && REFERRAL_CODE_FORMAT.test(referralCode.toUpperCase())
      ? referralCode.toUpperCase()
      : undefined;
  return (
    <SignUpForm
      kind={kind}
      country={country}
      pathPrefix={COUNTRIES[country].pathPrefix}
      partner={partner}
      referralCode={ref}
    />
  );
}

export function SupplierLogInPage({
  supplier,
  country = DEFAULT_COUNTRY,
}: {
  supplier: string | undefined;
  country?: CountryCode;
}) {
  const pathPrefix = COUNTRIES[country].pathPrefix;
  if (!isSupplierValue(supplier)) return <UnknownSupplier value={supplier} action="login" pathPrefix={pathPrefix} />;
  return <LogInForm variant={supplier} pathPrefix={pathPrefix} />;
}

export function LogInPage({
  variant,
  country = DEFAULT_COUNTRY,
}: {
  variant: Exclude<LogInVariant, "propertyOwner" | "thirdPartyHost">;
  country?: CountryCode;
}) {
  return <LogInForm variant={variant} pathPrefix={COUNTRIES[country].pathPrefix} />;
}
