import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { bookings } from "@/domains/bookings/schema";
import { properties } from "@/domains/catalogue/schema";
import { authUsers } from "@/server/db/identity-schema";

export const promoKind = pgEnum("promo_kind", ["percent", "fixed"]);

/**
 * A promo code (DOMAIN.md Channels and partners). Codes are the platform's (staff and special users make
 * them), so the platform funds their discounts. `redemptionsCount` is the counter row of the total cap:
 * every redemption increments it inside the booking's transaction (the row lock makes concurrent
 * checkouts take turns) and the check constraint refuses going past `maxRedemptions`, whatever the code
 * path. A booking that expires, is declined or is cancelled gives its redemption back (a trigger on
 * bookings, growth/sql/promo-codes.sql).
 */
export const promoCodes = pgTable(
  "promo_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Upper case, letters and digits (the guest's entry is upper-cased before the lookup). */
    code: text("code").notNull().unique(),
    description: text("description").notNull().default(""),
    kind: promoKind("kind").notNull(),
    /** Percent codes: basis points of the room revenue (1000 = 10%). */
    percentBasisPoints: integer("percent_basis_points"),
    /** Fixed codes: the amount off, in minor units of `currency` (valid only at places priced in it). */
    amountMinor: bigint("amount_minor", { mode: "number" }),
    currency: text("currency"),
    validFrom: timestamp("valid_from", { withTimezone: true }).notNull(),
    validUntil: timestamp("valid_until", { withTimezone: true }).notNull(),
    /** Total redemptions allowed (null: no cap); per guest account (null: no cap). */
    maxRedemptions: integer("max_redemptions"),
    perGuestLimit: integer("per_guest_limit"),
    redemptionsCount: integer("redemptions_count").notNull().default(0),
    /** True: every property; false: only those in `promo_code_properties`. */
    allProperties: boolean("all_properties").notNull().default(true),
    active: boolean("active").notNull().default(true),
    createdBy: text("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("promo_codes_code_format", sql`${t.code} ~ '^[A-Z0-9]{3,20}$'`),
    check(
      "promo_codes_kind_terms",
      sql`(${t.kind} = 'percent' and ${t.percentBasisPoints} between 1 and 10000 and ${t.amountMinor} is null and ${t.currency} is null)
        or (${t.kind} = 'fixed' and ${t.percentBasisPoints} is null and ${t.amountMinor} > 0 and ${t.currency} ~ '^[A-Z]{3}$')`,
    ),
    check("promo_codes_window", sql`${t.validUntil} > ${t.validFrom}`),
    check(
      "promo_codes_caps_positive",
      sql`coalesce(${t.maxRedemptions}, 1) > 0 and coalesce(${t.perGuestLimit}, 1) > 0`,
    ),
    check(
      "promo_codes_count_within_cap",
      sql`${t.redemptionsCount} >= 0 and ${t.redemptionsCount} <= coalesce(${t.maxRedemptions}, ${t.redemptionsCount})`,
    ),
  ],
);

/** The properties a code is valid for, when it is not valid everywhere. */
export const promoCodeProperties = pgTable(
  "promo_code_properties",
  {
    promoCodeId: uuid("promo_code_id")
      .notNull()
      .references(() => promoCodes.id, { onDelete: "cascade" }),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.promoCodeId, t.propertyId] })],
);

/**
 * One use of a code: one booking (one code per booking: the booking is unique here), the guest, the
 * discount given. `releasedAt` is set when the booking ends without a stay (expired, declined, cancelled):
 * the use no longer counts against the caps; the row stays for the usage report.
 */
export const promoRedemptions = pgTable(
  "promo_redemptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    promoCodeId: uuid("promo_code_id")
      .notNull()
      .references(() => promoCodes.id),
    bookingId: uuid("booking_id")
      .notNull()
      .unique()
      .references(() => bookings.id, { onDelete: "cascade" }),
    guestUserId: text("guest_user_id").references(() => authUsers.id),
    currency: text("currency").notNull(),
    discountMinor: bigint("discount_minor", { mode: "number" }).notNull(),
    redeemedAt: timestamp("redeemed_at", { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp("released_at", { withTimezone: true }),
  },
  (t) => [
    check("promo_redemptions_discount_positive", sql`${t.discountMinor} > 0`),
    index("promo_redemptions_code_idx").on(t.promoCodeId, t.guestUserId),
  ],
);
