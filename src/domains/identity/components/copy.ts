import type { SignUpKind, SupplierValue } from "../validation";

/** The wording of each sign-up page (SPEC.md §2's Sign Up menu). */
export const SIGN_UP_COPY: Record<SignUpKind, { title: string; intro: string; submit: string; loginPath: string }> = {
  propertyOwner: {
    title: "List your property with Staysia",
    intro: "For property owners. Let our operations team run it for you, or manage it yourself with our tools.",
    submit: "Create owner account",
    loginPath: "/login/landlord?supplier=propertyOwner",
  },
  thirdPartyHost: {
    title: "Host with Staysia",
    intro: "For hosts who run homes on behalf of their owners: one place for calendars, guests and payouts.",
    submit: "Create host account",
    loginPath: "/login/landlord?supplier=thirdPartyHost",
  },
  microInvestor: {
    title: "Invest with StayInvest",
    intro: "Own a share of the income of rental homes, bought in units at the price each offering sets.",
    submit: "Create investor account",
    loginPath: "/login/microinvestors",
  },
  roomer: {
    title: "Find your co-living home",
    intro: "Create a guest account to book rooms, apartments and day rooms.",
    submit: "Create guest account",
    loginPath: "/login/landlord?supplier=propertyOwner",
  },
};

export type LogInVariant = SupplierValue | "operator" | "microInvestor";

/** The wording of each log-in page; every page signs in any account (one identity provider). */
export const LOG_IN_COPY: Record<
  LogInVariant,
  { title: string; intro: string; signUpPath: string | null; signUpLabel: string }
> = {
  propertyOwner: {
    title: "Log in as a property owner",
    intro: "Your properties, calendars, bookings and statements.",
    signUpPath: "/signup/landlord?supplier=propertyOwner",
    signUpLabel: "New owner? List your property",
  },
  thirdPartyHost: {
    title: "Log in as a host",
    intro: "The homes you run, their guests and your earnings.",
    signUpPath: "/signup/landlord?supplier=thirdPartyHost",
    signUpLabel: "New host? Create an account",
  },
  operator: {
    title: "Operations log in",
    intro: "For our operations team and partner operators. Accounts are opened by an administrator.",
    signUpPath: null,
    signUpLabel: "",
  },
  microInvestor: {
    title: "Investor log in",
    intro: "Your StayInvest portfolio, distributions and statements.",
    signUpPath: "/signup/microinvestors",
    signUpLabel: "New investor? Create an account",
  },
};
