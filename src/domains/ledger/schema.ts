import { sql } from "drizzle-orm";
import { bigint, bigserial, check, index, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { organisations } from "@/server/db/identity-schema";

export const journalEntryKind = pgEnum("journal_entry_kind", [
  "payment",
  "booking_sale",
  "refund",
  "payout",
  "opex",
  "general",
  "distribution",
  "adjustment",
  "referral_reward",
  "insurance_sale",
  "insurance_refund",
  // Add-ons: a sale pays one supplier (cash, its payable, our commission); a refund reverses it.
  "addon_sale",
  "addon_refund",
  // StayInvest: a micro-investor's purchase of units, and a holder's part of a monthly distribution.
  "investment",
  "investor_distribution",
  // Monthly rentals: a tenant's deposit given back at move-out, with what was kept for the owner itemised.
  "deposit_return",
  // Marketing: a month's commission paid to an affiliate partner.
  "affiliate_payout",
  // StayInvest: distributions paid out to a holder (an investor payout marked paid).
  "investor_payout",
  // Referral credit: spent on a sale (the liability pays part of the guest's price), given back by a
  // cancellation, and what was left of a grant at its expiry moved to breakage income.
  "referral_credit_spend",
  "referral_credit_return",
  "referral_credit_expiry",
]);

/**
 * One money event (DOMAIN.md Money). Append-only: a trigger refuses updates and deletes; a mistake is
 * corrected by another entry. Its lines balance per currency, checked by a deferred constraint trigger at
 * commit (ledger/sql/journal.sql).
 */
export const journalEntries = pgTable(
  "journal_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: journalEntryKind("kind").notNull(),
    /** What caused it, when it has a source in our tables. */
    bookingId: uuid("booking_id"),
    paymentId: uuid("payment_id"),
    memo: text("memo").notNull().default(""),
    createdBy: text("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /*
     * The entry's figures (`entryFigures` in post.ts), written with it and checked against its lines at
     * commit, so that the transactions list and its totals read entries, not millions of lines.
     */
    propertyId: uuid("property_id"),
    organisationId: uuid("organisation_id").references(() => organisations.id),
    currency: text("currency").notNull(),
    grossMinor: bigint("gross_minor", { mode: "number" }).notNull(),
    cashMinor: bigint("cash_minor", { mode: "number" }).notNull(),
    supplierMinor: bigint("supplier_minor", { mode: "number" }).notNull(),
    platformMinor: bigint("platform_minor", { mode: "number" }).notNull(),
    commissionMinor: bigint("commission_minor", { mode: "number" }).notNull(),
    managementFeeMinor: bigint("management_fee_minor", { mode: "number" }).notNull(),
  },
  (t) => [
    index("journal_entries_booking_idx").on(t.bookingId),
    index("journal_entries_created_idx").on(t.createdAt),
    index("journal_entries_organisation_idx").on(t.organisationId, t.createdAt),
    index("journal_entries_property_idx").on(t.propertyId, t.createdAt),
    index("journal_entries_currency_idx").on(t.currency, t.createdAt),
    // A supplier's currencies, one probe each (accounts/transactions.ts, the filters' choices): without it the
    // probe for a currency the supplier lacks read every entry of the currencies after it.
    index("journal_entries_organisation_currency_idx").on(t.organisationId, t.currency),
    // A payment's `payment` entry, found by the trigger that allows one per payment (ledger/sql/journal.sql).
    index("journal_entries_payment_idx")
      .on(t.paymentId)
      .where(sql`${t.kind} = 'payment'`),
  ],
);

/**
 * A line of an entry: a signed amount in minor units (debit positive, credit negative) on an account,
 * with the organisation and property it concerns when it has one (a supplier's payable, a property's revenue).
 */
export const journalLines = pgTable(
  "journal_lines",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    entryId: uuid("entry_id")
      .notNull()
      .references(() => journalEntries.id),
    account: text("account").notNull(),
    organisationId: uuid("organisation_id").references(() => organisations.id),
    propertyId: uuid("property_id"),
    currency: text("currency").notNull(),
    amountMinor: bigint("amount_minor", { mode: "number" }).notNull(),
  },
  (t) => [
    index("journal_lines_entry_idx").on(t.entryId),
    index("journal_lines_account_idx").on(t.account, t.organisationId, t.currency),
    index("journal_lines_property_idx").on(t.propertyId),
    check("journal_lines_not_zero", sql`${t.amountMinor} <> 0`),
    check("journal_lines_currency_iso", sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);
