/**
 * The data set of `npm run bench:search`: 100,000 properties in the demo's 13 cities and a year of bookings
 * and closed days, made in PostgreSQL itself (generate_series, INSERT … SELECT in batches of units), so it
 * takes minutes. Random but repeatable (setseed). Bookings of one unit are laid end to end with gaps (a
 * running sum per unit), so they never break the exclusion constraints.
 */
import type pg from "pg";
import { COUNTRIES, COUNTRY_CODES } from "@/lib/countries";
import { AMENITIES } from "@/domains/catalogue/labels";
import { DEMO_CITIES, GUEST_NAMES } from "@tests/fixtures/demo-catalogue";
import { DEMO_RATES_PER_USD } from "@tests/fixtures/demo-rates";

export const GENERATED_KEY = "bench.search.generated";

/** How many listings each city gets, out of the total (the large cities have more). */
const CITY_WEIGHTS: Record<string, number> = {
  "Kuala Lumpur": 14,
  Penang: 7,
  "Johor Bahru": 6,
  "Kota Kinabalu": 4,
  Manila: 9,
  Makati: 7,
  Cebu: 6,
  Jakarta: 10,
  Bali: 11,
  Bandung: 5,
  Bangkok: 12,
  "Chiang Mai": 5,
  Phuket: 6,
};

export interface GeneratedData {
  /** The day the data was generated: bookings run from 90 days before to 275 days after it. */
  today: string;
  properties: number;
  seconds: number;
}

export interface TableSizes {
  [table: string]: { rows: number; size: string };
}

export async function generatedData(client: pg.Client): Promise<GeneratedData | null> {
  const found = await client.query<{ value: GeneratedData }>("select value from app_meta where key = $1", [
    GENERATED_KEY,
  ]);
  return found.rows[0]?.value ?? null;
}

export async function tableSizes(client: pg.Client): Promise<TableSizes> {
  const tables = [
    "organisations",
    "properties",
    "units",
    "property_photos",
    "bookings",
    "calendar_days",
    "hourly_blocks",
    "reviews",
    "unit_taken_nights",
    "property_search",
  ];
  const sizes: TableSizes = {};
  for (const table of tables) {
    const { rows } = await client.query<{ rows: number; size: string }>(
      `select count(*)::int as rows, pg_size_pretty(pg_total_relation_size('${table}')) as size from ${table}`,
    );
    sizes[table] = rows[0]!;
  }
  return sizes;
}

/** Empties the catalogue and bookings (this database is the benchmark's own) and generates it all again. */
export async function generateData(
  client: pg.Client,
  options: { properties: number; log: (line: string) => void },
): Promise<GeneratedData> {
  // The triggers that keep unit_taken_nights and the properties' ratings would refresh thousands of rows per
  // batch: the load goes without them and rebuilds both once at the end (they are switched on again even when
  // the load fails).
  const switchTakenNights = async (how: "enable" | "disable") => {
    for (const table of ["bookings", "calendar_days", "hourly_blocks"]) {
      for (const event of ["insert", "update"])
        await client.query(`alter table ${table} ${how} trigger ${table}_taken_nights_${event}`);
    }
    await client.query(`alter table reviews ${how} trigger reviews_ratings_insert`);
  };
  await switchTakenNights("disable");
  try {
    return await generateRows(client, options);
  } finally {
    await switchTakenNights("enable");
  }
}

async function generateRows(
  client: pg.Client,
  options: { properties: number; log: (line: string) => void },
): Promise<GeneratedData> {
  const started = performance.now();
  const { log } = options;
  const step = async (label: string, statement: string, params: unknown[] = []) => {
    const at = performance.now();
    const result = await client.query(statement, params);
    log(`${label}: ${result.rowCount ?? 0} rows in ${((performance.now() - at) / 1000).toFixed(1)} s`);
    return result;
  };

  await client.query("set synchronous_commit = off");
  await client.query("set maintenance_work_mem = '512MB'");
  await client.query("set work_mem = '64MB'");
  await client.query("select setseed(0.2026)");
  await step(
    "emptying",
    `truncate bookings, calendar_days, hourly_blocks, reviews, property_photos, units, properties, exchange_rates cascade`,
  );
  await client.query("delete from app_meta where key = $1", [GENERATED_KEY]);
  await client.query("delete from organisations where name like 'Bench %'");
  const today = (await client.query<{ today: string }>("select current_date::text as today")).rows[0]!.today;

  // Cities, one row per city, and "slots": each city repeated by its weight, so that g % slots picks one.
  const cities = DEMO_CITIES.map((city, index) => ({
    idx: index,
    city: city.city,
    country: city.country,
    lat: city.latitude,
    lon: city.longitude,
    lo: city.nightly[0],
    hi: city.nightly[1],
    currency: COUNTRIES[city.country].currency,
    tz: COUNTRIES[city.country].timeZone,
    weight: CITY_WEIGHTS[city.city] ?? 5,
    neighbourhoods: city.neighbourhoods,
  }));
  await client.query(`drop table if exists bench_cities, bench_city_slots, bench_units`);
  await client.query(
    `create temp table bench_cities as
     select * from json_to_recordset($1::json) as c(idx int, city text, country country, lat float8, lon float8, lo float8, hi float8,
       currency text, tz text, weight int, neighbourhoods text[])`,
    [JSON.stringify(cities)],
  );
  await client.query(
    `create temp table bench_city_slots as
     select (row_number() over (order by c.idx, n) - 1)::int as slot, c.idx from bench_cities c cross join generate_series(1, c.weight) n`,
  );
  const slots = cities.reduce((sum, city) => sum + city.weight, 0);

  // Owners: 100 organisations per country, one in 50 disabled (their listings never show).
  await step(
    "organisations",
    `insert into organisations (name, kind, enabled, country)
     select 'Bench ' || c || ' owner ' || n, case when n % 7 = 0 then 'third_party_host' else 'property_owner' end::organisation_kind,
       n % 50 <> 0, c
     from unnest($1::text[]) c cross join generate_series(1, 100) n`,
    [COUNTRY_CODES],
  );

  await step(
    "properties",
    `insert into properties (organisation_id, managed, type, status, title, description, country, city, address, latitude, longitude,
       time_zone, currency, bedrooms, bathrooms, max_guests, size_sqm, amenities, cancellation_policy, instant_book,
       nightly_rate_minor, weekend_rate_minor, min_nights, max_nights, monthly_rate_minor, hourly_rate_minor, min_hours, max_hours,
       opening_time, closing_time, buffer_hours, cleaning_fee_minor, created_at, updated_at)
     with r as materialized (
       select g, random() r_type, random() r_price, random() r_lux, random() r_status, random() r_bed, random() r_month,
         random() r_wk, random() r_lat, random() r_lon, random() r_ib, random() r_min, random() r_maxn, random() r_created,
         random() r_canc, random() r_mng, random() r_org,
         array(select a from unnest($2::text[]) a where random() < 0.6 + 0 * g) as amenities
       from generate_series(1, $1::int) g
     ), t as (
       select r.*, c.*,
         case when r_type < 0.36 then 'apartment' when r_type < 0.56 then 'condo' when r_type < 0.70 then 'studio'
              when r_type < 0.79 then 'house' when r_type < 0.88 then 'coliving_room' when r_type < 0.92 then 'coliving_bed'
              else 'day_room' end::property_type as ptype,
         case when c.currency = 'IDR' then 10000 when c.currency = 'PHP' then 50 else 10 end as step,
         case when c.currency = 'IDR' then 1 else 100 end as minor
       from r join bench_city_slots s on s.slot = (r.g * 7919) % $3::int join bench_cities c on c.idx = s.idx
     ), b as (
       select t.*,
         greatest(step, round(lo * power(hi / lo, r_price)
           * case ptype when 'apartment' then 1 when 'condo' then 1.15 when 'studio' then 0.7 when 'house' then 1.8
                        when 'coliving_room' then 0.45 when 'coliving_bed' then 0.25 else 0.6 end
           * case when r_lux < 0.04 then 2.5 else 1 end / step) * step) as base,
         case ptype when 'apartment' then 1 + floor(r_bed * 3) when 'condo' then 1 + floor(r_bed * 3) when 'house' then 3 + floor(r_bed * 3)
                    when 'coliving_room' then 4 + floor(r_bed * 3) when 'coliving_bed' then 2 + floor(r_bed * 3) else 1 end::int as bedrooms,
         ptype in ('coliving_room', 'coliving_bed') as coliving,
         ptype = 'day_room' as day_room
       from t
     )
     select o.id,
       r_mng < 0.4, ptype,
       case when r_status < 0.91 then 'listed' when r_status < 0.94 then 'draft' when r_status < 0.96 then 'in_review' else 'unlisted' end::property_status,
       initcap(replace(ptype::text, '_', ' ')) || ' in ' || neighbourhoods[1 + g % cardinality(neighbourhoods)] || ' #' || g,
       'Generated for the search benchmark.', b.country, city,
       (2 + g % 180) || ' ' || neighbourhoods[1 + g % cardinality(neighbourhoods)] || ', ' || city,
       lat + (r_lat - 0.5) * 0.12, lon + (r_lon - 0.5) * 0.12, tz, currency,
       bedrooms, greatest(1, bedrooms - (g % 2)),
       case when coliving then bedrooms else bedrooms * 2 end,
       28 + bedrooms * (22 + g % 13), amenities,
       (array['flexible', 'moderate', 'strict'])[1 + g % 3]::cancellation_policy, r_ib < 0.75,
       case when day_room then null else (base * minor)::bigint end,
       case when not day_room and r_wk < 0.4 then (round(base * 1.15 / step) * step * minor)::bigint end,
       case when coliving then 7 else (array[1, 1, 2, 3])[1 + floor(r_min * 4)::int] end,
       case when r_maxn < 0.1 then 30 end,
       case when coliving or (not day_room and r_month < 0.3) then (round(base * 22 / step) * step * minor)::bigint end,
       case when day_room then (greatest(step, round(base / 5 / step) * step) * minor)::bigint end,
       case when day_room then 3 end, case when day_room then 10 end,
       case when day_room then time '08:00' end, case when day_room then time '22:00' end,
       case when day_room then 1 else 0 end,
       (greatest(step, round(base * 0.25 / step) * step) * minor)::bigint,
       now() - r_created * interval '3 years', now() - r_created * interval '1 year'
     from b join organisations o on o.name = 'Bench ' || b.country || ' owner ' || (1 + (b.g * 31) % 100)`,
    [options.properties, AMENITIES, slots],
  );

  await step(
    "units",
    `insert into units (property_id, name, kind, sort_order)
     select p.id,
       case when p.type = 'coliving_room' then 'Room ' || chr(64 + n) when p.type = 'coliving_bed' then 'Bed ' || n else 'Entire place' end,
       case when p.type = 'coliving_room' then 'room' when p.type = 'coliving_bed' then 'bed' else 'entire_place' end::unit_kind,
       n - 1
     from properties p
     cross join lateral generate_series(1, case when p.type = 'coliving_room' then p.bedrooms when p.type = 'coliving_bed' then p.bedrooms * 3 else 1 end) n`,
  );

  await step(
    "photos",
    `insert into property_photos (property_id, storage_key, width, height, alt, sort_order, is_cover)
     select p.id, 'properties/' || p.id || '/' || (array['exterior', 'interior'])[n] || '.webp', 1200, 800, 'Photo ' || n, n - 1, n = 1
     from properties p cross join generate_series(1, 2) n`,
  );

  await step(
    "exchange rates",
    `insert into exchange_rates (base, quote, rate, as_of, source)
     select 'USD', key, value::numeric, current_date, 'bench snapshot' from json_each_text($1::json)`,
    [JSON.stringify(DEMO_RATES_PER_USD)],
  );

  await step(
    "unit list",
    `create temp table bench_units as
     select u.id as unit_id, u.property_id, p.type, p.currency, p.nightly_rate_minor, p.monthly_rate_minor, p.hourly_rate_minor,
       p.time_zone, row_number() over (order by u.id)::int as n
     from units u join properties p on p.id = u.property_id`,
  );
  await client.query("create index on bench_units (n)");
  await client.query("analyze bench_units");
  const unitCount = (await client.query<{ count: number }>("select count(*)::int as count from bench_units")).rows[0]!
    .count;

  // Nights and months: from 90 days ago to 275 days ahead. Each unit's stays follow one another, back to
  // back or after a gap of a few days to a few weeks that grows further ahead (fewer nights are sold yet).
  // Co-living rooms and beds take stays of one to five weeks. About 55% of nights are taken (75% in co-living).
  const batch = 10_000;
  await client.query("create temp sequence bench_reference");
  for (let from = 1; from <= unitCount; from += batch) {
    await step(
      `bookings, nights, units ${from}–${Math.min(unitCount, from + batch - 1)} of ${unitCount}`,
      `insert into bookings (reference, property_id, unit_id, guest_name, guest_email, guest_count, check_in, check_out, stay_mode,
         status, channel, currency, total_minor, created_at, updated_at)
       with s as materialized (
         select bu.unit_id, bu.property_id, bu.currency, bu.nightly_rate_minor, bu.monthly_rate_minor, k,
           bu.type in ('coliving_room', 'coliving_bed') as coliving,
           case when bu.type in ('coliving_room', 'coliving_bed') then 7 + floor(random() * 29)::int
                when bu.monthly_rate_minor is not null and random() < 0.1 then 28 + floor(random() * 35)::int
                else (array[1, 2, 2, 3, 3, 4, 5, 7, 10])[1 + floor(random() * 9)::int] end as nights,
           case when random() < 0.55 then 0
                when bu.type in ('coliving_room', 'coliving_bed') then 3 + floor(random() * (18 + k))::int
                else 2 + floor(random() * (9 + k / 3.0))::int end as gap,
           floor(random() * 12)::int as lead, random() as r_status, random() as r_guest, random() as r_channel
         from bench_units bu cross join generate_series(1, 70) k
         where bu.n between $1 and $2 and bu.type <> 'day_room' and (k <= 25 or bu.type not in ('coliving_room', 'coliving_bed'))
       ), c as (
         select s.*, ($3::date - 90 - first_value(lead) over w + (sum(gap + nights) over w)::int) as check_out
         from s window w as (partition by unit_id order by k rows between unbounded preceding and current row)
       ), e as (
         select c.*, (check_out - nights) as check_in, (array[${GUEST_NAMES.map((name) => `'${name.replace(/'/g, "''")}'`).join(", ")}])[1 + floor(r_guest * ${GUEST_NAMES.length})::int] as guest_name
         from c where check_out <= $3::date + 275
           -- Three units in ten have sold nothing beyond a horizon of two weeks to seven months yet.
           and ((hashtext(unit_id::text) & 1023) >= 300 or check_out - nights < $3::date + 14 + (hashtext(unit_id::text) & 1023) % 200)
       )
       select 'SB' || nextval('bench_reference'), property_id, unit_id, guest_name,
         lower(regexp_replace(guest_name, '[^A-Za-z]+', '.', 'g')) || '@guest.example.com', 1 + floor(r_guest * 2)::int,
         check_in, check_out,
         case when nights >= 28 and monthly_rate_minor is not null then 'monthly' else 'nightly' end::stay_mode,
         case when check_out <= $3::date then case when r_status < 0.06 then 'cancelled' when r_status < 0.08 then 'no_show' else 'completed' end
              when check_in <= $3::date then 'checked_in'
              when r_status < 0.05 then 'cancelled' when r_status < 0.17 then 'requested' else 'confirmed' end::booking_status,
         case when r_channel < 0.12 then 'airasia' else 'direct' end::booking_channel,
         currency,
         case when nights >= 28 and monthly_rate_minor is not null then monthly_rate_minor * greatest(1, round(nights / 30.0))
              else coalesce(nightly_rate_minor, 0) * nights end,
         check_in - (2 + floor(r_channel * 58)::int), check_in - (2 + floor(r_channel * 58)::int)
       from e`,
      [from, from + batch - 1, today],
    );
  }

  // Day rooms: up to three stays a day (08:00–11:00, 12:00–15/16:00, 17:00–20/21:00 local, each followed by
  // the hour's cleaning buffer) on six days in ten, from two weeks ago to two months ahead.
  await step(
    "bookings, hours",
    `insert into bookings (reference, property_id, unit_id, guest_name, guest_email, guest_count, check_in, check_out, stay_mode,
       starts_at, ends_at, occupied_until, status, channel, currency, total_minor, created_at, updated_at)
     with days as materialized (
       select bu.*, day::date as day, random() as r_day from bench_units bu
       cross join generate_series($1::date - 14, $1::date + 60, interval '1 day') day
       where bu.type = 'day_room'
     ), slots as materialized (
       select days.*, slot, random() as r_len, random() as r_status from days cross join generate_series(1, 3) slot
       where days.r_day < 0.6 and random() < 0.65
     ), timed as (
       select slots.*,
         ((day + (array[time '08:00', time '12:00', time '17:00'])[slot]) at time zone time_zone) as starts_at,
         case when slot = 1 then 3 else 3 + (r_len < 0.5)::int end as hours
       from slots
     )
     select 'SB' || nextval('bench_reference'), property_id, unit_id, 'Day guest', 'day.guest@guest.example.com', 1, day, day + 1, 'hourly',
       starts_at, starts_at + make_interval(hours => hours), starts_at + make_interval(hours => hours + 1),
       case when starts_at + make_interval(hours => hours) <= now() then 'completed' when r_status < 0.9 then 'confirmed' else 'requested' end::booking_status,
       'direct', currency, hourly_rate_minor * hours, day - 3, day - 3
     from timed`,
    [today],
  );

  // The rate calendar: year-end festive prices (minimum three nights) on four units in ten, and closed days:
  // maintenance (three units in ten, one to three days), the owner's own stays (one in twelve, three to ten
  // days) and blocks imported from other channels (one in seven, two to seven days).
  await step(
    "calendar, festive rates",
    `insert into calendar_days (unit_id, day, price_override_minor, min_nights_override, note)
     select bu.unit_id, day::date, round(bu.nightly_rate_minor * 1.3 / 100) * 100, 3, 'Year-end festive rate'
     from bench_units bu
     cross join generate_series(make_date(extract(year from $1::date)::int, 12, 24), make_date(extract(year from $1::date)::int + 1, 1, 1), interval '1 day') day
     where bu.type <> 'day_room' and bu.nightly_rate_minor is not null and (hashtext(bu.unit_id::text) & 15) < 6`,
    [today],
  );
  await step(
    "calendar, closed days",
    `insert into calendar_days (unit_id, day, closed, block_reason, note)
     with picks as materialized (
       select bu.unit_id, kind.reason, kind.note, random() as r_pick, random() as r_start, random() as r_len, kind.p, kind.first, kind.spread, kind.min_len, kind.max_len
       from bench_units bu
       cross join (values ('maintenance'::block_reason, 'Air-conditioning service', 0.3, 10, 110, 1, 3),
                          ('owner_stay'::block_reason, 'Owner''s stay', 0.08, 0, 270, 3, 10),
                          ('external_channel'::block_reason, 'Booked on another channel', 0.15, 0, 200, 2, 7))
         as kind(reason, note, p, first, spread, min_len, max_len)
       where bu.type <> 'day_room'
     )
     select distinct on (unit_id, day) unit_id, day, true, reason, note
     from (select unit_id, $1::date + first + floor(r_start * spread)::int + n as day, reason, note
           from picks cross join lateral generate_series(0, min_len - 1 + floor(r_len * (max_len - min_len + 1))::int) n
           where r_pick < p) days
     order by unit_id, day, reason
     on conflict (unit_id, day) do update set closed = true, block_reason = excluded.block_reason, note = excluded.note`,
    [today],
  );
  await step(
    "hourly blocks",
    `insert into hourly_blocks (unit_id, starts_at, ends_at, reason, note)
     select unit_id, starts_at, starts_at + interval '1 hour', 'maintenance', 'Deep clean'
     from (select bu.unit_id, (($1::date + 1 + floor(random() * 60)::int) + time '21:00') at time zone bu.time_zone as starts_at
           from bench_units bu where bu.type = 'day_room' and random() < 0.2) picked`,
    [today],
  );
  await step(
    "reviews",
    // A guest's review with a booking rates every part (reviews_sub_ratings_side): here each as the overall stars.
    `insert into reviews (property_id, booking_id, author_name, rating, cleanliness, accuracy, location, value,
       communication, comment, created_at, published_at)
     select b.property_id, b.id, split_part(b.guest_name, ' ', 1), stars.rating, stars.rating, stars.rating,
       stars.rating, stars.rating, stars.rating, 'Generated review.', b.check_out + 3, b.check_out + 3
     from bookings b
       cross join lateral (select (array[5, 5, 5, 4, 4, 4, 3, 5, 4, 2])[1 + floor(random() * 10)::int]::smallint as rating
         where b.id is not null) stars
     where b.status = 'completed' and b.stay_mode <> 'hourly' and random() < 0.2`,
  );

  await step("unit taken nights", "select rebuild_unit_taken_nights()");
  await step("ratings kept on the properties", "select rebuild_property_ratings()");
  // The search's table, made again and put in city order, as migration 0068 leaves it (its triggers kept it during
  // the load, in the order the units arrived).
  await step("search table", "select rebuild_property_search()");
  await step("search table clustered by city", "cluster property_search");
  await client.query("drop table if exists bench_cities, bench_city_slots, bench_units");
  const at = performance.now();
  await client.query(
    "vacuum (analyze) organisations, properties, units, property_photos, bookings, calendar_days, hourly_blocks, reviews, exchange_rates, unit_taken_nights, property_search",
  );
  log(`vacuum analyze in ${((performance.now() - at) / 1000).toFixed(1)} s`);

  const generated: GeneratedData = {
    today,
    properties: options.properties,
    seconds: Math.round((performance.now() - started) / 1000),
  };
  await client.query(
    `insert into app_meta (key, value) values ($1, $2) on conflict (key) do update set value = excluded.value, updated_at = now()`,
    [GENERATED_KEY, JSON.stringify(generated)],
  );
  return generated;
}
