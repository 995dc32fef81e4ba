import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/** The kinds of thing a payment pays for; each has its handler in its own domain (`domains/payables.ts`). */
export const payableKind = pgEnum("payable_kind", ["booking", "addon_order", "invest_purchase"]);

export const paymentProvider = pgEnum("payment_provider", ["test_card", "bank_transfer"]);

/**
 * Where a payment stands with its provider. `requires_action`: the guest must confirm (3-D Secure);
 * `authorised`: money reserved, not taken (requests to book); `captured`: taken; `voided`: an authorisation
 * released; `failed`: declined. Refunds are counted in `refundedMinor`.
 */
export const paymentStatus = pgEnum("payment_status", [
  "pending",
  "requires_action",
  "authorised",
  "captured",
  "failed",
  "voided",
]);

/**
 * One attempt to pay for a thing: a booking, an add-on order booked alone or a StayInvest purchase, named by
 * its kind and id (`payable_kind`, `payable_id`). Payments is the lower layer: it knows no other domain's
 * table, and the database rule `payments_payable_exists` (payments/sql/payables.sql) keeps what a foreign key kept: the thing
 * paid for exists, and is not deleted while a payment names it. A booking can have several attempts (a
 * declined card, then another); a purchase has one, keyed `invest:<subscription id>` at the provider.
 */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    payableKind: payableKind("payable_kind").notNull(),
    payableId: uuid("payable_id").notNull(),
    /**
     * Which part of the thing's price this attempt pays: 1, the whole or a deposit; 2, a booking's balance
     * (docs/DEPOSITS.md). Each part has its own live attempt, so a balance is never charged twice.
     */
    instalment: integer("instalment").notNull().default(1),
    provider: paymentProvider("provider").notNull(),
    status: paymentStatus("status").notNull().default("pending"),
    currency: text("currency").notNull(),
    amountMinor: bigint("amount_minor", { mode: "number" }).notNull(),
    capturedMinor: bigint("captured_minor", { mode: "number" }).notNull().default(0),
    refundedMinor: bigint("refunded_minor", { mode: "number" }).notNull().default(0),
    /** Sent with every provider call for this payment: a retried call never charges twice. */
    idempotencyKey: text("idempotency_key").notNull().unique(),
    providerReference: text("provider_reference"),
    cardLast4: text("card_last4"),
    failureMessage: text("failure_message"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("payments_payable_idx").on(t.payableKind, t.payableId),
    // A purchase's one attempt: its key at the provider is the subscription's, so a retry never charges twice.
    uniqueIndex("payments_one_per_invest_purchase")
      .on(t.payableId)
      .where(sql`${t.payableKind} = 'invest_purchase'`),
    // At most one live attempt per thing paid for: a second attempt (a double-click, a script, a retry while
    // the first is at the provider) is refused here before any money moves. See LIVE_PAYMENT_STATUSES.
    uniqueIndex("payments_one_live_per_payable")
      .on(t.payableKind, t.payableId, t.instalment)
      .where(sql`${t.status} in ('pending', 'requires_action', 'authorised', 'captured')`),
    // The reconciliation job's scan: payments not yet settled either way.
    index("payments_open_idx")
      .on(t.updatedAt)
      .where(sql`${t.status} in ('pending', 'requires_action', 'authorised')`),
    check("payments_instalment_known", sql`${t.instalment} in (1, 2)`),
    check(
      "payments_amounts_valid",
      sql`${t.amountMinor} > 0 and ${t.capturedMinor} between 0 and ${t.amountMinor} and ${t.refundedMinor} between 0 and ${t.capturedMinor}`,
    ),
  ],
);

/**
 * The built-in test card gateway's own records: what "the card network" knows. They are written outside the
 * checkout's transactions (as a real gateway's would be), so a crash after a capture leaves a charge here
 * that the reconciliation job finds. Keyed by the idempotency key of our payment.
 */
export const testGatewayCharges = pgTable(
  "test_gateway_charges",
  {
    id: text("id").primaryKey(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    status: text("status", { enum: ["requires_action", "authorised", "captured", "declined", "voided"] }).notNull(),
    currency: text("currency").notNull(),
    amountMinor: bigint("amount_minor", { mode: "number" }).notNull(),
    capturedMinor: bigint("captured_minor", { mode: "number" }).notNull().default(0),
    refundedMinor: bigint("refunded_minor", { mode: "number" }).notNull().default(0),
    cardLast4: text("card_last4").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "test_gateway_charges_amounts_valid",
      sql`${t.refundedMinor} between 0 and ${t.capturedMinor} and ${t.capturedMinor} <= ${t.amountMinor}`,
    ),
  ],
);

/**
 * Cards the test gateway keeps for charges without the cardholder (a booking's balance): the token is all our
 * records keep (`bookings.card_token`), never the number. `outcome` is how the card answers such a charge.
 */
export const testGatewayCards = pgTable("test_gateway_cards", {
  token: text("token").primaryKey(),
  cardLast4: text("card_last4").notNull(),
  outcome: text("outcome", { enum: ["succeeds", "declines"] }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Refunds sent to the gateway, one row per call (idempotent by key). */
export const testGatewayRefunds = pgTable("test_gateway_refunds", {
  idempotencyKey: text("idempotency_key").primaryKey(),
  chargeId: text("charge_id")
    .notNull()
    .references(() => testGatewayCharges.id),
  amountMinor: bigint("amount_minor", { mode: "number" }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Our record of each refund of a payment. */
export const paymentRefunds = pgTable(
  "payment_refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id),
    amountMinor: bigint("amount_minor", { mode: "number" }).notNull(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    providerReference: text("provider_reference"),
    reason: text("reason").notNull().default(""),
    /** When the provider was told; null while it still has to be (the reconciliation job sends it). */
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("payment_refunds_payment_idx").on(t.paymentId),
    check("payment_refunds_positive", sql`${t.amountMinor} > 0`),
  ],
);
