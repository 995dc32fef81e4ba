import { describe, expect, it } from "vitest";
import { translatorFor } from "@/i18n/translator";
import {
  ABOUT_MENU,
  ENQUIRE_LINK,
  FOOTER_LINKS,
  headerMenus,
  localHref,
  LOG_IN_MENU,
  MAIN_LINKS,
  PRODUCTS_MENU,
  SIGN_UP_MENU,
  variantHasPage,
  type SiteNavLink,
} from "./site-nav";

const hrefs = (links: SiteNavLink[]) => links.map((link) => link.href);
/** A link's words in English: SPEC.md's labels. */
const english = translatorFor("en", "common");
const words = (link: SiteNavLink | undefined) => (link ? english(link.label) : undefined);

describe("the header and footer of SPEC.md §2", () => {
  it("About Us: /about, /landlords as Property Owners, /newsroom, /whyus", () => {
    expect(hrefs(ABOUT_MENU)).toEqual(["/about", "/landlords", "/newsroom", "/whyus"]);
    expect(words(ABOUT_MENU.find((link) => link.href === "/landlords"))).toBe("Property Owners");
  });

  it("Our Products: /stay-corp, /stay-connect, /stay-invest, /rewards, /stay-together", () => {
    expect(hrefs(PRODUCTS_MENU)).toEqual(["/stay-corp", "/stay-connect", "/stay-invest", "/rewards", "/stay-together"]);
  });

  it("the links /findahome and /bookings, and /contact as the Enquire button", () => {
    expect(hrefs(MAIN_LINKS)).toEqual(["/findahome", "/bookings"]);
    expect(ENQUIRE_LINK.href).toBe("/contact");
    expect(words(ENQUIRE_LINK)).toBe("Enquire");
  });

  it("Sign Up: owner, host, investors, co-living, with exactly SPEC.md's targets", () => {
    expect(hrefs(SIGN_UP_MENU)).toEqual([
      "/signup/landlord?supplier=propertyOwner",
      "/signup/landlord?supplier=thirdPartyHost",
      "/signup/microinvestors",
      "/signup/roomer",
    ]);
  });

  it("Log In: owner, host, operations, investors, with exactly SPEC.md's targets", () => {
    expect(hrefs(LOG_IN_MENU)).toEqual([
      "/login/landlord?supplier=propertyOwner",
      "/login/landlord?supplier=thirdPartyHost",
      "/login/operator",
      "/login/microinvestors",
    ]);
  });

  it("the footer: /faq, /landlords/dashboard as Admin, /privacy, /termsOfUse, /homestyling", () => {
    expect(hrefs(FOOTER_LINKS)).toEqual(["/faq", "/landlords/dashboard", "/privacy", "/termsOfUse", "/homestyling"]);
    expect(words(FOOTER_LINKS.find((link) => link.href === "/landlords/dashboard"))).toBe("Admin");
  });

  it("gives every link a label", () => {
    const all = [
      ...ABOUT_MENU,
      ...PRODUCTS_MENU,
      ...MAIN_LINKS,
      ENQUIRE_LINK,
      ...SIGN_UP_MENU,
      ...LOG_IN_MENU,
      ...FOOTER_LINKS,
    ];
    expect(all.every((link) => english(link.label).trim().length > 0)).toBe(true);
  });
});

const VARIANTS = ["philippines", "indonesia", "thailand"] as const;

/** Pages every variant has, and the header links that stay inside it. */
const LOCAL_PAGES = [
  "/findahome",
  "/whyus",
  "/corporatestays",
  "/bookings",
  "/contact",
  "/signup/landlord?supplier=propertyOwner",
  "/signup/landlord?supplier=thirdPartyHost",
  "/login/landlord?supplier=propertyOwner",
  "/login/landlord?supplier=thirdPartyHost",
  "/login/operator",
  "/signup/roomer",
];

/** Pages only the default site has. */
const DEFAULT_SITE_PAGES = [
  "/about",
  "/newsroom",
  "/stay-corp",
  "/stay-connect",
  "/stay-invest",
  "/rewards",
  "/stay-together",
  "/signup/microinvestors",
  "/login/microinvestors",
  "/faq",
  "/landlords/dashboard",
];

describe("localHref", () => {
  describe.each(VARIANTS)("on /%s", (country) => {
    it.each(LOCAL_PAGES)("keeps %s inside the variant, with its query", (href) => {
      expect(localHref(country, href)).toBe(`/${country}${href}`);
    });

    it.each(DEFAULT_SITE_PAGES)("sends %s to the default site", (href) => {
      expect(localHref(country, href)).toBe(href);
    });

    it("makes home the variant's root", () => {
      expect(localHref(country, "/")).toBe(`/${country}`);
    });
  });

  it("keeps /landlords inside the Philippines and Indonesia variants, but not Thailand's", () => {
    expect(localHref("philippines", "/landlords")).toBe("/philippines/landlords");
    expect(localHref("indonesia", "/landlords")).toBe("/indonesia/landlords");
    expect(localHref("thailand", "/landlords")).toBe("/landlords");
  });

  it("leaves every href unchanged on the default site (malaysia)", () => {
    for (const href of ["/", ...LOCAL_PAGES, ...DEFAULT_SITE_PAGES, "/landlords"]) {
      expect(localHref("malaysia", href)).toBe(href);
    }
  });
});

describe("variantHasPage", () => {
  it("knows each variant's pages, and that Thailand has no landlords page", () => {
    for (const country of VARIANTS) {
      expect(variantHasPage(country, "findahome")).toBe(true);
      expect(variantHasPage(country, "signup/roomer")).toBe(true);
      expect(variantHasPage(country, "about")).toBe(false);
      expect(variantHasPage(country, "signup/microinvestors")).toBe(false);
    }
    expect(variantHasPage("philippines", "landlords")).toBe(true);
    expect(variantHasPage("indonesia", "landlords")).toBe(true);
    expect(variantHasPage("thailand", "landlords")).toBe(false);
  });
});

describe("headerMenus", () => {
  it("is the menus unchanged on the default site", () => {
    expect(headerMenus("malaysia")).toEqual({
      home: "/",
      about: ABOUT_MENU,
      products: PRODUCTS_MENU,
      main: MAIN_LINKS,
      enquire: ENQUIRE_LINK,
      signUp: SIGN_UP_MENU,
      logIn: LOG_IN_MENU,
    });
  });

  it("keeps the Philippines header inside /philippines where the variant has the page", () => {
    const menus = headerMenus("philippines");
    expect(menus.home).toBe("/philippines");
    expect(hrefs(menus.about)).toEqual(["/about", "/philippines/landlords", "/newsroom", "/philippines/whyus"]);
    expect(hrefs(menus.products)).toEqual(hrefs(PRODUCTS_MENU));
    expect(hrefs(menus.main)).toEqual(["/philippines/findahome", "/philippines/bookings"]);
    expect(menus.enquire).toEqual({ label: "nav.enquire", href: "/philippines/contact" });
    expect(hrefs(menus.signUp)).toEqual([
      "/philippines/signup/landlord?supplier=propertyOwner",
      "/philippines/signup/landlord?supplier=thirdPartyHost",
      "/signup/microinvestors",
      "/philippines/signup/roomer",
    ]);
    expect(hrefs(menus.logIn)).toEqual([
      "/philippines/login/landlord?supplier=propertyOwner",
      "/philippines/login/landlord?supplier=thirdPartyHost",
      "/philippines/login/operator",
      "/login/microinvestors",
    ]);
  });

  it("sends Thailand's Property Owners link to the default site", () => {
    const menus = headerMenus("thailand");
    expect(menus.home).toBe("/thailand");
    expect(hrefs(menus.about)).toEqual(["/about", "/landlords", "/newsroom", "/thailand/whyus"]);
    expect(hrefs(menus.main)).toEqual(["/thailand/findahome", "/thailand/bookings"]);
  });

  it.each(VARIANTS)("keeps the labels of /%s's menus", (country) => {
    const menus = headerMenus(country);
    expect(menus.about.map((link) => link.label)).toEqual(ABOUT_MENU.map((link) => link.label));
    expect(menus.signUp.map((link) => link.label)).toEqual(SIGN_UP_MENU.map((link) => link.label));
    expect(menus.logIn.map((link) => link.label)).toEqual(LOG_IN_MENU.map((link) => link.label));
  });
});
