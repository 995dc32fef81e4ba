import { sql } from "drizzle-orm";
import { bigint, date, index, integer, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { properties, units } from "@/domains/catalogue/schema";
import { authUsers } from "@/domains/identity/schema";

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

export const bookingChannel = pgEnum("booking_channel", ["direct", "airasia", "ical", "staff"]);

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
    guestCount: integer("guest_count").notNull().default(1),
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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("bookings_property_idx").on(t.propertyId, t.checkIn),
    index("bookings_guest_idx").on(t.guestEmail),
    // A unit's live stays (availability: search, product page). The exclusion constraints' GiST indexes
    // leave out hourly or nightly stays, which the availability rule counts together, so they do not serve.
    index("bookings_unit_live_idx")
      .on(t.unitId, t.checkIn, t.checkOut)
      .where(sql.raw(`"bookings"."status" in (${LIVE_BOOKING_STATUSES.map((status) => `'${status}'`).join(", ")})`)),
  ],
);
