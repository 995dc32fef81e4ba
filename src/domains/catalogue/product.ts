/**
 * One listing as a guest sees it: the product page's details, its availability and the live quote.
 * Only listed properties of enabled organisations are public.
 */
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Locale } from "@/lib/locales";
import { z } from "zod";
import type { CancellationStep } from "./cancellation-rules";
import type { CountryCode } from "@/lib/countries";
import type { ConversionRates } from "@/lib/currency";
import type { Actor } from "@/server/access";
import type { DbOrTx } from "@/server/db";
import { maybeRowOf, rowOf, rowsOf, sqlTypes } from "@/server/db/rows";
import { settingsInForce, type SettingsInForce } from "@/domains/platform";
import { LIVE_STATUSES_SQL as LIVE, unitIsFree } from "./availability";
import { fileUrl } from "./queries";
import { quoteStay, type PromoTerms, type Quote, type QuoteProblem, type StayRequest } from "./quote";
import { calendarsFor, inCurrencies, OCCUPANCY_COLUMNS, quotedPropertyOf, type PriceInCurrencies } from "./search";
import type { Occupancy } from "./occupancy";
import { rulesForUnit } from "./pricing-rules";
import { activeRulesOfProperties } from "./pricing/rules";
import {
  cancellationPolicy,
  country as countryEnum,
  propertyPhotos,
  propertyType,
  units as unitsTable,
} from "./schema";
import { utcDayOf } from "@/lib/dates";

export interface Product {
  id: string;
  title: string;
  description: string;
  type: (typeof propertyType.enumValues)[number];
  country: CountryCode;
  city: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  timeZone: string;
  currency: string;
  bedrooms: number;
  bathrooms: number;
  maxGuests: number;
  /** What one unit takes and what extra people pay (docs/OCCUPANCY.md); null: no limit or price of its own. */
  occupancy: {
    maxAdults: number | null;
    maxChildren: number | null;
    baseOccupancy: number | null;
    extraAdultMinor: number | null;
    extraChildMinor: number | null;
    childrenFreeUnderAge: number;
  };
  sizeSqm: number | null;
  amenities: string[];
  houseRules: string;
  checkInTime: string;
  checkOutTime: string;
  cancellationPolicy: (typeof cancellationPolicy.enumValues)[number];
  /** A custom policy's steps (cancellation-rules.ts), null for a standard policy. */
  cancellationRules: CancellationStep[] | null;
  instantBook: boolean;
  /** A deposit at booking and the balance's days before check-in (docs/DEPOSITS.md); both null: paid in full. */
  depositPercent: number | null;
  balanceDaysBefore: number | null;
  licenceNumber: string | null;
  rates: {
    nightlyMinor: number | null;
    weekendMinor: number | null;
    minNights: number;
    maxNights: number | null;
    monthlyMinor: number | null;
    hourlyMinor: number | null;
    minHours: number | null;
    maxHours: number | null;
    openingTime: string | null;
    closingTime: string | null;
    cleaningFeeMinor: number;
  };
  units: { id: string; name: string; kind: "entire_place" | "room" | "bed" }[];
  photos: { url: string; alt: string; width: number; height: number }[];
  host: { name: string; organisation: string; memberSince: string; listings: number };
  reviews: {
    average: number;
    count: number;
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// `p.*` and the organisation's; bigint money arrives as a number (client.ts), times and timestamps as text.
const ProductRow = z.object({
  id: sqlTypes.uuid,
  title: sqlTypes.text,
  description: sqlTypes.text,
  /** The title and description in the reader's language (English's where there is no translation). */
  title_read: sqlTypes.text,
  description_read: sqlTypes.text,
  type: z.enum(propertyType.enumValues),
  country: z.enum(countryEnum.enumValues),
  city: sqlTypes.text,
  address: sqlTypes.text,
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  time_zone: sqlTypes.text,
  currency: sqlTypes.text,
  bedrooms: sqlTypes.int,
  bathrooms: sqlTypes.int,
  max_guests: sqlTypes.int,
  ...OCCUPANCY_COLUMNS,
  size_sqm: sqlTypes.int.nullable(),
  amenities: z.array(sqlTypes.text),
  house_rules: sqlTypes.text,
  check_in_time: sqlTypes.text,
  check_out_time: sqlTypes.text,
  cancellation_policy: z.enum(cancellationPolicy.enumValues),
  cancellation_rules: z.array(z.object({ daysBefore: z.number(), percent: z.number() })).nullable(),
  instant_book: sqlTypes.boolean,
  deposit_percent: sqlTypes.int.nullable(),
  balance_days_before: sqlTypes.int.nullable(),
  licence_number: sqlTypes.text.nullable(),
  nightly_rate_minor: sqlTypes.bigint.nullable(),
  weekend_rate_minor: sqlTypes.bigint.nullable(),
  min_nights: sqlTypes.int,
  max_nights: sqlTypes.int.nullable(),
  monthly_rate_minor: sqlTypes.bigint.nullable(),
  hourly_rate_minor: sqlTypes.bigint.nullable(),
  min_hours: sqlTypes.int.nullable(),
  max_hours: sqlTypes.int.nullable(),
  opening_time: sqlTypes.text.nullable(),
  closing_time: sqlTypes.text.nullable(),
  cleaning_fee_minor: sqlTypes.bigint,
  organisation_name: sqlTypes.text,
  organisation_since: sqlTypes.timestamp,
  organisation_listings: sqlTypes.int,
  host_name: sqlTypes.text.nullable(),
});
type ProductRow = z.infer<typeof ProductRow>;

// avg(...)::float8 is a number (null without reviews), count(*)::int a number.
const ReviewSummaryRow = z.object({ average: z.number().nullable(), count: sqlTypes.int });

async function productRow(db: DbOrTx, id: string, locale: Locale): Promise<ProductRow | null> {
  if (!UUID.test(id)) return null;
  // The title and description in the reader's language where the supplier wrote them, English's otherwise (an
  // empty translated description reads English's; docs/I18N.md, "Content in other languages").
  return maybeRowOf(
    db,
    ProductRow,
    sql`
    select p.*, coalesce(translation.title, p.title) as title_read,
      coalesce(nullif(translation.description, ''), p.description) as description_read,
      p.opening_time::text as opening_time, p.closing_time::text as closing_time,
      to_char(p.check_in_time, 'HH24:MI') as check_in_time, to_char(p.check_out_time, 'HH24:MI') as check_out_time,
      o.name as organisation_name, o.created_at as organisation_since,
      (select count(*)::int from properties other where other.organisation_id = o.id and other.status = 'listed') as organisation_listings,
      host.name as host_name
    from properties p
    join organisations o on o.id = p.organisation_id
    left join auth_users host on host.id = p.host_user_id
    left join property_translations translation on translation.property_id = p.id and translation.locale = ${locale}
    where p.id = ${id}::uuid and p.status = 'listed' and o.enabled
  `,
  );
}

/** A listed property with everything its page shows, or null when there is none the public may see. */
export async function findProduct(
  db: DbOrTx,
  id: string,
  scope: { actor: Actor; locale?: Locale },
): Promise<Product | null> {
  const row = await productRow(db, id, scope.locale ?? "en");
  if (!row) return null;
  const [unitRows, photoRows, reviewSummary] = await Promise.all([
    db
      .select({ id: unitsTable.id, name: unitsTable.name, kind: unitsTable.kind })
      .from(unitsTable)
      .where(and(eq(unitsTable.propertyId, id), isNull(unitsTable.archivedAt)))
      .orderBy(unitsTable.sortOrder, unitsTable.id),
    db
      .select({
        storageKey: propertyPhotos.storageKey,
        alt: propertyPhotos.alt,
        width: propertyPhotos.width,
        height: propertyPhotos.height,
      })
      .from(propertyPhotos)
      .where(eq(propertyPhotos.propertyId, id))
      .orderBy(desc(propertyPhotos.isCover), propertyPhotos.sortOrder, propertyPhotos.id),
    rowOf(
      db,
      ReviewSummaryRow,
      // The guests' published reviews staff have not hidden: those the kept rating counts (catalogue/sql/ratings.sql).
      sql`select avg(rating)::float8 as average, count(*)::int as count from reviews where property_id = ${id}::uuid
          and published_at is not null and hidden_at is null and side = 'guest'`,
    ),
  ]);
  const summary = reviewSummary;
  const quoted = quotedPropertyOf(row);
  return {
    id: row.id,
    title: row.title_read,
    description: row.description_read,
    type: row.type,
    country: row.country,
    city: row.city,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    timeZone: row.time_zone,
    currency: row.currency,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    maxGuests: row.max_guests,
    occupancy: {
      maxAdults: row.max_adults,
      maxChildren: row.max_children,
      baseOccupancy: row.base_occupancy,
      extraAdultMinor: row.extra_adult_minor,
      extraChildMinor: row.extra_child_minor,
      childrenFreeUnderAge: row.children_free_under_age,
    },
    sizeSqm: row.size_sqm,
    amenities: row.amenities,
    houseRules: row.house_rules,
    checkInTime: row.check_in_time,
    checkOutTime: row.check_out_time,
    cancellationPolicy: row.cancellation_policy,
    cancellationRules: row.cancellation_rules,
    instantBook: row.instant_book,
    depositPercent: row.deposit_percent,
    balanceDaysBefore: row.balance_days_before,
    licenceNumber: row.licence_number,
    rates: {
      nightlyMinor: quoted.nightlyRateMinor,
      weekendMinor: quoted.weekendRateMinor,
      minNights: quoted.minNights,
      maxNights: quoted.maxNights,
      monthlyMinor: quoted.monthlyRateMinor,
      hourlyMinor: quoted.hourlyRateMinor,
      minHours: quoted.minHours,
      maxHours: quoted.maxHours,
      openingTime: quoted.openingTime?.slice(0, 5) ?? null,
      closingTime: quoted.closingTime?.slice(0, 5) ?? null,
      cleaningFeeMinor: quoted.cleaningFeeMinor,
    },
    units: unitRows,
    photos: photoRows.map((photo) => ({
      url: fileUrl(photo.storageKey),
      alt: photo.alt,
      width: photo.width,
      height: photo.height,
    })),
    host: {
      name: row.host_name ?? row.organisation_name,
      organisation: row.organisation_name,
      memberSince: utcDayOf(new Date(row.organisation_since)),
      listings: row.organisation_listings,
    },
    reviews: {
      average: summary.average ? Math.round(summary.average * 10) / 10 : 0,
      count: summary.count,
    },
  };
}

const DayRow = z.object({ day: sqlTypes.date });

/**
 * Nights in [from, to) on which no unit of the property is free (booked or closed), for the product
 * page's calendar. For co-living, a night is unavailable only when every room is taken. The quote's own rule
 * (availability.ts, `unit_taken_nights`): a night is taken by a stay of any mode, an hourly one on that day
 * included (docs/STAY-MODES.md), and an archived unit is taken every night.
 */
export async function unavailableNights(
  db: DbOrTx,
  propertyId: string,
  range: { from: string; to: string },
): Promise<string[]> {
  const rows = await rowsOf(
    db,
    DayRow,
    sql`
    select d.day::date::text as day
    from generate_series(${range.from}::date, ${range.to}::date - 1, interval '1 day') as d(day)
    where not exists (
      select 1 from unit_taken_nights t
      where t.property_id = ${propertyId}::uuid and not t.nights @> d.day::date)
    order by 1
  `,
  );
  return rows.map((row) => row.day);
}

// to_char(...) is text.
const BookedHoursRow = z.object({ unit_id: sqlTypes.uuid, from_time: sqlTypes.text, to_time: sqlTypes.text });

/** Hourly spaces: the booked periods of a day (start, end including the cleaning buffer) per unit, local "HH:MM". */
export async function bookedHours(
  db: DbOrTx,
  propertyId: string,
  day: string,
): Promise<{ unitId: string; from: string; to: string }[]> {
  const rows = await rowsOf(
    db,
    BookedHoursRow,
    sql`
    select b.unit_id, to_char(b.starts_at at time zone p.time_zone, 'HH24:MI') as from_time,
      to_char(b.occupied_until at time zone p.time_zone, 'HH24:MI') as to_time
    from bookings b join properties p on p.id = b.property_id
    where b.property_id = ${propertyId}::uuid and b.stay_mode = 'hourly' and b.status in (${LIVE})
      and b.starts_at < ((${day}::date + 1)::timestamp at time zone p.time_zone)
      and b.occupied_until > (${day}::date::timestamp at time zone p.time_zone)
    order by b.starts_at
  `,
  );
  return rows.map((row) => ({ unitId: row.unit_id, from: row.from_time, to: row.to_time }));
}

export type ProductQuote =
  | {
      available: true;
      unitId: string;
      unitName: string;
      quote: Quote;
      /** Each line and the total also in the visitor's currency, approximate. */
      total: PriceInCurrencies;
      lines: (Quote["lines"][number] & { converted: PriceInCurrencies["converted"] })[];
      instantBook: boolean;
    }
  | { available: false; problem: QuoteProblem | "not_found" | "booked"; message: string };

/**
 * The live quote of a stay at one property: the first free unit that the quote accepts (the cheapest
 * when several are free), in the property's currency and the visitor's.
 */
export async function quoteProduct(
  db: DbOrTx,
  input: {
    propertyId: string;
    stay: StayRequest;
    /** Who stays: adults and children, or a bare number of adults (occupancy.ts). */
    guests: number | Occupancy;
    rates: ConversionRates | null;
    promo?: PromoTerms;
    /** The guest's answer to the nationality question (stay-taxes.ts); not given: taxed as a foreign guest. */
    guestNationality?: string | null;
    /** The business settings to quote with; by default those in force now. A checkout passes the ones it stores. */
    settings?: SettingsInForce;
    /**
     * One unit only (the front desk books the unit picked on the calendar, docs/FRONT-DESK.md); by default the
     * cheapest free unit, as the guest's checkout takes.
     */
    unitId?: string;
  },
  _scope: { actor: Actor },
): Promise<ProductQuote> {
  const row = await productRow(db, input.propertyId, "en");
  if (!row) return { available: false, problem: "not_found", message: "This place is not available." };
  const property = quotedPropertyOf(row);
  const stay = input.stay;
  const now = new Date();
  const { settings } = input.settings ?? (await settingsInForce(db, now));

  // Check the rules first: a stay the property never accepts is refused with its reason, not "booked". Only the
  // property-wide pricing rules here; each unit's own are asked with its quote below.
  const pricingRules = (await activeRulesOfProperties(db, [input.propertyId])).get(input.propertyId) ?? [];
  // The minimum stay is each unit's (a day's override or a unit's season may lower it), so a refusal for it waits
  // for the units' own quotes unless no unit is free (min-stay.ts: the search asks the same).
  const rules = quoteStay({
    property,
    stay,
    guests: input.guests,
    now,
    rules: rulesForUnit(pricingRules, null),
    settings,
  });
  if (!rules.ok && rules.problem !== "min_nights")
    return { available: false, problem: rules.problem, message: rules.message };

  const freeUnits = (await freeUnitsFor(db, input.propertyId, stay)).filter(
    (unit) => input.unitId === undefined || unit.id === input.unitId,
  );
  if (!rules.ok && freeUnits.length === 0) return { available: false, problem: rules.problem, message: rules.message };
  if (freeUnits.length === 0) {
    return {
      available: false,
      problem: "booked",
      message: stay.mode === "hourly" ? "These hours are already booked." : "These dates are already booked.",
    };
  }
  const calendars = await calendarsFor(
    db,
    freeUnits.map((unit) => unit.id),
    stay,
  );
  let best: { unit: (typeof freeUnits)[number]; quote: Quote } | null = null;
  let refusal: { problem: QuoteProblem; message: string } | null = null;
  for (const unit of freeUnits) {
    const quoted = quoteStay({
      property,
      stay,
      guests: input.guests,
      now,
      calendar: calendars.get(unit.id),
      rules: rulesForUnit(pricingRules, unit.id),
      promo: input.promo,
      guestNationality: input.guestNationality,
      settings,
    });
    if (!quoted.ok) refusal ??= quoted;
    else if (!best || quoted.quote.totalMinor < best.quote.totalMinor) best = { unit, quote: quoted.quote };
  }
  if (!best) return { available: false, ...refusal! };
  return {
    available: true,
    unitId: best.unit.id,
    unitName: best.unit.name,
    quote: best.quote,
    total: inCurrencies(best.quote.totalMinor, best.quote.currency, input.rates),
    lines: best.quote.lines.map((line) => ({
      ...line,
      converted: inCurrencies(line.amountMinor, best.quote.currency, input.rates).converted,
    })),
    instantBook: row.instant_book,
  };
}

const FreeUnitRow = z.object({ id: sqlTypes.uuid, name: sqlTypes.text });

/** Units of a property free for a stay, in their order. */
export async function freeUnitsFor(
  db: DbOrTx,
  propertyId: string,
  stay: StayRequest,
): Promise<{ id: string; name: string }[]> {
  // unitIsFree is SQL over the stay's range (daterange overlaps, hourly instants), so the query stays SQL.
  return rowsOf(
    db,
    FreeUnitRow,
    sql`
    select u.id, u.name from units u join properties p on p.id = u.property_id
    where u.property_id = ${propertyId}::uuid and ${unitIsFree(stay)}
    order by u.sort_order, u.id
  `,
  );
}
