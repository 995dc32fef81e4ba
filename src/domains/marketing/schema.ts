import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { bookings } from "@/domains/bookings/schema";
import { authUsers } from "@/server/db/identity-schema";
import { journalEntries } from "@/domains/ledger/schema";

/** Each user's referral code (their link is /signup/roomer?ref=CODE), made the first time they need it, never changed. */
export const referralCodes = pgTable(
  "referral_codes",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    code: text("code").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("referral_codes_code_format", sql`${t.code} ~ '^[A-Z0-9]{8}$'`)],
);

/**
 * A person who signed up with someone's link. One referrer per person (unique), and the reward is credited
 * once: `rewarded_at` and the journal entry come together (check), set by a conditional update that only a
 * referral without a reward matches.
 */
export const referrals = pgTable(
  "referrals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    referrerUserId: text("referrer_user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    referredUserId: text("referred_user_id")
      .notNull()
      .unique()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    signedUpAt: timestamp("signed_up_at", { withTimezone: true }).notNull().defaultNow(),
    /** The referred guest's first completed stay, and the reward it earned the referrer. */
    firstStayBookingId: uuid("first_stay_booking_id").references(() => bookings.id),
    firstStayCompletedAt: timestamp("first_stay_completed_at", { withTimezone: true }),
    rewardMinor: bigint("reward_minor", { mode: "number" }),
    rewardCurrency: text("reward_currency"),
    rewardEntryId: uuid("reward_entry_id")
      .unique()
      .references(() => journalEntries.id),
    rewardedAt: timestamp("rewarded_at", { withTimezone: true }),
  },
  (t) => [
    index("referrals_referrer_idx").on(t.referrerUserId, t.signedUpAt),
    check("referrals_not_self", sql`${t.referrerUserId} <> ${t.referredUserId}`),
    check(
      "referrals_reward_whole",
      sql`(${t.rewardedAt} is null and ${t.rewardEntryId} is null and ${t.rewardMinor} is null) or (${t.rewardedAt} is not null and ${t.rewardEntryId} is not null and ${t.rewardMinor} > 0 and ${t.rewardCurrency} is not null and ${t.firstStayBookingId} is not null)`,
    ),
  ],
);

/** Affiliate partners: a site or a person who sends visitors with ?aff=CODE and earns a commission on their bookings. */
export const affiliates = pgTable(
  "affiliates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    code: text("code").notNull().unique(),
    contactEmail: text("contact_email").notNull(),
    /** Frozen when the affiliate is created, from the settings' default, so a later change of the default is not retroactive. */
    commissionBasisPoints: integer("commission_basis_points").notNull(),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("affiliates_code_format", sql`${t.code} ~ '^[a-z0-9][a-z0-9-]{2,31}$'`),
    check("affiliates_commission_range", sql`${t.commissionBasisPoints} between 0 and 5000`),
  ],
);

/** One visit that arrived with ?aff=CODE. Nothing about the visitor is kept: the cookie holds this row's id. */
export const affiliateClicks = pgTable(
  "affiliate_clicks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    affiliateId: uuid("affiliate_id")
      .notNull()
      .references(() => affiliates.id),
    /** The public page the link pointed at (path only). */
    landingPath: text("landing_path").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("affiliate_clicks_affiliate_idx").on(t.affiliateId, t.at)],
);

/**
 * A booking made within the click's cookie lifetime. One per booking (unique); the commission is counted
 * only while the booking is a live, paid stay (confirmed, checked in or completed).
 */
export const affiliateConversions = pgTable(
  "affiliate_conversions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    affiliateId: uuid("affiliate_id")
      .notNull()
      .references(() => affiliates.id),
    clickId: uuid("click_id")
      .notNull()
      .references(() => affiliateClicks.id),
    bookingId: uuid("booking_id")
      .notNull()
      .unique()
      .references(() => bookings.id),
    /** The stay lines of the booking (room revenue), and the commission on it, in the booking's currency. */
    roomRevenueMinor: bigint("room_revenue_minor", { mode: "number" }).notNull(),
    commissionMinor: bigint("commission_minor", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    /** The month the commission falls in (the first day of the booking's month). */
    month: date("month").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("affiliate_conversions_month_idx").on(t.affiliateId, t.month),
    check(
      "affiliate_conversions_amounts",
      sql`${t.roomRevenueMinor} >= 0 and ${t.commissionMinor} >= 0 and ${t.commissionMinor} <= ${t.roomRevenueMinor}`,
    ),
    check("affiliate_conversions_month_start", sql`extract(day from ${t.month}) = 1`),
  ],
);

/** A month's commission paid to an affiliate, in one currency: once (unique), with what was paid and who recorded it. */
/** An affiliate's statement of a month and currency: draft (ours alone), approved (frozen), paid (posted). */
export const affiliatePayoutStatus = pgEnum("affiliate_payout_status", ["draft", "approved", "paid"]);

export const affiliatePayouts = pgTable(
  "affiliate_payouts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    affiliateId: uuid("affiliate_id")
      .notNull()
      .references(() => affiliates.id),
    month: date("month").notNull(),
    currency: text("currency").notNull(),
    amountMinor: bigint("amount_minor", { mode: "number" }).notNull(),
    status: affiliatePayoutStatus("status").notNull().default("draft"),
    createdBy: text("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    approvedBy: text("approved_by"),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    reference: text("reference"),
    paidBy: text("paid_by"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** Its journal entry (`affiliate_payout`); null on a payout not yet paid, or recorded before the ledger kept them. */
    entryId: uuid("entry_id"),
  },
  (t) => [
    unique("affiliate_payouts_once").on(t.affiliateId, t.month, t.currency),
    check("affiliate_payouts_positive", sql`${t.amountMinor} > 0`),
    check(
      "affiliate_payouts_paid",
      sql`(${t.status} = 'paid') = (${t.reference} is not null and ${t.paidAt} is not null)`,
    ),
    check("affiliate_payouts_approved", sql`${t.status} = 'draft' or ${t.approvedAt} is not null`),
  ],
);

/**
 * Referral credit a user may spend (DOMAIN.md Channels and partners, referrals): one grant per rewarded referral,
 * in the reward's currency, spendable until `expires_at` (the business settings' `referralCreditExpiryDays` after
 * it was granted). `remaining_minor` is what is left of it; the database keeps it between nothing and the grant
 * (check), so concurrent checkouts that each lock the row and take from it can never spend more than was granted.
 * The expiry job moves what is left to breakage once (`expired_at` and its journal entry come together, and an
 * expired grant has nothing left).
 */
export const referralCreditGrants = pgTable(
  "referral_credit_grants",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    referralId: uuid("referral_id")
      .notNull()
      .unique()
      .references(() => referrals.id, { onDelete: "cascade" }),
    currency: text("currency").notNull(),
    amountMinor: bigint("amount_minor", { mode: "number" }).notNull(),
    remainingMinor: bigint("remaining_minor", { mode: "number" }).notNull(),
    grantedAt: timestamp("granted_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** When the expiry job took what was left, how much that was, and its `referral_credit_expiry` entry. */
    expiredAt: timestamp("expired_at", { withTimezone: true }),
    expiredMinor: bigint("expired_minor", { mode: "number" }),
    expiryEntryId: uuid("expiry_entry_id").references(() => journalEntries.id),
  },
  (t) => [
    index("referral_credit_grants_user_idx").on(t.userId, t.expiresAt),
    index("referral_credit_grants_expiry_idx")
      .on(t.expiresAt)
      .where(sql`${t.expiredAt} is null`),
    check("referral_credit_grants_amount_positive", sql`${t.amountMinor} > 0`),
    check(
      "referral_credit_grants_remaining_range",
      sql`${t.remainingMinor} >= 0 and ${t.remainingMinor} <= ${t.amountMinor}`,
    ),
    check("referral_credit_grants_currency_iso", sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check("referral_credit_grants_expires_after_grant", sql`${t.expiresAt} > ${t.grantedAt}`),
    check(
      "referral_credit_grants_expired_whole",
      sql`(${t.expiredAt} is null and ${t.expiredMinor} is null) or (${t.expiredAt} is not null and ${t.expiredMinor} >= 0 and ${t.remainingMinor} = 0)`,
    ),
  ],
);

/**
 * Where a use of credit stands: taken for a held booking (`held`), paid into its sale (`spent`), given back
 * because the booking ended unsold (`released`), or given back, in part or whole, by a cancellation (`returned`).
 */
export const referralCreditUseState = pgEnum("referral_credit_use_state", ["held", "spent", "released", "returned"]);

/**
 * Credit of one grant applied to one booking, in the grant's currency and in the booking's (converted with the
 * stored rates at checkout; `rate` is how many booking units one grant unit was). Once per grant and booking.
 */
export const referralCreditUses = pgTable(
  "referral_credit_uses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    grantId: uuid("grant_id")
      .notNull()
      .references(() => referralCreditGrants.id, { onDelete: "cascade" }),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id),
    userId: text("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    amountMinor: bigint("amount_minor", { mode: "number" }).notNull(),
    bookingCurrency: text("booking_currency").notNull(),
    bookingAmountMinor: bigint("booking_amount_minor", { mode: "number" }).notNull(),
    rate: text("rate").notNull(),
    state: referralCreditUseState("state").notNull().default("held"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The sale's `referral_credit_spend` entry in the grant's currency (the booking's currency has its own). */
    spendEntryId: uuid("spend_entry_id").references(() => journalEntries.id),
    /** A cancellation: what went back to the grant, and what did not because the grant had expired meanwhile. */
    returnedMinor: bigint("returned_minor", { mode: "number" }).notNull().default(0),
    forfeitedMinor: bigint("forfeited_minor", { mode: "number" }).notNull().default(0),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (t) => [
    unique("referral_credit_uses_once").on(t.grantId, t.bookingId),
    index("referral_credit_uses_booking_idx").on(t.bookingId),
    index("referral_credit_uses_user_idx").on(t.userId, t.createdAt),
    check("referral_credit_uses_amounts_positive", sql`${t.amountMinor} > 0 and ${t.bookingAmountMinor} > 0`),
    check(
      "referral_credit_uses_returned_range",
      sql`${t.returnedMinor} >= 0 and ${t.forfeitedMinor} >= 0 and ${t.returnedMinor} + ${t.forfeitedMinor} <= ${t.amountMinor}`,
    ),
    check("referral_credit_uses_spent_entry", sql`${t.state} in ('held', 'released') or ${t.spendEntryId} is not null`),
  ],
);
