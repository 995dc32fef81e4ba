import { describe, expect, it } from "vitest";
import { translatorFor } from "@/i18n/translator";
import { ANONYMOUS, type UserActor } from "./actor";
import {
  DASHBOARD_PAGE_NAMES,
  DASHBOARD_PAGES,
  dashboardEntry,
  dashboardMenuFor,
  dashboardPath,
  guardDashboard,
  homePageFor,
  isDashboardPage,
  MORE_MENU_GROUP_LABELS,
  MORE_MENU_GROUPS,
  mayOpenPage,
  moreMenuFor,
  navigationFor,
  navigationNeedsSupplierFacts,
  PAGES_WITHOUT_TITLE_HEADER,
  RECORD_PAGES,
  returnTargetFor,
  showsTitleHeader,
  STAFF_ONLY_PAGES,
  supplierNavVariant,
  type DashboardPage,
  type NavItem,
  type SupplierFacts,
} from "./dashboard";
import { ROLES, type OrganisationFacts, type ProfileFacts, type Role } from "./roles";

/**
 * SPEC.md §2, §4 and §6 for the dashboard, written out here rather than read from the source, so that the
 * test states the contract and the source has to match it.
 */

function actor(
  role: Role,
  overrides: Partial<Omit<UserActor, "profile">> = {},
  profile: Partial<ProfileFacts> | null = {},
): UserActor {
  const email = overrides.email ?? `${role}@example.com`;
  return {
    kind: "user",
    userId: `user-${role}`,
    sessionId: `session-${role}`,
    email,
    emailVerified: true,
    role,
    organisation: null,
    ...overrides,
    profile:
      profile === null
        ? null
        : {
            email,
            operationsUser: false,
            organisationId: null,
            isOperator: false,
            enabled: true,
            specialType: null,
            isHost: false,
            fromPartner: null,
            ...profile,
          },
  };
}

// The labels are message keys (docs/I18N.md, "The dashboards"); SPEC.md's words are their English.
const english = translatorFor("en", "dashboardShell");
const labels = (items: readonly NavItem[]) => items.map((nav) => english(nav.label));

const ALLOWED = { allow: true } as const;
const redirect = (to: string) => ({ allow: false, redirectTo: to });

/** SPEC.md §6's confinement table, plus the default the issue picks where the spec says "not shown". */
const CONFINEMENT_TABLE: { role: Role; pages: DashboardPage[]; home: string }[] = [
  {
    role: "operationsUser",
    pages: ["calendar", "inventory", "monthlyRental", "invoices"],
    home: "/dashboard/calendar",
  },
  { role: "airline", pages: ["airasia", "airasia-rewards", "airasia-password"], home: "/dashboard/airasia" },
  { role: "investor", pages: ["insights", "insightsSummary", "incomestatement"], home: "/dashboard/insights" },
  {
    role: "accountant",
    pages: ["incomestatement", "transactions", "management", "insightsSummary", "opex"],
    home: "/dashboard/transactions",
  },
  {
    role: "microInvestor",
    pages: ["investmentPortfolio", "profile", "investorBankDetails"],
    home: "/dashboard/investmentPortfolio",
  },
  { role: "insurance", pages: ["travelInsurance"], home: "/dashboard/travelInsurance" },
];

const CONFINED_ROLES = CONFINEMENT_TABLE.map((row) => row.role);
const UNCONFINED_ROLES = ROLES.filter((role) => !CONFINED_ROLES.includes(role));

/** SPEC.md §2's list of dashboard pages, and the hourly-rate variant. */
const SPEC_PAGES = [
  "listings",
  "transactions",
  "hostTransactions",
  "txn",
  "calendar",
  "betaCalendar",
  "inventory",
  "liveCount",
  "insights",
  "insightsSummary",
  "incomestatement",
  "management",
  "opex",
  "managedBookings",
  "unmanagedBookings",
  "invoices",
  "generalpayment",
  "settlements",
  "travelInsurance",
  "daytour",
  "daytours",
  "airportTransfers",
  "transfers",
  "meals",
  "rentals-and-leases",
  "affiliates",
  "channelManager",
  "referrals",
  "promocodes",
  "priceBidding",
  "basecamp",
  "users",
  "profile",
  "airasia",
  "airasia-rewards",
  "airasia-password",
  "investmentPortfolio",
  "investorBankDetails",
  "investors",
  "monthlyRental",
  "dayrooms",
];

const ALL_MANAGED: SupplierFacts = { properties: 3, managedProperties: 3 };
const SOME_MANAGED: SupplierFacts = { properties: 3, managedProperties: 2 };
const NONE_MANAGED: SupplierFacts = { properties: 3, managedProperties: 0 };
const NO_PROPERTIES: SupplierFacts = { properties: 0, managedProperties: 0 };

describe("the dashboard pages", () => {
  it("include every page of SPEC.md §2", () => {
    for (const page of SPEC_PAGES) expect(isDashboardPage(page), page).toBe(true);
    expect(DASHBOARD_PAGE_NAMES).toEqual(Object.keys(DASHBOARD_PAGES));
    // Each title is the page's own message (SPEC.md §2's names in English).
    for (const page of DASHBOARD_PAGE_NAMES) expect(DASHBOARD_PAGES[page].title).toBe(`titles.${page}`);
    expect(english(DASHBOARD_PAGES.listings.title)).toBe("Property");
    expect(english(DASHBOARD_PAGES.incomestatement.title)).toBe("Statement of accounts");
  });

  it("recognise only their own segments", () => {
    expect(isDashboardPage("calendar")).toBe(true);
    expect(isDashboardPage("nope")).toBe(false);
    expect(isDashboardPage("toString")).toBe(false);
    expect(isDashboardPage("")).toBe(false);
  });

  it("build their paths under /dashboard/", () => {
    expect(dashboardPath("rentals-and-leases")).toBe("/dashboard/rentals-and-leases");
    for (const page of DASHBOARD_PAGE_NAMES) expect(dashboardPath(page)).toBe(`/dashboard/${page}`);
  });

  it("show the title header on every page but the full-height boards", () => {
    expect([...PAGES_WITHOUT_TITLE_HEADER].sort()).toEqual(["betaCalendar", "calendar", "dayrooms", "liveCount"]);
    for (const page of DASHBOARD_PAGE_NAMES) {
      expect(showsTitleHeader(page), page).toBe(!PAGES_WITHOUT_TITLE_HEADER.includes(page));
    }
    expect(showsTitleHeader("transactions")).toBe(true);
    expect(showsTitleHeader("profile")).toBe(true);
    expect(showsTitleHeader("calendar")).toBe(false);
    expect(showsTitleHeader("dayrooms")).toBe(false);
  });
});

describe("confinement (SPEC.md §6)", () => {
  describe.each(CONFINEMENT_TABLE)("$role", ({ role, pages, home }) => {
    it(`lands on ${home}`, () => {
      expect(dashboardPath(homePageFor(role))).toBe(home);
      expect(guardDashboard(actor(role), null)).toEqual(redirect(home));
    });

    it("may open exactly its pages; any other sends it to its default", () => {
      for (const page of DASHBOARD_PAGE_NAMES) {
        const allowed = pages.includes(page);
        expect(mayOpenPage(role, page), page).toBe(allowed);
        expect(guardDashboard(actor(role), page), page).toEqual(allowed ? ALLOWED : redirect(home));
      }
    });

    it("its default is one of its pages", () => {
      expect(pages).toContain(homePageFor(role));
    });
  });

  it("no other role is confined to a few pages", () => {
    for (const role of UNCONFINED_ROLES) {
      expect(mayOpenPage(role, "listings"), role).toBe(true);
      expect(mayOpenPage(role, "profile"), role).toBe(true);
    }
  });
});

describe("pages of other roles", () => {
  const SUPPLIER_LIKE: Role[] = ["supplierOwner", "supplierHost", "operator", "special", "roomer"];

  it.each(SUPPLIER_LIKE)("%s may not open the staff-only pages", (role) => {
    for (const page of STAFF_ONLY_PAGES) {
      if (role === "special" && page === "affiliates") continue; // their Marketing menu, below
      expect(mayOpenPage(role, page), page).toBe(false);
      expect(guardDashboard(actor(role), page), page).toEqual(redirect(dashboardPath(homePageFor(role))));
    }
  });

  it("the staff-only pages are the marketplace's administration", () => {
    for (const page of ["users", "investors", "generalpayment", "management", "unmanagedBookings"] as const) {
      expect(STAFF_ONLY_PAGES).toContain(page);
    }
  });

  it("the live count is for staff and for suppliers (owners and hosts, their own properties), no one else", () => {
    expect(STAFF_ONLY_PAGES).not.toContain("liveCount");
    for (const role of ROLES) {
      const expected = role === "staff" || role === "supplierOwner" || role === "supplierHost";
      expect(mayOpenPage(role, "liveCount"), role).toBe(expected);
      expect(guardDashboard(actor(role), "liveCount"), role).toEqual(
        expected ? ALLOWED : redirect(dashboardPath(homePageFor(role))),
      );
    }
  });

  it("owners and hosts reach their live count from More → Data Analytics", () => {
    for (const role of ["supplierOwner", "supplierHost"] as const) {
      const analytics = dashboardMenuFor(role, SOME_MANAGED).more.find((group) => group.group === "Data Analytics");
      expect(
        analytics?.items.map((nav) => nav.page),
        role,
      ).toContain("liveCount");
    }
    const operator = dashboardMenuFor("operator").more.flatMap((group) => group.items.map((nav) => nav.page));
    expect(operator).not.toContain("liveCount");
  });

  it.each(["supplierOwner", "supplierHost", "operator", "roomer"] as const)(
    "%s may not open the partners' and investors' pages",
    (role) => {
      for (const page of [
        "airasia",
        "airasia-rewards",
        "airasia-password",
        "travelInsurance",
        "investmentPortfolio",
        "investorBankDetails",
      ] as const) {
        expect(mayOpenPage(role, page), page).toBe(false);
      }
    },
  );

  it("content, promo codes and affiliates are for staff and special users only", () => {
    for (const role of ROLES) {
      const expected = role === "staff" || role === "special";
      expect(mayOpenPage(role, "content"), role).toBe(expected);
      expect(mayOpenPage(role, "promocodes"), role).toBe(expected);
      expect(mayOpenPage(role, "affiliates"), role).toBe(expected);
    }
  });

  it("special users open every item of their More menu (Marketing includes Affiliates)", () => {
    const items = moreMenuFor("special").flatMap((group) => group.items);
    expect(items.map((nav) => nav.page)).toContain("affiliates");
    for (const nav of items) expect(guardDashboard(actor("special"), nav.page), nav.label).toEqual(ALLOWED);
  });

  it("a default supplier may open every page of both its navigation sets", () => {
    for (const nav of [
      ...navigationFor("supplierOwner", ALL_MANAGED),
      ...navigationFor("supplierOwner", NONE_MANAGED),
    ]) {
      expect(mayOpenPage("supplierOwner", nav.page), nav.page).toBe(true);
    }
  });

  it("a roomer (guest) may open only listings, referrals and profile", () => {
    const open = DASHBOARD_PAGE_NAMES.filter((page) => mayOpenPage("roomer", page));
    expect(open.sort()).toEqual(["listings", "profile", "referrals"]);
  });
});

describe("staff", () => {
  it("may open every page", () => {
    for (const page of DASHBOARD_PAGE_NAMES) {
      expect(mayOpenPage("staff", page), page).toBe(true);
      expect(guardDashboard(actor("staff"), page), page).toEqual(ALLOWED);
    }
  });

  it("lands on the property page", () => {
    expect(homePageFor("staff")).toBe("listings");
    expect(guardDashboard(actor("staff"), null)).toEqual(redirect("/dashboard/listings"));
  });
});

describe("navigation sets (SPEC.md §6)", () => {
  const FULL_SUPPLIER = [
    "Property",
    "Transactions",
    "Account",
    "Calendar",
    "Multi-Calendar",
    "Channel-Manager",
    "Insights",
    "Summary",
  ];
  const SHORT_SUPPLIER = ["Property", "Transactions", "Settlements", "Summary"];

  it("operations users", () => {
    expect(labels(navigationFor("operationsUser"))).toEqual([
      "Calendar",
      "Transactions",
      "Accounts",
      "Managed Bookings",
      "Invoices",
      "Profile",
    ]);
  });

  it("the operator flag", () => {
    expect(labels(navigationFor("operator"))).toEqual([
      "Property",
      "Transactions",
      "Calendar",
      "Inventory",
      "Insights",
      "Referrals",
      "Profile",
    ]);
  });

  it("hosts", () => {
    expect(labels(navigationFor("supplierHost"))).toEqual(["Property", "Transactions (Host)", "Insights", "Profile"]);
    expect(navigationFor("supplierHost")[1]?.page).toBe("hostTransactions");
  });

  it("special users, with a More menu of only Content Management and Marketing", () => {
    expect(labels(navigationFor("special"))).toEqual(["Calendar", "Accounts", "Profile"]);
    expect(moreMenuFor("special").map((group) => group.group)).toEqual(["Content Management", "Marketing"]);
  });

  describe("default suppliers", () => {
    it("the short set when every one of the organisation's properties is managed", () => {
      expect(supplierNavVariant(ALL_MANAGED)).toBe("supplierShort");
      expect(supplierNavVariant({ properties: 1, managedProperties: 1 })).toBe("supplierShort");
      expect(labels(navigationFor("supplierOwner", ALL_MANAGED))).toEqual(SHORT_SUPPLIER);
    });

    it("the full set when some or none are managed", () => {
      expect(supplierNavVariant(SOME_MANAGED)).toBe("supplierFull");
      expect(supplierNavVariant(NONE_MANAGED)).toBe("supplierFull");
      expect(labels(navigationFor("supplierOwner", SOME_MANAGED))).toEqual(FULL_SUPPLIER);
      expect(labels(navigationFor("supplierOwner", NONE_MANAGED))).toEqual(FULL_SUPPLIER);
    });

    it("the full set for an organisation with no properties yet", () => {
      expect(supplierNavVariant(NO_PROPERTIES)).toBe("supplierFull");
      expect(labels(navigationFor("supplierOwner", NO_PROPERTIES))).toEqual(FULL_SUPPLIER);
      expect(labels(navigationFor("supplierOwner"))).toEqual(FULL_SUPPLIER);
    });

    it("the short set's Summary and the full set's Account point to the right pages", () => {
      expect(navigationFor("supplierOwner", ALL_MANAGED).map((nav) => nav.page)).toEqual([
        "listings",
        "transactions",
        "settlements",
        "insightsSummary",
      ]);
      expect(navigationFor("supplierOwner", NONE_MANAGED).map((nav) => nav.page)).toEqual([
        "listings",
        "transactions",
        "incomestatement",
        "calendar",
        "betaCalendar",
        "channelManager",
        "insights",
        "insightsSummary",
      ]);
    });
  });

  describe("staff", () => {
    it("see the full supplier set plus Analytics and Users, whatever their properties", () => {
      const expected = [...FULL_SUPPLIER, "Analytics", "Users"];
      expect(labels(navigationFor("staff"))).toEqual(expected);
      expect(labels(navigationFor("staff", ALL_MANAGED))).toEqual(expected);
    });

    it("do not see Referrals or Profile", () => {
      const nav = navigationFor("staff");
      expect(labels(nav)).not.toContain("Referrals");
      expect(labels(nav)).not.toContain("Profile");
      expect(nav.map((item) => item.page)).not.toContain("referrals");
      expect(nav.map((item) => item.page)).not.toContain("profile");
    });

    it("see a More menu with all nine groups, in order", () => {
      const more = moreMenuFor("staff");
      expect(more.map((group) => group.group)).toEqual([
        "Content Management",
        "Property Management",
        "Sales Management",
        "Data Analytics",
        "Accounting",
        "Connectivity",
        "Profile Management",
        "Marketing",
        "Others",
      ]);
      expect(MORE_MENU_GROUPS).toEqual(more.map((group) => group.group));
      // Each group's heading says its SPEC.md name in English.
      for (const group of MORE_MENU_GROUPS) expect(english(MORE_MENU_GROUP_LABELS[group])).toBe(group);
      for (const group of more) expect(group.items.length, group.group).toBeGreaterThan(0);
    });

    it("every More item points to a real dashboard page", () => {
      for (const group of moreMenuFor("staff")) {
        for (const nav of group.items) {
          expect(isDashboardPage(nav.page), `${group.group}: ${nav.label}`).toBe(true);
          expect(english(nav.label).length).toBeGreaterThan(0);
        }
      }
    });
  });

  it("the special users' More groups are the staff ones, unchanged", () => {
    const staff = Object.fromEntries(moreMenuFor("staff").map((group) => [group.group, group.items]));
    for (const group of moreMenuFor("special")) expect(group.items).toEqual(staff[group.group]);
  });

  it.each(ROLES.filter((role) => role !== "staff" && role !== "special"))("%s sees no More menu", (role) => {
    expect(moreMenuFor(role)).toEqual([]);
  });

  it("every role has a navigation, each item naming a real page once", () => {
    for (const role of ROLES) {
      for (const facts of [ALL_MANAGED, NO_PROPERTIES]) {
        const nav = navigationFor(role, facts);
        expect(nav.length, role).toBeGreaterThan(0);
        for (const item of nav) expect(isDashboardPage(item.page), `${role}: ${item.label}`).toBe(true);
        expect(new Set(nav.map((item) => item.page)).size, role).toBe(nav.length);
      }
    }
  });

  it("every navigation item (and More item) opens for its role, except the operations conflict below", () => {
    for (const role of ROLES) {
      if (role === "operationsUser") continue;
      for (const facts of [ALL_MANAGED, NONE_MANAGED, NO_PROPERTIES]) {
        for (const nav of navigationFor(role, facts)) {
          expect(mayOpenPage(role, nav.page), `${role}: ${nav.label}`).toBe(true);
          expect(guardDashboard(actor(role), nav.page), `${role}: ${nav.label}`).toEqual(ALLOWED);
        }
      }
      for (const group of moreMenuFor(role)) {
        for (const nav of group.items) {
          expect(mayOpenPage(role, nav.page), `${role}: ${group.group} / ${nav.label}`).toBe(true);
        }
      }
    }
  });

  /*
   * SPEC.md §6 conflicts with itself for operations users: their navigation set lists Transactions, Accounts,
   * Managed Bookings and Profile, while their confinement allows only calendar, inventory, monthlyRental and
   * invoices. Confinement wins (docs/ACCESS.md): the pages stay refused, and the menu leaves the items out.
   */
  it("operations users: the set's items outside their confinement redirect to /dashboard/calendar and are not in the menu", () => {
    const nav = navigationFor("operationsUser");
    const outside = nav.filter((item) => !mayOpenPage("operationsUser", item.page));
    expect(labels(outside)).toEqual(["Transactions", "Accounts", "Managed Bookings", "Profile"]);
    for (const item of outside) {
      expect(guardDashboard(actor("operationsUser"), item.page), item.label).toEqual(redirect("/dashboard/calendar"));
    }
    const inside = nav.filter((item) => mayOpenPage("operationsUser", item.page));
    expect(labels(inside)).toEqual(["Calendar", "Invoices"]);
    for (const item of inside) expect(guardDashboard(actor("operationsUser"), item.page), item.label).toEqual(ALLOWED);
    expect(labels(dashboardMenuFor("operationsUser").items)).toEqual(["Calendar", "Invoices"]);
  });
});

describe("the menu (dashboardMenuFor)", () => {
  const FACTS: SupplierFacts[] = [ALL_MANAGED, NONE_MANAGED, NO_PROPERTIES];
  const menuPages = (menu: ReturnType<typeof dashboardMenuFor>) => [
    ...menu.items.map((nav) => nav.page),
    ...menu.more.flatMap((group) => group.items.map((nav) => nav.page)),
  ];

  describe.each(ROLES)("%s", (role) => {
    it("shows only pages the guard lets it open", () => {
      for (const facts of FACTS) {
        const menu = dashboardMenuFor(role, facts);
        for (const page of menuPages(menu)) {
          expect(guardDashboard(actor(role), page), page).toEqual(ALLOWED);
        }
      }
    });

    it("offers every page the guard lets it open (record pages aside)", () => {
      for (const facts of FACTS) {
        const shown = new Set(menuPages(dashboardMenuFor(role, facts)));
        for (const page of DASHBOARD_PAGE_NAMES) {
          const allowed = guardDashboard(actor(role), page).allow;
          expect(shown.has(page), `${page} (${JSON.stringify(facts)})`).toBe(allowed && !RECORD_PAGES.includes(page));
        }
      }
    });

    it("puts the navigation set's openable items first, in SPEC.md's order", () => {
      for (const facts of FACTS) {
        const expected = navigationFor(role, facts).filter((nav) => mayOpenPage(role, nav.page));
        expect(dashboardMenuFor(role, facts).items).toEqual(expected);
      }
    });

    it("groups the rest in the staff More menu's groups and order, with no empty group", () => {
      const more = dashboardMenuFor(role).more;
      const order = more.map((group) => MORE_MENU_GROUPS.indexOf(group.group));
      expect(order).toEqual([...order].sort((a, b) => a - b));
      for (const group of more) expect(group.items.length, group.group).toBeGreaterThan(0);
    });
  });

  it("outside staff, a page is in the menu once", () => {
    for (const role of ROLES.filter((role) => role !== "staff")) {
      for (const facts of FACTS) {
        const pages = menuPages(dashboardMenuFor(role, facts));
        expect(new Set(pages).size, role).toBe(pages.length);
      }
    }
  });

  it("staff: the navigation set, and SPEC.md §6's nine More groups in full", () => {
    const menu = dashboardMenuFor("staff");
    expect(menu.items).toEqual(navigationFor("staff"));
    expect(menu.more.map((group) => group.group)).toEqual([...MORE_MENU_GROUPS]);
    expect(menu.more.flatMap((group) => group.items)).toEqual(moreMenuFor("staff").flatMap((group) => group.items));
  });

  it("operations users: Calendar and Invoices, then Inventory and Monthly rentals under More", () => {
    const menu = dashboardMenuFor("operationsUser");
    expect(labels(menu.items)).toEqual(["Calendar", "Invoices"]);
    expect(menu.more.map((group) => [group.group, labels(group.items)])).toEqual([
      ["Property Management", ["Inventory", "Monthly rentals"]],
    ]);
  });

  it("an owner reaches settlements, price bidding, profile, invoices, opex, add-ons and monthly rentals", () => {
    for (const facts of FACTS) {
      const pages = menuPages(dashboardMenuFor("supplierOwner", facts));
      for (const page of [
        "settlements",
        "priceBidding",
        "profile",
        "invoices",
        "opex",
        "daytours",
        "transfers",
        "meals",
        "monthlyRental",
      ] as const) {
        expect(pages, page).toContain(page);
      }
    }
  });

  it("a host reaches the calendar, the channel manager and the offers", () => {
    const pages = menuPages(dashboardMenuFor("supplierHost"));
    for (const page of ["calendar", "channelManager", "priceBidding"] as const) expect(pages, page).toContain(page);
  });

  it.each(["airline", "insurance", "investor", "accountant", "microInvestor", "roomer"] as const)(
    "%s: everything it may open is on its bar, so it has no More menu",
    (role) => {
      expect(dashboardMenuFor(role).more).toEqual([]);
    },
  );
});

describe("return target of the header (SPEC.md §2)", () => {
  const SPECIAL_TARGETS: Partial<Record<Role, string>> = {
    operationsUser: "/dashboard/calendar",
    airline: "/dashboard/airasia",
    insurance: "/dashboard/travelInsurance",
  };

  it.each(ROLES)("%s", (role) => {
    expect(returnTargetFor(role)).toBe(SPECIAL_TARGETS[role] ?? "/dashboard/listings");
  });
});

describe("the guard (SPEC.md §4 and §6)", () => {
  const SOME_PAGES: (DashboardPage | "matching" | null)[] = [null, "matching", "listings", "calendar", "profile"];

  it("sends anonymous visitors to /", () => {
    for (const page of SOME_PAGES) expect(guardDashboard(ANONYMOUS, page)).toEqual(redirect("/"));
    expect(dashboardEntry(ANONYMOUS)).toEqual(redirect("/"));
  });

  it.each(ROLES)("sends an unverified %s to /pending", (role) => {
    const unverified = actor(role, { emailVerified: false });
    expect(dashboardEntry(unverified)).toEqual(redirect("/pending"));
    for (const page of SOME_PAGES) expect(guardDashboard(unverified, page)).toEqual(redirect("/pending"));
  });

  it.each(ROLES.filter((role) => role !== "staff"))("sends a %s without a profile to /", (role) => {
    const noProfile = actor(role, {}, null);
    expect(dashboardEntry(noProfile)).toEqual(redirect("/"));
    for (const page of SOME_PAGES) expect(guardDashboard(noProfile, page)).toEqual(redirect("/"));
  });

  it("lets staff in without a profile row", () => {
    const staff = actor("staff", {}, null);
    expect(dashboardEntry(staff)).toEqual(ALLOWED);
    expect(guardDashboard(staff, "users")).toEqual(ALLOWED);
    expect(guardDashboard(staff, "matching")).toEqual(ALLOWED);
    expect(guardDashboard(staff, null)).toEqual(redirect("/dashboard/listings"));
  });

  it("still sends unverified staff without a profile to /pending", () => {
    expect(dashboardEntry(actor("staff", { emailVerified: false }, null))).toEqual(redirect("/pending"));
  });

  it.each(ROLES)("sends a disabled %s to /", (role) => {
    const disabled = actor(role, {}, { enabled: false });
    expect(dashboardEntry(disabled)).toEqual(redirect("/"));
    for (const page of SOME_PAGES) expect(guardDashboard(disabled, page)).toEqual(redirect("/"));
  });

  it.each(ROLES)("sends a %s of a disabled organisation to /", (role) => {
    const organisation: OrganisationFacts = { id: "org-1", kind: "property_owner", enabled: false };
    const locked = actor(role, { organisation }, { organisationId: "org-1" });
    expect(dashboardEntry(locked)).toEqual(redirect("/"));
    for (const page of SOME_PAGES) expect(guardDashboard(locked, page)).toEqual(redirect("/"));
  });

  it("checks verification before the profile and the lock", () => {
    expect(dashboardEntry(actor("supplierOwner", { emailVerified: false }, null))).toEqual(redirect("/pending"));
    expect(dashboardEntry(actor("supplierOwner", { emailVerified: false }, { enabled: false }))).toEqual(
      redirect("/pending"),
    );
  });

  it("lets in a user of an enabled organisation", () => {
    const organisation: OrganisationFacts = { id: "org-1", kind: "property_owner", enabled: true };
    expect(dashboardEntry(actor("supplierOwner", { organisation }, { organisationId: "org-1" }))).toEqual(ALLOWED);
  });

  it("lets in a user with a profile and no organisation (a guest)", () => {
    expect(dashboardEntry(actor("roomer"))).toEqual(ALLOWED);
  });

  it.each(ROLES)("sends a %s opening /dashboard itself to its home page", (role) => {
    expect(guardDashboard(actor(role), null)).toEqual(redirect(dashboardPath(homePageFor(role))));
  });

  it.each(ROLES)("lets an enabled, verified %s with a profile open /matching", (role) => {
    expect(guardDashboard(actor(role), "matching")).toEqual(ALLOWED);
  });

  it.each(ROLES)("a %s may open its own home page", (role) => {
    expect(mayOpenPage(role, homePageFor(role))).toBe(true);
    expect(guardDashboard(actor(role), homePageFor(role))).toEqual(ALLOWED);
  });

  it("home pages: confined roles their default, special users the calendar, everyone else the property page", () => {
    const expected: Record<Role, DashboardPage> = {
      staff: "listings",
      operationsUser: "calendar",
      operator: "listings",
      airline: "airasia",
      insurance: "travelInsurance",
      accountant: "transactions",
      investor: "insights",
      microInvestor: "investmentPortfolio",
      special: "calendar",
      supplierHost: "listings",
      supplierOwner: "listings",
      roomer: "listings",
    };
    for (const role of ROLES) expect(homePageFor(role), role).toBe(expected[role]);
  });
});

describe("navigationNeedsSupplierFacts", () => {
  it("asks for the organisation's property counts only for a property owner with an organisation", () => {
    const organisation: OrganisationFacts = { id: "org-1", kind: "property_owner", enabled: true };
    expect(navigationNeedsSupplierFacts(actor("supplierOwner", { organisation }))).toBe(true);
    expect(navigationNeedsSupplierFacts(actor("supplierOwner"))).toBe(false);
    expect(navigationNeedsSupplierFacts(actor("supplierHost", { organisation }))).toBe(false);
    expect(navigationNeedsSupplierFacts(actor("staff"))).toBe(false);
    expect(navigationNeedsSupplierFacts(ANONYMOUS)).toBe(false);
  });
});
