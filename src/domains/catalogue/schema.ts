import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  time,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { sql, type SQL } from "drizzle-orm";
import { authUsers, organisations } from "@/server/db/identity-schema";
import { TRANSLATION_LOCALES } from "@/lib/translations";
import { MAX_CANCELLATION_DAYS, MAX_CANCELLATION_STEPS, type CancellationStep } from "./cancellation-rules";
import { BALANCE_DAYS_MAX, BALANCE_DAYS_MIN, DEPOSIT_PERCENT_MAX, DEPOSIT_PERCENT_MIN } from "./deposit-rules";

export const country = pgEnum("country", ["malaysia", "philippines", "indonesia", "thailand"]);

export const propertyType = pgEnum("property_type", [
  "apartment",
  "condo",
  "studio",
  "house",
  "coliving_room",
  "coliving_bed",
  "day_room",
]);

export const propertyStatus = pgEnum("property_status", ["draft", "in_review", "listed", "unlisted"]);

/** The three standard policies, and `custom`: the supplier's own steps, kept in `cancellation_rules`. */
export const cancellationPolicy = pgEnum("cancellation_policy", ["flexible", "moderate", "strict", "custom"]);

/**
 * The database's check of a custom policy's steps (a property's, and the copy a booking keeps): what
 * `cancellationRulesInput` (inputs.ts) asks, so no other writer can store steps the refund code cannot read.
 * A CASE decides in order: the shape first, then the numbers it may cast. Policy and steps go together:
 * `custom` has steps, the standard policies none (the enum is read as text: a value added by a migration cannot be
 * named in the same transaction).
 */
export function cancellationRulesChecks(table: string, policy: SQL, rules: SQL) {
  const pairs = Array.from({ length: MAX_CANCELLATION_STEPS - 1 }, (_, index) => {
    const [earlier, later] = [sql.raw(String(index)), sql.raw(String(index + 1))];
    return sql`coalesce((${rules} -> ${earlier} ->> 'daysBefore')::numeric > (${rules} -> ${later} ->> 'daysBefore')::numeric and (${rules} -> ${earlier} ->> 'percent')::numeric >= (${rules} -> ${later} ->> 'percent')::numeric, true)`;
  });
  const stepShape = sql.raw(
    `'$[*] ? (!(@.daysBefore.type() == "number" && @.daysBefore == @.daysBefore.floor() && @.daysBefore >= 0 && @.daysBefore <= ${MAX_CANCELLATION_DAYS} && @.percent.type() == "number" && @.percent == @.percent.floor() && @.percent >= 0 && @.percent <= 100))'`,
  );
  return [
    check(`${table}_cancellation_rules_with_custom`, sql`(${policy}::text = 'custom') = (${rules} is not null)`),
    check(
      `${table}_cancellation_rules_shape`,
      sql`${rules} is null or case
        when jsonb_typeof(${rules}) <> 'array' then false
        when jsonb_array_length(${rules}) not between 1 and ${sql.raw(String(MAX_CANCELLATION_STEPS))} then false
        when jsonb_path_exists(${rules}, ${stepShape}) then false
        else (${rules} -> -1 ->> 'daysBefore')::numeric = 0 and ${sql.join(pairs, sql` and `)}
      end`,
    ),
  ];
}

/**
 * A listing. Money is integer minor units in the property's own currency (the supplier's settlement
 * currency); the stay modes are on when their rate is set.
 */
export const properties = pgTable(
  "properties",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    hostUserId: text("host_user_id").references(() => authUsers.id),
    managed: boolean("managed").notNull().default(false),
    type: propertyType("type").notNull(),
    status: propertyStatus("status").notNull().default("draft"),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    country: country("country").notNull(),
    city: text("city").notNull(),
    address: text("address").notNull().default(""),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    timeZone: text("time_zone").notNull(),
    currency: text("currency").notNull(),
    bedrooms: integer("bedrooms").notNull().default(1),
    bathrooms: integer("bathrooms").notNull().default(1),
    /** Everyone, adults and children, one unit holds (docs/OCCUPANCY.md). */
    maxGuests: integer("max_guests").notNull().default(2),
    /** The most adults and children one unit takes; null: up to `max_guests` of either. */
    maxAdults: integer("max_adults"),
    maxChildren: integer("max_children"),
    /**
     * How many people the nightly price includes; beyond it each extra adult or child pays its price per night.
     * Null: the price is for everyone up to `max_guests` (no extra-person charges).
     */
    baseOccupancy: integer("base_occupancy"),
    extraAdultMinor: bigint("extra_adult_minor", { mode: "number" }),
    extraChildMinor: bigint("extra_child_minor", { mode: "number" }),
    /** Children younger than this stay free and take no place of the base occupancy. */
    childrenFreeUnderAge: integer("children_free_under_age").notNull().default(2),
    sizeSqm: integer("size_sqm"),
    amenities: text("amenities").array().notNull().default([]),
    houseRules: text("house_rules").notNull().default(""),
    checkInTime: time("check_in_time").notNull().default("15:00"),
    checkOutTime: time("check_out_time").notNull().default("11:00"),
    cancellationPolicy: cancellationPolicy("cancellation_policy").notNull().default("moderate"),
    /** A custom policy's steps, earliest first (inputs.ts `cancellationRulesInput`); null for a standard policy. */
    cancellationRules: jsonb("cancellation_rules").$type<CancellationStep[]>(),
    instantBook: boolean("instant_book").notNull().default(true),
    /**
     * A deposit (docs/DEPOSITS.md): the percent of the price charged at booking, the rest `balanceDaysBefore` days
     * before check-in (in the property's time zone). Both null: the guest pays in full at booking.
     */
    depositPercent: integer("deposit_percent"),
    balanceDaysBefore: integer("balance_days_before"),
    licenceNumber: text("licence_number"),
    nightlyRateMinor: bigint("nightly_rate_minor", { mode: "number" }),
    weekendRateMinor: bigint("weekend_rate_minor", { mode: "number" }),
    minNights: integer("min_nights").notNull().default(1),
    maxNights: integer("max_nights"),
    monthlyRateMinor: bigint("monthly_rate_minor", { mode: "number" }),
    hourlyRateMinor: bigint("hourly_rate_minor", { mode: "number" }),
    minHours: integer("min_hours"),
    maxHours: integer("max_hours"),
    /** Opening hours of an hourly space, in the property's time zone. */
    openingTime: time("opening_time"),
    closingTime: time("closing_time"),
    /** Hours kept free after an hourly stay for cleaning. */
    bufferHours: integer("buffer_hours").notNull().default(0),
    cleaningFeeMinor: bigint("cleaning_fee_minor", { mode: "number" }).notNull().default(0),
    /**
     * Its published reviews: how many and the sum of their ratings (the average is sum / count), kept by a
     * trigger on reviews (catalogue/sql/ratings.sql) so the default "recommended" sort reads them
     * from the row instead of aggregating thousands of candidates' reviews per search.
     */
    ratingCount: integer("rating_count").notNull().default(0),
    ratingSum: integer("rating_sum").notNull().default(0),
    /** When the supplier last sent the listing for review, and what the reviewer said when sending it back. */
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    reviewNote: text("review_note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("properties_organisation_idx").on(t.organisationId),
    index("properties_search_idx").on(t.status, t.country, t.city),
    // The guest search by city (lower(city) = lower($1) on listed properties): docs/PERFORMANCE.md, Search.
    index("properties_listed_city_idx")
      .on(sql`lower(${t.city})`)
      .where(sql`${t.status} = 'listed'`),
    // The occupancy rules add up (docs/OCCUPANCY.md): the listing editor says so in words, this is the last word.
    check(
      "properties_occupancy_consistent",
      sql`${t.maxGuests} >= 1
        and (${t.maxAdults} is null or ${t.maxAdults} between 1 and ${t.maxGuests})
        and (${t.maxChildren} is null or ${t.maxChildren} between 0 and ${t.maxGuests} - 1)
        and (${t.baseOccupancy} is null or ${t.baseOccupancy} between 1 and ${t.maxGuests})
        and coalesce(${t.extraAdultMinor}, 0) >= 0 and coalesce(${t.extraChildMinor}, 0) >= 0
        and ${t.childrenFreeUnderAge} between 0 and 18`,
    ),
    check(
      "properties_rating_kept",
      sql`${t.ratingCount} >= 0 and ${t.ratingSum} between ${t.ratingCount} and 5 * ${t.ratingCount}`,
    ),
    ...cancellationRulesChecks("properties", sql`${t.cancellationPolicy}`, sql`${t.cancellationRules}`),
    // docs/DEPOSITS.md: a deposit and its balance's days come together, within the limits the editor offers.
    check(
      "properties_deposit_terms",
      sql`(${t.depositPercent} is null and ${t.balanceDaysBefore} is null) or (${t.depositPercent} is not null and ${t.balanceDaysBefore} is not null and ${t.depositPercent} between ${sql.raw(String(DEPOSIT_PERCENT_MIN))} and ${sql.raw(String(DEPOSIT_PERCENT_MAX))} and ${t.balanceDaysBefore} between ${sql.raw(String(BALANCE_DAYS_MIN))} and ${sql.raw(String(BALANCE_DAYS_MAX))})`,
    ),
  ],
);

export const unitKind = pgEnum("unit_kind", ["entire_place", "room", "bed"]);

/** What is actually booked: the whole place, or a co-living room or bed sold on its own. */
export const units = pgTable(
  "units",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    kind: unitKind("kind").notNull().default("entire_place"),
    sortOrder: integer("sort_order").notNull().default(0),
    /**
     * When the unit was taken off sale for good while its past bookings keep it on record: it leaves availability,
     * the search and the calendars, and stays named in history (catalogue/listings/units.ts, `archiveUnit`).
     */
    archivedAt: timestamp("archived_at", { withTimezone: true }),
  },
  // A property's units in their order, read from the index alone (the search's free-units array).
  (t) => [index("units_property_sort_idx").on(t.propertyId, t.sortOrder, t.id)],
);

/**
 * The name a booking of an archived unit is refused under (a check violation raised by the trigger of
 * catalogue/sql/archived-units.sql), for the writers of bookings to answer it in words.
 */
export const UNIT_ARCHIVED_CONSTRAINT = "bookings_unit_not_archived";

/** PostgreSQL's `datemultirange`, read as its text form ("{[2027-03-10,2027-03-12)}"); only SQL works with it. */
const dateMultirange = customType<{ data: string; driverData: string }>({ dataType: () => "datemultirange" });
/** PostgreSQL's `tstzmultirange`, likewise. */
const tstzMultirange = customType<{ data: string; driverData: string }>({ dataType: () => "tstzmultirange" });

/**
 * What each unit cannot be sold for. `nights`, for a nightly or monthly stay: its live bookings (of any mode) and its
 * closed days (owner's stays, maintenance, imported channel blocks), as one multirange, so the availability
 * test of a unit is one index probe (`nights && daterange(check-in, check-out)`) instead of a probe of
 * bookings and one of the calendar. Written only by the database: triggers on bookings, calendar_days and hourly_blocks
 * refresh a unit's row in the same transaction as the write (catalogue/sql/taken-nights.sql), and
 * `rebuild_unit_taken_nights()` recomputes every row. Every unit has a row (a trigger on units adds it).
 */
export const unitTakenNights = pgTable(
  "unit_taken_nights",
  {
    unitId: uuid("unit_id")
      .primaryKey()
      .references(() => units.id, { onDelete: "cascade" }),
    /**
     * The unit's property (kept equal to units.property_id by a trigger, and every unit has a row), so "has this
     * property a free unit" is one probe of this table's index instead of one of units and one per unit here.
     */
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    nights: dateMultirange("nights").notNull(),
    /**
     * For hourly stays, the same unit's time taken in three parts, because each is tested differently: whole
     * days it cannot be sold at all (closed days and live nightly or monthly bookings: `nights` without the
     * hourly bookings' days), live hourly bookings up to the end of their cleaning buffer (tested against the
     * asked hours plus the property's buffer), and closed hours (tested against the asked hours alone).
     */
    wholeDays: dateMultirange("whole_days").notNull().default("{}"),
    hours: tstzMultirange("hours").notNull().default("{}"),
    closedHours: tstzMultirange("closed_hours").notNull().default("{}"),
  },
  (t) => [index("unit_taken_nights_property_idx").on(t.propertyId)],
);

/**
 * The guest search's source (docs/PERFORMANCE.md, Search): one narrow row per property a guest can find (listed,
 * its organisation enabled, at least one unit not archived), with exactly the columns the search's filters and
 * sorts read, so a city's candidates are a few hundred pages instead of the properties table's thousands.
 * Written only by the database: statement triggers on properties, units and organisations refresh the rows of the
 * properties a statement touched, in its transaction (catalogue/sql/property-search.sql); a property's rating
 * reaches it through the properties row, which the reviews' trigger updates. The migration that made it clustered
 * it by city (`CLUSTER property_search` again after a bulk load keeps a city's rows together). The columns are
 * named as on properties, `id` included, so the search's conditions read either table.
 */
export const propertySearch = pgTable(
  "property_search",
  {
    id: uuid("id")
      .primaryKey()
      .references(() => properties.id, { onDelete: "cascade" }),
    /** lower(city): the search's city test. */
    cityKey: text("city_key").notNull(),
    country: country("country").notNull(),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    type: propertyType("type").notNull(),
    amenities: text("amenities").array().notNull(),
    instantBook: boolean("instant_book").notNull(),
    bedrooms: integer("bedrooms").notNull(),
    maxGuests: integer("max_guests").notNull(),
    maxAdults: integer("max_adults"),
    maxChildren: integer("max_children"),
    currency: text("currency").notNull(),
    nightlyRateMinor: bigint("nightly_rate_minor", { mode: "number" }),
    monthlyRateMinor: bigint("monthly_rate_minor", { mode: "number" }),
    hourlyRateMinor: bigint("hourly_rate_minor", { mode: "number" }),
    minNights: integer("min_nights").notNull(),
    maxNights: integer("max_nights"),
    minHours: integer("min_hours"),
    maxHours: integer("max_hours"),
    openingTime: time("opening_time"),
    closingTime: time("closing_time"),
    timeZone: text("time_zone").notNull(),
    bufferHours: integer("buffer_hours").notNull(),
    ratingCount: integer("rating_count").notNull(),
    ratingSum: integer("rating_sum").notNull(),
    /**
     * The average the search sorts by, worked out once per change instead of per candidate and search: the
     * search's own expression (numeric division, so the value avg() gave), null without a review.
     */
    ratingAverage: doublePrecision("rating_average"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("property_search_city_idx").on(t.cityKey),
    index("property_search_country_idx").on(t.country),
    // The default sort (recommended) in index order within a city or a country, so the search's first pass reads
    // a city's candidates best first and stops, instead of sorting all of them (catalogue/search.ts).
    index("property_search_city_recommended_idx").on(
      t.cityKey,
      t.ratingAverage.desc().nullsLast(),
      t.createdAt.desc().nullsFirst(),
      t.id,
    ),
    index("property_search_country_recommended_idx").on(
      t.country,
      t.ratingAverage.desc().nullsLast(),
      t.createdAt.desc().nullsFirst(),
      t.id,
    ),
    // The price sorts of nightly and hourly stays in index order within a city (or a country, by the night) where
    // its listings are priced in one currency: there a rate's order is the base price's for any rates
    // (catalogue/search.ts, the first pass).
    index("property_search_city_nightly_price_idx").on(t.cityKey, t.currency, t.nightlyRateMinor, t.id),
    index("property_search_country_nightly_price_idx").on(t.country, t.currency, t.nightlyRateMinor, t.id),
    index("property_search_city_hourly_price_idx").on(t.cityKey, t.currency, t.hourlyRateMinor, t.id),
    // The map's area (a bounding box) without PostGIS: PostgreSQL's own point and box with GiST.
    index("property_search_location_idx").using("gist", sql`point(${t.longitude}, ${t.latitude})`),
  ],
);

export const propertyPhotos = pgTable(
  "property_photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    /** Key in the file storage (server/storage); served at /api/files/{key}. */
    storageKey: text("storage_key").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    alt: text("alt").notNull().default(""),
    sortOrder: integer("sort_order").notNull().default(0),
    isCover: boolean("is_cover").notNull().default(false),
  },
  (t) => [index("property_photos_property_idx").on(t.propertyId, t.sortOrder)],
);

export const blockReason = pgEnum("block_reason", ["owner_stay", "maintenance", "external_channel", "other"]);

/**
 * The rate calendar: one row per unit and day that differs from the property's base settings. A day
 * without a row is open at the base rate. Per-date overrides beat the base (and, later, seasonal rules).
 */
export const calendarDays = pgTable(
  "calendar_days",
  {
    unitId: uuid("unit_id")
      .notNull()
      .references(() => units.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    closed: boolean("closed").notNull().default(false),
    /** Why a closed day is closed; imported channel blocks say `external_channel`. */
    blockReason: blockReason("block_reason"),
    note: text("note").notNull().default(""),
    priceOverrideMinor: bigint("price_override_minor", { mode: "number" }),
    minNightsOverride: integer("min_nights_override"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text("updated_by"),
  },
  (t) => [
    primaryKey({ columns: [t.unitId, t.day] }),
    index("calendar_days_closed_idx")
      .on(t.unitId, t.day)
      .where(sql`${t.closed}`),
    // Whether any unit has a minimum-nights override on a day (the search asks once per query).
    index("calendar_days_min_nights_idx")
      .on(t.day)
      .where(sql`${t.minNightsOverride} is not null`),
    check("calendar_days_price_not_negative", sql`coalesce(${t.priceOverrideMinor}, 0) >= 0`),
    check("calendar_days_min_nights_positive", sql`coalesce(${t.minNightsOverride}, 1) >= 1`),
    check("calendar_days_reason_needs_closed", sql`${t.blockReason} is null or ${t.closed}`),
  ],
);

/**
 * Hours closed on an hourly unit (a day room's maintenance hour, an owner's use): the by-the-hour
 * counterpart of a closed calendar day. Two blocks of one unit never overlap (an exclusion constraint in
 * drizzle/0007_listings_and_hourly_blocks.sql); availability treats a block like an hourly booking.
 */
export const hourlyBlocks = pgTable(
  "hourly_blocks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    unitId: uuid("unit_id")
      .notNull()
      .references(() => units.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    reason: blockReason("reason").notNull(),
    note: text("note").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    createdBy: text("created_by"),
  },
  (t) => [
    index("hourly_blocks_unit_idx").on(t.unitId, t.startsAt),
    check("hourly_blocks_ordered", sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

export const pricingRuleKind = pgEnum("pricing_rule_kind", [
  "season",
  "weekday",
  "length_of_stay",
  "early_booking",
  "last_minute",
]);

/**
 * A supplier's pricing rule (ARCHITECTURE.md, Pricing rules): for the whole property (`unit_id` null) or one unit.
 * Seasons and weekday prices set a night's price, the three discounts take a percentage off the stay; the
 * quote (`pricing.ts`) applies them in one order of precedence. Each kind uses its own columns and no other,
 * as the checks below say. Two active seasons of the same unit (or both property-wide) never overlap: an
 * exclusion constraint (drizzle/ migration `pricing_rules_no_overlap`).
 */
export const pricingRules = pgTable(
  "pricing_rules",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    unitId: uuid("unit_id").references(() => units.id, { onDelete: "cascade" }),
    kind: pricingRuleKind("kind").notNull(),
    name: text("name").notNull(),
    /** A season's first night and the night after its last (the range is [starts_on, ends_on)). */
    startsOn: date("starts_on"),
    endsOn: date("ends_on"),
    /** A weekday price's nights: 0 Sunday … 6 Saturday, the night that starts on that day. */
    weekdays: integer("weekdays").array(),
    nightlyPriceMinor: bigint("nightly_price_minor", { mode: "number" }),
    /** A season's minimum stay, checked from the check-in night like a day's override. */
    minNights: integer("min_nights"),
    /** A discount's percentage off the stay. */
    percentOff: integer("percent_off"),
    /** A length-of-stay discount applies from this many nights (7 for a week, 28 for a month). */
    fromNights: integer("from_nights"),
    /** Early booking: at least this many days before arrival; last minute: at most this many. */
    daysBeforeArrival: integer("days_before_arrival"),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("pricing_rules_property_idx").on(t.propertyId),
    check("pricing_rules_name_length", sql`char_length(${t.name}) between 1 and 80`),
    check("pricing_rules_price_positive", sql`${t.nightlyPriceMinor} is null or ${t.nightlyPriceMinor} > 0`),
    check("pricing_rules_percent_range", sql`${t.percentOff} is null or ${t.percentOff} between 1 and 90`),
    check("pricing_rules_min_nights_range", sql`${t.minNights} is null or ${t.minNights} between 1 and 365`),
    check("pricing_rules_from_nights_range", sql`${t.fromNights} is null or ${t.fromNights} between 2 and 365`),
    check(
      "pricing_rules_days_before_range",
      sql`${t.daysBeforeArrival} is null or ${t.daysBeforeArrival} between 0 and 730`,
    ),
    check(
      "pricing_rules_weekdays_valid",
      sql`${t.weekdays} is null or (cardinality(${t.weekdays}) between 1 and 7 and ${t.weekdays} <@ array[0,1,2,3,4,5,6])`,
    ),
    // Each kind has exactly the columns it uses.
    check(
      "pricing_rules_kind_shape",
      sql`case ${t.kind}
        when 'season' then ${t.startsOn} is not null and ${t.endsOn} is not null and ${t.startsOn} < ${t.endsOn}
          and ${t.nightlyPriceMinor} is not null and ${t.weekdays} is null and ${t.percentOff} is null
          and ${t.fromNights} is null and ${t.daysBeforeArrival} is null
        when 'weekday' then ${t.weekdays} is not null and ${t.nightlyPriceMinor} is not null
          and ${t.startsOn} is null and ${t.endsOn} is null and ${t.minNights} is null and ${t.percentOff} is null
          and ${t.fromNights} is null and ${t.daysBeforeArrival} is null
        when 'length_of_stay' then ${t.fromNights} is not null and ${t.percentOff} is not null
          and ${t.startsOn} is null and ${t.endsOn} is null and ${t.weekdays} is null and ${t.nightlyPriceMinor} is null
          and ${t.minNights} is null and ${t.daysBeforeArrival} is null
        else ${t.daysBeforeArrival} is not null and ${t.percentOff} is not null
          and ${t.startsOn} is null and ${t.endsOn} is null and ${t.weekdays} is null and ${t.nightlyPriceMinor} is null
          and ${t.minNights} is null and ${t.fromNights} is null
        end`,
    ),
  ],
);

/**
 * A listing's title and description in another language (docs/I18N.md, "Content in other languages"), one row
 * per language, written by the supplier in the listing editor. English stays in `properties`; guest pages read
 * the translation where there is one and English otherwise.
 */
export const propertyTranslations = pgTable(
  "property_translations",
  {
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    locale: text("locale").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.locale] }),
    check(
      "property_translations_locale",
      sql`${t.locale} in (${sql.raw(TRANSLATION_LOCALES.map((locale) => `'${locale}'`).join(", "))})`,
    ),
  ],
);
