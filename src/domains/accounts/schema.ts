import { bigint, bigserial, check, date, index, integer, jsonb, numeric, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { authUsers, organisations } from "@/domains/identity/schema";
import { properties } from "@/domains/catalogue/schema";
import { journalEntries } from "@/domains/ledger/schema";

/**
 * Investors' stakes in properties (SPEC.md §6: investors see insights, the summary and the statement of
 * accounts "of their properties"). Staff record them; micro-investors' units of StayInvest offerings are
 * another thing (issue 10).
 */
export const propertyInvestors = pgTable(
  "property_investors",
  {
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id),
    userId: text("user_id")
      .notNull()
      .references(() => authUsers.id),
    /** The investor's share of the property in basis points (10,000 = all of it). */
    shareBasisPoints: integer("share_basis_points").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.userId] }),
    index("property_investors_user_idx").on(t.userId),
    check("property_investors_share", sql`${t.shareBasisPoints} between 1 and 10000`),
  ],
);

// ---------------------------------------------------------------------------------------------------------
// Books (issue 8): operating expenses and general payments. Their money is in the journal (`opex` and `general`
// entries); these rows say what each entry was for (category, receipt, counterparty) and keep the history.
// ---------------------------------------------------------------------------------------------------------

export const opexCategory = pgEnum("opex_category", ["cleaning", "utilities", "repairs", "supplies", "fees", "other"]);

/**
 * An expense of a property that we paid and charge to its owner (DOMAIN.md Money, opex). Its current values;
 * every change is an `opex_revisions` row and its money is in the `opex` journal entries of `opex_postings`.
 * A voided expense stays, marked, with its reversal entry.
 */
export const opexExpenses = pgTable(
  "opex_expenses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id),
    /** The organisation charged: the property's owner when the expense was recorded. */
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    category: opexCategory("category").notNull(),
    incurredOn: date("incurred_on", { mode: "string" }).notNull(),
    /** Always the property's currency (checked here and by a trigger). */
    currency: text("currency").notNull(),
    amountMinor: bigint("amount_minor", { mode: "number" }).notNull(),
    note: text("note").notNull().default(""),
    /** The receipt in storage (`receipts/opex/…`), its original name and its content type. */
    receiptKey: text("receipt_key"),
    receiptName: text("receipt_name"),
    receiptType: text("receipt_type"),
    createdBy: text("created_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    voidedBy: text("voided_by"),
  },
  (t) => [
    index("opex_expenses_property_idx").on(t.propertyId, t.incurredOn),
    index("opex_expenses_organisation_idx").on(t.organisationId, t.incurredOn),
    index("opex_expenses_incurred_idx").on(t.incurredOn),
    check("opex_expenses_amount_positive", sql`${t.amountMinor} > 0`),
    check("opex_expenses_currency_iso", sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check("opex_expenses_voided_by", sql`(${t.voidedAt} is null) = (${t.voidedBy} is null)`),
    check("opex_expenses_receipt", sql`(${t.receiptKey} is null) = (${t.receiptType} is null)`),
  ],
);

export const opexRevisionAction = pgEnum("opex_revision_action", ["recorded", "edited", "voided"]);

/** The history of an expense: who did what when, the fields from → to. Append-only (a trigger). */
export const opexRevisions = pgTable(
  "opex_revisions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    expenseId: uuid("expense_id")
      .notNull()
      .references(() => opexExpenses.id),
    action: opexRevisionAction("action").notNull(),
    changes: jsonb("changes").$type<Record<string, { from: unknown; to: unknown }>>().notNull().default({}),
    byUserId: text("by_user_id").notNull(),
    byName: text("by_name").notNull().default(""),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("opex_revisions_expense_idx").on(t.expenseId, t.at)],
);

/**
 * Which expense (and which of its revisions) each `opex` journal entry belongs to, with the category it was
 * posted under, so statements read opex by category from the journal. Append-only (a trigger).
 */
export const opexPostings = pgTable(
  "opex_postings",
  {
    entryId: uuid("entry_id")
      .primaryKey()
      .references(() => journalEntries.id),
    expenseId: uuid("expense_id")
      .notNull()
      .references(() => opexExpenses.id),
    revisionId: bigint("revision_id", { mode: "number" })
      .notNull()
      .references(() => opexRevisions.id),
    category: opexCategory("category").notNull(),
  },
  (t) => [index("opex_postings_expense_idx").on(t.expenseId)],
);

export const generalPaymentDirection = pgEnum("general_payment_direction", ["in", "out"]);

/**
 * Money in or out that is not a booking's (DOMAIN.md Money, general payments), with its `general` journal
 * entry. Append-only (a trigger): a mistake is reversed, never edited.
 */
export const generalPayments = pgTable(
  "general_payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    direction: generalPaymentDirection("direction").notNull(),
    /** The account the bank's money moves against (ledger/accounts.ts). */
    counterAccount: text("counter_account").notNull(),
    amountMinor: bigint("amount_minor", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    paidOn: date("paid_on", { mode: "string" }).notNull(),
    counterparty: text("counterparty").notNull(),
    reference: text("reference").notNull().default(""),
    note: text("note").notNull().default(""),
    entryId: uuid("entry_id")
      .notNull()
      .unique()
      .references(() => journalEntries.id),
    createdBy: text("created_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("general_payments_paid_idx").on(t.paidOn),
    check("general_payments_amount_positive", sql`${t.amountMinor} > 0`),
    check("general_payments_currency_iso", sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check("general_payments_counter_account", sql`${t.counterAccount} in ('deposits_held', 'expense:general', 'revenue:other')`),
  ],
);

/**
 * The reversal of a general payment: its opposite entry. The payment is the primary key, so the database
 * itself refuses a second reversal of one payment. Append-only (a trigger).
 */
export const generalPaymentReversals = pgTable("general_payment_reversals", {
  paymentId: uuid("payment_id")
    .primaryKey()
    .references(() => generalPayments.id),
  entryId: uuid("entry_id")
    .notNull()
    .unique()
    .references(() => journalEntries.id),
  reason: text("reason").notNull().default(""),
  reversedBy: text("reversed_by").notNull(),
  reversedAt: timestamp("reversed_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The insights' sums per property and month (DOMAIN.md Insights), kept by the database itself: a trigger on
 * bookings (drizzle/0015) takes a booking's old contribution away and adds its new one in the transaction
 * that inserts, changes or deletes it, so every write path (checkout, status changes, seeds) keeps it exact
 * and the insights never re-read two years of bookings. Nights and room revenue go to the months the nights
 * fall in; bookings, stay length, lead time and cancellations to the month of arrival. Available nights
 * are not here: they come from units and the rate calendar at read time.
 */
export const propertyMonthFigures = pgTable(
  "property_month_figures",
  {
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    /** The first day of the month. */
    month: date("month").notNull(),
    bookedNights: integer("booked_nights").notNull().default(0),
    /** Exact: a stay's room revenue times its nights in the month over its nights (numeric, rounded on display). */
    roomRevenue: numeric("room_revenue").notNull().default("0"),
    bookings: integer("bookings").notNull().default(0),
    stayNights: integer("stay_nights").notNull().default(0),
    leadDays: integer("lead_days").notNull().default(0),
    cancelled: integer("cancelled").notNull().default(0),
    decided: integer("decided").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.month] }), index("property_month_figures_month_idx").on(t.month)],
);

