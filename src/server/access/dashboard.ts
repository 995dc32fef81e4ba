/**
 * SPEC.md §2 and §6 for the dashboard, written once as data: the pages, who may open which, the navigation
 * each role sees, the staff More menu, the return target of the header and the guard. Pure: the proxy,
 * layouts, pages, the functions registry and queries all ask these functions; nobody lists roles elsewhere.
 */
import { isLockedOut, type Actor } from "./actor";
import type { Role } from "./roles";

/**
 * The words are the catalogue's (docs/I18N.md, "The dashboards"): a page's title and a menu item's label are
 * message keys of the `dashboardShell` namespace, said where they are shown (the page frame, the navigation, the
 * More menu), so that this module stays pure data and the dashboards can follow the guest side's languages.
 */
type ShellMessages = typeof import("@/messages/dashboardShell/en.json");
export type DashboardTitleKey = `titles.${keyof ShellMessages["titles"] & string}`;
export type NavLabelKey = `nav.${keyof ShellMessages["nav"] & string}` | `more.${keyof ShellMessages["more"] & string}`;
export type MoreMenuGroupKey = `groups.${keyof ShellMessages["groups"] & string}`;

/** Every dashboard page of SPEC.md §2, by its path segment under /dashboard/, with its title's message key. */
export const DASHBOARD_PAGES = {
  listings: { title: "titles.listings" },
  transactions: { title: "titles.transactions" },
  hostTransactions: { title: "titles.hostTransactions" },
  /** One record, named by `?id=` (domains/dashboard-records.ts: the address without it names nothing). */
  txn: { title: "titles.txn" },
  calendar: { title: "titles.calendar" },
  betaCalendar: { title: "titles.betaCalendar" },
  inventory: { title: "titles.inventory" },
  liveCount: { title: "titles.liveCount" },
  insights: { title: "titles.insights" },
  insightsSummary: { title: "titles.insightsSummary" },
  incomestatement: { title: "titles.incomestatement" },
  management: { title: "titles.management" },
  opex: { title: "titles.opex" },
  managedBookings: { title: "titles.managedBookings" },
  unmanagedBookings: { title: "titles.unmanagedBookings" },
  invoices: { title: "titles.invoices" },
  generalpayment: { title: "titles.generalpayment" },
  settlements: { title: "titles.settlements" },
  travelInsurance: { title: "titles.travelInsurance" },
  daytour: { title: "titles.daytour" },
  daytours: { title: "titles.daytours" },
  airportTransfers: { title: "titles.airportTransfers" },
  transfers: { title: "titles.transfers" },
  meals: { title: "titles.meals" },
  "rentals-and-leases": { title: "titles.rentals-and-leases" },
  affiliates: { title: "titles.affiliates" },
  channelManager: { title: "titles.channelManager" },
  referrals: { title: "titles.referrals" },
  promocodes: { title: "titles.promocodes" },
  priceBidding: { title: "titles.priceBidding" },
  reviews: { title: "titles.reviews" },
  basecamp: { title: "titles.basecamp" },
  users: { title: "titles.users" },
  profile: { title: "titles.profile" },
  airasia: { title: "titles.airasia" },
  "airasia-rewards": { title: "titles.airasia-rewards" },
  "airasia-password": { title: "titles.airasia-password" },
  investmentPortfolio: { title: "titles.investmentPortfolio" },
  investorBankDetails: { title: "titles.investorBankDetails" },
  investors: { title: "titles.investors" },
  monthlyRental: { title: "titles.monthlyRental" },
  dayrooms: { title: "titles.dayrooms" },
  content: { title: "titles.content" },
  enquiries: { title: "titles.enquiries" },
  exchangeRates: { title: "titles.exchangeRates" },
  outbox: { title: "titles.outbox" },
  businessSettings: { title: "titles.businessSettings" },
} as const satisfies Record<string, { title: DashboardTitleKey }>;

export type DashboardPage = keyof typeof DASHBOARD_PAGES;
export const DASHBOARD_PAGE_NAMES = Object.keys(DASHBOARD_PAGES) as DashboardPage[];

export function isDashboardPage(segment: string): segment is DashboardPage {
  return Object.hasOwn(DASHBOARD_PAGES, segment);
}

export function dashboardPath(page: DashboardPage): `/dashboard/${string}` {
  return `/dashboard/${page}`;
}

/**
 * The pages that show the page title header (SPEC.md §2 says a fixed list exists without listing it).
 * Ours: every page whose content is a table or a form; the calendars and live boards use the full height.
 */
export const PAGES_WITHOUT_TITLE_HEADER: readonly DashboardPage[] = [
  "calendar",
  "betaCalendar",
  "dayrooms",
  "liveCount",
];

export function showsTitleHeader(page: DashboardPage): boolean {
  return !PAGES_WITHOUT_TITLE_HEADER.includes(page);
}

/** SPEC.md §6 confinement: these roles may open only these pages; anything else sends them to `home`. */
export const CONFINEMENT: Partial<Record<Role, { pages: readonly DashboardPage[]; home: DashboardPage }>> = {
  operationsUser: { pages: ["calendar", "inventory", "monthlyRental", "invoices"], home: "calendar" },
  airline: { pages: ["airasia", "airasia-rewards", "airasia-password"], home: "airasia" },
  investor: { pages: ["insights", "insightsSummary", "incomestatement"], home: "insights" },
  accountant: {
    pages: ["incomestatement", "transactions", "management", "insightsSummary", "opex"],
    home: "transactions",
  },
  microInvestor: { pages: ["investmentPortfolio", "profile", "investorBankDetails"], home: "investmentPortfolio" },
  insurance: { pages: ["travelInsurance"], home: "travelInsurance" },
};

/** Pages only staff open (administration of the whole marketplace). */
export const STAFF_ONLY_PAGES: readonly DashboardPage[] = [
  "users",
  "investors",
  "generalpayment",
  "management",
  "unmanagedBookings",
  "affiliates",
  "enquiries",
  "exchangeRates",
  "outbox",
  "businessSettings",
];

/**
 * The live count (SPEC.md §2's liveCount, staff's Analytics) is also for suppliers: owners and hosts read their
 * own properties' figures (the query is confined to the actor's property scope, `deskScopeSql`). Operators,
 * whose scope is every property, and everyone else do not open it.
 */
export const LIVE_COUNT_ROLES: readonly Role[] = ["staff", "supplierOwner", "supplierHost"];

/** Pages for content and marketing: staff, and special users (SPEC.md §6: their More menu). */
export const CONTENT_AND_MARKETING_PAGES: readonly DashboardPage[] = [
  "content",
  "promocodes",
  "referrals",
  "affiliates",
];

export interface NavItem {
  /** The item's words: a `dashboardShell` message key (SPEC.md §6's label in English). */
  label: NavLabelKey;
  page: DashboardPage;
}

const item = (label: NavLabelKey, page: DashboardPage): NavItem => ({ label, page });

/** SPEC.md §6 navigation sets, in their order. */
export const NAV_SETS = {
  operations: [
    item("nav.calendar", "calendar"),
    item("nav.transactions", "transactions"),
    item("nav.accounts", "incomestatement"),
    item("nav.managedBookings", "managedBookings"),
    item("nav.invoices", "invoices"),
    item("nav.profile", "profile"),
  ],
  operator: [
    item("nav.property", "listings"),
    item("nav.transactions", "transactions"),
    item("nav.calendar", "calendar"),
    item("nav.inventory", "inventory"),
    item("nav.insights", "insights"),
    item("nav.referrals", "referrals"),
    item("nav.profile", "profile"),
  ],
  host: [
    item("nav.property", "listings"),
    item("nav.transactionsHost", "hostTransactions"),
    item("nav.insights", "insights"),
    item("nav.profile", "profile"),
  ],
  special: [item("nav.calendar", "calendar"), item("nav.accounts", "incomestatement"), item("nav.profile", "profile")],
  supplierShort: [
    item("nav.property", "listings"),
    item("nav.transactions", "transactions"),
    item("nav.settlements", "settlements"),
    item("nav.summary", "insightsSummary"),
  ],
  supplierFull: [
    item("nav.property", "listings"),
    item("nav.transactions", "transactions"),
    item("nav.account", "incomestatement"),
    item("nav.calendar", "calendar"),
    item("nav.multiCalendar", "betaCalendar"),
    item("nav.channelManager", "channelManager"),
    item("nav.insights", "insights"),
    item("nav.summary", "insightsSummary"),
  ],
  airline: [
    item("nav.airasia", "airasia"),
    item("nav.rewards", "airasia-rewards"),
    item("nav.password", "airasia-password"),
  ],
  investor: [
    item("nav.insights", "insights"),
    item("nav.summary", "insightsSummary"),
    item("nav.accounts", "incomestatement"),
  ],
  accountant: [
    item("nav.transactions", "transactions"),
    item("nav.accounts", "incomestatement"),
    item("nav.management", "management"),
    item("nav.summary", "insightsSummary"),
    item("nav.opex", "opex"),
  ],
  microInvestor: [
    item("nav.portfolio", "investmentPortfolio"),
    item("nav.bankDetails", "investorBankDetails"),
    item("nav.profile", "profile"),
  ],
  insurance: [item("nav.travelInsurance", "travelInsurance")],
  // Guests: their listings page invites them to list a place; their stays are on the public /bookings.
  roomer: [item("nav.property", "listings"), item("nav.referrals", "referrals"), item("nav.profile", "profile")],
} as const satisfies Record<string, readonly NavItem[]>;

/** Staff's own items on top of the full supplier set (SPEC.md §6: "including Analytics"). */
export const STAFF_EXTRA_ITEMS: readonly NavItem[] = [item("nav.analytics", "liveCount"), item("nav.users", "users")];

/** SPEC.md §6: Referrals and Profile are hidden for staff. */
const HIDDEN_FOR_STAFF: readonly DashboardPage[] = ["referrals", "profile"];

export const MORE_MENU_GROUPS = [
  "Content Management",
  "Property Management",
  "Sales Management",
  "Data Analytics",
  "Accounting",
  "Connectivity",
  "Profile Management",
  "Marketing",
  "Others",
] as const;

export type MoreMenuGroup = (typeof MORE_MENU_GROUPS)[number];

/** Each More menu group's heading, a `dashboardShell` message key (its English is the group's SPEC.md name). */
export const MORE_MENU_GROUP_LABELS: Record<MoreMenuGroup, MoreMenuGroupKey> = {
  "Content Management": "groups.contentManagement",
  "Property Management": "groups.propertyManagement",
  "Sales Management": "groups.salesManagement",
  "Data Analytics": "groups.dataAnalytics",
  Accounting: "groups.accounting",
  Connectivity: "groups.connectivity",
  "Profile Management": "groups.profileManagement",
  Marketing: "groups.marketing",
  Others: "groups.others",
};

/** The staff More menu: each group with the pages that belong to it. */
export const MORE_MENU: Record<MoreMenuGroup, readonly NavItem[]> = {
  "Content Management": [item("more.content", "content")],
  "Property Management": [
    item("more.properties", "listings"),
    item("more.calendar", "calendar"),
    item("more.multiCalendar", "betaCalendar"),
    item("more.dayRooms", "dayrooms"),
    item("more.inventory", "inventory"),
    item("more.monthlyRentals", "monthlyRental"),
    item("more.managedBookings", "managedBookings"),
    item("more.unmanagedBookings", "unmanagedBookings"),
  ],
  "Sales Management": [
    item("more.priceBidding", "priceBidding"),
    item("more.reviews", "reviews"),
    item("more.dayTours", "daytours"),
    item("more.dayTourOrders", "daytour"),
    item("more.transfers", "transfers"),
    item("more.airportTransferOrders", "airportTransfers"),
    item("more.meals", "meals"),
    item("more.travelInsurance", "travelInsurance"),
    item("more.enquiries", "enquiries"),
  ],
  "Data Analytics": [
    item("more.insights", "insights"),
    item("more.summary", "insightsSummary"),
    item("more.liveCount", "liveCount"),
  ],
  Accounting: [
    item("more.transactions", "transactions"),
    item("more.hostTransactions", "hostTransactions"),
    item("more.statementOfAccounts", "incomestatement"),
    item("more.management", "management"),
    item("more.opex", "opex"),
    item("more.invoices", "invoices"),
    item("more.generalPayments", "generalpayment"),
    item("more.settlements", "settlements"),
    item("more.exchangeRates", "exchangeRates"),
  ],
  Connectivity: [
    item("more.channelManager", "channelManager"),
    item("more.airasia", "airasia"),
    item("more.airasiaRewards", "airasia-rewards"),
  ],
  "Profile Management": [
    item("more.users", "users"),
    item("more.stayinvestOfferings", "investors"),
    item("more.investmentPortfolio", "investmentPortfolio"),
    item("more.investorBankDetails", "investorBankDetails"),
    item("more.basecamp", "basecamp"),
    item("more.profile", "profile"),
  ],
  Marketing: [
    item("more.promoCodes", "promocodes"),
    item("more.referrals", "referrals"),
    item("more.affiliates", "affiliates"),
  ],
  Others: [
    item("more.rentalsAndLeases", "rentals-and-leases"),
    item("more.airasiaPassword", "airasia-password"),
    item("more.outbox", "outbox"),
    item("more.businessSettings", "businessSettings"),
  ],
};

/** Special users see only these groups of the More menu (SPEC.md §6). */
const SPECIAL_MORE_GROUPS: readonly MoreMenuGroup[] = ["Content Management", "Marketing"];

/** Facts about the actor's organisation that the rules below need, loaded by the caller. */
export interface SupplierFacts {
  /** Listed or not, how many of the organisation's properties there are, and how many are managed. */
  properties: number;
  managedProperties: number;
}

/**
 * Which of SPEC.md §6's two default-supplier sets applies. Our rule: an owner whose properties are all
 * managed by our operations team gets the short set (they follow money, not calendars); everyone else who
 * runs their own properties (or has none yet) gets the full set with the calendars and channel manager.
 */
export function supplierNavVariant(facts: SupplierFacts): "supplierShort" | "supplierFull" {
  return facts.properties > 0 && facts.managedProperties === facts.properties ? "supplierShort" : "supplierFull";
}

/** Whether an actor's navigation depends on their organisation's properties (SupplierFacts): owners only. */
export function navigationNeedsSupplierFacts(
  actor: Actor,
): actor is Extract<Actor, { kind: "user" }> & { organisation: { id: string } } {
  return actor.kind === "user" && actor.role === "supplierOwner" && actor.organisation !== null;
}

const ROLE_NAV: Partial<Record<Role, keyof typeof NAV_SETS>> = {
  operationsUser: "operations",
  operator: "operator",
  supplierHost: "host",
  special: "special",
  airline: "airline",
  investor: "investor",
  accountant: "accountant",
  microInvestor: "microInvestor",
  insurance: "insurance",
  roomer: "roomer",
};

/** The navigation of an actor's dashboard. */
export function navigationFor(role: Role, facts: SupplierFacts = { properties: 0, managedProperties: 0 }): NavItem[] {
  if (role === "staff") {
    return [...NAV_SETS.supplierFull, ...STAFF_EXTRA_ITEMS].filter((nav) => !HIDDEN_FOR_STAFF.includes(nav.page));
  }
  if (role === "supplierOwner") return [...NAV_SETS[supplierNavVariant(facts)]];
  return [...NAV_SETS[ROLE_NAV[role]!]];
}

/** The More menu groups an actor sees: all nine for staff, two for special users, none for others. */
export function moreMenuFor(role: Role): { group: MoreMenuGroup; items: readonly NavItem[] }[] {
  const groups = role === "staff" ? MORE_MENU_GROUPS : role === "special" ? SPECIAL_MORE_GROUPS : [];
  return groups.map((group) => ({ group, items: MORE_MENU[group] }));
}

/**
 * Dashboard pages that show one record named in the address (`/dashboard/txn?id=…`): reached from a list,
 * never from the menu.
 */
export const RECORD_PAGES: readonly DashboardPage[] = ["txn"];

export interface DashboardMenu {
  /** SPEC.md §6's navigation set of the role, without the items the role may not open, in SPEC order. */
  items: NavItem[];
  /** Every other page the role may open, in the staff More menu's groups and order; empty groups left out. */
  more: { group: MoreMenuGroup; items: NavItem[] }[];
}

/**
 * The menu of an actor's dashboard, the one place that decides it, from the same rule that guards the pages
 * (`mayOpenPage`), so a menu item never bounces and every page a role may open is a click away:
 * - the navigation set's items the role may open, in SPEC.md §6's order. Where the set and the confinement
 *   table disagree (operations users' Transactions, Accounts, Managed Bookings and Profile), confinement wins
 *   (docs/ACCESS.md lists each disagreement);
 * - then a More menu of every other page the role may open (record pages aside), grouped as the staff's is.
 *   Staff keep SPEC.md §6's full nine groups, items on their bar included; for everyone else a page is in
 *   the menu once.
 */
export function dashboardMenuFor(role: Role, facts?: SupplierFacts): DashboardMenu {
  const items = navigationFor(role, facts).filter((nav) => mayOpenPage(role, nav.page));
  const onBar = new Set(role === "staff" ? [] : items.map((nav) => nav.page));
  const more = MORE_MENU_GROUPS.map((group) => ({
    group,
    items: MORE_MENU[group].filter((nav) => mayOpenPage(role, nav.page) && !onBar.has(nav.page)),
  })).filter((group) => group.items.length > 0);
  return { items, more };
}

/** The page a role lands on after log-in, and when it opens a page it may not see. */
export function homePageFor(role: Role): DashboardPage {
  const confined = CONFINEMENT[role];
  if (confined) return confined.home;
  if (role === "special") return "calendar";
  return "listings";
}

/** SPEC.md §2: where the public header's "Return to Dashboard" goes. */
export function returnTargetFor(role: Role): `/dashboard/${string}` {
  if (role === "operationsUser") return "/dashboard/calendar";
  if (role === "airline") return "/dashboard/airasia";
  if (role === "insurance") return "/dashboard/travelInsurance";
  return "/dashboard/listings";
}

/** Whether a role may open a dashboard page (after the guard below has let the actor in). */
export function mayOpenPage(role: Role, page: DashboardPage): boolean {
  if (role === "staff") return true;
  const confined = CONFINEMENT[role];
  if (confined) return confined.pages.includes(page);
  // Before the staff-only list: affiliates is on both, and special users open it from their Marketing menu.
  if (CONTENT_AND_MARKETING_PAGES.includes(page) && page !== "referrals") return role === "special";
  if (STAFF_ONLY_PAGES.includes(page)) return false;
  if (page === "liveCount") return LIVE_COUNT_ROLES.includes(role);
  if (role === "roomer") return (["profile", "referrals", "listings"] as DashboardPage[]).includes(page);
  // Partner pages belong to the partners.
  if (page.startsWith("airasia") || page === "travelInsurance") return false;
  if (page === "investmentPortfolio" || page === "investorBankDetails") return false;
  return true;
}

export type GuardResult = { allow: true } | { allow: false; redirectTo: string };

/**
 * SPEC.md §4 and §6: who may enter the dashboard (or /matching) at all, after loading.
 *   no user (and so no profile)                  → /
 *   email not verified                           → /pending
 *   no organisation, not from a partner, no user → /   (a user without a profile row counts as none)
 *   disabled user or disabled organisation       → /
 */
export function dashboardEntry(actor: Actor): GuardResult {
  if (actor.kind === "anonymous") return { allow: false, redirectTo: "/" };
  if (!actor.emailVerified) return { allow: false, redirectTo: "/pending" };
  if (!actor.profile && actor.role !== "staff") return { allow: false, redirectTo: "/" };
  if (isLockedOut(actor)) return { allow: false, redirectTo: "/" };
  return { allow: true };
}

/**
 * The guard for one page: entry first, then confinement (a page the role may not open sends it to the
 * role's home page). `null` is /dashboard itself, which always sends to the home page.
 */
export function guardDashboard(actor: Actor, page: DashboardPage | "matching" | null): GuardResult {
  const entry = dashboardEntry(actor);
  if (!entry.allow || actor.kind === "anonymous") return entry;
  if (page === null) return { allow: false, redirectTo: dashboardPath(homePageFor(actor.role)) };
  if (page === "matching") return { allow: true };
  if (!mayOpenPage(actor.role, page)) return { allow: false, redirectTo: dashboardPath(homePageFor(actor.role)) };
  return { allow: true };
}
