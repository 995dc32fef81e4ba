import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { bookingExtras, bookings } from "@/domains/bookings/schema";
import { organisations } from "@/server/db/identity-schema";

/** The serial of policy numbers (PS-2026-000123): one sequence, so a number is never given twice. */
export const insurancePolicySerial = pgSequence("insurance_policy_serial", { startWith: 100, increment: 1 });

export const insurancePolicyStatus = pgEnum("insurance_policy_status", ["active", "cancelled"]);

/**
 * A travel insurance policy, issued with the sale of a stay that bought it (a `booking_extras` row of kind
 * insurance). What the insurer sees is on the policy itself (travellers, dates, the place's city and
 * country), so its page never reads the booking's other data.
 */
export const insurancePolicies = pgTable(
  "insurance_policies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    number: text("number").notNull().unique(),
    bookingId: uuid("booking_id")
      .notNull()
      .unique()
      .references(() => bookings.id),
    extraId: uuid("extra_id")
      .notNull()
      .unique()
      .references(() => bookingExtras.id),
    insurerOrganisationId: uuid("insurer_organisation_id")
      .notNull()
      .references(() => organisations.id),
    /** The travellers covered: the lead guest's name and how many travel. */
    leadTraveller: text("lead_traveller").notNull(),
    travellers: integer("travellers").notNull(),
    coverStart: date("cover_start").notNull(),
    coverEnd: date("cover_end").notNull(),
    city: text("city").notNull(),
    country: text("country").notNull(),
    currency: text("currency").notNull(),
    premiumMinor: bigint("premium_minor", { mode: "number" }).notNull(),
    status: insurancePolicyStatus("status").notNull().default("active"),
    refundedMinor: bigint("refunded_minor", { mode: "number" }).notNull().default(0),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  },
  (t) => [
    index("insurance_policies_insurer_idx").on(t.insurerOrganisationId, t.issuedAt),
    check("insurance_policies_number_format", sql`${t.number} ~ '^[A-Z]{2,4}-[0-9]{4}-[0-9]{6,}$'`),
    check("insurance_policies_premium_positive", sql`${t.premiumMinor} > 0`),
    check("insurance_policies_refund_range", sql`${t.refundedMinor} >= 0 and ${t.refundedMinor} <= ${t.premiumMinor}`),
    check("insurance_policies_dates", sql`${t.coverEnd} >= ${t.coverStart}`),
    check("insurance_policies_travellers", sql`${t.travellers} >= 1`),
    check("insurance_policies_cancelled_at", sql`(${t.status} = 'cancelled') = (${t.cancelledAt} is not null)`),
  ],
);

export const insuranceClaimStatus = pgEnum("insurance_claim_status", ["opened", "approved", "rejected", "paid"]);

/**
 * A claim on a policy, marked by the insurer: opened → approved | rejected; approved → paid. A trigger
 * refuses any other move (insurance/sql/insurance.sql); every move is an `insurance_claim_events` row.
 */
export const insuranceClaims = pgTable(
  "insurance_claims",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    policyId: uuid("policy_id")
      .notNull()
      .references(() => insurancePolicies.id),
    status: insuranceClaimStatus("status").notNull().default("opened"),
    summary: text("summary").notNull(),
    openedBy: text("opened_by"),
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("insurance_claims_policy_idx").on(t.policyId, t.openedAt),
    check("insurance_claims_summary", sql`length(trim(${t.summary})) > 0`),
  ],
);

/** A claim's history: each move with its note, who and when (append-only). */
export const insuranceClaimEvents = pgTable(
  "insurance_claim_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    claimId: uuid("claim_id")
      .notNull()
      .references(() => insuranceClaims.id),
    fromStatus: insuranceClaimStatus("from_status"),
    toStatus: insuranceClaimStatus("to_status").notNull(),
    note: text("note").notNull().default(""),
    actorEmail: text("actor_email"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("insurance_claim_events_claim_idx").on(t.claimId, t.at)],
);

export type InsurancePolicy = typeof insurancePolicies.$inferSelect;
