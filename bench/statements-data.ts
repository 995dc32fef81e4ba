/**
 * The data set of `npm run bench:statements`: organisations with properties (one unit each), two years of
 * bookings up to two months ahead with their frozen price lines, and the journal entries DOMAIN.md Money
 * gives them (payment, booking sale, refund of cancellations), plus three operating expenses per property
 * and month with their revisions and postings. Generated in SQL (generate_series, INSERT … SELECT), seeded with `setseed`, so a run is
 * repeatable. The shapes of the entries are the ones `bookings/money.ts` and the opex functions write.
 *
 * Triggers are switched off for the load (`session_replication_role = replica`: the journal's balance and
 * append-only triggers, and foreign keys, would otherwise fire for each of millions of rows), and the bulk
 * tables' plain indexes and exclusion constraints are made after it. The load runs in batches of properties,
 * each its own transaction (10,000 properties × 2 years is about 2 million bookings, 5.6 million entries and
 * 16 million lines). `checkStatementsData` then checks what the balance and figures triggers would have, the
 * insights' monthly sums are computed set-based as the trigger's function does, and their running sums by night by
 * the rule's `rebuild_property_month_nights()` (the smoke run checks both against that function), and the accounts'
 * read models by the functions their migration backfills with.
 */
import type pg from "pg";

export interface StatementsDataOptions {
  organisations: number;
  properties: number;
  /** Days of history before `today`; bookings also run 60 days ahead. */
  historyDays: number;
  today: string;
}

const COUNTRIES = [
  {
    country: "malaysia",
    city: "Kuala Lumpur",
    zone: "Asia/Kuala_Lumpur",
    currency: "MYR",
    rate: 22_000,
    cleaning: 6_000,
    taxPerNight: 1_000,
  },
  {
    country: "thailand",
    city: "Bangkok",
    zone: "Asia/Bangkok",
    currency: "THB",
    rate: 180_000,
    cleaning: 50_000,
    taxPerNight: 0,
  },
  {
    country: "philippines",
    city: "Makati",
    zone: "Asia/Manila",
    currency: "PHP",
    rate: 350_000,
    cleaning: 80_000,
    taxPerNight: 0,
  },
  {
    country: "indonesia",
    city: "Bali",
    zone: "Asia/Makassar",
    currency: "IDR",
    rate: 95_000_000,
    cleaning: 20_000_000,
    taxPerNight: 0,
  },
] as const;

/** The tables the load writes in bulk: their plain indexes and exclusion constraints are made after the load. */
const BULK_TABLES = [
  "bookings",
  "journal_entries",
  "journal_lines",
  "opex_expenses",
  "opex_revisions",
  "opex_postings",
];
/** Properties per transaction: a few thousand rows of each kind per property, so about 2 million rows a batch. */
const BATCH = 1000;

export async function generateStatementsData(
  client: pg.Client,
  options: StatementsDataOptions,
  say: (line: string) => void,
) {
  await client.query("select setseed(0.42)");
  await client.query("set session_replication_role = replica");
  // A bulk load's settings, for this session only (the bench's own cluster): nothing here must survive a crash.
  await client.query("set synchronous_commit = off");
  await client.query("set maintenance_work_mem = '1GB'");
  await client.query("set work_mem = '256MB'");
  // Fewer checkpoints while millions of rows are written (put back at the end, so timings see the default).
  await client.query("alter system set max_wal_size = '8GB'");
  await client.query("select pg_reload_conf()");
  say(`${options.organisations} organisations, ${options.properties} properties`);
  await client.query(
    `insert into organisations (id, name, kind, country)
     select md5('bench-organisation-' || n)::uuid, 'Bench Owner ' || n, 'property_owner', 'malaysia'
     from generate_series(1, $1) n`,
    [options.organisations],
  );
  const countries = JSON.stringify(COUNTRIES);
  await client.query(
    `with c as (select row_number() over () - 1 as i, x.* from jsonb_to_recordset($3::jsonb)
       as x(country text, city text, zone text, currency text, rate int, cleaning int)),
     p as (
       insert into properties (id, organisation_id, managed, type, status, title, country, city, time_zone, currency,
         nightly_rate_minor, cleaning_fee_minor, max_guests, cancellation_policy, created_at)
       select ('10000000-0000-4000-8000-' || lpad(n::text, 12, '0'))::uuid,
         md5('bench-organisation-' || (1 + n % $2))::uuid,
         n % 2 = 0, 'apartment', 'listed', 'Bench flat ' || n, c.country::country, c.city, c.zone, c.currency,
         c.rate + (n % 7) * (c.rate / 20), c.cleaning, 4, 'moderate', now() - interval '3 years'
       from generate_series(1, $1) n join c on c.i = n % 4
       returning id)
     insert into units (property_id, name) select id, 'Entire place' from p`,
    [options.properties, options.organisations, countries],
  );

  // Every row of an index written one by one into an index larger than memory costs a random page: millions of
  // them made the 10,000-property set take hours. The plain indexes and the exclusion constraints of the bulk
  // tables are dropped for the load and made again after it, each in one sorted pass (primary keys and unique
  // constraints stay: foreign keys hang on them). Making the exclusion constraints again also checks that no two
  // stays of a unit overlap.
  const { rows: deferred } = await client.query<{ drop: string; make: string }>(
    `select format('drop index %I', i.indexrelid::regclass) as drop, pg_get_indexdef(i.indexrelid) as make
     from pg_index i join pg_class t on t.oid = i.indrelid
     where t.relname = any($1) and t.relnamespace = 'public'::regnamespace and not i.indisunique and not i.indisexclusion
     union all
     select format('alter table %I drop constraint %I', t.relname, c.conname),
       format('alter table %I add constraint %I %s', t.relname, c.conname, pg_get_constraintdef(c.oid))
     from pg_constraint c join pg_class t on t.oid = c.conrelid
     where t.relname = any($1) and t.relnamespace = 'public'::regnamespace and c.contype = 'x'`,
    [BULK_TABLES],
  );
  for (const { drop } of deferred) await client.query(drop);

  const line = (kind: string, account: string, amount: string, organisation: boolean, where = "true") => `
    select md5('${kind}' || s.booking_id)::uuid, '${account}', ${organisation ? "s.organisation_id" : "null::uuid"}, s.property_id, s.currency, ${amount}
    from bench_split s where ${where} and ${amount} <> 0`;
  const fee = "case when s.managed then 'revenue:management_fee' else 'revenue:commission' end";
  for (let from = 1; from <= options.properties; from += BATCH) {
    const to = Math.min(options.properties, from + BATCH - 1);
    say(`properties ${from} to ${to}: bookings, their journal entries, operating expenses`);
    await client.query("begin");
    await client.query(
      `create temporary table bench_properties on commit drop as
       select p.id, p.organisation_id, p.managed, p.currency, p.country, p.nightly_rate_minor, p.cleaning_fee_minor, u.id as unit_id
       from generate_series($1::int, $2::int) n
       join properties p on p.id = ('10000000-0000-4000-8000-' || lpad(n::text, 12, '0'))::uuid
       join units u on u.property_id = p.id`,
      [from, to],
    );
    // A stay every four days per unit, one to three nights (so they never overlap), from the history's
    // start to 60 days ahead: about half the nights sold. Past stays completed (8% cancelled, 2% no-show),
    // future ones confirmed (5% cancelled). What the journal needs of each is kept as it is written.
    await client.query(
      `create temporary table bench_split on commit drop as
       with b as (
         insert into bookings (reference, property_id, unit_id, guest_name, guest_email, guest_count, check_in, check_out, status,
           currency, total_minor, price_lines, refunded_minor, cancellation_policy, instant_book, payment_method, status_changed_at, created_at, updated_at)
         select 'BK-' || upper(substr(md5(p.unit_id::text || s.k), 1, 16)), p.id, p.unit_id, 'Bench Guest', 'guest@example.test', 2,
           s.check_in, s.check_in + s.nights,
           (case when s.r < 0.08 then 'cancelled' when s.check_in + s.nights > $2::date then (case when s.r < 0.13 then 'cancelled' else 'confirmed' end)
                 when s.r < 0.10 then 'no_show' else 'completed' end)::booking_status,
           p.currency, m.total, m.lines, case when s.r < 0.08 or (s.check_in + s.nights > $2::date and s.r < 0.13) then m.total else 0 end,
           'moderate', true, 'card', s.check_in - 3, s.check_in - (5 + (s.r * 50)::int), s.check_in - 3
         from bench_properties p
         cross join lateral (
           select k, ($2::date - $1::int + k * 4) as check_in, 1 + floor(random() * 3)::int as nights, random() as r
           from generate_series(0, ($1::int + 60) / 4) k) s
         cross join lateral (
           select p.nightly_rate_minor * s.nights as stay, p.cleaning_fee_minor as cleaning,
             case when p.country = 'malaysia' then 1000 * s.nights else 0 end as tax) a
         cross join lateral (
           select round((a.stay + a.cleaning) * 0.05)::bigint as service) f
         cross join lateral (
           select a.stay + a.cleaning + f.service + a.tax as total,
             jsonb_build_array(
               jsonb_build_object('kind', 'stay', 'label', s.nights || ' nights', 'quantity', s.nights, 'unitAmountMinor', p.nightly_rate_minor, 'amountMinor', a.stay),
               jsonb_build_object('kind', 'cleaning', 'label', 'Cleaning fee', 'amountMinor', a.cleaning),
               jsonb_build_object('kind', 'service_fee', 'label', 'Service fee (5%)', 'amountMinor', f.service))
             || case when a.tax > 0 then jsonb_build_array(jsonb_build_object('kind', 'tax', 'label', 'Tourism tax', 'amountMinor', a.tax)) else '[]'::jsonb end as lines) m
         returning id, reference, created_at, status, check_in, property_id, currency, price_lines, total_minor)
       select b.id as booking_id, b.reference, b.created_at, b.status, b.check_in, p.id as property_id, p.organisation_id, p.managed, b.currency,
         (b.price_lines->0->>'amountMinor')::bigint as stay, (b.price_lines->1->>'amountMinor')::bigint as cleaning,
         (b.price_lines->2->>'amountMinor')::bigint as service, coalesce((b.price_lines->3->>'amountMinor')::bigint, 0) as tax,
         round((b.price_lines->0->>'amountMinor')::bigint * case when p.managed then 0.20 else 0.15 end)::bigint as fee, b.total_minor as total
       from b join bench_properties p on p.id = b.property_id`,
      [options.historyDays, options.today],
    );

    // The journal: each booking's payment and sale when it was made; a cancellation's refund three days
    // before check-in. Amounts as bookings/money.ts splits them (commission 15%, management fee 20%). Each
    // entry's figures (its property and supplier, and the sums of its lines by kind of account, drizzle/0011)
    // are written with it from the same amounts as its lines below; `checkStatementsData` holds them equal.
    const figures = {
      payment: "null::uuid, s.total, s.total, 0, 0, 0, 0",
      booking_sale: `s.organisation_id, s.total, 0, s.stay - s.fee + s.cleaning, s.fee + s.service,
        case when s.managed then 0 else s.fee end, case when s.managed then s.fee else 0 end`,
      refund: `s.organisation_id, s.total, -s.total, -(s.stay - s.fee + s.cleaning), -(s.fee + s.service),
        case when s.managed then 0 else -s.fee end, case when s.managed then -s.fee else 0 end`,
    };
    for (const [kind, when, where] of [
      ["payment", "s.created_at", "true"],
      ["booking_sale", "s.created_at + interval '1 second'", "true"],
      ["refund", "(s.check_in - 3)::timestamptz", "s.status = 'cancelled'"],
    ] as const) {
      await client.query(`
        insert into journal_entries (id, kind, booking_id, memo, created_at, currency, property_id, organisation_id,
          gross_minor, cash_minor, supplier_minor, platform_minor, commission_minor, management_fee_minor)
        select md5('${kind}' || s.booking_id)::uuid, '${kind}', s.booking_id, '${kind} ' || s.reference, ${when}, s.currency,
          s.property_id, ${figures[kind]}
        from bench_split s where ${where}`);
    }
    await client.query(`
      insert into journal_lines (entry_id, account, organisation_id, property_id, currency, amount_minor)
      ${line("payment", "cash:test_card", "s.total", false)}
      union all ${line("payment", "guest_funds", "-s.total", false)}
      union all ${line("booking_sale", "guest_funds", "s.total", false)}
      union all ${line("booking_sale", "supplier_payable", "-(s.stay - s.fee + s.cleaning)", true)}
      union all select md5('booking_sale' || s.booking_id)::uuid, ${fee}, null, s.property_id, s.currency, -s.fee from bench_split s where s.fee <> 0
      union all ${line("booking_sale", "revenue:service_fee", "-s.service", false)}
      union all ${line("booking_sale", "tax_payable", "-s.tax", false)}
      union all ${line("refund", "supplier_payable", "s.stay - s.fee + s.cleaning", true, "s.status = 'cancelled'")}
      union all select md5('refund' || s.booking_id)::uuid, ${fee}, null, s.property_id, s.currency, s.fee from bench_split s where s.status = 'cancelled' and s.fee <> 0
      union all ${line("refund", "revenue:service_fee", "s.service", false, "s.status = 'cancelled'")}
      union all ${line("refund", "tax_payable", "s.tax", false, "s.status = 'cancelled'")}
      union all ${line("refund", "cash:test_card", "-s.total", false, "s.status = 'cancelled'")}`);

    // Three expenses per property and month, charged to the owner (the opex shape of ledger/accounts.ts),
    // each with its revision and posting as the opex functions write them.
    await client.query(
      `create temporary table bench_opex on commit drop as
       select md5('opex' || p.id || m || k)::uuid as id, p.id as property_id, p.organisation_id, p.currency,
         (array['cleaning', 'utilities', 'repairs', 'supplies', 'fees'])[1 + (m + k) % 5]::opex_category as category,
         (date_trunc('month', $1::date - $2::int) + make_interval(months => m, days => (k * 9 + m) % 27))::date as incurred_on,
         (p.nightly_rate_minor * (0.3 + random() * 1.5))::bigint as amount
       from bench_properties p cross join generate_series(0, ($2::int / 30) - 1) m cross join generate_series(0, 2) k`,
      [options.today, options.historyDays],
    );
    await client.query(`
      insert into opex_expenses (id, property_id, organisation_id, category, incurred_on, currency, amount_minor, note, created_by, created_at, updated_at)
      select id, property_id, organisation_id, category, incurred_on, currency, amount, 'Bench expense', 'bench', incurred_on + 1, incurred_on + 1 from bench_opex`);
    await client.query(`
      create temporary table bench_revisions on commit drop as
      with r as (insert into opex_revisions (expense_id, action, by_user_id, by_name, at)
        select id, 'recorded', 'bench', 'Bench', incurred_on + 1 from bench_opex returning id, expense_id)
      select * from r`);
    // An expense's entry: supplier_payable up by the amount (the owner owes it), cash:bank down.
    await client.query(`
      insert into journal_entries (id, kind, memo, created_by, created_at, currency, property_id, organisation_id,
        gross_minor, cash_minor, supplier_minor, platform_minor, commission_minor, management_fee_minor)
      select md5('entry' || o.id)::uuid, 'opex', initcap(o.category::text) || ' expense', 'bench', o.incurred_on + 1, o.currency,
        o.property_id, o.organisation_id, o.amount, -o.amount, -o.amount, 0, 0, 0
      from bench_opex o`);
    await client.query(`
      insert into journal_lines (entry_id, account, organisation_id, property_id, currency, amount_minor)
      select md5('entry' || o.id)::uuid, 'supplier_payable', o.organisation_id, o.property_id, o.currency, o.amount from bench_opex o
      union all select md5('entry' || o.id)::uuid, 'cash:bank', null, o.property_id, o.currency, -o.amount from bench_opex o`);
    await client.query(`
      insert into opex_postings (entry_id, expense_id, revision_id, category)
      select md5('entry' || o.id)::uuid, o.id, r.id, o.category from bench_opex o join bench_revisions r on r.expense_id = o.id`);
    await client.query("commit");
  }

  say(`indexes and exclusion constraints (${deferred.length})`);
  for (const { make } of deferred) await client.query(make);

  // What the bookings trigger would have kept during the load (accounts/sql/property-month-figures.sql's
  // apply_booking_month_figures, set-based: one function call per booking took minutes at 10,000 properties;
  // `checkStatementsData(…, { deep: true })`, run by the smoke, holds the two equal).
  say("insights' monthly sums");
  await client.query(`
    insert into property_month_figures (property_id, month, booked_nights, room_revenue, bookings, stay_nights, lead_days, cancelled, decided)
    select property_id, month, sum(booked_nights), sum(room_revenue), sum(bookings), sum(stay_nights), sum(lead_days), sum(cancelled), sum(decided)
    from (
      select b.property_id, m.month::date, least(b.check_out, (m.month + interval '1 month')::date) - greatest(b.check_in, m.month::date) as booked_nights,
        x.stay * (least(b.check_out, (m.month + interval '1 month')::date) - greatest(b.check_in, m.month::date)) / (b.check_out - b.check_in) as room_revenue,
        0 as bookings, 0 as stay_nights, 0 as lead_days, 0 as cancelled, 0 as decided
      from bookings b
      cross join lateral (select coalesce(sum((l->>'amountMinor')::bigint), 0)::numeric as stay
        from jsonb_array_elements(b.price_lines) l where l->>'kind' = 'stay') x
      cross join lateral generate_series(date_trunc('month', b.check_in), date_trunc('month', b.check_out - 1), interval '1 month') m(month)
      where b.stay_mode <> 'hourly' and b.check_out > b.check_in and b.status in ('confirmed', 'checked_in', 'completed', 'no_show')
      union all
      select b.property_id, date_trunc('month', b.check_in)::date, 0, 0,
        case when sold then 1 else 0 end, case when sold then b.check_out - b.check_in else 0 end,
        case when sold then b.check_in - (b.created_at at time zone 'UTC')::date else 0 end, case when sold then 0 else 1 end, 1
      from bookings b cross join lateral (select b.status in ('confirmed', 'checked_in', 'completed', 'no_show') as sold) s
      where b.stay_mode <> 'hourly' and b.check_out > b.check_in and (sold or b.status = 'cancelled')
    ) f group by property_id, month`);
  // The same nights and room revenue as running sums through each night (property_month_nights), by the rule's own
  // set-based rebuild.
  await client.query("select rebuild_property_month_nights()");
  // What the journal's triggers would have kept during the load (the rebuild functions of accounts/sql).
  say("accounts' read models");
  // Rebuilt with triggers still off, so the roll-ups below (accounts/sql/month-figures.sql) are computed
  // once from the result instead of row by row through booking_earnings' trigger.
  await client.query(
    "select rebuild_entry_month_figures(), rebuild_booking_earnings(), rebuild_unsettled_entries(), rebuild_opex_month_totals()",
  );
  await client.query("set session_replication_role = origin");
  await client.query("select rebuild_organisation_month_figures(), rebuild_host_earnings_months()");
  await client.query("alter system reset max_wal_size");
  await client.query("select pg_reload_conf()");
  await client.query("analyze");
}

/**
 * The checks of a data set as the database's own triggers would have made them (the load ran without them):
 * entries whose lines do not balance per currency, and entries whose figures are not their lines' sums (both must
 * be 0); with `deep` (the smoke run's tiny set), also the insights' monthly and nightly sums against the trigger's
 * function itself, in a transaction rolled back. Each check reads every line, minutes at 10,000 properties: the bench runs
 * them once, after generating, and keeps the answer in `bench_statements_checks` for the runs that follow.
 */
export async function checkStatementsData(client: pg.Client, options: { deep?: boolean } = {}) {
  const [checks] = (
    await client.query<{ unbalanced: string; figures: string }>(
      `select
         (select count(*) from (select entry_id from journal_lines group by entry_id, currency having sum(amount_minor) <> 0) x) as unbalanced,
         (select count(*) from journal_entries e join (
            select entry_id, (array_agg(property_id) filter (where property_id is not null))[1] as property_id,
              (array_agg(organisation_id) filter (where organisation_id is not null))[1] as organisation_id,
              sum(greatest(amount_minor, 0)) as gross_minor,
              sum(case when account like 'cash:%' then amount_minor else 0 end) as cash_minor,
              -sum(case when account = 'supplier_payable' then amount_minor else 0 end) as supplier_minor,
              -sum(case when account like 'revenue:%' then amount_minor else 0 end) as platform_minor,
              -sum(case when account = 'revenue:commission' then amount_minor else 0 end) as commission_minor,
              -sum(case when account = 'revenue:management_fee' then amount_minor else 0 end) as management_fee_minor
            from journal_lines group by entry_id) f on f.entry_id = e.id
          where (e.property_id, e.organisation_id, e.gross_minor, e.cash_minor, e.supplier_minor, e.platform_minor, e.commission_minor, e.management_fee_minor)
            is distinct from (f.property_id, f.organisation_id, f.gross_minor, f.cash_minor, f.supplier_minor, f.platform_minor, f.commission_minor, f.management_fee_minor)
         ) as figures`,
    )
  ).rows;
  let insights: number | null = null;
  if (options.deep) {
    await client.query("begin");
    await client.query("create temporary table bench_expected on commit drop as select * from property_month_figures");
    await client.query(
      "create temporary table bench_expected_nights on commit drop as select * from property_month_nights",
    );
    await client.query("delete from property_month_figures");
    await client.query("delete from property_month_nights");
    await client.query("select apply_booking_month_figures(b, 1) from bookings b");
    const [difference] = (
      await client.query<{ count: string }>(
        `select (select count(*) from ((select * from property_month_figures except select * from bench_expected)
             union all (select * from bench_expected except select * from property_month_figures)) d)
           + (select count(*) from ((select * from property_month_nights except select * from bench_expected_nights)
             union all (select * from bench_expected_nights except select * from property_month_nights)) d) as count`,
      )
    ).rows;
    insights = Number(difference!.count);
    await client.query("rollback");
  }
  return { unbalanced: Number(checks!.unbalanced), figures: Number(checks!.figures), insights };
}

/** The size of what was made, and the checks taken when it was made (`checkStatementsData`). */
export async function verifyStatementsData(client: pg.Client) {
  const [sizes] = (
    await client.query<{ properties: string; bookings: string; entries: string; lines: string }>(
      `select (select count(*) from properties) as properties, (select count(*) from bookings) as bookings,
         (select count(*) from journal_entries) as entries, (select count(*) from journal_lines) as lines`,
    )
  ).rows;
  const { rows: checks } = await client.query<{ unbalanced: number; figures: number; insights: number | null }>(
    `select unbalanced, figures, insights from bench_statements_checks`,
  );
  return {
    checks: checks[0] ?? null,
    properties: Number(sizes!.properties),
    bookings: Number(sizes!.bookings),
    entries: Number(sizes!.entries),
    lines: Number(sizes!.lines),
  };
}
