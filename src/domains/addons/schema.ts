import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  time,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { bookings } from "@/domains/bookings/schema";
import { country } from "@/domains/catalogue/schema";
import { authUsers, organisations } from "@/server/db/identity-schema";

/** DOMAIN.md Catalogue, add-ons: products of their own, sold alone or with a stay. */
export const addonKind = pgEnum("addon_kind", ["day_tour", "airport_transfer", "meal"]);

export const addonStatus = pgEnum("addon_status", ["active", "archived"]);

/** How a product is priced: per person (tours, meals) or per vehicle (transfers). */
export const addonPriceUnit = pgEnum("addon_price_unit", ["person", "vehicle"]);

/**
 * An order's life: `held` while it is being paid (its places are already taken), then `scheduled`; the
 * supplier marks it `done` or `no_show` from its day on; `cancelled` gives the places back (a declined card,
 * or a cancellation by the supplier or staff, refunded in full).
 */
export const addonOrderStatus = pgEnum("addon_order_status", ["held", "scheduled", "done", "no_show", "cancelled"]);

/**
 * A day tour, an airport transfer or a meal. Money is integer minor units in the supplier's settlement
 * currency (the country's, as for properties). `capacity` is persons per tour slot, covers per meal service,
 * or, for a transfer, the vehicles the supplier can send within one clock hour (its fleet per hour window).
 */
export const addonProducts = pgTable(
  "addon_products",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    kind: addonKind("kind").notNull(),
    status: addonStatus("status").notNull().default("active"),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    country: country("country").notNull(),
    city: text("city").notNull(),
    timeZone: text("time_zone").notNull(),
    currency: text("currency").notNull(),
    priceUnit: addonPriceUnit("price_unit").notNull(),
    priceMinor: bigint("price_minor", { mode: "number" }).notNull(),
    capacity: integer("capacity").notNull(),
    /** Tours: where it starts; meals: the venue. Transfers use pickup zones. */
    meetingPoint: text("meeting_point").notNull().default(""),
    durationMinutes: integer("duration_minutes").notNull().default(60),
    /** Transfers: the zones a guest may be picked up from (the airport, city areas). */
    pickupZones: text("pickup_zones")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("addon_products_organisation_idx").on(t.organisationId, t.kind),
    index("addon_products_public_idx")
      .on(t.kind, t.country, t.city)
      .where(sql`${t.status} = 'active'`),
    check("addon_products_price_positive", sql`${t.priceMinor} > 0`),
    check("addon_products_capacity_positive", sql`${t.capacity} between 1 and 1000`),
    check("addon_products_duration_positive", sql`${t.durationMinutes} between 1 and 1440`),
    check("addon_products_currency_iso", sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check("addon_products_price_unit_fits", sql`(${t.kind} = 'airport_transfer') = (${t.priceUnit} = 'vehicle')`),
  ],
);

/**
 * What can be sold of a product at one time: a tour's departure or a meal's service (made by the supplier),
 * or a transfer's clock hour (made by the first order in it, with the product's vehicles per hour). `taken`
 * counts the places of live orders, changed only in the order's transaction; the check `taken <= capacity`
 * is what refuses an oversold slot, whatever the concurrency (the row lock of the update serialises orders).
 */
export const addonSlots = pgTable(
  "addon_slots",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    productId: uuid("product_id")
      .notNull()
      .references(() => addonProducts.id),
    /** The day and start time in the product's own time zone. */
    day: date("day").notNull(),
    startTime: time("start_time").notNull(),
    capacity: integer("capacity").notNull(),
    taken: integer("taken").notNull().default(0),
    /** A supplier closes a slot to stop sales without touching orders already in it. */
    closed: text("closed_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("addon_slots_product_time_key").on(t.productId, t.day, t.startTime),
    index("addon_slots_day_idx").on(t.productId, t.day),
    check("addon_slots_not_oversold", sql`${t.taken} >= 0 and ${t.taken} <= ${t.capacity}`),
    check("addon_slots_capacity_positive", sql`${t.capacity} between 1 and 1000`),
  ],
);

/** An add-on bought by a guest: booked alone or attached to a stay (`bookingId`). */
export const addonOrders = pgTable(
  "addon_orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reference: text("reference").notNull().unique(),
    productId: uuid("product_id")
      .notNull()
      .references(() => addonProducts.id),
    slotId: uuid("slot_id")
      .notNull()
      .references(() => addonSlots.id),
    /** The supplier, copied from the product so that scoping an order needs no join. */
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    bookingId: uuid("booking_id").references(() => bookings.id),
    guestUserId: text("guest_user_id")
      .notNull()
      .references(() => authUsers.id),
    guestName: text("guest_name").notNull(),
    guestEmail: text("guest_email").notNull(),
    guestPhone: text("guest_phone").notNull(),
    /** Persons (tours, meals) or vehicles (transfers). */
    quantity: integer("quantity").notNull(),
    /** Transfers: the flight, the pickup zone and the exact pickup time (the slot is its clock hour). */
    flightNumber: text("flight_number"),
    pickupZone: text("pickup_zone"),
    pickupTime: time("pickup_time"),
    note: text("note").notNull().default(""),
    status: addonOrderStatus("status").notNull().default("held"),
    statusNote: text("status_note").notNull().default(""),
    currency: text("currency").notNull(),
    unitPriceMinor: bigint("unit_price_minor", { mode: "number" }).notNull(),
    totalMinor: bigint("total_minor", { mode: "number" }).notNull(),
    commissionMinor: bigint("commission_minor", { mode: "number" }).notNull(),
    refundedMinor: bigint("refunded_minor", { mode: "number" }).notNull().default(0),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("addon_orders_organisation_idx").on(t.organisationId, t.status),
    index("addon_orders_slot_idx").on(t.slotId),
    index("addon_orders_guest_idx").on(t.guestUserId),
    index("addon_orders_held_idx")
      .on(t.createdAt)
      .where(sql`${t.status} = 'held'`),
    check("addon_orders_quantity_positive", sql`${t.quantity} between 1 and 1000`),
    check(
      "addon_orders_total_is_price_times_quantity",
      sql`${t.totalMinor} = ${t.unitPriceMinor} * ${t.quantity} and ${t.totalMinor} > 0`,
    ),
    check("addon_orders_commission_within_total", sql`${t.commissionMinor} between 0 and ${t.totalMinor}`),
    check("addon_orders_refund_within_total", sql`${t.refundedMinor} between 0 and ${t.totalMinor}`),
    check(
      "addon_orders_transfer_details",
      sql`(${t.flightNumber} is null) or (${t.pickupZone} is not null and ${t.pickupTime} is not null)`,
    ),
  ],
);

/**
 * Photos of a product, stored as property photos are (`server/photos`: WebP at three widths under
 * `addons/<product>/photos/`; `storageKey` is the 960 px one that cards and the product page show). Guests see
 * them in `sortOrder`; the cover leads on /experiences and in the stay checkout. The partial unique index is
 * what keeps a product to one cover, whatever two edits do at once.
 */
export const addonPhotos = pgTable(
  "addon_photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    productId: uuid("product_id")
      .notNull()
      .references(() => addonProducts.id, { onDelete: "cascade" }),
    storageKey: text("storage_key").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    alt: text("alt").notNull().default(""),
    sortOrder: integer("sort_order").notNull().default(0),
    isCover: boolean("is_cover").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("addon_photos_product_idx").on(t.productId, t.sortOrder),
    uniqueIndex("addon_photos_one_cover")
      .on(t.productId)
      .where(sql`${t.isCover}`),
    check("addon_photos_size_positive", sql`${t.width} > 0 and ${t.height} > 0`),
    check("addon_photos_sort_order", sql`${t.sortOrder} >= 0`),
  ],
);
