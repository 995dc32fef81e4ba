import { isLockedOut, type Actor } from "./actor";
import { addonScopeOf } from "./addons";
import { mayBookStays } from "./bookings";
import { isMicroInvestor } from "./invest";
import { moneyScopeOf } from "./money";
import { invoiceScopeOf } from "./invoices";
import { airlineScopeOf, insuranceScopeOf } from "./partners";
import { mayCreateListings, mayReviewListings, propertyScopeOf } from "./properties";
import { mayManageContent, referralScopeOf } from "./marketing";
import { mayModerateReviews, mayWriteReviews } from "./reviews";
import type { Role } from "./roles";

/**
 * What a callable function or a query may require of its caller. Each permission is a rule over the actor;
 * nobody writes a role list anywhere else.
 */
export const PERMISSIONS = {
  /** Anyone, signed in or not. */
  public: () => true,
  /** A signed-in, enabled user (email verification not required). */
  signedIn: (actor: Actor) => actor.kind === "user" && !isLockedOut(actor),
  /** A signed-in, enabled user whose email is verified. */
  verified: (actor: Actor) => actor.kind === "user" && !isLockedOut(actor) && actor.emailVerified,
  /** Internal staff (SPEC.md §6: the fixed list of four addresses). */
  staff: (actor: Actor) => hasRole(actor, ["staff"]),
  /** Anyone who manages some properties: suppliers, operators, operations and special users, staff. */
  manageProperties: (actor: Actor) => propertyScopeOf(actor).kind !== "none",
  /** Suppliers (for their organisation), operators and staff: create and edit listings. */
  editListings: (actor: Actor) => mayCreateListings(actor),
  /** Guests ("roomer" accounts): book and pay for stays. */
  bookStays: (actor: Actor) => mayBookStays(actor),
  /** Whoever sees some money: staff, operators and accountants (all), suppliers (their own). */
  seeMoney: (actor: Actor) => moneyScopeOf(actor).kind !== "none",
  /** Operators and staff: approve or send back listings in review. */
  reviewListings: (actor: Actor) => mayReviewListings(actor),
  /**
   * Record, edit and void operating expenses: whoever keeps the whole marketplace's books, that is
   * the money scope "all" (staff, operators, accountants). Suppliers see their own expenses but never write them.
   */
  recordOpex: (actor: Actor) => moneyScopeOf(actor).kind === "all",
  // Settlements and invoices.
  /**
   * Staff and accountants: create, approve, pay and delete settlements; issue missing invoices, void
   * invoices. Accountants are confined away from the settlements page (SPEC.md §6), so they use the
   * functions API (and the management page); staff use /dashboard/settlements.
   */
  manageSettlements: (actor: Actor) => hasRole(actor, ["staff", "accountant"]),
  /**
   * Promo codes: staff, and special users (content and marketing, SPEC.md §6: their More menu's
   * Marketing group holds /dashboard/promocodes).
   */
  managePromoCodes: (actor: Actor) => hasRole(actor, ["staff", "special"]),
  /** Whoever has an invoice scope (`invoiceScopeOf`): staff, operators, accountants, suppliers, operations users. */
  seeInvoices: (actor: Actor) => invoiceScopeOf(actor).kind !== "none",
  // Content and marketing.
  /** Staff and special users: newsroom posts, FAQ entries, the marketing pages' texts, affiliates. */
  manageContent: (actor: Actor) => mayManageContent(actor),
  /** Whoever has a referral scope (`referralScopeOf`): their own link and referrals; staff all of them. */
  seeReferrals: (actor: Actor) => referralScopeOf(actor).kind !== "none",
  // Partners.
  /** The insurer's users (their policies) and staff: read policies, open claims and mark them. */
  markInsuranceClaims: (actor: Actor) => insuranceScopeOf(actor).kind !== "none",
  /** The airline partner's users and staff: read partner bookings and points, record point corrections. */
  correctAirlinePoints: (actor: Actor) => airlineScopeOf(actor).kind !== "none",
  /** Add-ons: suppliers (their organisation's), operators and staff (all) manage products and orders. */
  manageAddons: (actor: Actor) => addonScopeOf(actor).kind !== "none",
  /** StayInvest: micro-investors buy units, read their portfolio and keep their bank details. */
  investInUnits: (actor: Actor) => isMicroInvestor(actor),
  /** Investor payouts: finance reads and runs them all, a micro-investor reads their own (invest/payouts.ts). */
  seeInvestorPayouts: (actor: Actor) => hasRole(actor, ["staff", "accountant"]) || isMicroInvestor(actor),
  // Reviews.
  /** Guests and whoever runs some properties' stays write reviews; `reviewSideOf` decides each booking. */
  writeReviews: (actor: Actor) => mayWriteReviews(actor),
  /** Staff hide reviews that break the content rules. */
  moderateReviews: (actor: Actor) => mayModerateReviews(actor),
} as const satisfies Record<string, (actor: Actor) => boolean>;

export type Permission = keyof typeof PERMISSIONS;

export function hasRole(actor: Actor, roles: readonly Role[]): boolean {
  return actor.kind === "user" && !isLockedOut(actor) && actor.emailVerified && roles.includes(actor.role);
}

export type AccessDecision = "allowed" | "unauthenticated" | "denied";

/** Whether an actor may do what a permission guards: the one decision every server entry asks for. */
export function decide(actor: Actor, permission: Permission): AccessDecision {
  if (PERMISSIONS[permission](actor)) return "allowed";
  return actor.kind === "anonymous" ? "unauthenticated" : "denied";
}
