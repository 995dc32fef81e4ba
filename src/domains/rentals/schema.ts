import { sql } from "drizzle-orm";
import { bigint, check, date, index, jsonb, pgEnum, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { bookings } from "@/domains/bookings/schema";
import { properties, units } from "@/domains/catalogue/schema";
import { authUsers } from "@/server/db/identity-schema";

/**
 * A monthly rental contract (DOMAIN.md Operations). Its dates are held by a booking of the unit (stay mode
 * monthly, channel staff), so the `bookings_no_overlap` exclusion constraint keeps nightly stays and other
 * contracts off them; renewal and notice move that booking's check-out. Money in the property's currency.
 */
export const rentalContracts = pgTable(
  "rental_contracts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id),
    unitId: uuid("unit_id")
      .notNull()
      .references(() => units.id),
    bookingId: uuid("booking_id")
      .notNull()
      .unique()
      .references(() => bookings.id),
    tenantName: text("tenant_name").notNull(),
    tenantEmail: text("tenant_email").notNull(),
    currency: text("currency").notNull(),
    monthlyRentMinor: bigint("monthly_rent_minor", { mode: "number" }).notNull(),
    depositMinor: bigint("deposit_minor", { mode: "number" }).notNull(),
    startsOn: date("starts_on").notNull(),
    /** The move-out day (exclusive, as a booking's check-out). */
    endsOn: date("ends_on").notNull(),
    /** When the tenant gave notice (the end date was then set from it). */
    noticeGivenOn: date("notice_given_on"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    createdBy: text("created_by").references(() => authUsers.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("rental_contracts_property_idx").on(t.propertyId, t.startsOn),
    check("rental_contracts_dates_ordered", sql`${t.endsOn} > ${t.startsOn}`),
    check("rental_contracts_rent_positive", sql`${t.monthlyRentMinor} > 0`),
    check("rental_contracts_deposit_not_negative", sql`${t.depositMinor} >= 0`),
  ],
);

export const rentalInvoiceKind = pgEnum("rental_invoice_kind", ["deposit", "rent"]);
export const rentalInvoiceStatus = pgEnum("rental_invoice_status", ["issued", "paid", "void"]);

/**
 * What a tenant is asked to pay: the deposit once, then the rent of each month of the contract (months run
 * from the start day; a last part month is pro-rata). One invoice per contract, kind and period: the unique
 * constraint makes the monthly job safe to run any number of times.
 */
export const rentalInvoices = pgTable(
  "rental_invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contractId: uuid("contract_id")
      .notNull()
      .references(() => rentalContracts.id),
    kind: rentalInvoiceKind("kind").notNull(),
    periodStart: date("period_start").notNull(),
    periodEnd: date("period_end").notNull(),
    currency: text("currency").notNull(),
    amountMinor: bigint("amount_minor", { mode: "number" }).notNull(),
    status: rentalInvoiceStatus("status").notNull().default("issued"),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    paidBy: text("paid_by").references(() => authUsers.id, { onDelete: "set null" }),
    paymentReference: text("payment_reference").notNull().default(""),
    /** The journal entry that recorded the payment (the sale's, for rent). */
    entryId: uuid("entry_id"),
  },
  (t) => [
    unique("rental_invoices_once").on(t.contractId, t.kind, t.periodStart),
    index("rental_invoices_contract_idx").on(t.contractId, t.periodStart),
    check("rental_invoices_amount_positive", sql`${t.amountMinor} > 0`),
    check("rental_invoices_period_ordered", sql`${t.periodEnd} > ${t.periodStart}`),
    check("rental_invoices_paid_has_date", sql`(${t.status} = 'paid') = (${t.paidAt} is not null)`),
  ],
);

/** One deduction from a deposit: what it is for and how much was kept. */
export interface DepositDeduction {
  reason: string;
  amountMinor: number;
}

/**
 * A tenant's deposit given back at move-out (DOMAIN.md Operations, monthly rentals): once per contract (the
 * unique contract), what was returned and what was kept for the owner, itemised; the two make the deposit (a
 * check). Its journal entry (`deposit_return`) empties deposits_held.
 */
export const rentalDepositReturns = pgTable(
  "rental_deposit_returns",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contractId: uuid("contract_id")
      .notNull()
      .unique()
      .references(() => rentalContracts.id),
    currency: text("currency").notNull(),
    depositMinor: bigint("deposit_minor", { mode: "number" }).notNull(),
    returnedMinor: bigint("returned_minor", { mode: "number" }).notNull(),
    deductedMinor: bigint("deducted_minor", { mode: "number" }).notNull(),
    /** The deductions, each with its reason; they add up to `deducted_minor` (checked when written). */
    deductions: jsonb("deductions").$type<DepositDeduction[]>().notNull().default([]),
    reference: text("reference").notNull().default(""),
    entryId: uuid("entry_id").notNull(),
    returnedAt: timestamp("returned_at", { withTimezone: true }).notNull().defaultNow(),
    returnedBy: text("returned_by").references(() => authUsers.id, { onDelete: "set null" }),
  },
  (t) => [
    check("rental_deposit_returns_parts", sql`${t.returnedMinor} + ${t.deductedMinor} = ${t.depositMinor}`),
    check("rental_deposit_returns_not_negative", sql`${t.returnedMinor} >= 0 and ${t.deductedMinor} >= 0`),
    check("rental_deposit_returns_deposit_positive", sql`${t.depositMinor} > 0`),
    check("rental_deposit_returns_deductions_array", sql`jsonb_typeof(${t.deductions}) = 'array'`),
  ],
);
