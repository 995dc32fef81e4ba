import { sql } from "drizzle-orm";
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
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { cancellationPolicy, cancellationRulesChecks, properties, units } from "@/domains/catalogue/schema";
import type { CancellationStep } from "@/domains/catalogue/inputs";
import type { TaxBasis } from "@/domains/catalogue";
import { authUsers, organisations } from "@/server/db/identity-schema";
import { businessSettings } from "@/domains/platform/schema";

export const bookingStatus = pgEnum("booking_status", [
  "held",
  "requested",
  "confirmed",
  "checked_in",
  "completed",
  "declined",
  "expired",
  "cancelled",
  "no_show",
]);

/** Statuses that occupy the calendar. The exclusion constraint in the migrations uses the same list. */
export const LIVE_BOOKING_STATUSES = ["held", "requested", "confirmed", "checked_in", "completed"] as const;

/** How a stay is sold: by the night, by the month (28 nights or more) or by the hour. */
export const stayMode = pgEnum("stay_mode", ["nightly", "monthly", "hourly"]);

/**
 * Where a booking came from: the guest's checkout (`direct`, or a partner's storefront), an imported calendar,
 * a staff-made rental contract (`staff`), or the front desk (`desk`: operations or the supplier booked a walk-in
 * or telephone guest, docs/FRONT-DESK.md).
 */
export const bookingChannel = pgEnum("booking_channel", ["direct", "airasia", "ical", "staff", "desk"]);

export const paymentMethod = pgEnum("payment_method", ["card", "bank_transfer"]);

/** One line of the price as charged (the quote's line, frozen on the booking). */
export interface BookingPriceLine {
  /**
   * "promo" lines are negative: a promo code's discount. `extra`: something sold with the stay for
   * another organisation (a `booking_extras` row, or an add-on's `addon_orders` row), not the stay's own money.
   */
  kind: "stay" | "cleaning" | "service_fee" | "promo" | "tax" | "extra";
  label: string;
  quantity?: number;
  unitAmountMinor?: number;
  amountMinor: number;
}

/**
 * A stay of one unit. The price is stored as charged (minor units, property currency); it never changes
 * because a rate did. No two live bookings of a unit may overlap: see the `bookings_no_overlap`
 * exclusion constraint (btree_gist) in drizzle/0001_booking_constraints.sql.
 */
export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reference: text("reference").notNull().unique(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id),
    unitId: uuid("unit_id")
      .notNull()
      .references(() => units.id),
    guestUserId: text("guest_user_id").references(() => authUsers.id),
    guestName: text("guest_name").notNull(),
    guestEmail: text("guest_email").notNull(),
    /** Everyone who stays, adults and children (what every reader of a booking's size reads). */
    guestCount: integer("guest_count").notNull().default(1),
    /**
     * Each child's age (0–17) as given at checkout; empty for a stay of adults only (docs/OCCUPANCY.md). A writer
     * that gives only `guest_count` (an older one, the front desk) books that many adults.
     */
    childrenAges: integer("children_ages")
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** The adults: everyone less the children, computed by PostgreSQL so the two can never disagree. */
    adults: integer("adults")
      .notNull()
      .generatedAlwaysAs(sql`guest_count - cardinality(children_ages)`),
    checkIn: date("check_in").notNull(),
    checkOut: date("check_out").notNull(),
    stayMode: stayMode("stay_mode").notNull().default("nightly"),
    /** Hourly stays only: the hours booked, and when the unit is free again (after the cleaning buffer). */
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    occupiedUntil: timestamp("occupied_until", { withTimezone: true }),
    status: bookingStatus("status").notNull(),
    channel: bookingChannel("channel").notNull().default("direct"),
    currency: text("currency").notNull(),
    totalMinor: bigint("total_minor", { mode: "number" }).notNull(),
    /** Every line of the quote as charged; their sum is `totalMinor` (a check constraint cannot sum JSON, the checkout does). */
    priceLines: jsonb("price_lines").$type<BookingPriceLine[]>().notNull().default([]),
    /** The currency the guest was shown and the rate used: 1 unit of `currency` = `displayRate` units of it. */
    displayCurrency: text("display_currency"),
    displayRate: numeric("display_rate"),
    guestPhone: text("guest_phone"),
    /** The property's policy and booking mode when the booking was made: later edits do not change them. */
    cancellationPolicy: cancellationPolicy("cancellation_policy"),
    /** A custom policy's steps as sold (the property's `cancellation_rules` copied at checkout); null otherwise. */
    cancellationRules: jsonb("cancellation_rules").$type<CancellationStep[]>(),
    instantBook: boolean("instant_book"),
    paymentMethod: paymentMethod("payment_method"),
    /** The airline member id given at an /airasia checkout (credits points to it). */
    partnerMemberId: text("partner_member_id"),
    /**
     * The business settings version that priced the booking (its fees, commission, points rate), null when the
     * code's defaults were in force. Its sale, refunds and settlement split with these rates, never today's.
     */
    businessSettingsId: bigint("business_settings_id", { mode: "number" }).references(() => businessSettings.id),
    /**
     * What decided the stay's taxes (catalogue/stay-taxes.ts `TaxBasis`): the guest's answer to the nationality
     * question as given, and each tax rule of the property's country with whether it charged or exempted them.
     * Null where the country has no tax rule, or for a booking made before the basis was kept.
     */
    taxBasis: jsonb("tax_basis").$type<TaxBasis>(),
    /** The promo code applied at checkout (one per booking); its use is a row of `promo_redemptions`. */
    promoCode: text("promo_code"),
    /** Held dates are released at this instant unless paid; a request expires at `requestExpiresAt`. */
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }),
    requestExpiresAt: timestamp("request_expires_at", { withTimezone: true }),
    /**
     * The part of `totalMinor` paid with the guest's referral credit (marketing/referral-credit.ts); the payment
     * charges the rest. Zero for a booking paid wholly by card or transfer.
     */
    referralCreditMinor: bigint("referral_credit_minor", { mode: "number" }).notNull().default(0),
    /**
     * A deposit as sold (docs/DEPOSITS.md): the property's terms copied at checkout (later edits do not reach the
     * booking), the balance left to pay after the deposit and the day it is due in the property's time zone.
     * `balanceMinor` 0 and no due day: the booking was paid in full at checkout.
     */
    depositPercent: integer("deposit_percent"),
    balanceDaysBefore: integer("balance_days_before"),
    balanceMinor: bigint("balance_minor", { mode: "number" }).notNull().default(0),
    balanceDueOn: date("balance_due_on"),
    /** When the balance was captured; the sale is posted then (docs/DEPOSITS.md, Ledger). */
    balancePaidAt: timestamp("balance_paid_at", { withTimezone: true }),
    /** When the balance reminder was queued: once per booking. */
    balanceRemindedAt: timestamp("balance_reminded_at", { withTimezone: true }),
    /** The card the deposit was paid with, as the provider's token (never its number): the balance is charged to it. */
    cardToken: text("card_token"),
    /** What has been paid back to the guest, in `currency`. */
    refundedMinor: bigint("refunded_minor", { mode: "number" }).notNull().default(0),
    /** The checkout's idempotency key: a retried checkout finds its booking instead of making another. */
    idempotencyKey: text("idempotency_key").unique(),
    statusChangedAt: timestamp("status_changed_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("bookings_property_idx").on(t.propertyId, t.checkIn),
    index("bookings_guest_idx").on(t.guestEmail),
    // The expiry job's scans: held dates past their hold, requests past their answer time.
    index("bookings_hold_expiry_idx")
      .on(t.holdExpiresAt)
      .where(sql`${t.status} = 'held'`),
    index("bookings_request_expiry_idx")
      .on(t.requestExpiresAt)
      .where(sql`${t.status} = 'requested'`),
    // A unit's live stays (availability: search, product page). The exclusion constraints' GiST indexes
    // leave out hourly or nightly stays, which the availability rule counts together, so they do not serve.
    index("bookings_unit_live_idx")
      .on(t.unitId, t.checkIn, t.checkOut)
      .where(sql.raw(`"bookings"."status" in (${LIVE_BOOKING_STATUSES.map((status) => `'${status}'`).join(", ")})`)),
    ...cancellationRulesChecks("bookings", sql`${t.cancellationPolicy}`, sql`${t.cancellationRules}`),
    // DOMAIN.md Booking, Occupancy: at least one adult, and each child's age 0–17.
    check("bookings_adults_at_least_one", sql`${t.guestCount} - cardinality(${t.childrenAges}) >= 1`),
    check(
      "bookings_children_ages_range",
      sql`array_position(${t.childrenAges}, null) is null and 0 <= all(${t.childrenAges}) and 17 >= all(${t.childrenAges})`,
    ),
    // docs/DEPOSITS.md: a balance has its due day, and is less than the price.
    check(
      "bookings_balance_consistent",
      sql`(${t.balanceMinor} = 0 and ${t.balanceDueOn} is null) or (${t.balanceMinor} > 0 and ${t.balanceMinor} < ${t.totalMinor} and ${t.balanceDueOn} is not null)`,
    ),
    // The balance job's scan: confirmed bookings with a balance still to charge.
    index("bookings_balance_due_idx")
      .on(t.balanceDueOn)
      .where(sql`${t.balanceMinor} > 0 and ${t.balancePaidAt} is null`),
    // The credit pays part of the price, never more: the card or transfer always pays the rest (docs/REFERRAL-CREDIT.md).
    check(
      "bookings_referral_credit_range",
      sql`${t.referralCreditMinor} = 0 or (${t.referralCreditMinor} > 0 and ${t.referralCreditMinor} < ${t.totalMinor})`,
    ),
  ],
);

export const bookingActorKind = pgEnum("booking_actor_kind", ["guest", "supplier", "operations", "staff", "system"]);

/** Every status change of a booking: who, when and why (the lifecycle writes one per transition). */
export const bookingEvents = pgTable(
  "booking_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    fromStatus: bookingStatus("from_status"),
    toStatus: bookingStatus("to_status").notNull(),
    actorKind: bookingActorKind("actor_kind").notNull(),
    actorEmail: text("actor_email"),
    note: text("note").notNull().default(""),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("booking_events_booking_idx").on(t.bookingId, t.at)],
);

export const unitHousekeeping = pgEnum("unit_housekeeping", ["ready", "cleaning", "maintenance"]);

/**
 * What operations set on a unit for the inventory page. "Occupied" is not stored: a checked-in stay says
 * it. A unit without a row is ready (vacant when nobody is in).
 */
export const unitStates = pgTable("unit_states", {
  unitId: uuid("unit_id")
    .primaryKey()
    .references(() => units.id, { onDelete: "cascade" }),
  housekeeping: unitHousekeeping("housekeeping").notNull().default("ready"),
  note: text("note").notNull().default(""),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text("updated_by"),
});

// Extras: what a checkout sells together with a stay for other organisations.

/** What kind of extra: travel insurance now; day tours, transfers and meals join this list. */
export const bookingExtraKind = pgEnum("booking_extra_kind", ["insurance"]);

/**
 * A priced extra of a booking, sold with the stay in one payment for another organisation (the insurer, a
 * tour operator): its price is a `kind: "extra"` line of the booking's price and part of `totalMinor`, in
 * the booking's currency. When the sale is posted each extra gets a journal entry of its own (one
 * organisation per entry), and a cancellation refunds it by its own rule (`refundedMinor`).
 */
export const bookingExtras = pgTable(
  "booking_extras",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    kind: bookingExtraKind("kind").notNull(),
    /** Who provides it and is paid for it. */
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    label: text("label").notNull(),
    currency: text("currency").notNull(),
    amountMinor: bigint("amount_minor", { mode: "number" }).notNull(),
    refundedMinor: bigint("refunded_minor", { mode: "number" }).notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("booking_extras_booking_idx").on(t.bookingId),
    // One insurance per booking; tours and meals may come several times.
    uniqueIndex("booking_extras_one_insurance")
      .on(t.bookingId)
      .where(sql`${t.kind} = 'insurance'`),
    check("booking_extras_amount_positive", sql`${t.amountMinor} > 0`),
    check("booking_extras_refund_range", sql`${t.refundedMinor} >= 0 and ${t.refundedMinor} <= ${t.amountMinor}`),
    check("booking_extras_currency_iso", sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);

export const bidStatus = pgEnum("bid_status", ["open", "countered", "accepted", "rejected", "declined", "expired"]);

/**
 * Price bidding (DOMAIN.md Channels and partners): a guest offers a total price (property currency, all
 * lines included) for nights at a property. The supplier accepts, rejects or counters; the guest accepts or
 * declines a counter. An accepted bid becomes a held booking at that price (`bookingId`). An open or
 * countered bid lapses at `expiresAt` (24 hours after the last move), by the `bookings.expireBids` job.
 */
export const priceBids = pgTable(
  "price_bids",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id),
    guestUserId: text("guest_user_id")
      .notNull()
      .references(() => authUsers.id),
    guestName: text("guest_name").notNull(),
    guestEmail: text("guest_email").notNull(),
    /** Everyone who stays; `children_ages` says which of them are children (docs/OCCUPANCY.md), as on a booking. */
    guestCount: integer("guest_count").notNull(),
    childrenAges: integer("children_ages")
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    checkIn: date("check_in").notNull(),
    checkOut: date("check_out").notNull(),
    currency: text("currency").notNull(),
    /** The guest's offer and, when countered, the supplier's price: totals in minor units of `currency`. */
    amountMinor: bigint("amount_minor", { mode: "number" }).notNull(),
    counterMinor: bigint("counter_minor", { mode: "number" }),
    /** What the list price was when the guest bid (for the supplier's comparison). */
    listTotalMinor: bigint("list_total_minor", { mode: "number" }).notNull(),
    /**
     * The guest's nationality as answered with the offer (ISO 3166-1), null when not asked or not given: every
     * quote of the bid (the offer's floor, a counter, the held booking) prices the stay taxes with it, as the
     * checkout does (catalogue/stay-taxes.ts), so a citizen's offer is not held to a foreigner's taxes.
     */
    guestNationality: text("guest_nationality"),
    message: text("message").notNull().default(""),
    status: bidStatus("status").notNull().default("open"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    bookingId: uuid("booking_id").references(() => bookings.id),
    answeredBy: text("answered_by"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("price_bids_amount_positive", sql`${t.amountMinor} > 0 and coalesce(${t.counterMinor}, 1) > 0`),
    check("price_bids_dates", sql`${t.checkOut} > ${t.checkIn}`),
    check("price_bids_guest_nationality", sql`${t.guestNationality} ~ '^[A-Z]{2}$'`),
    check("price_bids_adults_at_least_one", sql`${t.guestCount} - cardinality(${t.childrenAges}) >= 1`),
    check(
      "price_bids_children_ages_range",
      sql`array_position(${t.childrenAges}, null) is null and 0 <= all(${t.childrenAges}) and 17 >= all(${t.childrenAges})`,
    ),
    check("price_bids_counter", sql`${t.status} <> 'countered' or ${t.counterMinor} is not null`),
    check("price_bids_accepted_booking", sql`(${t.status} = 'accepted') = (${t.bookingId} is not null)`),
    index("price_bids_property_idx").on(t.propertyId, t.createdAt),
    index("price_bids_guest_idx").on(t.guestUserId, t.createdAt),
    index("price_bids_expiry_idx")
      .on(t.expiresAt)
      .where(sql`${t.status} in ('open', 'countered')`),
  ],
);

/** How a booking taken at the front desk was paid (docs/FRONT-DESK.md): as at checkout, or in cash at the desk. */
export const deskPaymentMethod = pgEnum("desk_payment_method", ["card", "bank_transfer", "cash"]);

/**
 * Who holds cash paid at the desk (docs/FRONT-DESK.md): the supplier at its own property (the platform never
 * received it, so the supplier owes the platform its fees and the taxes), or operations for the platform at a
 * managed property (the platform's `cash:desk`).
 */
export const deskCashHolder = pgEnum("desk_cash_holder", ["supplier", "platform"]);

/**
 * A booking taken at the front desk (channel `desk`): who took it and how the guest paid. One row per booking,
 * written in the booking's own transaction; the booking's events name the same person.
 */
export const deskBookings = pgTable(
  "desk_bookings",
  {
    bookingId: uuid("booking_id")
      .primaryKey()
      .references(() => bookings.id, { onDelete: "cascade" }),
    /** The account that took it (gone if that account is deleted; the address stays). */
    takenByUserId: text("taken_by_user_id").references(() => authUsers.id, { onDelete: "set null" }),
    takenByEmail: text("taken_by_email").notNull(),
    paymentMethod: deskPaymentMethod("payment_method").notNull(),
    /** Cash only: who holds it. */
    cashHeldBy: deskCashHolder("cash_held_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("desk_bookings_cash_holder", sql`(${t.paymentMethod} = 'cash') = (${t.cashHeldBy} is not null)`)],
);
