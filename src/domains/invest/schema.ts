import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { properties } from "@/domains/catalogue/schema";
import { authUsers } from "@/server/db/identity-schema";
import { journalEntries } from "@/domains/ledger/schema";

/*
 * StayInvest (DOMAIN.md): offerings of units in a property's monthly net operating income, the units
 * micro-investors buy (subscriptions; a holder's holding is the sum of their paid subscriptions) and the
 * monthly distributions paid to holders through the ledger.
 */

export const offeringStatus = pgEnum("invest_offering_status", ["draft", "open", "funded", "closed"]);

/**
 * An offering. `units_sold` counts the units of paid subscriptions and of purchases still being paid (a
 * purchase reserves its units before the card is charged and gives them back when the card fails), so the
 * check `units_sold <= units_issued` is what makes overselling impossible: two buyers of the last unit
 * update the same row one after the other, and the second update violates the check.
 */
export const investOfferings = pgTable(
  "invest_offerings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id),
    /** The property's currency when the offering was made; units are priced and distributions paid in it. */
    currency: text("currency").notNull(),
    unitsIssued: integer("units_issued").notNull(),
    unitsSold: integer("units_sold").notNull().default(0),
    unitPriceMinor: bigint("unit_price_minor", { mode: "number" }).notNull(),
    /** The investors' share of the property's monthly net operating income, in basis points (5,000 = 50%). */
    investorShareBasisPoints: integer("investor_share_basis_points").notNull(),
    status: offeringStatus("status").notNull().default("draft"),
    summary: text("summary").notNull().default(""),
    /** Who did it (a user id), kept as text like the journal's: people come and go, the record stays. */
    createdBy: text("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    openedAt: timestamp("opened_at", { withTimezone: true }),
    fundedAt: timestamp("funded_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (t) => [
    index("invest_offerings_property_idx").on(t.propertyId),
    // One offering at a time per property: another can be made once the last one is closed.
    uniqueIndex("invest_offerings_one_live_per_property")
      .on(t.propertyId)
      .where(sql`status <> 'closed'`),
    index("invest_offerings_status_idx").on(t.status),
    check("invest_offerings_units_issued", sql`${t.unitsIssued} > 0`),
    check("invest_offerings_no_oversell", sql`${t.unitsSold} >= 0 and ${t.unitsSold} <= ${t.unitsIssued}`),
    check("invest_offerings_unit_price", sql`${t.unitPriceMinor} > 0`),
    check("invest_offerings_share", sql`${t.investorShareBasisPoints} between 1 and 10000`),
    check("invest_offerings_currency_iso", sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);

export const subscriptionStatus = pgEnum("invest_subscription_status", ["pending", "paid", "failed"]);

/**
 * One purchase of units by a micro-investor. Paid by card through the payment provider interface directly
 * (the provider's reference is kept here), not through the bookings' `payments` table, which belongs to
 * bookings. Pending while the card is charged; paid rows are the holdings.
 */
export const investSubscriptions = pgTable(
  "invest_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    offeringId: uuid("offering_id")
      .notNull()
      .references(() => investOfferings.id),
    userId: text("user_id")
      .notNull()
      .references(() => authUsers.id),
    units: integer("units").notNull(),
    unitPriceMinor: bigint("unit_price_minor", { mode: "number" }).notNull(),
    /** units × unit price, what the card is charged. */
    amountMinor: bigint("amount_minor", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    status: subscriptionStatus("status").notNull().default("pending"),
    provider: text("provider").notNull().default("test_card"),
    /** Our key at the provider: a retried purchase never charges twice. */
    idempotencyKey: text("idempotency_key").notNull(),
    providerReference: text("provider_reference"),
    cardLast4: text("card_last4"),
    failureMessage: text("failure_message"),
    /** The `investment` journal entry of the paid purchase. */
    entryId: uuid("entry_id").references(() => journalEntries.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("invest_subscriptions_idempotency_idx").on(t.idempotencyKey),
    index("invest_subscriptions_offering_idx").on(t.offeringId, t.status),
    index("invest_subscriptions_user_idx").on(t.userId, t.status),
    check("invest_subscriptions_units", sql`${t.units} > 0`),
    check("invest_subscriptions_amount", sql`${t.amountMinor} = ${t.units} * ${t.unitPriceMinor}`),
    check(
      "invest_subscriptions_paid",
      sql`(${t.status} = 'paid') = (${t.paidAt} is not null and ${t.entryId} is not null)`,
    ),
  ],
);

/**
 * A month's distribution of an offering: one per offering and month (unique index), so running a month
 * twice is refused by the database. A month whose net operating income is zero or negative is recorded with
 * nothing distributed, so it too is run once.
 */
export const investDistributions = pgTable(
  "invest_distributions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    offeringId: uuid("offering_id")
      .notNull()
      .references(() => investOfferings.id),
    /** `YYYY-MM`, a UTC month as the income statement counts it. */
    month: text("month").notNull(),
    currency: text("currency").notNull(),
    /** The property's net operating income of the month, from the income statement. */
    netIncomeMinor: bigint("net_income_minor", { mode: "number" }).notNull(),
    investorShareBasisPoints: integer("investor_share_basis_points").notNull(),
    unitsIssued: integer("units_issued").notNull(),
    unitsHeld: integer("units_held").notNull(),
    /** What the holders received in total (the sum of the payments). */
    distributedMinor: bigint("distributed_minor", { mode: "number" }).notNull(),
    /** Who did it (a user id), kept as text like the journal's: people come and go, the record stays. */
    createdBy: text("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("invest_distributions_offering_month_idx").on(t.offeringId, t.month),
    check("invest_distributions_month", sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check("invest_distributions_distributed", sql`${t.distributedMinor} >= 0`),
  ],
);

export const investorPayoutStatus = pgEnum("investor_payout_status", ["draft", "approved", "paid"]);

/**
 * What a micro-investor is paid of their distributions (DOMAIN.md StayInvest, Money), the way a supplier's
 * settlement is: a statement of the distribution payments it gathers (a draft, made again at will or deleted),
 * approved by finance, then marked paid with the bank's reference, which posts its `investor_payout` journal
 * entries (one per property, as every entry concerns one: investor_payable debit, cash:bank credit). A distribution payment is gathered by at most
 * one payout (the primary key of `investor_payout_items`), and a holder has at most one payout open (draft or
 * approved) per currency, so two runs at once cannot gather the same money twice. Once approved, a payout and its
 * items are frozen (invest/sql/stayinvest.sql).
 */
export const investorPayouts = pgTable(
  "investor_payouts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => authUsers.id),
    currency: text("currency").notNull(),
    /** The last distribution month it gathers (`YYYY-MM`): every unpaid payment of that month and before. */
    throughMonth: text("through_month").notNull(),
    amountMinor: bigint("amount_minor", { mode: "number" }).notNull(),
    status: investorPayoutStatus("status").notNull().default("draft"),
    /** The bank transfer's reference, given when it is marked paid. */
    reference: text("reference"),
    createdBy: text("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    approvedBy: text("approved_by"),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    paidBy: text("paid_by"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (t) => [
    index("investor_payouts_user_idx").on(t.userId, t.createdAt),
    uniqueIndex("investor_payouts_one_open_idx")
      .on(t.userId, t.currency)
      .where(sql`${t.status} in ('draft', 'approved')`),
    check("investor_payouts_month", sql`${t.throughMonth} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check("investor_payouts_amount", sql`${t.amountMinor} > 0`),
    check(
      "investor_payouts_paid",
      sql`(${t.status} = 'paid') = (${t.reference} is not null and ${t.paidAt} is not null)`,
    ),
    check("investor_payouts_approved", sql`${t.status} = 'draft' or ${t.approvedAt} is not null`),
  ],
);

/** A holder's part of a distribution and its `investor_distribution` journal entry. */
export const investDistributionPayments = pgTable(
  "invest_distribution_payments",
  {
    distributionId: uuid("distribution_id")
      .notNull()
      .references(() => investDistributions.id),
    userId: text("user_id")
      .notNull()
      .references(() => authUsers.id),
    units: integer("units").notNull(),
    amountMinor: bigint("amount_minor", { mode: "number" }).notNull(),
    entryId: uuid("entry_id").references(() => journalEntries.id),
  },
  (t) => [
    primaryKey({ columns: [t.distributionId, t.userId] }),
    index("invest_distribution_payments_user_idx").on(t.userId),
    check("invest_distribution_payments_amount", sql`${t.amountMinor} >= 0`),
    check("invest_distribution_payments_entry", sql`(${t.amountMinor} > 0) = (${t.entryId} is not null)`),
  ],
);

/**
 * A micro-investor's bank account for distributions, encrypted at rest (AES-256-GCM, `bank-details.ts`):
 * `ciphertext` holds the holder's name and account number; only the bank's name and the account number's
 * last four digits are kept in clear, for the masked display.
 */
export const investorBankDetails = pgTable("investor_bank_details", {
  userId: text("user_id")
    .primaryKey()
    .references(() => authUsers.id),
  bankName: text("bank_name").notNull(),
  accountLast4: text("account_last4").notNull(),
  /** `v1:` + base64 of IV (12 bytes) ‖ auth tag (16 bytes) ‖ ciphertext, bound to the user id as associated data. */
  ciphertext: text("ciphertext").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A distribution payment gathered by a payout: each payment at most once (the primary key). */
export const investorPayoutItems = pgTable(
  "investor_payout_items",
  {
    payoutId: uuid("payout_id")
      .notNull()
      .references(() => investorPayouts.id, { onDelete: "cascade" }),
    distributionId: uuid("distribution_id").notNull(),
    userId: text("user_id").notNull(),
    amountMinor: bigint("amount_minor", { mode: "number" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.distributionId, t.userId] }),
    index("investor_payout_items_payout_idx").on(t.payoutId),
    foreignKey({
      columns: [t.distributionId, t.userId],
      foreignColumns: [investDistributionPayments.distributionId, investDistributionPayments.userId],
    }),
    check("investor_payout_items_amount", sql`${t.amountMinor} > 0`),
  ],
);

/** The journal entries of a paid payout: one per property it pays for (the primary key keeps it one). */
export const investorPayoutEntries = pgTable(
  "investor_payout_entries",
  {
    payoutId: uuid("payout_id")
      .notNull()
      .references(() => investorPayouts.id),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id),
    entryId: uuid("entry_id")
      .notNull()
      .references(() => journalEntries.id),
  },
  (t) => [
    primaryKey({ columns: [t.payoutId, t.propertyId] }),
    uniqueIndex("investor_payout_entries_entry_idx").on(t.entryId),
  ],
);
