import type { Messages } from "@/i18n/messages";
import { COUNTRIES, type CountryCode } from "@/lib/countries";

/**
 * SPEC.md §2's public header and footer, as data. The country variants (/philippines, /indonesia,
 * /thailand) keep the links they have inside the variant; the rest go to the default site.
 */
export interface SiteNavLink {
  /** The link's words: a key of the "common" messages (English's are SPEC.md's labels). */
  label: NavLabel;
  href: string;
}

export type NavLabel = `nav.${keyof Messages["common"]["nav"]}` | `footer.${keyof Messages["common"]["footer"]}`;

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
  { label: "nav.about", href: "/about" },
  { label: "nav.propertyOwners", href: "/landlords" },
  { label: "nav.newsroom", href: "/newsroom" },
  { label: "nav.whyUs", href: "/whyus" },
];

export const PRODUCTS_MENU: SiteNavLink[] = [
  { label: "nav.stayCorp", href: "/stay-corp" },
  { label: "nav.stayConnect", href: "/stay-connect" },
  { label: "nav.stayInvest", href: "/stay-invest" },
  { label: "nav.rewards", href: "/rewards" },
  { label: "nav.stayTogether", href: "/stay-together" },
];

export const MAIN_LINKS: SiteNavLink[] = [
  { label: "nav.findAHome", href: "/findahome" },
  { label: "nav.bookings", href: "/bookings" },
];

export const ENQUIRE_LINK: SiteNavLink = { label: "nav.enquire", href: "/contact" };

export const SIGN_UP_MENU: SiteNavLink[] = [
  { label: "nav.supplierOwner", href: "/signup/landlord?supplier=propertyOwner" },
  { label: "nav.supplierHost", href: "/signup/landlord?supplier=thirdPartyHost" },
  { label: "nav.investors", href: "/signup/microinvestors" },
  { label: "nav.coliving", href: "/signup/roomer" },
];

export const LOG_IN_MENU: SiteNavLink[] = [
  { label: "nav.supplierOwner", href: "/login/landlord?supplier=propertyOwner" },
  { label: "nav.supplierHost", href: "/login/landlord?supplier=thirdPartyHost" },
  { label: "nav.operations", href: "/login/operator" },
  { label: "nav.investors", href: "/login/microinvestors" },
];

export const FOOTER_LINKS: SiteNavLink[] = [
  { label: "footer.faq", href: "/faq" },
  { label: "footer.admin", href: "/landlords/dashboard" },
  { label: "footer.privacy", href: "/privacy" },
  { label: "footer.termsOfUse", href: "/termsOfUse" },
  { label: "footer.homeStyling", href: "/homestyling" },
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
