/**
 * Business settings (DOMAIN.md's *default* figures). Everything that prices, times or splits money reads
 * them through this shape. Staff change the editable ones from a date (`business_settings`, ARCHITECTURE.md
 * "Business settings"): a version stored there replaces these figures from its `effective_from`, and the
 * server reads the version in force (`settingsInForce` in platform/business-settings.ts). These constants stay
 * the default when no version is in force (a fresh database, the demo), and the value of every setting that is
 * not editable (`EDITABLE_SETTINGS` in platform/settings-document.ts says which are).
 */
import type { CountryCode } from "@/lib/countries";

export const BUSINESS_SETTINGS = {
  /** Guest service fee, in basis points of the stay and cleaning fee (500 = 5%). */
  serviceFeeBasisPoints: 500,
  /** Platform commission on room revenue of unmanaged properties (1500 = 15%). */
  commissionBasisPoints: 1500,
  /** Platform commission on add-ons (day tours, airport transfers, meals), of the order's total (2000 = 20%). */
  addonCommissionBasisPoints: 2000,
  /** Management fee on room revenue of managed properties (2000 = 20%). */
  managementFeeBasisPoints: 2000,
  /** How long dates stay held while a guest pays. */
  holdMinutes: 15,
  /** How long dates stay held for a guest who pays by bank transfer (staff mark the transfer received). */
  bankTransferHoldHours: 48,
  /** How long a supplier has to answer a request to book. */
  requestHours: 24,
  /** A price bid (or a counter-offer) lapses this long after it is made, unanswered. */
  bidHours: 24,
  /** How long an accepted bid's dates stay held for the guest to pay (the guest may not be online at once). */
  bidHoldHours: 24,
  /** A monthly stay is at least this many nights; monthly rates are pro-rata over months of this length. */
  monthlyMinNights: 28,
  monthLengthNights: 30,
  /**
   * DOMAIN.md Booking, Limits: how long a stay may be and how far ahead it may start, so that nobody holds a
   * calendar for years. The quote refuses anything beyond them (`catalogue/stay-window.ts`), so every way a
   * stay, a bid or a rental contract is priced or made obeys them.
   */
  maxNightlyStayNights: 90,
  /** A monthly stay or rental contract: at most this many calendar months from its start to its end. */
  maxMonthlyStayMonths: 24,
  /** A stay (or an hourly booking's day) starts at most this many calendar months after today, locally. */
  maxLeadMonths: 18,
  /**
   * Unpaid holds (`held` bookings) one guest may keep at once, checkout and accepted bids alike: each blocks
   * a calendar while it waits (a bank transfer for 48 hours), so more would let one account block many.
   */
  maxUnpaidHoldsPerGuest: 3,
  /**
   * Referrals (DOMAIN.md Channels and partners): the credit a user receives once, when a guest who signed up
   * with their link completes a first stay. Posted as a `referral_reward` journal entry: marketing expense
   * against the referral credit owed to the referrer (a liability until it is spent or paid).
   */
  referralReward: { amountMinor: 2_000, currency: "USD" },
  /**
   * How long referral credit can be spent, in days from when it was granted; what is left then expires (the
   * daily job moves it to breakage income). A grant keeps the expiry it was given: a later change of this setting
   * applies to credit granted after it.
   */
  referralCreditExpiryDays: 365,
  /** Affiliates: commission on the room revenue of bookings they bring (500 = 5%), and how long a click counts. */
  affiliateCommissionBasisPoints: 500,
  affiliateCookieDays: 30,
  /** How often the channel manager reads every imported calendar (minutes; a divisor of 60). */
  channelSyncMinutes: 15,
  /** Months between a monthly tenant's notice and the end of the contract. */
  rentNoticeMonths: 1,
  /** StayInvest: the investors' share of a property's monthly net operating income, by default (5000 = 50%). */
  investorShareBasisPoints: 5_000,
  /**
   * Taxes a guest pays on a stay, as data per country (ARCHITECTURE.md "Stay taxes"): staff add, change or switch
   * off a rule on the Business settings page, from a date, and the quote (catalogue/quote.ts) reads whatever is in
   * force, so a country's tax needs no code. Only Malaysia's is set: Thailand, Indonesia and the Philippines have
   * no per-night tourist tax of this kind, and we charge no tax we are not sure of.
   */
  stayTaxes: [
    {
      country: "malaysia",
      label: "Tourism tax",
      kind: "per_room_night",
      currency: "MYR",
      amountMinorPerRoomNight: 1_000,
      // Tourism Tax Act 2017: charged to foreign guests; Malaysian citizens and permanent residents (MyPR) are exempt.
      exempt: "citizens_and_permanent_residents",
      enabled: true,
    },
  ] as readonly StayTaxRule[],
  /**
   * Travel insurance sold at checkout for our insurance partner (DOMAIN.md Channels and partners). The premium
   * is a share of the stay's price with a floor in US dollars, converted into the stay's currency with the
   * stored rates. A policy cancelled before the trip starts is refunded in full, after that nothing is.
   */
  travelInsurance: {
    premiumBasisPoints: 300,
    minimumPremium: { currency: "USD", amountMinor: 500 },
    /** Our share of each premium, kept as revenue; the rest is owed to the insurer. */
    commissionBasisPoints: 2000,
    refundBeforeStartPercent: 100,
    refundAfterStartPercent: 0,
    /** The first letters of a policy number (PS-2026-000123). */
    policyPrefix: "PS",
  },
  /** Airline partner points (DOMAIN.md): members earn points per US dollar of room revenue, credited at checkout. */
  airlinePoints: {
    pointsPerUsd: 1,
  },
} as const;

/** A literal type widened to its kind, so a version read from the database fits the constants' shape. */
type Widen<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends boolean
      ? boolean
      : T extends readonly (infer Item)[]
        ? readonly Widen<Item>[]
        : T extends object
          ? { readonly [K in keyof T]: Widen<T[K]> }
          : T;

/** The settings' shape; the stay taxes keep their own type, whose `kind` tells which amount a rule has. */
export type BusinessSettings = Omit<Widen<typeof BUSINESS_SETTINGS>, "stayTaxes"> & {
  readonly stayTaxes: readonly StayTaxRule[];
};

/**
 * One tax on a stay (DOMAIN.md Quote, "plus taxes"), charged on stays at properties in `country`:
 * - `per_room_night`: `amountMinorPerRoomNight` in `currency` for each night (a monthly stay's nights too; an
 *   hourly stay has none);
 * - `percent_of_room_revenue`: `basisPoints` of the stay lines (the room revenue after the host's discounts, before
 *   a promo code, which the platform funds), in any stay mode.
 * `exempt` says who does not pay it. `citizens_and_permanent_residents`: a guest who answers the checkout's
 * nationality question with the country itself, which its wording says is for its citizens and permanent residents
 * alike (Malaysia's law exempts both together). `none`: everyone pays, and the checkout does not ask.
 */
export type StayTaxRule = {
  /** The property's country. */
  country: CountryCode;
  /** The quote line's name, in English as every line is (price-line-words.ts says known ones in each language). */
  label: string;
  currency: string;
  exempt: StayTaxExemption;
  enabled: boolean;
} & (
  { kind: "per_room_night"; amountMinorPerRoomNight: number } | { kind: "percent_of_room_revenue"; basisPoints: number }
);

export const STAY_TAX_EXEMPTIONS = ["citizens_and_permanent_residents", "none"] as const;
export type StayTaxExemption = (typeof STAY_TAX_EXEMPTIONS)[number];
