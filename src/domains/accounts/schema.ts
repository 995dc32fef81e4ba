import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { authUsers, organisations } from "@/server/db/identity-schema";
import { journalEntries, journalEntryKind } from "@/domains/ledger/schema";
import { properties } from "@/domains/catalogue/schema";

/**
 * Investors' stakes in properties (SPEC.md §6: investors see insights, the summary and the statement of
 * accounts "of their properties"). Staff record them; micro-investors' units of StayInvest offerings are
 * another thing.
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
// Books: operating expenses and general payments. Their money is in the journal (`opex` and `general`
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
    // The list's order (newest date first, then newest recorded): its first page is the index's first 50 entries,
    // not a sort of a year's expenses (330,000 at 10,000 properties). Its date prefix serves the period filters.
    index("opex_expenses_newest_idx").on(t.incurredOn.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id),
    check("opex_expenses_amount_positive", sql`${t.amountMinor} > 0`),
    check("opex_expenses_currency_iso", sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check("opex_expenses_voided_by", sql`(${t.voidedAt} is null) = (${t.voidedBy} is null)`),
    check("opex_expenses_receipt", sql`(${t.receiptKey} is null) = (${t.receiptType} is null)`),
  ],
);

/**
 * Expenses summed per organisation charged, month incurred, currency and category: the totals and the count of
 * /dashboard/opex read these rows (16,500 a year in the bench's 10,000-property set) instead of the year's expenses
 * (330,000) when no property is picked. Kept by statement triggers on `opex_expenses` in the transaction of every
 * write (accounts/sql/opex-month-totals.sql); `rebuild_opex_month_totals()` computes them from the expenses.
 */
export const opexMonthTotals = pgTable(
  "opex_month_totals",
  {
    organisationId: uuid("organisation_id").notNull(),
    /** The first day of the month of the date incurred (a calendar date: no time zone). */
    month: date("month", { mode: "string" }).notNull(),
    currency: text("currency").notNull(),
    category: opexCategory("category").notNull(),
    /** Every expense, voided ones too: the list's count. */
    expenses: integer("expenses").notNull().default(0),
    /** The expenses not voided, and their amounts: the totals by category. */
    liveExpenses: integer("live_expenses").notNull().default(0),
    liveAmountMinor: bigint("live_amount_minor", { mode: "number" }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.organisationId, t.month, t.currency, t.category] }),
    index("opex_month_totals_month_idx").on(t.month),
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
    check(
      "general_payments_counter_account",
      sql`${t.counterAccount} in ('deposits_held', 'expense:general', 'revenue:other')`,
    ),
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
 * The insights' sums per property and month (DOMAIN.md Insights), kept by the database itself: a trigger on bookings
 * (accounts/sql/property-month-figures.sql) takes a booking's old contribution away and adds its new one in the
 * transaction that inserts, changes or deletes it, so every write path (checkout, status changes, seeds) keeps it exact
 * and the insights never re-read two years of bookings. Nights and room revenue go to the months the nights fall in;
 * bookings, stay length, lead time and cancellations to the month of arrival. Available nights are not here: they come
 * from units and the rate calendar at read time.
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

/**
 * The booked nights and room revenue of `property_month_figures` as running sums through each night of the month:
 * element d of each array is the sum over the month's nights 1 to d (1-based, as PostgreSQL's arrays are), the days a
 * month lacks repeating its total (31 elements always). Kept by the same trigger on bookings, in the same transaction
 * (accounts/sql/property-month-figures.sql), so that the insights "as of a day" split its month at that day from two
 * elements of one row per property (the nights before it, and the rest: the nights ahead) instead of reading every
 * booking ahead with its price lines (the months after it are whole in `property_month_figures`). A stay's room
 * revenue is spread evenly over its nights (its stay lines over its nights, per night, numeric), so a month's total is
 * `property_month_figures`' to within the division's last digits.
 */
export const propertyMonthNights = pgTable(
  "property_month_nights",
  {
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    /** The first day of the month. */
    month: date("month").notNull(),
    /** Through each night of the month: the nights of sold stays so far. */
    bookedThroughNight: integer("booked_through_night").array().notNull(),
    /** Through each night of the month: those nights' room revenue. */
    roomRevenueThroughNight: numeric("room_revenue_through_night").array().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.month] }),
    // The insights read one month (`asOf`'s) of many properties.
    index("property_month_nights_month_idx").on(t.month),
    check(
      "property_month_nights_days",
      sql`cardinality(${t.bookedThroughNight}) = 31 and cardinality(${t.roomRevenueThroughNight}) = 31`,
    ),
  ],
);

/**
 * The journal entries' figures summed per property, UTC month, kind, currency and opex category, kept by the database
 * itself (accounts/sql/month-figures.sql): journal entries are append-only, so a trigger adds each new entry of a
 * property to its month, and one on `opex_postings` moves an opex entry's figures to its category (the posting is
 * written right after its entry, in the same transaction). The statement of accounts and the management fees read whole
 * months from here instead of a year of entries; `statementSums` is proven equal to the entries themselves by its
 * integration test.
 */
export const entryMonthFigures = pgTable(
  "entry_month_figures",
  {
    propertyId: uuid("property_id").notNull(),
    /** The first day of the entry's month in UTC. */
    month: date("month").notNull(),
    kind: journalEntryKind("kind").notNull(),
    currency: text("currency").notNull(),
    /** The opex category of `opex` entries, '' for every other kind (a primary key column cannot be null). */
    category: text("category").notNull().default(""),
    entries: integer("entries").notNull().default(0),
    grossMinor: bigint("gross_minor", { mode: "number" }).notNull().default(0),
    cashMinor: bigint("cash_minor", { mode: "number" }).notNull().default(0),
    supplierMinor: bigint("supplier_minor", { mode: "number" }).notNull().default(0),
    platformMinor: bigint("platform_minor", { mode: "number" }).notNull().default(0),
    commissionMinor: bigint("commission_minor", { mode: "number" }).notNull().default(0),
    managementFeeMinor: bigint("management_fee_minor", { mode: "number" }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.month, t.kind, t.currency, t.category] }),
    index("entry_month_figures_month_idx").on(t.month),
  ],
);

// Settlements and invoices. Their rules in accounts/sql/settlements-invoices.sql: an
// approved or paid settlement is frozen (only approved → paid with its reference may change it), items change
// only while their settlement is a draft, invoices are never deleted and change only from issued to void.
// ---------------------------------------------------------------------------------------------------------

export const settlementStatus = pgEnum("settlement_status", ["draft", "approved", "paid"]);

/**
 * A payout statement: what one supplier (organisation) is owed in one currency for one month (DOMAIN.md
 * Money). Its figures are sums of its items' journal lines; `net_minor` is minus the sum of those entries'
 * supplier_payable lines for the organisation, so paying it clears exactly that payable.
 */
export const settlements = pgTable(
  "settlements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** `ST-2026-10-3F2A9C1B-MYR`: the period, the organisation's code and the currency. */
    number: text("number").notNull().unique(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    currency: text("currency").notNull(),
    /** The month: its first and last day (UTC); stays that checked out by `periodEnd` belong to it. */
    periodStart: date("period_start").notNull(),
    periodEnd: date("period_end").notNull(),
    status: settlementStatus("status").notNull().default("draft"),
    /** Stays and cleaning sold (sales' supplier share plus our fee on them). */
    grossMinor: bigint("gross_minor", { mode: "number" }).notNull(),
    /** Our fees net of those refunded: commission (unmanaged properties) and management fee (managed). */
    commissionMinor: bigint("commission_minor", { mode: "number" }).notNull(),
    managementFeeMinor: bigint("management_fee_minor", { mode: "number" }).notNull(),
    /** Stays and cleaning paid back to guests (the refunded supplier share plus the refunded fee). */
    refundsMinor: bigint("refunds_minor", { mode: "number" }).notNull(),
    /** Property expenses paid by us and charged to the owner. */
    opexMinor: bigint("opex_minor", { mode: "number" }).notNull(),
    netMinor: bigint("net_minor", { mode: "number" }).notNull(),
    createdBy: text("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    approvedBy: text("approved_by"),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    paidBy: text("paid_by"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    paymentReference: text("payment_reference"),
    payoutEntryId: uuid("payout_entry_id").references(() => journalEntries.id),
  },
  (t) => [
    uniqueIndex("settlements_organisation_period_currency").on(t.organisationId, t.periodStart, t.currency),
    index("settlements_period_idx").on(t.periodStart),
    check("settlements_currency_iso", sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check(
      "settlements_period_month",
      sql`${t.periodStart} = date_trunc('month', ${t.periodStart})::date and ${t.periodEnd} = (${t.periodStart} + interval '1 month' - interval '1 day')::date`,
    ),
    check(
      "settlements_figures",
      sql`${t.netMinor} = ${t.grossMinor} - ${t.refundsMinor} - ${t.commissionMinor} - ${t.managementFeeMinor} - ${t.opexMinor}`,
    ),
    check("settlements_net_positive", sql`${t.netMinor} > 0`),
    check("settlements_approved", sql`${t.status} = 'draft' or ${t.approvedAt} is not null`),
    check(
      "settlements_paid",
      sql`${t.status} <> 'paid' or (${t.paidAt} is not null and ${t.paymentReference} is not null and length(trim(${t.paymentReference})) > 0 and ${t.payoutEntryId} is not null)`,
    ),
  ],
);

/** One journal entry cleared by a settlement; an entry is settled at most once (the unique entry). */
export const settlementItems = pgTable(
  "settlement_items",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    settlementId: uuid("settlement_id")
      .notNull()
      .references(() => settlements.id, { onDelete: "cascade" }),
    entryId: uuid("entry_id")
      .notNull()
      .references(() => journalEntries.id),
    kind: journalEntryKind("kind").notNull(),
    bookingId: uuid("booking_id"),
    propertyId: uuid("property_id"),
    /** The entry's date, and the stay's check-out for a booking's entries (what put it in the period). */
    entryAt: timestamp("entry_at", { withTimezone: true }).notNull(),
    grossMinor: bigint("gross_minor", { mode: "number" }).notNull(),
    commissionMinor: bigint("commission_minor", { mode: "number" }).notNull(),
    managementFeeMinor: bigint("management_fee_minor", { mode: "number" }).notNull(),
    refundsMinor: bigint("refunds_minor", { mode: "number" }).notNull(),
    opexMinor: bigint("opex_minor", { mode: "number" }).notNull(),
    /** Minus the entry's supplier_payable lines for the organisation. */
    payableMinor: bigint("payable_minor", { mode: "number" }).notNull(),
  },
  (t) => [
    uniqueIndex("settlement_items_entry_unique").on(t.entryId),
    index("settlement_items_settlement_idx").on(t.settlementId),
    index("settlement_items_booking_idx").on(t.bookingId),
  ],
);

/**
 * The queue of entries a settlement run may settle: every journal entry of a settled kind with a supplier
 * organisation that no settlement item holds. Kept by statement triggers (accounts/sql/unsettled-entries.sql): an
 * entry joins it when it is written and leaves it when a draft takes it, and comes back when the draft's item is
 * deleted. A month's run reads this queue (tens of thousands of rows, the stays still ahead and what was carried)
 * instead of every entry ever written, so it costs the same in the tenth year as in the first. The guard against
 * settling an entry twice stays the unique entry of `settlement_items`; `rebuild_unsettled_entries()` recomputes
 * the queue and `unsettled-entries.int.test.ts` compares the two.
 */
export const unsettledEntries = pgTable(
  "unsettled_entries",
  {
    entryId: uuid("entry_id")
      .primaryKey()
      .references(() => journalEntries.id),
    /** The entry's date: every due entry was written before the month's end, the run's range. */
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    /*
     * What the run reads of the entry, copied from it (entries are append-only, so the copy never goes stale):
     * the run reads the queue alone, never the journal, whatever the planner thinks of the two tables' sizes.
     */
    kind: journalEntryKind("kind").notNull(),
    bookingId: uuid("booking_id"),
    paymentId: uuid("payment_id"),
    propertyId: uuid("property_id"),
    organisationId: uuid("organisation_id").notNull(),
    currency: text("currency").notNull(),
    supplierMinor: bigint("supplier_minor", { mode: "number" }).notNull(),
    platformMinor: bigint("platform_minor", { mode: "number" }).notNull(),
    commissionMinor: bigint("commission_minor", { mode: "number" }).notNull(),
    managementFeeMinor: bigint("management_fee_minor", { mode: "number" }).notNull(),
  },
  (t) => [index("unsettled_entries_created_idx").on(t.createdAt)],
);

/**
 * A booking's earnings as /dashboard/hostTransactions shows them, kept by the database
 * (accounts/sql/booking-earnings.sql) so that the page and its totals read one row per booking instead of grouping
 * every sale and refund in scope with its settlement: the sums of the booking's `booking_sale` and `refund` entries'
 * figures, and how many of those entries are unsettled or in a draft, approved or paid settlement (the booking's payout
 * status is the least advanced one). Triggers on journal entries, settlement items and settlement status changes keep
 * it; `host-transactions.int.test.ts` compares it with the entries themselves.
 */
export const bookingEarnings = pgTable(
  "booking_earnings",
  {
    bookingId: uuid("booking_id").primaryKey(),
    propertyId: uuid("property_id").notNull(),
    currency: text("currency").notNull(),
    /** The stay's check-out (the page's order and date filter), kept in step with the booking. */
    checkOut: date("check_out").notNull(),
    sales: integer("sales").notNull().default(0),
    grossMinor: bigint("gross_minor", { mode: "number" }).notNull().default(0),
    refundsMinor: bigint("refunds_minor", { mode: "number" }).notNull().default(0),
    commissionMinor: bigint("commission_minor", { mode: "number" }).notNull().default(0),
    netMinor: bigint("net_minor", { mode: "number" }).notNull().default(0),
    unsettledEntries: integer("unsettled_entries").notNull().default(0),
    draftEntries: integer("draft_entries").notNull().default(0),
    approvedEntries: integer("approved_entries").notNull().default(0),
    paidEntries: integer("paid_entries").notNull().default(0),
  },
  (t) => [
    index("booking_earnings_check_out_idx").on(t.checkOut, t.bookingId),
    index("booking_earnings_property_idx").on(t.propertyId, t.checkOut),
  ],
);

export const invoiceKind = pgEnum("invoice_kind", ["guest", "commission", "credit_note"]);
export const invoiceStatus = pgEnum("invoice_status", ["issued", "void"]);

/**
 * The next number of each numbering series: per issuer (`staysia` or an organisation's id), series
 * (`INV`, `CN`) and year. The row is locked and incremented inside the issuing transaction, so numbers are
 * handed out in commit order and a rolled-back issue gives its number back.
 */
export const invoiceCounters = pgTable(
  "invoice_counters",
  {
    issuerKey: text("issuer_key").notNull(),
    series: text("series").notNull(),
    year: integer("year").notNull(),
    lastNumber: integer("last_number").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.issuerKey, t.series, t.year] }),
    check("invoice_counters_positive", sql`${t.lastNumber} > 0`),
  ],
);

export interface InvoiceLine {
  label: string;
  quantity?: number;
  unitAmountMinor?: number;
  amountMinor: number;
}

/**
 * Guest invoices (per booking, issued in the supplier's name), commission invoices (per settlement, issued
 * by Staysia to the supplier) and credit notes (a voided invoice's reversal, numbered in its issuer's `CN`
 * series). Never deleted.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: invoiceKind("kind").notNull(),
    status: invoiceStatus("status").notNull().default("issued"),
    /** `INV-3F2A9C1B-2026-000123`, `CN-STAYSIA-2026-000004`. */
    number: text("number").notNull().unique(),
    issuerKey: text("issuer_key").notNull(),
    series: text("series").notNull(),
    year: integer("year").notNull(),
    sequence: integer("sequence").notNull(),
    issuerName: text("issuer_name").notNull(),
    /** The supplier the invoice concerns: the seller of a guest invoice, the addressee of a commission one. */
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    propertyId: uuid("property_id"),
    bookingId: uuid("booking_id"),
    settlementId: uuid("settlement_id").references(() => settlements.id),
    /** The invoice a credit note reverses. */
    creditsInvoiceId: uuid("credits_invoice_id"),
    billToName: text("bill_to_name").notNull(),
    billToEmail: text("bill_to_email"),
    currency: text("currency").notNull(),
    lines: jsonb("lines").$type<InvoiceLine[]>().notNull(),
    totalMinor: bigint("total_minor", { mode: "number" }).notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    issuedBy: text("issued_by"),
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    voidedBy: text("voided_by"),
    voidReason: text("void_reason"),
  },
  (t) => [
    uniqueIndex("invoices_issuer_series_year_sequence").on(t.issuerKey, t.series, t.year, t.sequence),
    uniqueIndex("invoices_one_per_booking")
      .on(t.bookingId)
      .where(sql`${t.kind} = 'guest'`),
    uniqueIndex("invoices_one_per_settlement")
      .on(t.settlementId)
      .where(sql`${t.kind} = 'commission'`),
    uniqueIndex("invoices_one_credit_note").on(t.creditsInvoiceId),
    index("invoices_organisation_idx").on(t.organisationId, t.issuedAt),
    index("invoices_issued_idx").on(t.issuedAt),
    check("invoices_sequence_positive", sql`${t.sequence} > 0`),
    check("invoices_currency_iso", sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check("invoices_credit_note_refers", sql`(${t.kind} = 'credit_note') = (${t.creditsInvoiceId} is not null)`),
    check("invoices_void", sql`(${t.status} = 'void') = (${t.voidedAt} is not null)`),
  ],
);

// Roll-ups of the accounts' read models for whole organisations and the whole marketplace (the aim:
// any dashboard page's data under 200 ms at 1,000 properties). Kept by the database in the transaction of
// every write they follow (accounts/sql/month-figures.sql, booking-earnings.sql).
// ---------------------------------------------------------------------------------------------------------

/**
 * `entry_month_figures` summed per organisation and managed flag (the property's, as they are now): what the
 * statement of accounts and the management fees read when the viewer's scope and subject are every property,
 * an organisation (or its managed properties) or the managed properties, about 10 times fewer rows than per
 * property. Kept by the same function that adds an entry to its property's month, and moved when a property
 * changes organisation or managed flag; `rebuild_organisation_month_figures()` recomputes it from the journal.
 */
export const organisationMonthFigures = pgTable(
  "organisation_month_figures",
  {
    organisationId: uuid("organisation_id").notNull(),
    managed: boolean("managed").notNull(),
    /** The first day of the entries' month in UTC. */
    month: date("month").notNull(),
    kind: journalEntryKind("kind").notNull(),
    currency: text("currency").notNull(),
    /** The opex category of `opex` entries, '' for every other kind. */
    category: text("category").notNull().default(""),
    entries: integer("entries").notNull().default(0),
    grossMinor: bigint("gross_minor", { mode: "number" }).notNull().default(0),
    cashMinor: bigint("cash_minor", { mode: "number" }).notNull().default(0),
    supplierMinor: bigint("supplier_minor", { mode: "number" }).notNull().default(0),
    platformMinor: bigint("platform_minor", { mode: "number" }).notNull().default(0),
    commissionMinor: bigint("commission_minor", { mode: "number" }).notNull().default(0),
    managementFeeMinor: bigint("management_fee_minor", { mode: "number" }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.organisationId, t.managed, t.month, t.kind, t.currency, t.category] }),
    index("organisation_month_figures_month_idx").on(t.month),
  ],
);

/**
 * `booking_earnings` with a sale, summed per property, check-out month, currency and payout status: the totals
 * of /dashboard/hostTransactions read whole months from here (about 7 times fewer rows than bookings) and only
 * the days of a partial month at either end of the filter from `booking_earnings`. Kept by a trigger on
 * `booking_earnings`; per property rather than per organisation so that a settlement run, which moves thousands
 * of bookings in one transaction, updates each row a few times rather than one row thousands of times.
 * `rebuild_host_earnings_months()` recomputes it.
 */
export const hostEarningsMonths = pgTable(
  "host_earnings_months",
  {
    propertyId: uuid("property_id").notNull(),
    /** The first day of the check-out's month. */
    month: date("month").notNull(),
    currency: text("currency").notNull(),
    /** The bookings' payout status: the least advanced of their entries' (`unsettled`, `draft`, `approved`, `paid`). */
    payoutStatus: text("payout_status").notNull(),
    bookings: integer("bookings").notNull().default(0),
    grossMinor: bigint("gross_minor", { mode: "number" }).notNull().default(0),
    refundsMinor: bigint("refunds_minor", { mode: "number" }).notNull().default(0),
    commissionMinor: bigint("commission_minor", { mode: "number" }).notNull().default(0),
    netMinor: bigint("net_minor", { mode: "number" }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.month, t.currency, t.payoutStatus] }),
    index("host_earnings_months_month_idx").on(t.month),
    check("host_earnings_months_payout_status", sql`${t.payoutStatus} in ('unsettled', 'draft', 'approved', 'paid')`),
  ],
);
