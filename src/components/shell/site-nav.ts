import { COUNTRIES, type CountryCode } from "@/lib/countries";

/**
 * SPEC.md §2's public header and footer, as data. The country variants (/philippines, /indonesia,
 * /thailand) keep the links they have inside the variant; the rest go to the default site.
 */
export interface SiteNavLink {
  label: string;
  href: string;
}

/** Pages each country variant has (SPEC.md §2); Thailand has no landlords page. */
const VARIANT_PAGES = [
  "findahome",
  "whyus",
  "corporatestays",
  "landlords",
  "bookings",
  "contact",
  "signup/landlord",
  "login/landlord",
  "login/operator",
  "signup/roomer",
];

export function variantHasPage(country: CountryCode, page: string): boolean {
  if (country === "thailand" && page === "landlords") return false;
  return VARIANT_PAGES.includes(page);
}

/** A site path for the visitor's country: inside the variant when the variant has that page. */
export function localHref(country: CountryCode, href: string): string {
  const prefix = COUNTRIES[country].pathPrefix;
  if (!prefix) return href;
  const [path = "", query] = href.split("?");
  const page = path.replace(/^\//, "");
  if (page === "") return prefix;
  return variantHasPage(country, page) ? `${prefix}/${page}${query ? `?${query}` : ""}` : href;
}

export const ABOUT_MENU: SiteNavLink[] = [
  { label: "About", href: "/about" },
  { label: "Property Owners", href: "/landlords" },
  { label: "Newsroom", href: "/newsroom" },
  { label: "Why Us", href: "/whyus" },
];

export const PRODUCTS_MENU: SiteNavLink[] = [
  { label: "StayCorp", href: "/stay-corp" },
  { label: "StayConnect", href: "/stay-connect" },
  { label: "StayInvest", href: "/stay-invest" },
  { label: "Rewards", href: "/rewards" },
  { label: "StayTogether", href: "/stay-together" },
];

export const MAIN_LINKS: SiteNavLink[] = [
  { label: "Find a Home", href: "/findahome" },
  { label: "Bookings", href: "/bookings" },
];

export const ENQUIRE_LINK: SiteNavLink = { label: "Enquire", href: "/contact" };

export const SIGN_UP_MENU: SiteNavLink[] = [
  { label: "Supplier (Owner)", href: "/signup/landlord?supplier=propertyOwner" },
  { label: "Supplier (Host)", href: "/signup/landlord?supplier=thirdPartyHost" },
  { label: "Investors", href: "/signup/microinvestors" },
  { label: "Coliving", href: "/signup/roomer" },
];

export const LOG_IN_MENU: SiteNavLink[] = [
  { label: "Supplier (Owner)", href: "/login/landlord?supplier=propertyOwner" },
  { label: "Supplier (Host)", href: "/login/landlord?supplier=thirdPartyHost" },
  { label: "Operations", href: "/login/operator" },
  { label: "Investors", href: "/login/microinvestors" },
];

export const FOOTER_LINKS: SiteNavLink[] = [
  { label: "FAQ", href: "/faq" },
  { label: "Admin", href: "/landlords/dashboard" },
  { label: "Privacy", href: "/privacy" },
  { label: "Terms of Use", href: "/termsOfUse" },
  { label: "Home Styling", href: "/homestyling" },
];

/** The header's menus for a country, with the links localised. */
export function headerMenus(country: CountryCode) {
  const local = (links: SiteNavLink[]) => links.map((link) => ({ ...link, href: localHref(country, link.href) }));
  return {
    home: localHref(country, "/"),
    about: local(ABOUT_MENU),
    products: local(PRODUCTS_MENU),
    main: local(MAIN_LINKS),
    enquire: { ...ENQUIRE_LINK, href: localHref(country, ENQUIRE_LINK.href) },
    signUp: local(SIGN_UP_MENU),
    logIn: local(LOG_IN_MENU),
  };
}
