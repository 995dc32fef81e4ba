/**
 * Guest search: what is listed and actually free for the asked stay, filtered, sorted and a page at a
 * time, with each result's price for the whole stay from the same quote the product page shows.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Locale } from "@/lib/locales";
import { z } from "zod";
import { COUNTRIES, COUNTRY_CODES, type CountryCode } from "@/lib/countries";
import { convertMinor, type ConversionRates } from "@/lib/currency";
import { minorDigits } from "@/lib/money";
import { safeText } from "@/lib/validation";
import type { Actor } from "@/server/access";
import type { DbOrTx } from "@/server/db";
import { rowOf, rowsOf, sqlTypes } from "@/server/db/rows";
import { RATES_BASE, ratesInto, type RateSnapshot } from "@/domains/currency";
import { propertyHasFreeUnit, unitIsFree } from "./availability";
import { propertyAcceptsNightsSql } from "./min-stay";
import { addDays, addMonths, daysBetween, isIsoDate } from "@/lib/dates";
import { fileUrl } from "./queries";
import { minutesOf, quoteStay, type CalendarDay, type Quote, type QuotedProperty, type StayRequest } from "./quote";
import { MAX_CHILDREN, MAX_PARTY, partySize, type Occupancy } from "./occupancy";
import { childAgeInput } from "./occupancy-input";
import { propertyType } from "./schema";
import { rulesForUnit, type PricingRule } from "./pricing-rules";
import { activeRulesOfProperties } from "./pricing/rules";
import { stayLengthProblem } from "./stay-window";
import { settingsInForce } from "@/domains/platform";
import type { BusinessSettings } from "@/domains/platform/settings";

export const SEARCH_PAGE_SIZE = 24;
/**
 * Results are counted up to here and no further ("240+ stays", ten pages). Counting every free stay means
 * checking the availability of every candidate (21,452 properties for a search of Malaysia, seconds of
 * database time), while the first page needs only as many as it shows; the checks grow with the cap (at 1,000
 * they were half of a city search's time: docs/PERFORMANCE.md, Search), and ten pages are more than a guest reads.
 */
export const SEARCH_TOTAL_CAP = 240;
/**
 * The search's first pass reads this many candidates per free stay it needs (`reach`): in the bench's cities
 * about one candidate in four is free for a given stay (docs/PERFORMANCE.md, Search), so eight leaves room for
 * busy dates before the whole list is searched.
 */
export const FIRST_PASS_CANDIDATES = 8;
/**
 * The same for the price sorts: the cheapest places are the busiest (in the bench, a search of Malaysia over three
 * nights found its 241st free stay at the 3,083rd cheapest candidate), and PostgreSQL still reads this many in
 * the index's order rather than sorting the country's 25,000 (docs/PERFORMANCE.md, Search).
 */
export const PRICE_FIRST_PASS_CANDIDATES = 16;
export const SEARCH_SORTS = ["recommended", "price_asc", "price_desc", "newest", "rating"] as const;
export const STAY_MODES = ["nightly", "monthly", "hourly"] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export type StayMode = (typeof STAY_MODES)[number];

const isoDate = z.string().refine(isIsoDate, { error: "must be a date like 2026-12-24" });

/** A search, as the URL and the `searchListings` function both carry it. */
export const searchInput = z
  .strictObject({
    country: z.enum(COUNTRY_CODES).optional(),
    // The search pages read these from the URL, which the functions' check of the whole input does not see.
    city: safeText().trim().min(1).max(80).optional(),
    /** The visible map area. */
    bounds: z
      .strictObject({
        north: z.number().min(-90).max(90),
        south: z.number().min(-90).max(90),
        east: z.number().min(-180).max(180),
        west: z.number().min(-180).max(180),
      })
      .refine((b) => b.north > b.south, { error: "north must be above south" })
      .optional(),
    mode: z.enum(STAY_MODES).default("nightly"),
    checkIn: isoDate.optional(),
    checkOut: isoDate.optional(),
    /** Monthly stays: the first month ("2027-01") and how many months. */
    month: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: "must be a month like 2027-01" })
      .optional(),
    months: z.number().int().min(1).max(12).default(1),
    /** Hourly stays: the day, the start time ("14:00") and the hours. */
    day: isoDate.optional(),
    start: z
      .string()
      .refine((value) => minutesOf(value) !== null, { error: "must be a time like 14:00" })
      .optional(),
    hours: z.number().int().min(1).max(24).optional(),
    /**
     * The adults (docs/OCCUPANCY.md). Named `guests` as the older URLs and Ask Stacy name it: a bare number of guests
     * is that many adults. `searchOccupancy` gives the whole party.
     */
    guests: z.number().int().min(1).max(MAX_PARTY).default(1),
    /** Each child's age (0–17); none for a stay of adults. */
    childrenAges: z.array(childAgeInput).max(MAX_CHILDREN).default([]),
    minBedrooms: z.number().int().min(1).max(20).optional(),
    /** Price per night, month or hour (by the mode) in whole units of `currency`, the visitor's. */
    minPrice: z.number().int().min(0).optional(),
    maxPrice: z.number().int().min(0).optional(),
    /** The visitor's currency: converted prices are shown in it. */
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .default(RATES_BASE),
    /** The currency of minPrice and maxPrice when it is not the visitor's (a shared link, Ask Stacy). */
    priceCurrency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .optional(),
    types: z.array(z.enum(propertyType.enumValues)).max(7).optional(),
    amenities: z.array(safeText().min(1).max(40)).max(12).optional(),
    instantBook: z.boolean().optional(),
    sort: z.enum(SEARCH_SORTS).default("recommended"),
    page: z.number().int().min(1).max(1000).default(1),
  })
  .refine((s) => s.guests + s.childrenAges.length <= MAX_PARTY, {
    error: `A stay is for at most ${MAX_PARTY} people.`,
    path: ["childrenAges"],
  })
  .refine((s) => !s.checkOut || (s.checkIn && s.checkOut > s.checkIn), {
    error: "Check-out must be after check-in.",
    path: ["checkOut"],
  })
  .refine((s) => s.minPrice === undefined || s.maxPrice === undefined || s.minPrice <= s.maxPrice, {
    error: "The lowest price must not be above the highest.",
    path: ["minPrice"],
  });

export type SearchInput = z.input<typeof searchInput>;
export type Search = z.output<typeof searchInput>;

/** The party a search is for: its adults (`guests`) and its children. */
export function searchOccupancy(search: Pick<Search, "guests" | "childrenAges">): Occupancy {
  return { adults: search.guests, childrenAges: search.childrenAges ?? [] };
}

/** The places whose units take these people: everyone against the total, adults and children against their own. */
function occupancyConditions(occupancy: Occupancy): SQL[] {
  const conditions = [
    sql`p.max_guests >= ${partySize(occupancy)}`,
    sql`(p.max_adults is null or p.max_adults >= ${occupancy.adults})`,
  ];
  if (occupancy.childrenAges.length > 0)
    conditions.push(sql`(p.max_children is null or p.max_children >= ${occupancy.childrenAges.length})`);
  return conditions;
}

export interface PriceInCurrencies {
  amountMinor: number;
  currency: string;
  /** The same amount in the visitor's currency (approximate), or null when it is the same or no rate is known. */
  converted: { amountMinor: number; currency: string } | null;
}

export interface SearchResult {
  id: string;
  title: string;
  type: (typeof propertyType.enumValues)[number];
  country: CountryCode;
  city: string;
  bedrooms: number;
  maxGuests: number;
  instantBook: boolean;
  coverPhotoUrl: string | null;
  rating: { average: number; count: number } | null;
  /** The base rate for the mode: per night, month or hour. */
  rate: PriceInCurrencies & { per: "night" | "month" | "hour" };
  /** The whole stay's price when the search has dates, from the quote. */
  stayTotal: (PriceInCurrencies & { nights: number; hours: number }) | null;
}

export interface SearchPage {
  results: SearchResult[];
  /** How many stays are free for the search, at most SEARCH_TOTAL_CAP. */
  total: number;
  /** There are more than `total` (the cap): say "240+ stays". */
  totalCapped: boolean;
  page: number;
  pageSize: number;
  pages: number;
}

/** The stay a search asks for, when it names one. */
export function stayOf(search: Search): StayRequest | null {
  if (search.mode === "hourly") {
    return search.day && search.start && search.hours
      ? { mode: "hourly", day: search.day, start: search.start, hours: search.hours }
      : null;
  }
  if (search.mode === "monthly" && search.month) {
    const checkIn = `${search.month}-01`;
    const [year, month] = [Number(search.month.slice(0, 4)), Number(search.month.slice(5, 7)) - 1 + search.months];
    const checkOut = `${year + Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, "0")}-01`;
    return { mode: "monthly", checkIn, checkOut };
  }
  if (search.checkIn && search.checkOut)
    return { mode: search.mode, checkIn: search.checkIn, checkOut: search.checkOut };
  return null;
}

/**
 * A first pass over the best candidates in an index's order (searchListings): at most `limit` of them, with its
 * own sort keys and order when they differ from the whole list's (the same order over these candidates), and
 * conditions that select the same candidates as the whole list's; `guarded` when those conditions include a test
 * of the place that can fail, leaving the pass empty.
 */
interface FirstPass {
  limit: number;
  keys: SQL[];
  order: SQL;
  conditions: SQL[];
  guarded?: boolean;
}

const RATE_COLUMN = {
  nightly: sql`p.nightly_rate_minor`,
  monthly: sql`p.monthly_rate_minor`,
  hourly: sql`p.hourly_rate_minor`,
} as const;
const PER = { nightly: "night", monthly: "month", hourly: "hour" } as const;

/**
 * One page of listed, bookable properties. Prices are compared across currencies in the rates' base
 * (USD) with the snapshot passed in, so a price range in the visitor's currency filters every listing.
 */
export async function searchListings(
  db: DbOrTx,
  search: Search,
  context: { actor: Actor; rates: RateSnapshot; locale?: Locale },
  // `wholeList`: no first pass (tests compare the two ways).
  options: { totalCap?: number; firstPassCandidates?: number; wholeList?: boolean } = {},
): Promise<SearchPage> {
  const stay = stayOf(search);
  const rate = RATE_COLUMN[search.mode];
  // The candidates come from property_search (catalogue/schema.ts), whose rows are the properties a guest can find:
  // listed, their organisation enabled, a unit not archived. Its columns are named as on properties.
  const conditions: SQL[] = [
    sql`${rate} is not null`,
    // Occupancy (docs/OCCUPANCY.md): plain column comparisons, so the search's plan and indexes stay as they were.
    ...occupancyConditions(searchOccupancy(search)),
  ];
  if (search.country) conditions.push(sql`p.country = ${search.country}`);
  if (search.city) conditions.push(sql`p.city_key = lower(${search.city})`);
  if (search.bounds) {
    const { north, south, east, west } = search.bounds;
    // The box test finds the area's rows through property_search_location_idx (GiST); PostgreSQL's geometry
    // compares with a tolerance of 1e-6, so the exact tests below decide the edges as before.
    const box = (from: number, to: number) =>
      sql`point(p.longitude, p.latitude) <@ box(point(${from}::float8, ${south}::float8), point(${to}::float8, ${north}::float8))`;
    conditions.push(west <= east ? box(west, east) : sql`(${box(west, 180)} or ${box(-180, east)})`);
    conditions.push(sql`p.latitude between ${south} and ${north}`);
    // A box across the antimeridian has west > east.
    conditions.push(
      west <= east
        ? sql`p.longitude between ${west} and ${east}`
        : sql`(p.longitude >= ${west} or p.longitude <= ${east})`,
    );
  }
  if (search.types?.length)
    conditions.push(
      sql`p.type in (${sql.join(
        search.types.map((type) => sql`${type}`),
        sql`, `,
      )})`,
    );
  if (search.amenities?.length) conditions.push(sql`p.amenities @> ${sql.param(search.amenities)}::text[]`);
  if (search.instantBook) conditions.push(sql`p.instant_book`);
  if (search.minBedrooms) conditions.push(sql`p.bedrooms >= ${search.minBedrooms}`);

  // Each currency's value of one minor unit in the base, picked by the property's currency (null without a
  // rate). An expression of the property row alone, so the price range filters before the availability
  // subqueries run (a joined VALUES list left it for after them).
  // The currencies of the countries we operate in come first: almost every property's is one of them, and the
  // CASE, evaluated for every listed property in the area (three times: both price bounds and the sort key),
  // then stops after a comparison or two instead of running through every currency with a rate.
  const local = new Set<string>(COUNTRY_CODES.map((code) => COUNTRIES[code].currency));
  const byLocalFirst = Object.entries(context.rates.perBase).sort(
    ([a], [b]) => Number(local.has(b)) - Number(local.has(a)),
  );
  const unitValues = byLocalFirst.map(
    ([currency, perBase]) => sql`when ${currency} then ${1 / (perBase * 10 ** minorDigits(currency))}::float8`,
  );
  const baseRate = sql`(${rate} * (case p.currency ${sql.join(unitValues, sql` `)} end))`;
  const visitorPerBase = context.rates.perBase[search.priceCurrency ?? search.currency];
  // The price range in the base, per major unit (none without a rate for the visitor's currency).
  const [minBase, maxBase] = visitorPerBase
    ? [search.minPrice, search.maxPrice].map((price) => (price === undefined ? undefined : price / visitorPerBase))
    : [];
  if (minBase !== undefined) conditions.push(sql`${baseRate} >= ${minBase}::float8`);
  if (maxBase !== undefined) conditions.push(sql`${baseRate} <= ${maxBase}::float8`);

  // DOMAIN.md Booking, Limits, as the quote says them (stay-window.ts), on the property row: the stay starts
  // today or later on the property's own clock (an hourly stay: in an hour not begun), at most
  // `maxLeadMonths` ahead; a stay longer than the limits is free nowhere. PostgreSQL's date + months clamps
  // to the month's end as `addMonths` does. The moment is the one the results are quoted at.
  const now = new Date();
  // The business settings in force now (fees, taxes, limits) price every result as the product page would.
  const { settings } = await settingsInForce(db, now);
  if (stay) {
    const at = sql`${now.toISOString()}::timestamptz`;
    const localToday = sql`(${at} at time zone p.time_zone)::date`;
    const start = stay.mode === "hourly" ? stay.day : stay.checkIn;
    // Each test is written only when some time zone could fail it: every place's day is within a day of UTC's
    // (offsets run from -12 to +14 hours; two days of margin here), so a stay starting two days from now or later
    // has not begun anywhere, and one inside the lead time counted from two days ago is inside it everywhere.
    // Working out the local day per row (a time zone looked up by name) was most of a city search's filter time.
    const utcToday = now.toISOString().slice(0, 10);
    if (start > addMonths(addDays(utcToday, -2), settings.maxLeadMonths))
      conditions.push(
        sql`${start}::date <= (${localToday} + make_interval(months => ${settings.maxLeadMonths}))::date`,
      );
    if (start < addDays(utcToday, 2)) {
      if (stay.mode === "hourly") {
        conditions.push(sql`((${stay.day}::date + ${stay.start}::time) at time zone p.time_zone) > ${at}`);
      } else {
        conditions.push(sql`${stay.checkIn}::date >= ${localToday}`);
      }
    }
    if (stayLengthProblem(stay)) conditions.push(sql`false`);
  }

  // Conditions that look beyond the property row, tested only on the candidates a page needs.
  const lazyConditions: SQL[] = [];
  if (stay?.mode === "hourly") {
    const startMinutes = minutesOf(stay.start)!;
    conditions.push(
      sql`coalesce(p.min_hours, 1) <= ${stay.hours} and (p.max_hours is null or p.max_hours >= ${stay.hours})`,
    );
    conditions.push(sql`coalesce(extract(epoch from p.opening_time) / 60, 0) <= ${startMinutes}`);
    conditions.push(sql`coalesce(extract(epoch from p.closing_time) / 60, 1440) >= ${startMinutes + stay.hours * 60}`);
  } else if (stay) {
    const nights = daysBetween(stay.checkIn, stay.checkOut);
    conditions.push(sql`(p.max_nights is null or p.max_nights >= ${nights})`);
    // The minimum stay, as the quote asks it of the units it could book (min-stay.ts).
    if (stay.mode === "nightly") lazyConditions.push(propertyAcceptsNightsSql(stay, nights));
  }

  // Kept on the property by a trigger on reviews; numeric division, so the same value avg() gave. The candidates
  // sort by property_search's rating_average, the same expression worked out when the row changed.
  const rating = sql`(case when p.rating_count > 0 then (p.rating_sum::numeric / p.rating_count)::float8 end)`;
  const ratingCount = sql`p.rating_count`;
  const keptRating = sql`p.rating_average`;
  // The sort's keys become columns of the candidates (k1, k2, k3), so the outer query orders by the same
  // names and the planner sees the candidates already in that order (no second sort).
  const [keys, order] = {
    recommended: [[keptRating, sql`p.created_at`, sql`p.id`], sql`k1 desc nulls last, k2 desc, k3`],
    price_asc: [[baseRate, sql`p.id`, sql`null::int`], sql`k1 asc nulls last, k2`],
    price_desc: [[baseRate, sql`p.id`, sql`null::int`], sql`k1 desc nulls last, k2`],
    newest: [[sql`p.created_at`, sql`p.id`, sql`null::int`], sql`k1 desc, k2`],
    rating: [[keptRating, ratingCount, sql`p.id`], sql`k1 desc nulls last, k2 desc, k3`],
  }[search.sort] as [SQL[], SQL];
  const offset = (search.page - 1) * SEARCH_PAGE_SIZE;
  const cap = options.totalCap ?? SEARCH_TOTAL_CAP;

  // Availability is checked lazily. The candidates (every filter on the property row alone) are a subquery,
  // sorted and fenced (LIMIT or OFFSET 0) so PostgreSQL neither merges it into the outer query nor pushes the
  // availability test into it; the next level tests the minimum nights and looks for a free unit one candidate at
  // a time in that order, and stops at the first `reach` free ones. Every level calls the property `p`, the name
  // the availability rule correlates on.
  // Only the columns the availability rule and the minimum-nights test read travel through the sort and the
  // checks (a whole property row is ~500 bytes; thousands are sorted); the page's rows are read whole at the end.
  const candidatesOf = (pass: FirstPass | null) => sql`(
    select p.id, p.min_nights, p.time_zone, p.buffer_hours, ${sql.join(
      (pass?.keys ?? keys).map((key, n) => sql`${key} as k${sql.raw(String(n + 1))}`),
      sql`, `,
    )}
    from property_search p
    where ${sql.join([...conditions, ...(pass?.conditions ?? [])], sql` and `)}
    order by ${pass?.order ?? order}
    ${pass === null ? sql`offset 0` : sql.raw(`limit ${Math.trunc(pass.limit)}`)}) p`;
  // A candidate is kept at its first free unit (co-living rooms are not all checked); which units are free, in
  // their order, is worked out for the page's rows alone.
  // Without a stay, a unit not archived is enough, and every property in property_search has one.
  const hasFreeUnit = stay ? propertyHasFreeUnit(stay) : sql`true`;
  // CASE fixes the order: the cheaper minimum-nights test first, the probe only for candidates that pass it
  // (with both as plain conditions the planner ran the probe first, on twice as many candidates).
  const available = lazyConditions.length
    ? sql`where case when ${sql.join(lazyConditions, sql` and `)} then ${hasFreeUnit} else false end`
    : sql`where ${hasFreeUnit}`;

  // One pass for the page and the count: the free stays in order, up to one past the cap (or to the end of
  // this page when it lies beyond the cap), numbered and counted; the page is cut from them, and only its rows
  // get a rating, review count and cover photo. Below the cap the count is exact.
  const reach = Math.max(cap + 1, offset + SEARCH_PAGE_SIZE + 1);
  const pageFrom = (pass: FirstPass | null) =>
    rowsOf(
      db,
      SearchPageRow,
      sql`
    select p.id, coalesce(translation.title, p.title) as title, p.type, p.country, p.city, p.bedrooms, p.max_guests, p.instant_book, p.currency,
      p.nightly_rate_minor, p.weekend_rate_minor, p.min_nights, p.max_nights, p.monthly_rate_minor,
      p.hourly_rate_minor, p.min_hours, p.max_hours, p.opening_time::text as opening_time,
      p.closing_time::text as closing_time, p.cleaning_fee_minor, p.time_zone, p.max_adults, p.max_children,
      p.base_occupancy, p.extra_adult_minor, p.extra_child_minor, p.children_free_under_age,
      ${rate} as rate_minor, page.counted,
      array(select u.id from units u where u.property_id = p.id and u.archived_at is null${stay ? sql` and ${unitIsFree(stay)}` : sql``}
        order by u.sort_order, u.id) as unit_ids,
      ${rating} as rating_average,
      ${ratingCount} as rating_count,
      (select photo.storage_key from property_photos photo where photo.property_id = p.id
        order by photo.is_cover desc, photo.sort_order asc limit 1) as cover_key
    from (
      select found.id, found.counted, found.n from (
        select p.id, row_number() over (order by ${pass?.order ?? order}) as n, count(*) over ()::int as counted
        from (select p.* from ${candidatesOf(pass)} ${available} order by ${pass?.order ?? order} limit ${reach}) p
      ) found
      where found.n > ${offset}
      order by found.n
      limit ${SEARCH_PAGE_SIZE + 1}
    ) page
    join properties p on p.id = page.id
    -- The page's titles in the visitor's language where the supplier wrote one (docs/I18N.md, "Content in other
    -- languages"); the filters above read only English's columns, so a page's rows are the same in every language.
    left join property_translations translation
      on translation.property_id = p.id and translation.locale = ${context.locale ?? "en"}
    order by page.n
  `,
    );

  // The default sort and the price sorts, within a city or a country, first read only the best
  // `FIRST_PASS_CANDIDATES × reach` candidates (`PRICE_FIRST_PASS_CANDIDATES × reach` by price): with a LIMIT in
  // view PostgreSQL takes them in order from an index of property_search and stops at the `reach`-th free one,
  // instead of sorting the whole city first (docs/PERFORMANCE.md, Search). The candidates are in one total order
  // (the id ends it), so when the prefix holds `reach` free stays they are the whole list's first `reach`, and when
  // the prefix is the whole list its count is exact; otherwise (busy dates) the whole list is searched. Monthly
  // stays are free in few places, so a monthly search probes nearly every candidate whatever their order (read in
  // the index's order it measured no faster: docs/PERFORMANCE.md, Search).
  // The place whose candidates an index holds in order (none asked with `wholeList`: no first pass).
  const area = options.wholeList
    ? null
    : search.city
      ? sql`a.city_key = lower(${search.city})`
      : search.country
        ? sql`a.country = ${search.country}`
        : null;
  let firstPass: FirstPass | null = null;
  if (area && search.mode !== "monthly" && search.sort === "recommended") {
    firstPass = { limit: (options.firstPassCandidates ?? FIRST_PASS_CANDIDATES) * reach, keys, order, conditions: [] };
  } else if (area && search.mode !== "monthly" && (search.sort === "price_asc" || search.sort === "price_desc")) {
    // A price is compared in the rates' base, worked out with the search's own rates snapshot, so no index holds
    // that order for every snapshot. Within one currency it is the order of the rate itself: the base price is the
    // rate times one positive factor, and two different rates (whole minor units, far below 2^52) stay apart and
    // in order after that float multiplication. So when every listing of the city (or country) is priced in one
    // currency that the snapshot converts, the candidates are read in the order of property_search's index on
    // (city_key, currency, the mode's rate, id) (nightly stays also (country, …)): the same order as the whole
    // list's, ties between equal prices by id as there. The test is in the same statement as the read (a guard that
    // PostgreSQL works out once); where it fails (a city with listings in two currencies) the pass reads nothing
    // and the whole list is searched, by the base price as before. The rate is not null for every candidate, so
    // "nulls last" needs no saying, and a descending read is the index's backward scan with ties put in id order.
    const converted = Object.entries(context.rates.perBase)
      .filter(([currency, perBase]) => perBase > 0 && Number.isFinite(1 / (perBase * 10 ** minorDigits(currency))))
      .map(([currency]) => sql`${currency}`);
    const areaCurrency = sql`(select min(a.currency) from property_search a where ${area})`;
    // The price range as bounds on the rate, so the index is read from the range's start (co-living rooms, beds
    // and studios are often below a guest's lowest price): a little wider than the range, whose exact test on the
    // base price stays. Floats carry 53 bits, so the slack of a part in 10^9 and one minor
    // unit covers the rounding of both; 9e18 keeps an absurd bound within bigint.
    const rateBound = (base: number, round: "floor" | "ceil") => {
      const unitValue = sql`(case ${areaCurrency} ${sql.join(unitValues, sql` `)} end)`;
      return round === "floor"
        ? sql`least(floor(${base}::float8 / ${unitValue} * (1 - 1e-9)) - 1, 9e18)::bigint`
        : sql`least(ceil(${base}::float8 / ${unitValue} * (1 + 1e-9)) + 1, 9e18)::bigint`;
    };
    if (converted.length > 0)
      firstPass = {
        limit: (options.firstPassCandidates ?? PRICE_FIRST_PASS_CANDIDATES) * reach,
        keys: [rate, sql`p.id`, sql`null::int`],
        order: search.sort === "price_asc" ? sql`k1, k2` : sql`k1 desc, k2`,
        conditions: [
          sql`p.currency = ${areaCurrency}`,
          sql`${areaCurrency} = (select max(a.currency) from property_search a where ${area})`,
          sql`${areaCurrency} in (${sql.join(converted, sql`, `)})`,
          ...(minBase === undefined ? [] : [sql`${rate} >= ${rateBound(minBase, "floor")}`]),
          ...(maxBase === undefined ? [] : [sql`${rate} <= ${rateBound(maxBase, "ceil")}`]),
        ],
        guarded: true,
      };
  }
  let found = await pageFrom(firstPass);
  if (firstPass && (found[0]?.counted ?? 0) < reach) {
    // A guarded pass that found nothing may have failed its guard: the whole list answers. Otherwise a prefix is
    // counted: one shorter than its limit was the whole list.
    let whole = found.length === 0 && firstPass.guarded === true;
    if (!whole) {
      const seen = await rowOf(
        db,
        TotalRow,
        sql`select count(*)::int as total from (select 1 from ${candidatesOf(firstPass)}) prefix`,
      );
      whole = seen.total >= firstPass.limit;
    }
    if (whole) found = await pageFrom(null);
  }
  const rows = found.slice(0, SEARCH_PAGE_SIZE);

  // The total: every free stay up to `reach`, so beyond the cap exactly when there are more than the cap. A
  // page past the end has no rows to carry the count: it is counted again, only up to the cap.
  let counted = found[0]?.counted ?? 0;
  if (rows.length === 0 && offset > 0) {
    const count = await rowOf(
      db,
      TotalRow,
      sql`
      select count(*)::int as total from (select 1 from ${candidatesOf(null)} ${available} limit ${cap + 1}) counted`,
    );
    counted = count.total;
  }
  const totalCapped = counted > cap;
  const total = totalCapped ? cap : counted;

  const calendars = stay
    ? await calendarsFor(
        db,
        rows.flatMap((row) => row.unit_ids),
        stay,
      )
    : new Map<string, Map<string, CalendarDay>>();
  const rules = stay
    ? await activeRulesOfProperties(
        db,
        rows.map((row) => row.id),
      )
    : new Map<string, PricingRule[]>();
  const rates = ratesInto(context.rates, search.currency);
  return {
    results: rows.map((row) => toResult(row, search, stay, calendars, rules.get(row.id) ?? [], rates, now, settings)),
    total,
    totalCapped,
    page: search.page,
    pageSize: SEARCH_PAGE_SIZE,
    // A page past the cap, reached by its URL, is still shown as one of the pages.
    pages: Math.max(1, Math.ceil(total / SEARCH_PAGE_SIZE), rows.length > 0 ? search.page : 1),
  };
}

/** The occupancy columns of a property row (docs/OCCUPANCY.md), read by the search and the product page alike. */
export const OCCUPANCY_COLUMNS = {
  max_adults: sqlTypes.int.nullable(),
  max_children: sqlTypes.int.nullable(),
  base_occupancy: sqlTypes.int.nullable(),
  extra_adult_minor: sqlTypes.bigint.nullable(),
  extra_child_minor: sqlTypes.bigint.nullable(),
  children_free_under_age: sqlTypes.int,
};

// A page's row: bigint money arrives as a number (client.ts), the times cast to text, unit ids as uuid[].
const SearchRow = z.object({
  id: sqlTypes.uuid,
  title: sqlTypes.text,
  type: z.enum(propertyType.enumValues),
  country: z.enum(COUNTRY_CODES),
  city: sqlTypes.text,
  bedrooms: sqlTypes.int,
  max_guests: sqlTypes.int,
  ...OCCUPANCY_COLUMNS,
  instant_book: sqlTypes.boolean,
  currency: sqlTypes.text,
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
  time_zone: sqlTypes.text,
  rate_minor: sqlTypes.bigint,
  unit_ids: z.array(sqlTypes.uuid),
  rating_average: z.number().nullable(),
  rating_count: sqlTypes.int,
  cover_key: sqlTypes.text.nullable(),
});
type SearchRow = z.infer<typeof SearchRow>;
const SearchPageRow = SearchRow.extend({ counted: sqlTypes.int });
const TotalRow = z.object({ total: sqlTypes.int });
const CalendarDayRow = z.object({
  unit_id: sqlTypes.uuid,
  day: sqlTypes.date,
  closed: sqlTypes.boolean,
  price_override_minor: sqlTypes.bigint.nullable(),
  min_nights_override: sqlTypes.int.nullable(),
});

/** The rate calendar of some units over a stay: unit id → day → entry. */
export async function calendarsFor(
  db: DbOrTx,
  unitIds: string[],
  stay: StayRequest,
): Promise<Map<string, Map<string, CalendarDay>>> {
  const calendars = new Map<string, Map<string, CalendarDay>>();
  if (unitIds.length === 0) return calendars;
  const [from, to] = stay.mode === "hourly" ? [stay.day, addDays(stay.day, 1)] : [stay.checkIn, stay.checkOut];
  const rows = await rowsOf(
    db,
    CalendarDayRow,
    sql`
    select unit_id, day::text as day, closed, price_override_minor, min_nights_override
    from calendar_days
    where unit_id in (${sql.join(
      unitIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) and day >= ${from}::date and day < ${to}::date
  `,
  );
  for (const row of rows) {
    const days = calendars.get(row.unit_id) ?? new Map<string, CalendarDay>();
    days.set(row.day, {
      closed: row.closed,
      priceOverrideMinor: row.price_override_minor,
      minNightsOverride: row.min_nights_override,
    });
    calendars.set(row.unit_id, days);
  }
  return calendars;
}

export function quotedPropertyOf(row: {
  country: string;
  time_zone: string;
  currency: string;
  max_guests: number;
  nightly_rate_minor: number | null;
  weekend_rate_minor: number | null;
  min_nights: number;
  max_nights: number | null;
  monthly_rate_minor: number | null;
  hourly_rate_minor: number | null;
  min_hours: number | null;
  max_hours: number | null;
  opening_time: string | null;
  closing_time: string | null;
  cleaning_fee_minor: number;
  max_adults: number | null;
  max_children: number | null;
  base_occupancy: number | null;
  extra_adult_minor: number | null;
  extra_child_minor: number | null;
  children_free_under_age: number;
}): QuotedProperty {
  return {
    country: row.country,
    timeZone: row.time_zone,
    currency: row.currency,
    maxGuests: row.max_guests,
    maxAdults: row.max_adults,
    maxChildren: row.max_children,
    baseOccupancy: row.base_occupancy,
    extraAdultMinor: row.extra_adult_minor,
    extraChildMinor: row.extra_child_minor,
    childrenFreeUnderAge: row.children_free_under_age,
    nightlyRateMinor: row.nightly_rate_minor,
    weekendRateMinor: row.weekend_rate_minor,
    minNights: row.min_nights,
    maxNights: row.max_nights,
    monthlyRateMinor: row.monthly_rate_minor,
    hourlyRateMinor: row.hourly_rate_minor,
    minHours: row.min_hours,
    maxHours: row.max_hours,
    openingTime: row.opening_time,
    closingTime: row.closing_time,
    cleaningFeeMinor: row.cleaning_fee_minor,
  };
}

export function inCurrencies(amountMinor: number, currency: string, rates: ConversionRates | null): PriceInCurrencies {
  const convertedMinor =
    rates && rates.toCurrency !== currency ? convertMinor(amountMinor, currency, rates.toCurrency, rates) : null;
  return {
    amountMinor,
    currency,
    converted: convertedMinor === null ? null : { amountMinor: convertedMinor, currency: rates!.toCurrency },
  };
}

function toResult(
  row: SearchRow,
  search: Search,
  stay: StayRequest | null,
  calendars: Map<string, Map<string, CalendarDay>>,
  pricingRules: readonly PricingRule[],
  rates: ConversionRates | null,
  now: Date,
  settings: BusinessSettings,
): SearchResult {
  let cheapest: Quote | null = null;
  if (stay) {
    const property = quotedPropertyOf(row);
    for (const unitId of row.unit_ids) {
      const quoted = quoteStay({
        property,
        stay,
        guests: searchOccupancy(search),
        now,
        calendar: calendars.get(unitId),
        rules: rulesForUnit(pricingRules, unitId),
        settings,
      });
      if (quoted.ok && (!cheapest || quoted.quote.totalMinor < cheapest.totalMinor)) cheapest = quoted.quote;
    }
  }
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    country: row.country,
    city: row.city,
    bedrooms: row.bedrooms,
    maxGuests: row.max_guests,
    instantBook: row.instant_book,
    coverPhotoUrl: row.cover_key ? fileUrl(row.cover_key) : null,
    rating:
      row.rating_count > 0 && row.rating_average !== null
        ? { average: Math.round(row.rating_average * 10) / 10, count: row.rating_count }
        : null,
    rate: { ...inCurrencies(row.rate_minor, row.currency, rates), per: PER[search.mode] },
    stayTotal: cheapest
      ? {
          ...inCurrencies(cheapest.totalMinor, cheapest.currency, rates),
          nights: cheapest.nights,
          hours: cheapest.hours,
        }
      : null,
  };
}
